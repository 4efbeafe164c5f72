//#-hidden-code
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # How Do View and Presenter Talk in MVP?

 In Model-View-Presenter every protocol is one half of a conversation, and each has a
 partner. A [presenter](glossary://presenter) sits between the cart and the screen:

 * the view calls the presenter through `CartPresenterInput`: read `items`, `count`,
   `totalWithTax`, `selectedCoupon`, `totalAfterCoupon`; call `add(_:)` and `select(_:)`;
 * the presenter tells its view through `CartPresenterOutput`: `itemsDidChange()` and
   `couponDidChange()`;
 * the presenter asks the model through `CartModelInput`, and the model tells the presenter
   through `CartDelegate`.

 The presenter gets both partners when it is made, `DelegatePresenter(view:model:)`, so
 neither can be left out, and either can be a stand-in. Here, a stand-in view prints what a
 real view's `update()` would draw. `CartScreen(reading:)` reads every value a presenter
 offers into one line.
 */
final class StandInView: CartPresenterOutput {
//#-localizable-zone(Comment1)
    /// The view knows its presenter only through `CartPresenterInput`.
//#-end-localizable-zone
    lazy var presenter: CartPresenterInput = DelegatePresenter(view: self, model: DelegateCart())

    func itemsDidChange() { update(because: "items changed") }
    func couponDidChange() { update(because: "coupon changed") }

//#-localizable-zone(Comment2)
    /// Pull every value, as a delegate-style view does.
//#-end-localizable-zone
    func update(because reason: String) {
        print("\(reason): \(CartScreen(reading: presenter))")
    }
}

let view = StandInView()
//#-editable-code what the customer does
view.presenter.add(.pen)
view.presenter.add(.apple)
view.presenter.select(.tenPercentOff)
view.presenter.select(.tenYenOff)
//#-end-editable-code
/*:#localized(key: "Prose2")
 `totalWithTax` and `totalAfterCoupon` are computed properties of the presenter. Because
 every notification comes from a `didSet`, and each action here stores one value, reading them
 in `update()` gives fresh values (When May a Handler Read More?, in chapter 2, gives the limits):

 ```
 items changed: [pen] count 1, total 55, none, pay 55
 items changed: [pen, apple] count 2, total 165, none, pay 165
 coupon changed: [pen, apple] count 2, total 165, tenPercentOff, pay 148
 coupon changed: [pen, apple] count 2, total 165, tenYenOff, pay 155
 ```

 The model can be a stand-in too: a cart that already holds what a check needs.
 */
final class FixedCart: CartModelInput {
    let items: [Product]
//#-localizable-zone(Comment3)
    /// Never changes, so it never tells anyone: the delegate is not even kept.
//#-end-localizable-zone
    var delegate: CartDelegate? {
        get { nil }
        set {}
    }

    init(_ items: [Product]) { self.items = items }
    func add(_ product: Product) {}
}

let quietView = StandInView()
let presenter = DelegatePresenter(view: quietView, model: FixedCart([.apple, .apple]))
print("with a stand-in cart of two apples: total \(presenter.totalWithTax)")
/*:#localized(key: "Prose3")
 No screen and no real cart, yet the presenter's arithmetic runs: 200 yen, 220 with tax.
 Who creates the model? Whoever puts the screen together creates the cart and hands it to the
 presenter's `init`: here, this page, with the stand-in cart; in an app, the code that builds
 the view controller. (The stand-in view above builds its own presenter and cart only to keep
 the page short.) A presenter that created its own cart could not be given this stand-in.
 Chapter 9 tests the presenter with a stand-in view.

 [Previous](@previous) | [Next](@next)
 */
