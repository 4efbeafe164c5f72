//#-hidden-code
import Combine
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # Same Script, Two Designs

 A `CartScript` is a list of customer actions (`CartAction`: add a product, or select a
 coupon). Any design's view can run it, so the two designs can be compared action by action:
 `DelegateCartView`, from the Shop module, is chapter 1's design behind a view (a cart that
 tells its presenter through a delegate, and a presenter that updates the view), and
 `PublishedCartView` the one from the previous page.

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
 The last lines of the results:

 ```
 select tenYenOff
   delegate:   [pen, apple, pen] count 3, total 220, tenYenOff, pay 210
   @Published: [pen, apple, pen] count 3, total 220, tenYenOff, pay 210
 The two views showed the same screen after every action.
 ```

 Same screens. The difference is in how the values travel: the delegate view is *told
 that* something changed and then pulls everything; the `@Published` view is *sent* each new
 value. That difference decides *when* a view can trust what it reads, the subject of
 chapter 3.

 [Previous](@previous) | [Next](@next)
 */
