// The cart with Observation (iOS 17). The model lives in this module, so pages only use it.

import Observation

/// The cart as an `@Observable` model: any read of its properties can be tracked.
@Observable public final class ObservedCart {
    public var coupon: Coupon = .none
    public var items: [Product] = []

    public init() {}
}

/// `Observations` (Swift 6.2, iOS 26, macOS 26) over a cart's coupon, where the app has it.
public enum CouponObservations {
    /// Starts a main-actor task that makes `Observations { cart.coupon }` there (so the
    /// closure reads the cart on the main actor) and receives every value it delivers.
    /// Returns nil where `Observations` does not exist.
    public static func start(_ cart: ObservedCart, receive: @escaping @MainActor (Coupon) -> Void) -> Task<Void, Never>? {
        #if compiler(>=6.2)
        if #available(iOS 26, macOS 26, *) {
            return Task { @MainActor in
                let values = Observations { cart.coupon }
                for await coupon in values { receive(coupon) }
            }
        }
        #endif
        return nil
    }
}
