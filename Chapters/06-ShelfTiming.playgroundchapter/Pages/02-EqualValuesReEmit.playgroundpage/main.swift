//#-hidden-code
import BookStage
import Combine
import Shop
//#-end-hidden-code
//#-code-completion(everything, hide)
//#-code-completion(identifier, show, dropFirst(), removeDuplicates(), filter(_:), prefix(_:))
/*:#localized(key: "Prose1")
 # Why Does @Published Resend Equal Values?

 **Last page:** [objectWillChange](glossary://objectWillChange) came first, then `$coupon`, both before the store (Apple
 documents the "before"; their order is what Combine does). The redraw, scheduled on the main
 queue, ran later and read the new coupon: SwiftUI's redraw is safe with `@Published` when the
 change is made on the main thread. A `sink` that reads the property gets the old value.

 `@Published` sends on every assignment, even when the new value equals the old one. A
 customer who taps "10% off" twice gets two redraws. [removeDuplicates()](glossary://removeDuplicates)
 drops a value equal to the one before it.

 It compares with `==`, so the values must be `Equatable`. `Coupon` is an enum without
 associated values, and Swift makes such an enum `Equatable` by itself; an enum with
 associated values would have to declare it.

 * callout(Exercise):
   The cart starts with no coupon. The customer taps: none, 10% off, 10% off, none, none,
   10% off. Only three of those taps change anything. Make the sink redraw for exactly those
   three, and not for the value `$selectedCoupon` sends when the sink subscribes.
 */
let presenter = PublishedPresenter()
var redrawn: [Coupon] = []

let subscription = presenter.$selectedCoupon
    //#-editable-code operators between the publisher and the sink
    .dropFirst()
    //#-end-editable-code
    .sink { coupon in
        redrawn.append(coupon)
        print("redraw for \(coupon)")
    }

//#-hidden-code
let onSubscribe = redrawn.count
//#-end-hidden-code
let taps: [Coupon] = [.none, .tenPercentOff, .tenPercentOff, .none, .none, .tenPercentOff]
for coupon in taps {
    presenter.select(coupon)
}
print("\(taps.count) taps, \(redrawn.count) redraws")
//#-hidden-code
let changes: [Coupon] = [.tenPercentOff, .none, .tenPercentOff]
if redrawn == changes {
    Stage.assess(.pass("Three redraws for three real changes: the sink never sees a value equal to the one before it, not even the first tap."))
} else if onSubscribe > 0 {
    Stage.assess(.fail(hints: [
        "The sink also ran when it subscribed: `$selectedCoupon` sends its current value, `none`, right away.",
        "Keep dropping that first value, once the repeats are gone.",
        "Write `.removeDuplicates().dropFirst()`.",
    ], solution: "`.removeDuplicates()` then `.dropFirst()`"))
} else if redrawn.first == Coupon.none && Array(redrawn.dropFirst()) == changes {
    Stage.assess(.fail(hints: [
        "The first redraw is for `none`, the coupon the cart already had: the first tap repeated the current value and still got through.",
        "Operators run in the order you write them. `removeDuplicates()` can only drop a repeat of a value it has seen, and `dropFirst()` dropped the current value before it got there.",
        "Put `removeDuplicates()` first: `.removeDuplicates().dropFirst()`.",
    ], solution: "`.removeDuplicates()` then `.dropFirst()`"))
} else if redrawn.count < changes.count {
    Stage.assess(.fail(hints: [
        "Fewer redraws than the 3 real changes: a real change was dropped.",
        "`dropFirst()` drops the value sent on subscribe, and nothing more: drop repeats with `removeDuplicates()`, not by dropping more.",
        "Write `.removeDuplicates().dropFirst()`.",
    ], solution: "`.removeDuplicates()` then `.dropFirst()`"))
} else {
    Stage.assess(.fail(hints: [
        "The sink ran more often than the 3 real changes: `@Published` sends equal values again.",
        "An operator between the publisher and `sink` can drop a value equal to the previous one.",
        "Write `.removeDuplicates().dropFirst()`.",
    ], solution: "`.removeDuplicates()` then `.dropFirst()`"))
}
//#-end-hidden-code
/*:#localized(key: "Prose2")
 As written, every tap redraws:

 ```
 6 taps, 6 redraws
 ```

 [Previous](@previous) | [Next](@next)
 */
