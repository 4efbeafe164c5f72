// The whole cart as one `@Observable` model, for "How Do I Test an @Observable Model?" (chapter 9).

import Observation

/// The cart's state and its actions in one `@Observable` class. The totals are computed
/// properties: reading one reads `items` and `coupon`, so tracking a total tracks both.
@Observable public final class ObservedCartModel {
    public private(set) var items: [Product] = []
    public private(set) var coupon: Coupon = .none

    public var totalWithTax: Int { Pricing.includingTax(Pricing.subtotal(of: items)) }
    public var totalAfterCoupon: Int { coupon.apply(to: totalWithTax) }

    public init() {}

    public func add(_ product: Product) { items.append(product) }
    public func select(_ coupon: Coupon) { self.coupon = coupon }
}

/// `Observations` (Swift 6.2, iOS 26, macOS 26) over a model's total after the coupon. The
/// gate is here, so that the page that uses it compiles in every app.
public enum TotalObservations {
    /// Starts a main-actor task that makes `Observations { model.totalAfterCoupon }` there
    /// (so the closure reads the model on the main actor) and hands every value it delivers
    /// to `receive`. Returns nil where `Observations` does not exist.
    public static func start(_ model: ObservedCartModel, receive: @escaping @MainActor (Int) -> Void) -> Task<Void, Never>? {
        #if compiler(>=6.2)
        if #available(iOS 26, macOS 26, *) {
            return Task { @MainActor in
                let totals = Observations { model.totalAfterCoupon }
                for await total in totals { receive(total) }
            }
        }
        #endif
        return nil
    }
}
