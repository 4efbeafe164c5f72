//#-hidden-code
import Observation
import Shop
//#-end-hidden-code
/*:
 # Observations

 Swift 6.2 adds `Observations`: an async sequence of a value built from `@Observable`
 properties. Unlike `onChange`, it delivers values **after** the change, and it coalesces:
 changes made together arrive as one value.

 It needs Swift 6.2 and iOS 26 or macOS 26. On older systems the page says so and stops.
 */
@Observable final class ObservedCart {
    var coupon: Coupon = .none
}

let cart = ObservedCart()
//#-hidden-code
#if compiler(>=6.2)
//#-end-hidden-code
if #available(iOS 26, macOS 26, *) {
    let coupons = Observations { cart.coupon }
    var received = 0
    let reader = Task { @MainActor in
        for await coupon in coupons {
            received += 1
            print("Observations sent \(coupon); coupon reads \(cart.coupon)")
            if received == 2 { break }
        }
    }
    while received == 0 { await Task.yield() }  // the first value: the coupon as it is now

    //#-editable-code
    cart.coupon = .tenPercentOff
    cart.coupon = .tenYenOff
    //#-end-editable-code
    await reader.value
    print("two assignments, \(received - 1) value after them")
} else {
    print("Observations needs iOS 26 or macOS 26.")
}
//#-hidden-code
#else
print("Observations needs Swift 6.2 (Swift Playgrounds 4.7).")
#endif
//#-end-hidden-code
/*:
 With Swift 6.2 the page prints:

 ```
 Observations sent none; coupon reads none
 Observations sent tenYenOff; coupon reads tenYenOff
 two assignments, 1 value after them
 ```

 The value arrives after the store, so what it sent and what the property reads agree. Both
 assignments happened before the sequence got its turn, so only the last one arrives.

 [Previous](@previous) | [Next](@next)
 */
