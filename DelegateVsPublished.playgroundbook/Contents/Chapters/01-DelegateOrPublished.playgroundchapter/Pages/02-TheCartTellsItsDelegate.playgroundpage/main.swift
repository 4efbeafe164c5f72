//#-hidden-code
import BookStage
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # The Cart Tells Its Delegate

 **Goal:** Predict what a delegate reads when the cart tells it about a change.

 The cart tells its **[delegate](glossary://delegate)** through the
 [protocol](glossary://protocol) `CartDelegate`, and holds it in a `weak var`:

     public protocol CartDelegate: AnyObject {
         func cartDidChange(_ cart: CartModelInput)
     }

 `DelegateCart` calls its delegate whenever its `items` change, and hands it the cart as a
 `CartModelInput`: its `items`, its `delegate`, and `add(_:)`.

 * callout(Predict):
   When the cart tells its delegate about the pen, what does the delegate read from
   `cart.items`? Choose a case of `Reading` for `prediction`, then run.

 - `.beforeThePen`: `[]`, count 0: the items from before.
 - `.withThePen`: `[pen]`, count 1: the new items.
 */
enum Reading { case notYet, beforeThePen, withThePen }
let prediction: Reading = /*#-editable-code your prediction*/.notYet/*#-end-editable-code*/


final class PrintingDelegate: CartDelegate {
    func cartDidChange(_ cart: CartModelInput) {
        //#-editable-code what the delegate does when it is told
        print("told: the cart now has \(cart.items.listed) (count \(cart.items.count), \(Pricing.subtotal(of: cart.items)) yen before tax)")
        //#-end-editable-code
    }
}

let cart = DelegateCart()
let printer = PrintingDelegate()
cart.delegate = printer

cart.add(.pen)
cart.add(.apple)
//#-hidden-code
// The same action on a cart of its own: what a delegate reads when it is told.
final class Reader: CartDelegate {
    var lines: [String] = []
    func cartDidChange(_ cart: CartModelInput) { lines.append("told: the cart now has \(cart.items.listed) (count \(cart.items.count)") }
}
let probeCart = DelegateCart(), reader = Reader()
probeCart.delegate = reader
probeCart.add(.pen)
Stage.predict(prediction, Prediction(choices: [
    PredictionChoice(.beforeThePen, says: "`[]`, count 0: the items from before.", shows: ["told: the cart now has [] (count 0"],
                     ifWrong: "That would be a willSet. The cart calls its delegate from `didSet`, which runs after the new value is stored."),
    PredictionChoice(.withThePen, says: "`[pen]`, count 1: the new items.", shows: ["told: the cart now has [pen] (count 1"],
                     ifWrong: "That is what happens: `didSet` runs after the store."),
], printed: reader.lines, why: "The cart tells its delegate from `didSet`, which runs after the new value is stored, so every read gets the new items."))
//#-end-hidden-code
/*:#localized(key: "Prose2")
 Run, then compare the results beside the code with your prediction: the verdict says whether they agree, and why.

 [Previous](@previous) | [Next](@next)
 */
