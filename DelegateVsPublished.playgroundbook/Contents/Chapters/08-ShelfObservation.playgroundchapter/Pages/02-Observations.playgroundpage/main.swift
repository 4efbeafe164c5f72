//#-hidden-code
import BookStage
import Observation
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # How Do I Get Values After the Change?

 * callout(Newer than this book):
   SE-0506, "Advanced Observation Tracking", is implemented in Swift 6.4, and Apple lists it for
   iOS 27 and macOS 27. It adds `withObservationTracking(options:_:onChange:)`: with the
   options `.willSet`, `.didSet` and `.deinit`, `onChange` also hears a change after the store,
   and the object going away. Apple's SDK also adds `withContinuousObservation(options:apply:)`,
   which keeps tracking by itself (the proposal called it `withContinuousObservationTracking`). That is Observation's didSet, far newer than the iOS 17 this book
   targets.

 Swift 6.2 adds `Observations`: an async sequence of a value built from `@Observable`
 properties. Unlike `onChange`, it delivers values **after** the change, and it coalesces:
 changes made in the same turn arrive as one value.

 * callout(Optional: needs Swift 6.2):
   `Observations` is part of Swift 6.2, on iPadOS 26 or macOS 26: it needs a Swift Playgrounds
   release built with Swift 6.2 or later (this book found no Apple list of the Swift in each release after 4.4).
   In an older app, such as Swift Playgrounds 4.4, the page still runs: the Shop module leaves
   `Observations` out, and the live view shows one line, that `Observations` is not in this
   app. The output below, and the picture of this page, come from Swift 6.2.

 `CouponObservations.start` makes `Observations { cart.coupon }` inside a task on the main
 actor, so the cart is read on the main actor, and hands every value it gets to the closure.
 The task's values arrive when the main queue gets a turn, so the page lets the main queue turn
 with `MainQueue.wait`, from the Shop module (it lets the main queue run until a condition holds,
 or a second has passed; chapter 9's tests use it too): once for the first value, before the changes
 below, and again for what comes after them.
 */
let cart = ObservedCart()
var lines: [String] = []

let watching = CouponObservations.start(cart) { coupon in
    lines.append("Observations sent \(coupon); coupon reads \(cart.coupon)")
}
//#-localizable-zone(Comment1)
// Let the main queue turn until the task has its first value.
//#-end-localizable-zone
MainQueue.wait(until: !lines.isEmpty || watching == nil)

//#-editable-code changes made in one turn
cart.coupon = .tenPercentOff
cart.coupon = .tenYenOff
//#-end-editable-code
//#-localizable-zone(Comment2)
// Let it turn again until the value after the changes arrives.
//#-end-localizable-zone
MainQueue.wait(until: lines.count >= 2 || watching == nil)
//#-hidden-code
// Looked up on every run, so `book translate` finds the message that only older apps show.
let notInThisApp = Localized.string("Observations is not in this app: it needs Swift 6.2, on iPadOS 26 or macOS 26.")
if watching == nil { lines.append(notInThisApp) }
Stage.show(lines: lines, title: "What Observations delivered (Swift 6.2)")
//#-end-hidden-code
/*:#localized(key: "Prose2")
 With Swift 6.2 the live view lists:

 ```
 Observations sent none; coupon reads none
 Observations sent tenYenOff; coupon reads tenYenOff
 ```

 The first value is the coupon as it was when the loop first asked for one (each iterator
 runs the closure at its first `next()`, per SE-0475). Then both assignments
 happened before the task got its turn, so only the last one arrives, and what it sent and
 what the property reads agree: the value comes after the store.

 Three more details, from SE-0475, the proposal that added `Observations`:

 * **Values can be skipped.** A transaction starts at the first `willSet` and ends at the next
   suspension point of the closure's isolation; all the changes in it make one value. When
   changes come faster than the loop asks for values, the values in between never arrive.
 * **Each loop starts on its own.** Every iterator runs the closure at its own first `next()`,
   so two loops over one `Observations` each get a first value, in no promised order.
 * **Where the closure runs.** On the isolation where the `Observations` was made, whichever
   task iterates: here the main actor, because `CouponObservations.start` makes it inside a
   main-actor task. That is what lets the closure read the cart, which is not `Sendable`.

 [Previous](@previous) | [Next](@next)
 */
