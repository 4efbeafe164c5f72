//#-hidden-code
import Combine
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # Pros and Cons, Shown

 Rewriting the delegate screen with `@Published` shows what each design costs. The two
 designs also keep the view in step with the model in two different ways, which Martin Fowler
 named in his essays on GUI architectures:

 * the delegate design is **flow synchronization**: the presenter decides when the view
   changes, and calls it, step by step, in the order it chooses (the cart is the observed
   object, and the presenter its one observer);
 * `@Published` is **observer synchronization**: the view watches the values and follows
   whatever they do, whenever they do it.

 The MVP article behind chapter 1 takes flow synchronization one step further: its presenter
 **pushes** each value into the view (`setName(name:)`), and the view reads nothing back. This
 book's `CartPresenterOutput` only says *what* changed, and the view pulls the values in
 `update()`. In both, the presenter decides when. Pushing moves the risk: the view shows what
 it is handed and cannot make a stale read itself; the presenter must hand it the new value.
 */
//#-localizable-zone(Comment1)
/// Push style: the presenter hands the view each value.
//#-end-localizable-zone
protocol CountOutput: AnyObject {
    func show(count: Int)
}

final class CountLabel: CountOutput {
    var text = ""
    func show(count: Int) { text = "\(count) item(s)" }
}

final class PushingPresenter: CartDelegate {
    weak var view: CountOutput?
    func cartDidChange(_ cart: CartModelInput) { view?.show(count: cart.items.count) }
}

let countLabel = CountLabel()
let pushing = PushingPresenter()
pushing.view = countLabel
let pushedCart = DelegateCart()
pushedCart.delegate = pushing
pushedCart.add(.apple)
print("the pushed label shows: \(countLabel.text)")
/*:#localized(key: "Prose2")
 Each claim below is run, not just stated.

 **Delegate, pro:** computed properties just work. `totalAfterCoupon` is computed from
 the coupon and the cart, and because every notification comes after the change (`didSet`),
 an `update()` that reads it is always right.
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
 chapter 3's Subscriber Order), and the
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
 the pushed label shows: 1 item(s)
 delegate view matches the reference after every action: true
 two changes: the first screen was told 1 time(s), the second 1
 @Published view matches the reference after every action: true
 $totalAfterCoupon sent: 0, 55, 55, 165, 148, 198, 210
 ```

 The second `55` is "select none" while no coupon was selected: an equal value sent again.
 Chapter 3 comes back to that, and to a bigger catch: *when* `@Published` sends.

 [Previous](@previous) | [Next](@next)
 */
