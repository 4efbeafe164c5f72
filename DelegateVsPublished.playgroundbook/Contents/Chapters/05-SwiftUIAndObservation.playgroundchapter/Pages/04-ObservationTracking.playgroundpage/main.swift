//#-hidden-code
import Observation
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # withObservationTracking

 iOS 17 brought Observation: mark a class [@Observable](glossary://%40Observable) and any read
 of its properties can be tracked. The Shop module's `ObservedCart` is one, with a `coupon`
 and `items`. `withObservationTracking(_:onChange:)` runs a closure, notes which properties it
 read, and calls `onChange` when one of them is about to change.

 Three facts to check: **when** `onChange` runs, **how often**, and **for what**.
 */
let cart = ObservedCart()
var calls = 0

withObservationTracking {
    let coupon = cart.coupon
    print("tracked read: coupon is \(coupon)")
} onChange: {
    calls += 1
    print("onChange: coupon still reads \(cart.coupon)")
}

//#-editable-code changes to the cart
cart.items.append(.apple)
cart.coupon = .tenPercentOff
cart.coupon = .tenYenOff
//#-end-editable-code
print("onChange ran \(calls) time(s); coupon now reads \(cart.coupon)")
/*:#localized(key: "Prose2")
 Beside the three `print` lines, top to bottom:

 ```
 tracked read: coupon is none
 onChange: coupon still reads none
 onChange ran 1 time(s); coupon now reads tenYenOff
 ```

 * **For what:** adding an apple changed `items`, which the closure never read, so it called
   nothing.
 * **When:** like `@Published`, `onChange` runs **before** the change (willSet): it reads
   `none`.
 * **How often:** **once**. Tracking ends at the first change, so the second assignment goes
   unseen until someone tracks again. SwiftUI tracks again each time it renders a view, after
   the change; the next exercise does the same by hand.

 * callout(Newer than this book):
   SE-0506, "Advanced Observation Tracking", is implemented in Swift 6.4, and Apple lists it for
   iOS 27 and macOS 27. It adds `withObservationTracking(options:_:onChange:)`: with the
   options `.willSet`, `.didSet` and `.deinit`, `onChange` also hears a change after the store,
   and the object going away. Apple's SDK also adds `withContinuousObservation(options:apply:)`,
   which keeps tracking by itself (the proposal called it `withContinuousObservationTracking`). That is Observation's didSet, far newer than the iOS 17 this book
   targets.

 [Previous](@previous) | [Next](@next)
 */
