//#-hidden-code
import Shop
//#-end-hidden-code
/*:
 # Partner Protocols

 A protocol needs a partner. A [presenter](glossary://presenter) turns the cart into what the screen shows. The view and the presenter each talk to the other through a
 protocol made for that conversation:

 * the view calls the presenter through `CartPresenterInput`: read `items`, `count`,
   `totalWithTax`, `selectedCoupon`, `totalAfterCoupon`; call `add(_:)` and `select(_:)`;
 * the presenter tells its view through `CartPresenterOutput`: `itemsDidChange()` and
   `couponDidChange()`.

 The presenter never sees a real screen, only "something that conforms to
 `CartPresenterOutput`". So a stand-in can take the view's place: here, one that prints what
 a real view's `update()` would draw.
 */
final class StandInView: CartPresenterOutput {
    let presenter: DelegatePresenter

    init(presenter: DelegatePresenter) {
        self.presenter = presenter
        presenter.output = self
    }

    func itemsDidChange() { update(because: "items changed") }
    func couponDidChange() { update(because: "coupon changed") }

    /// Pull every value, as a delegate-style view does.
    func update(because reason: String) {
        print("\(reason): \(CartScreen(reading: presenter))")
    }
}

let presenter = DelegatePresenter()
let view = StandInView(presenter: presenter)

//#-editable-code
presenter.add(.pen)
presenter.add(.apple)
presenter.select(.tenPercentOff)
presenter.select(.tenYenOff)
//#-end-editable-code
/*:
 The page prints:

 ```
 items changed: [pen] count 1, total 55, none, pay 55
 items changed: [pen, apple] count 2, total 165, none, pay 165
 coupon changed: [pen, apple] count 2, total 165, tenPercentOff, pay 148
 coupon changed: [pen, apple] count 2, total 165, tenYenOff, pay 155
 ```

 `totalWithTax` and `totalAfterCoupon` are computed properties of the presenter. Because
 every notification comes from a `didSet`, reading them in `update()` always gives fresh
 values. Chapter 6 uses the same stand-in idea to test the presenter.

 [Previous](@previous) | [Next](@next)
 */
