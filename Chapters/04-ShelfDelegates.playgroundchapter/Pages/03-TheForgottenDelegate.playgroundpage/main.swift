//#-hidden-code
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # Why Is My Delegate Never Called?

 The presenter on the previous page gets its view in its initializer, so it cannot forget it.
 A plain delegate property has no such guard: it is an optional property, and nothing
 forces anyone to set it.

 This screen owns a cart and wants to hear about it, but the line `cart.delegate = self`
 is commented out. The cart still works. It tells nobody: `delegate?.cartDidChange(self)`
 finds `nil`, and optional chaining calls nothing, so nothing happens and nothing is
 reported.
 */
final class ForgetfulScreen: CartDelegate {
    let cart = DelegateCart()
    var drawn = "(nothing drawn yet)"

    init() {
        //#-editable-code connect the cart to this screen
        // cart.delegate = self
        //#-end-editable-code
    }

    func cartDidChange(_ cart: CartModelInput) {
        drawn = cart.items.listed
    }
}

let screen = ForgetfulScreen()
screen.cart.add(.apple)
screen.cart.add(.pen)

print("the cart holds:  \(screen.cart.items.listed)")
print("the screen shows: \(screen.drawn)")
/*:#localized(key: "Prose2")
 As written, the results show:

 ```
 the cart holds:  [apple, pen]
 the screen shows: (nothing drawn yet)
 ```

 No crash and no warning: the screen simply never changes. Remove the `//` before
 `cart.delegate = self` and run again.

 [Previous](@previous) | [Next](@next)
 */
