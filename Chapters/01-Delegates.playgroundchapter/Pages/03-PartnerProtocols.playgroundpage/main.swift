//#-hidden-code
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # Partner Protocols

 A protocol needs a partner: someone on the other side who calls it. It is easy to write one
 that has none.
 */
//#-localizable-zone(Comment1)
/// Lists what the view can do. Nothing ever calls the view through it.
//#-end-localizable-zone
protocol CartViewProtocol: AnyObject {
    func onTapAdd(_ product: Product)
}

//#-localizable-zone(Comment2)
/// Keeps the items, prices them and draws them, all by itself.
//#-end-localizable-zone
final class FatCartView: CartViewProtocol {
    private var items: [Product] = []
    private(set) var label = ""

    func onTapAdd(_ product: Product) {
        items.append(product)
        label = "\(items.count) items, \(Pricing.includingTax(Pricing.subtotal(of: items))) yen with tax"
    }
}

let fat = FatCartView()
fat.onTapAdd(.pen)
fat.onTapAdd(.apple)
print("fat view: \(fat.label)")
/*:#localized(key: "Prose2")
 The protocol splits nothing. The view keeps the state, does the pricing and draws, and the
 only way to check a total is to tap the view and read its label: a fat view with a protocol
 on top.

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
//#-localizable-zone(Comment3)
    /// The view knows its presenter only through `CartPresenterInput`.
//#-end-localizable-zone
    lazy var presenter: CartPresenterInput = DelegatePresenter(view: self, model: DelegateCart())

    func itemsDidChange() { update(because: "items changed") }
    func couponDidChange() { update(because: "coupon changed") }

//#-localizable-zone(Comment4)
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
/*:#localized(key: "Prose3")
 `totalWithTax` and `totalAfterCoupon` are computed properties of the presenter. Because
 every notification comes from a `didSet`, reading them in `update()` always gives fresh
 values:

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
//#-localizable-zone(Comment5)
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
/*:#localized(key: "Prose4")
 No screen and no real cart, yet the presenter's arithmetic runs: 200 yen, 220 with tax.
 Chapter 6 tests the presenter with a stand-in view.

 [Previous](@previous) | [Next](@next)
 */
