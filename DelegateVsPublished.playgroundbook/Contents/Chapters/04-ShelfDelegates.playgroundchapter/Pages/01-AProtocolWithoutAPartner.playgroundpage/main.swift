//#-hidden-code
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # What Is a View Protocol For?

 ![Chapter 1's picture: the delegate's lane, its mark after the dashed line where the value is stored](Chapter1@2x.png)

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
        label = "\(items.count) item(s), \(Pricing.includingTax(Pricing.subtotal(of: items))) yen with tax"
    }
}

let fat = FatCartView()
//#-editable-code what the customer taps
fat.onTapAdd(.pen)
fat.onTapAdd(.apple)
//#-end-editable-code
print("fat view: \(fat.label)")
/*:#localized(key: "Prose2")
 The protocol splits nothing. The view keeps the state, does the pricing and draws: a fat view
 with a protocol on top. So the only way to check a total is the way a test would have to do
 it here: build the whole view, tap it, and pick the number out of its label.
 */
let checked = FatCartView()
checked.onTapAdd(.apple)
let priceShown = checked.label.split(separator: " ")[2]
print("a test of the apple's price reads: \(priceShown)")
/*:#localized(key: "Prose3")
 It reads `110`, today. The check depends on the label's wording: reword the label (say, "with
 tax: 110 yen") and the price check breaks, though the pricing did not change. With nothing on
 the other side of the protocol, there is no seam to put a stand-in in.

 The next page gives every protocol a partner.

 [Previous](@previous) | [Next](@next)
 */
