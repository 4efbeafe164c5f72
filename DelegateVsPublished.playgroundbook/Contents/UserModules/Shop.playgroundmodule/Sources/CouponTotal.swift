import Combine

/// The model of chapter 3's "onReceive or onChange": a cart's items and its coupon, and the
/// total after the coupon, computed from what the model holds at the moment it is read.
public final class CouponTotalModel: ObservableObject {
    @Published public var items: [Product]
    @Published public var coupon: Coupon = .none

    public init(items: [Product] = [.apple, .pen]) { self.items = items }

    /// The total after the coupon the model holds at the moment it is read.
    public var totalAfterCoupon: Int { total(after: coupon) }

    /// The total after a given coupon, such as the one a notification was sent.
    public func total(after coupon: Coupon) -> Int { CartScreen.expected(items: items, coupon: coupon).totalAfterCoupon }
}

#if canImport(SwiftUI)
import SwiftUI

/// The same two moments in SwiftUI (Apple platforms only): the action of `onReceive` and the
/// action of `onChange(of:)`, each reading the model's total.
public struct CouponTotalView: View {
    @ObservedObject var model: CouponTotalModel
    @State private var readInOnReceive = 0
    @State private var sentToOnReceive = 0
    @State private var readInOnChange = 0

    public init(model: CouponTotalModel) { _model = ObservedObject(wrappedValue: model) }

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            LabeledContent("onReceive, reading the model", value: "\(readInOnReceive)")
            LabeledContent("onReceive, with the value sent", value: "\(sentToOnReceive)")
            LabeledContent("onChange, reading the model", value: "\(readInOnChange)")
        }
        .onReceive(model.$coupon) { coupon in
            readInOnReceive = model.totalAfterCoupon
            sentToOnReceive = model.total(after: coupon)
        }
        .onChange(of: model.coupon) {
            readInOnChange = model.totalAfterCoupon
        }
        .padding()
    }
}
#endif
