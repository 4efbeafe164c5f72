//#-hidden-code
import Observation
import Shop
import Stage
//#-end-hidden-code
/*:
 # Exercise: Keep Watching

 `withObservationTracking` calls `onChange` once, then stops watching. SwiftUI keeps watching
 because it tracks again every time it redraws. Code outside SwiftUI has to do the same.

 * callout(Exercise):
   The customer picks three coupons, but `onChange` counts only the first. Make
   `watchCoupon()` keep watching, so every change is counted.
 */
@Observable final class ObservedCart {
    var coupon: Coupon = .none
}

let cart = ObservedCart()
var changes = 0

func watchCoupon() {
    withObservationTracking {
        _ = cart.coupon
    } onChange: {
        changes += 1
        //#-editable-code
        //#-end-editable-code
    }
}

watchCoupon()
for coupon in [Coupon.tenPercentOff, .tenYenOff, .none] {
    cart.coupon = coupon
}
print("3 changes, \(changes) counted")
//#-hidden-code
Stage.assess(changes == 3
    ? .pass("Every change counted: tracking again inside onChange keeps watching, as SwiftUI does on each redraw.")
    : .fail(hints: [
        "onChange ran \(changes) time(s). After it runs, nothing is tracked any more.",
        "To keep watching, start tracking again from inside onChange.",
        "Call `watchCoupon()` inside onChange.",
    ], solution: "`watchCoupon()`"))
//#-end-hidden-code
/*:
 As written, the page prints:

 ```
 3 changes, 1 counted
 ```

 With tracking started again inside `onChange`:

 ```
 3 changes, 3 counted
 ```

 Each `onChange` still runs before its change: if it read `cart.coupon`, it would get the
 old value, exactly like a `@Published` sink.

 [Previous](@previous) | [Next](@next)
 */
