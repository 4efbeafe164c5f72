//#-hidden-code
import Shop
//#-end-hidden-code
/*:
 # The Forgotten Delegate

 A delegate is an optional, weak property. Nothing forces anyone to set it. If the line
 `presenter.output = self` is missing, the presenter still works, but it tells nobody:
 `output?.itemsDidChange()` calls a method on `nil`, which does nothing and reports nothing.
 */
final class ForgetfulView: CartPresenterOutput {
    let presenter: DelegatePresenter
    var drawn = "(nothing drawn yet)"

    init(presenter: DelegatePresenter) {
        self.presenter = presenter
        //#-editable-code
        // presenter.output = self
        //#-end-editable-code
    }

    func itemsDidChange() { drawn = CartScreen(reading: presenter).description }
    func couponDidChange() { drawn = CartScreen(reading: presenter).description }
}

let presenter = DelegatePresenter()
let view = ForgetfulView(presenter: presenter)
presenter.add(.apple)
presenter.select(.tenYenOff)

print("presenter holds: \(CartScreen(reading: presenter))")
print("view shows:      \(view.drawn)")
/*:
 As written, the page prints:

 ```
 presenter holds: [apple] count 1, total 110, tenYenOff, pay 100
 view shows:      (nothing drawn yet)
 ```

 No crash and no warning: the screen simply never changes. Remove the `//` before
 `presenter.output = self` and run again: the view now shows what the presenter holds.

 [Previous](@previous) | [Next](@next)
 */
