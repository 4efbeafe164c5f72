//#-hidden-code
import BookStage
import Foundation
import Observation
import Shop
//#-end-hidden-code
//#-code-completion(everything, hide)
//#-code-completion(identifier, show, watchCoupon(), DispatchQueue, main, async(execute:), nextTurn())
/*:#localized(key: "Prose1")
 # Exercise: Keep Watching

 **Last page:** the `@Observable` model's `onChange` ran **once**, before the change
 (willSet), and read `none`. Adding an apple changed `items`, which the closure never read, so
 nothing was called; and tracking ends at the first change, so the second coupon went unseen.

 **Goal:** Keep watching an `@Observable` model, and read each change after it is stored.

 SwiftUI keeps watching because it tracks again every time it renders, after the change. Code
 outside SwiftUI has to track again too, and *when* it does decides what it reads.
 `watchCoupon()` tracks the cart's coupon. The customer picks three coupons, one tap at a
 time; between two taps the main queue gets a turn, as in an app.

 * callout(Exercise):
   Make `watchCoupon()` keep watching, so that each tap is counted and the closure reads each
   new coupon after it is stored.
 */
let cart = ObservedCart()
var changes = 0
var read: [Coupon] = []

func watchCoupon() {
    withObservationTracking {
        read.append(cart.coupon)
    } onChange: {
        changes += 1
        //#-editable-code how to keep watching
        //#-end-editable-code
    }
}

watchCoupon()
for coupon in [Coupon.tenPercentOff, .tenYenOff, .none] {
    cart.coupon = coupon
    nextTurn()
}
print("3 changes, \(changes) counted; the closure read \(read.map { "\($0)" }.joined(separator: ", "))")
//#-hidden-code
let wanted: [Coupon] = [.none, .tenPercentOff, .tenYenOff, .none]
if changes == 3 && read == wanted {
    Stage.assess(.pass("Every change counted, and each read came after the store: tracking again on the next turn is what SwiftUI does when it renders. The price: changes made before that turn comes are not reported one by one; the next read sees only the latest value."))
} else if changes == 3 && read.count == 4 && read == [.none, .none, .tenPercentOff, .tenYenOff] {
    Stage.assess(.fail(hints: [
        "Every change is counted, but each read is the coupon from before the change: none, none, tenPercentOff, tenYenOff.",
        "`onChange` runs in willSet. Tracking again right inside it reads the old value, and the new one is not stored yet. Track again once the change is done: on the next turn of the main queue.",
        "Write `DispatchQueue.main.async { watchCoupon() }` inside onChange.",
    ], solution: "`DispatchQueue.main.async { watchCoupon() }`"))
} else if changes < 3 {
    Stage.assess(.fail(hints: [
        "Fewer changes counted than the 3 taps: `withObservationTracking` calls `onChange` once, then tracks nothing. Something must start tracking again.",
        "To keep watching, start tracking again: call `watchCoupon()` once more. Not synchronously inside onChange, though: it runs before the change.",
        "Write `DispatchQueue.main.async { watchCoupon() }` inside onChange.",
    ], solution: "`DispatchQueue.main.async { watchCoupon() }`"))
} else if read.count < changes + 1 {
    Stage.assess(.fail(hints: [
        "Changes were counted, but the closure did not read after each of them: the count went up without anything watching the cart.",
        "Counting is the easy part; what is missing is tracking again, so the closure runs (and reads) after every change.",
        "Write `DispatchQueue.main.async { watchCoupon() }` inside onChange.",
    ], solution: "`DispatchQueue.main.async { watchCoupon() }`"))
} else if changes > 3 {
    Stage.assess(.fail(hints: [
        "More changes counted than the 3 taps: tracking started more than once per change.",
        "Start tracking again exactly once per change, from onChange, on the next turn.",
        "Write `DispatchQueue.main.async { watchCoupon() }` inside onChange.",
    ], solution: "`DispatchQueue.main.async { watchCoupon() }`"))
} else {
    Stage.assess(.fail(hints: [
        "Every change is counted, but not every read is the coupon just stored: compare what the closure read with the three taps.",
        "Start tracking again once per change, after the change is stored: on the next turn of the main queue, where the taps run. A background queue races them.",
        "Write `DispatchQueue.main.async { watchCoupon() }` inside onChange.",
    ], solution: "`DispatchQueue.main.async { watchCoupon() }`"))
}
//#-end-hidden-code
/*:#localized(key: "Prose2")
 As written, it prints:

 ```
 3 changes, 1 counted; the closure read none
 ```

 [Previous](@previous) | [Next](@next)
 */
