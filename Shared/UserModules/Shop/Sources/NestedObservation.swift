// A screen model that holds the cart, with Observation (iOS 17). "Why Doesn't a Nested Model Redraw?" (chapter 8)
// page tracks `screen.cart.coupon` through it. It lives here, not in page code: before Swift
// 6.0 the app's results logging breaks macro-expanded code on a page.

import Observation

/// The cart screen as an `@Observable` model that holds an `@Observable` cart. Reading
/// `screen.cart.coupon` reads two tracked properties: `cart` on the screen and `coupon` on
/// the cart, so a change to either one is seen. Nothing forwards anything.
@Observable public final class ObservedCartScreen {
    public var cart = ObservedCart()

    public init() {}
}
