//#-hidden-code
import Shop
import Stage
//#-end-hidden-code
/*:
 # Equal Values Re-emit

 `@Published` sends on every assignment, even when the new value equals the old one.
 A customer who taps "10% off" twice gets two redraws. [removeDuplicates()](glossary://removeDuplicates) drops a value
 equal to the one before it.

 * callout(Exercise):
   The customer taps: 10% off, 10% off, none, none, 10% off. Only three of those taps
   change anything. Make the sink redraw only for those three.
 */
let presenter = PublishedPresenter()
var redraws = 0

let subscription = presenter.$selectedCoupon
    .dropFirst()  // the current value, sent on subscribe
    //#-editable-code
    //#-end-editable-code
    .sink { coupon in
        redraws += 1
        print("redraw for \(coupon)")
    }

let taps: [Coupon] = [.tenPercentOff, .tenPercentOff, .none, .none, .tenPercentOff]
for coupon in taps {
    presenter.select(coupon)
}
print("\(taps.count) taps, \(redraws) redraws")
//#-hidden-code
Stage.assess(redraws == 3
    ? .pass("Three redraws for three real changes: repeats are dropped before the sink.")
    : .fail(hints: [
        "The sink ran \(redraws) times. Equal values are sent again by @Published.",
        "An operator between `dropFirst()` and `sink` can drop a value equal to the previous one.",
        "Add `.removeDuplicates()` on the line after `.dropFirst()`.",
    ], solution: "`.removeDuplicates()`"))
//#-end-hidden-code
/*:
 As written, the page prints:

 ```
 redraw for tenPercentOff
 redraw for tenPercentOff
 redraw for none
 redraw for none
 redraw for tenPercentOff
 5 taps, 5 redraws
 ```

 With `.removeDuplicates()` it prints:

 ```
 redraw for tenPercentOff
 redraw for none
 redraw for tenPercentOff
 5 taps, 3 redraws
 ```

 `removeDuplicates()` needs `Equatable` values; `Coupon` is an enum, so it is.

 [Previous](@previous) | [Next](@next)
 */
