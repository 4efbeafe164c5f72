//#-hidden-code
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # The Cart Tells Its Delegate

 A **[delegate](glossary://delegate)** is an object that another object tells about what happened. The cart does
 not know who shows it; it only knows someone that conforms to the [protocol](glossary://protocol) `CartDelegate`:

     public protocol CartDelegate: AnyObject {
         func cartDidChange(_ cart: CartModelInput)
     }

 Why `: AnyObject`? The cart keeps its delegate in a `weak var` (the last page of this
 chapter shows why it must), and only an instance of a class can be referred to weakly.
 `: AnyObject` makes the protocol class-bound: only classes can adopt it. Without it, Swift
 refuses the `weak var` (in Swift 6.3's words: `'weak' must not be applied to non-class-bound 'any CartDelegate'; consider adding a protocol conformance that has a class bound`).

 The delegate gets the cart as a `CartModelInput`, the cart's side of the conversation: its
 `items`, its `delegate`, and `add(_:)`. `DelegateCart` calls its delegate from
 [didSet](glossary://didSet), which runs **after** the new value is stored. So when the
 delegate asks the cart for its items, it gets the new ones. (`items.listed` writes the items
 as `[pen, apple]`.)
 */
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
/*:#localized(key: "Prose2")
 The results show two lines, one per call:

 ```
 told: the cart now has [pen] (count 1, 50 yen before tax)
 told: the cart now has [pen, apple] (count 2, 150 yen before tax)
 ```

 Every read inside `cartDidChange` sees the value that was just set. Remember this: it is
 the promise that delegate code quietly relies on when a view's `update()` method pulls every
 value it shows (chapter 4 gives its limits, such as an action that stores two values).

 [Previous](@previous) | [Next](@next)
 */
