//#-hidden-code
import Combine
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # Does @Published Change the Screen?

 A `CartScript` is a list of customer actions (`CartAction`: add a product, or select a
 coupon). Any design's view can run it, so the two designs can be compared action by action:
 `DelegateCartView`, from the Shop module, is the delegate design behind a view (a cart that
 tells its presenter through a delegate, and a presenter that updates the view), and
 `PublishedCartView` the one from The Cart as Pipelines.

 `CartScript.demo` adds a pen, selects no coupon, adds an apple, selects 10% off, adds another
 pen, and selects 10 yen off.
 */
let script = CartScript.demo
let delegateScreens = script.run(on: DelegateCartView())
let publishedScreens = script.run(on: PublishedCartView())

for (index, action) in script.actions.enumerated() {
    print("\(action)")
    print("  delegate:   \(delegateScreens[index])")
    print("  @Published: \(publishedScreens[index])")
}
print(delegateScreens == publishedScreens ? "The two views showed the same screen after every action." : "The two views disagree.")
/*:#localized(key: "Prose2")
 Both views show the same screens: the delegate view reads after the store, and the `@Published` view's pipelines use the values they are sent.

 [Previous](@previous) | [Next](@next)
 */
