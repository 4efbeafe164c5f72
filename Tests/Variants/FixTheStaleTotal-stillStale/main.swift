// Variant of Chapters/02-TheFix.playgroundchapter/Pages/04-FixTheStaleTotal.playgroundpage: a wrong fix (reads selectedCoupon, still the old one).
//#-hidden-code
import BookStage
import Combine
import Foundation
import Shop
//#-end-hidden-code
//#-code-completion(everything, hide)
//#-code-completion(identifier, show, coupon, items, apply(to:), Pricing, includingTax(_:), subtotal(of:), label, pay, presenter, totalAfterCoupon, totalWithTax)
/*:#localized(key: "Prose1")
 # Exercise: Fix the Stale Total

 **Goal:** Make a label that reads a computed property from a `@Published` sink show the right total.

 On the half-way migrated screen, the cart's `items` and the presenter's `selectedCoupon` are
 `@Published`, and `totalAfterCoupon` is still a computed property. A pay label subscribes to
 both publishers with `combineLatest` and reads `totalAfterCoupon`. It is always one change
 behind.

 * callout(Exercise):
   Change the code in the sink so the label shows the right total after every coupon change
   and every added product. You may not change the presenter: use what the sink is given.

 The check starts with an apple and a pen in the cart (165 yen with tax), selects 10% off and
 10 yen off, adds a pen, then selects no coupon and 10% off again.
 */
let result = StaleTotalExercise.check { presenter, label, subscriptions in
    presenter.$selectedCoupon.combineLatest(presenter.cart.$items)
        .sink { coupon, items in
            //#-editable-code the label's pay, from what the sink was given
            label.pay = presenter.selectedCoupon.apply(to: presenter.totalWithTax)
            //#-end-editable-code
            label.didUpdate()
        }
        .store(in: &subscriptions)
}

for observation in result.observations {
    let mark = observation.shown == observation.expected ? "ok" : "should be \(observation.expected)"
    print("\(observation.action): label shows \(observation.shown) (\(mark))")
}
//#-hidden-code
let answer = [
    "Compute the total from the two values the sink gets: `label.pay = coupon.apply(to: Pricing.includingTax(Pricing.subtotal(of: items)))`.",
]
Stage.assess(result.verdict.passed
    ? .pass(result.verdict.message)
    : .fail(hints: result.verdict.hints + answer, solution: "`label.pay = coupon.apply(to: Pricing.includingTax(Pricing.subtotal(of: items)))`"))
//#-end-hidden-code
/*:#localized(key: "Prose2")
 As written, the label trails every change:

 ```
 select tenPercentOff: label shows 165 (should be 148)
 select tenYenOff: label shows 148 (should be 155)
 ```

 [Previous](@previous) | [Next](@next)
 */
