// The SwiftUI half of chapter 5's cart (Apple platforms). The presentational view draws a
// CartSummaryInput and nothing else; the container view connects it to a CartContainer.
#if canImport(SwiftUI)
import SwiftUI

/// Presentational: plain values in, taps out.
public struct CartSummaryView: View {
    let input: CartSummaryInput

    public init(input: CartSummaryInput) { self.input = input }

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ForEach(input.screen.fields, id: \.label) { field in
                LabeledContent(field.label, value: field.text).font(.body.monospaced())
            }
            HStack {
                ForEach(input.products, id: \.self) { product in
                    Button("Add \(product.name)") { input.onAdd(product) }.buttonStyle(.borderedProminent)
                }
            }
            Picker("Coupon", selection: Binding(get: { input.screen.coupon }, set: { input.onSelect($0) })) {
                ForEach(input.coupons, id: \.self) { Text($0.rawValue).tag($0) }
            }
            .pickerStyle(.segmented)
        }
        .padding()
    }
}

/// Container: owns the CartContainer and redraws when it will change.
public struct CartContainerView: View {
    @ObservedObject var container: CartContainer

    public init(container: CartContainer) { self.container = container }

    public var body: some View {
        CartSummaryView(input: container.summary)
    }
}

/// The preview gets plain data: no container, no publisher.
struct CartSummaryView_Previews: PreviewProvider {
    static var previews: some View { CartSummaryView(input: .preview) }
}
#endif

extension CartContainer {
    /// The container's SwiftUI view, for the stage to show (nil where SwiftUI does not exist).
    public var liveView: Any? {
        #if canImport(SwiftUI)
        return CartContainerView(container: self)
        #else
        return nil
        #endif
    }
}
