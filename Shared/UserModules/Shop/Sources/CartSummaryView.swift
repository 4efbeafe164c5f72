// The two SwiftUI views of the Container / Presentational cart (Apple platforms only).
#if canImport(SwiftUI)
import SwiftUI

/// Presentational: plain values in, taps out. Knows nothing about where the state lives.
public struct CartSummaryView: View {
    let input: CartSummaryInput

    public init(input: CartSummaryInput) { self.input = input }

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ForEach(input.screen.fields, id: \.label) { field in
                // The label is a key into the book's Localizable.strings, like the button and picker titles.
                LabeledContent(LocalizedStringKey(field.label), value: field.text).font(.body.monospaced())
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

/// Container: holds the state with SwiftUI's own property wrappers. SwiftUI calls `body`
/// again after a callback changes the state, so `body` always reads the new values: there is
/// no willSet or didSet here for a view to get wrong.
public struct CartContainerView: View {
    @State private var items: [Product] = []
    @AppStorage("DelegateVsPublished.selectedCoupon") private var coupon: Coupon = .none

    public init() {}

    public var body: some View {
        CartSummaryView(input: CartContainerLogic.input(
            items: items, coupon: coupon,
            onAdd: { items = CartContainerLogic.adding($0, to: items) },
            onSelect: { coupon = $0 }))
    }
}

/// The preview gets plain data: no container, no state.
struct CartSummaryView_Previews: PreviewProvider {
    static var previews: some View { CartSummaryView(input: .preview) }
}
#endif
