//#-hidden-code
import Shop
//#-end-hidden-code
/*:
 # Pros and Cons, Shown

 Rewriting the delegate screen with `@Published` shows what each design costs. Each claim
 below is run, not just stated.

 **Delegate, pro:** computed properties just work. `totalAfterCoupon` is computed from
 the coupon and the cart, and because every notification comes after the change (`didSet`),
 an `update()` that reads it is always right.
 */
let delegateView = DelegateCartView()
let delegateRight = CartScript.demo.run(on: delegateView) == CartScript.demo.expectedScreens
print("delegate view matches the reference after every action: \(delegateRight)")
/*:
 **Delegate, con:** the wiring is by hand: a protocol for each direction, a `weak var`, and an
 assignment that is easy to forget (chapter 1 showed what happens then). This presenter has
 no `output`:
 */
let unwired = DelegatePresenter()
unwired.add(.apple)
print("an unwired presenter told its view: \(unwired.output == nil ? "nothing" : "something")")
/*:
 **@Published, pro:** no `didSet`, no computed properties, no protocols: every value flows to
 the view by itself, and the view has no `update()` to forget a field in.
 */
let publishedView = PublishedCartView()
let publishedRight = CartScript.demo.run(on: publishedView) == CartScript.demo.expectedScreens
print("@Published view matches the reference after every action: \(publishedRight)")
/*:
 **@Published, con:** a computed property has no publisher, so a value that depends on others
 must be rewritten as a pipeline. The presenter's `totalAfterCoupon` is built with
 `combineLatest`, and it sends a value whenever *either* input sends, even when the total does
 not change:
 */
let presenter = PublishedPresenter()
var sent: [Int] = []
let subscription = presenter.$totalAfterCoupon.sink { sent.append($0) }
for action in CartScript.demo.actions {
    presenter.perform(action)
}
print("$totalAfterCoupon sent: \(sent.map(String.init).joined(separator: ", "))")
/*:
 The page prints:

 ```
 delegate view matches the reference after every action: true
 an unwired presenter told its view: nothing
 @Published view matches the reference after every action: true
 $totalAfterCoupon sent: 0, 55, 55, 165, 148, 198, 210
 ```

 The second `55` is "select none" while no coupon was selected: an equal value sent again.
 Chapter 3 comes back to that, and to a bigger catch: *when* `@Published` sends.

 [Previous](@previous) | [Next](@next)
 */
