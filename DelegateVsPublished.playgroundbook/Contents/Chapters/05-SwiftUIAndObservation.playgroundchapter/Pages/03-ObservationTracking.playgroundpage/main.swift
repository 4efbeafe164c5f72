//#-hidden-code
import Observation
import Shop
//#-end-hidden-code
/*:
 # withObservationTracking

 iOS 17 brought Observation: mark a class [@Observable](glossary://@Observable) and any read of
 its properties can be tracked. `withObservationTracking(_:onChange:)` runs a closure, notes
 which properties it read, and calls `onChange` when one of them is about to change.

 Two facts to check: **when** `onChange` runs, and **how often**.
 */
@Observable final class ObservedCart {
    var coupon: Coupon = .none
    var items: [Product] = []
}

final class Counter {
    var calls = 0
}

let cart = ObservedCart()
let counter = Counter()

withObservationTracking {
    print("tracked read: coupon is \(cart.coupon)")
} onChange: {
    counter.calls += 1
    print("onChange: coupon still reads \(cart.coupon)")
}

//#-editable-code
cart.coupon = .tenPercentOff
cart.coupon = .tenYenOff
cart.items.append(.apple)
//#-end-editable-code
print("onChange ran \(counter.calls) time(s); coupon now reads \(cart.coupon)")
/*:
 The page prints:

 ```
 tracked read: coupon is none
 onChange: coupon still reads none
 onChange ran 1 time(s); coupon now reads tenYenOff
 ```

 Like `@Published`, `onChange` runs **before** the change (willSet): it reads `none`. And it
 runs **once**: tracking ends at the first change, so the second assignment goes unseen
 until someone tracks again. Changing `items`, which the closure never read, calls nothing.
 SwiftUI uses exactly this: it re-tracks on every redraw.

 [Previous](@previous) | [Next](@next)
 */
