//#-hidden-code
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # A Protocol Without a Partner

 Before the cart gets a presenter, here is a common first design: a view that does everything,
 with a protocol on top. A protocol needs a partner: someone on the other side who calls it.
 It is easy to write one that has none.
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
//#-editable-code what the customer taps
fat.onTapAdd(.pen)
fat.onTapAdd(.apple)
//#-end-editable-code
print("fat view: \(fat.label)")
/*:#localized(key: "Prose2")
 The protocol splits nothing. The view keeps the state, does the pricing and draws, and the
 only way to check a total is to tap the view and read its label: a fat view with a protocol
 on top.

 The next page gives every protocol a partner.

 [Previous](@previous) | [Next](@next)
 */
