//#-hidden-code
import Combine
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # Delegate or @Published: What Do I Trade?

 Rewriting the delegate screen with `@Published` shows what each design costs. Each claim
 below is run, not just stated.

 **Delegate, pro:** computed properties just work. `totalAfterCoupon` is computed from
 the coupon and the cart, and because every notification comes after the change (`didSet`),
 an `update()` that reads it is right, as long as each action stores one value (When May a Handler Read More?, in chapter 2, gives the limits).
 */
let delegateView = DelegateCartView()
let delegateRight = CartScript.demo.run(on: delegateView) == CartScript.demo.expectedScreens
print("delegate view matches the reference after every action: \(delegateRight)")
/*:#localized(key: "Prose3")
 **Delegate, con:** the path from a change to the screen is hard to follow (a `didSet` calls
 the delegate, which calls `update()`, which reads computed properties that may read other
 computed properties), the wiring is by hand, and a delegate has exactly one listener. A second
 screen that wants the same cart takes the delegate slot, and the first one silently stops
 hearing anything:
 */
final class CountingScreen: CartDelegate {
    var told = 0
    func cartDidChange(_ cart: CartModelInput) { told += 1 }
}

let sharedCart = DelegateCart()
let firstScreen = CountingScreen()
let secondScreen = CountingScreen()
sharedCart.delegate = firstScreen
sharedCart.add(.apple)
sharedCart.delegate = secondScreen
sharedCart.add(.pen)
print("two changes: the first screen was told \(firstScreen.told) time(s), the second \(secondScreen.told)")
/*:#localized(key: "Prose4")
 **@Published, pro:** no `didSet` and no delegate protocols: every value flows to the view by
 itself, any number of views can subscribe (they are told in an order nobody promises:
 chapter 6's In What Order Do Subscribers Hear?), and the
 view has no `update()` to forget a field
 in.
 */
let publishedView = PublishedCartView()
let publishedRight = CartScript.demo.run(on: publishedView) == CartScript.demo.expectedScreens
print("@Published view matches the reference after every action: \(publishedRight)")
/*:#localized(key: "Prose5")
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
/*:#localized(key: "Prose6")
 The results:

 ```
 delegate view matches the reference after every action: true
 two changes: the first screen was told 1 time(s), the second 1
 @Published view matches the reference after every action: true
 $totalAfterCoupon sent: 0, 55, 55, 165, 148, 198, 210
 ```

 The second `55` is "select none" while no coupon was selected: an equal value sent again.
 Why Does @Published Resend Equal Values? in chapter 6 comes back to that; willSet or didSet? in chapter 1 shows a bigger catch: *when* `@Published` sends.

 [Previous](@previous) | [Next](@next)
 */
