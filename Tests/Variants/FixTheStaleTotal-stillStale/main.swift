// Variant of Chapters/04-TheFix.playgroundchapter/Pages/04-FixTheStaleTotal.playgroundpage: a wrong fix (reads selectedCoupon, still the old one).
//#-hidden-code
import Shop
import Stage
//#-end-hidden-code
/*:
 # Exercise: Fix the Stale Total

 A pay label sits on the half-way migrated screen: the presenter's `selectedCoupon` is
 `@Published`, and `totalAfterCoupon` is still a computed property. The label subscribes to
 `$selectedCoupon` and reads `totalAfterCoupon`, and so it always shows the total for the
 **previous** coupon.

 * callout(Exercise):
   Change the code in the sink so the label shows the right total after every coupon
   change. You may not change the presenter: use what the sink is given.

 The check puts an apple and a pen in the cart (165 yen with tax), then selects 10% off,
 10 yen off, no coupon, and 10% off again.
 */
let result = StaleTotalExercise.check { presenter, label, subscriptions in
    presenter.$selectedCoupon
        .sink { coupon in
            //#-editable-code
            label.pay = presenter.selectedCoupon.apply(to: presenter.totalWithTax)
            //#-end-editable-code
            label.didUpdate()
        }
        .store(in: &subscriptions)
}

for observation in result.observations {
    let mark = observation.shown == observation.expected ? "ok" : "should be \(observation.expected)"
    print("\(observation.coupon): label shows \(observation.shown) (\(mark))")
}
//#-hidden-code
Stage.assess(result.verdict.passed
    ? .pass(result.verdict.message)
    : .fail(hints: result.verdict.hints, solution: "`label.pay = coupon.apply(to: presenter.totalWithTax)`"))
//#-end-hidden-code
/*:
 As written, every line is one coupon behind:

 ```
 tenPercentOff: label shows 165 (should be 148)
 tenYenOff: label shows 148 (should be 155)
 ```

 When it is fixed, the page prints:

 ```
 tenPercentOff: label shows 148 (ok)
 tenYenOff: label shows 155 (ok)
 none: label shows 165 (ok)
 tenPercentOff: label shows 148 (ok)
 ```

 Another fix is to make the presenter's `selectedCoupon` a `@CurrentValue`: then reading
 `totalAfterCoupon` in the sink is right, because the value is stored before it is sent.
 That is the fix this chapter used for the whole cart.

 [Previous](@previous) | [Next Chapter](@next)
 */
