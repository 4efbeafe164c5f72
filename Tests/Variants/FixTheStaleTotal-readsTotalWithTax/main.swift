// Variant of Chapters/02-TheFix.playgroundchapter/Pages/04-FixTheStaleTotal.playgroundpage: a wrong fix (uses the coupon sent, but reads presenter.totalWithTax: right for coupons, stale when items change).
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
            label.pay = coupon.apply(to: presenter.totalWithTax)
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
let hints: [StaleTotalExercise.Verdict: [String]] = [
    .stale: [
        "The label is one step behind: while the sink runs, `presenter.totalAfterCoupon` still holds the total from before the change. The sink is handed `coupon` and `items`.",
        "@Published sends in willSet. While the sink runs, the presenter still holds the old coupon (after a coupon change) or the old items (after an add), so `totalAfterCoupon` is the old total.",
    ],
    .staleOnAdd: [
        "Right after a coupon change, but one step behind after a product is added.",
        "`presenter.totalWithTax` is read while `$items` sends, before the new items are stored. The sink is given `items`: use them instead of the presenter.",
    ],
    .ignoresCoupon: [
        "The label shows the total with tax, as if no coupon were selected.",
        "The coupon arrives as the sink's argument: apply it to the total of the items it also gets.",
    ],
    .doubleDiscount: [
        "The discount is applied twice: the new coupon on top of the old coupon's total.",
        "`totalAfterCoupon` already has a coupon applied (the old one). Start from the items' total with tax.",
    ],
    .silent: [
        "After a coupon change the label did not change at all.",
        "Set `label.pay` inside the sink, and keep the subscription: `.store(in: &subscriptions)`.",
    ],
    .later: [
        "The label still showed 0 each time it was read: its pay was set too late.",
        "`DispatchQueue.main.async` puts the work off to a later turn of the main queue, and the screen is read before that turn. Set the pay inside the sink, from the values it was given.",
    ],
    .other: [
        "The label shows a total that is neither the old one nor the right one.",
        "The right total is the coupon the sink received, applied to the total with tax of the items it received.",
    ],
]
Stage.assess(result.verdict.passed
    ? .pass("The label is right after every coupon change and every added product: it is computed from the values the publisher sent, never from a property that has not changed yet.")
    : .fail(hints: (hints[result.verdict] ?? []) + answer, solution: "`label.pay = coupon.apply(to: Pricing.includingTax(Pricing.subtotal(of: items)))`"))
//#-end-hidden-code
/*:#localized(key: "Prose2")
 As written, the label trails every change:

 ```
 select tenPercentOff: label shows 165 (should be 148)
 select tenYenOff: label shows 148 (should be 155)
 ```

 [Previous](@previous) | [Next](@next)
 */
