//#-hidden-code
import BookStage
import Combine
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # When May a Handler Read More?

 **Last page:** every screen of the migrated view was one step behind: `update()` ran
 inside willSet.

 **Goal:** Learn when a handler may read more than it was sent.

 ![Three lanes: the delegate and CurrentValueSubject marks after the dashed line where the value is stored; the @Published + update() mark before it, a ✕ for the stale read of the last page](Chapter4@2x.png)

 A [CurrentValueSubject](glossary://CurrentValueSubject) is a [subject](glossary://subject): it
 holds a value and sends every new one to its subscribers. Setting its `value` (or calling
 `send(_:)`) **stores first, then sends**: what Combine does, though Apple does not document it.

 Below, a sink reads the subject back at each delivery.
 */
let coupon = CurrentValueSubject<Coupon, Never>(.none)
let reader = coupon.dropFirst().sink { sent in
    let reads = coupon.value
    print("sent \(sent), reads \(reads)")
}
coupon.value = /*#-editable-code the coupon to select*/.tenPercentOff/*#-end-editable-code*/
coupon.send(.tenYenOff)
/*:#localized(key: "Prose2")
 That is what the second half of the book's rule relies on:
 **Read other state only when [the notification comes after the action has stored every value you read](glossary://notification%20rule).**

 A `CurrentValueSubject` you set, or a delegate called from `didSet`, has stored its own
 value when it tells you. Below, the items' handler also reads the coupon.

 * callout(Predict):
   One action sets `basketItems`, then `basketCoupon` to 10% off. What pay does the items'
   subscriber work out? Choose a case of `Pay` for `prediction`, then run.

 - `.withCoupon`: 148, with 10% off.
 - `.withoutCoupon`: 165, without the coupon.
 - `.twice`: 165, then 148.
 */
enum Pay { case notYet, withCoupon, withoutCoupon, twice }
let prediction: Pay = /*#-editable-code your prediction*/.notYet/*#-end-editable-code*/

let steps = Steps()
let basketItems = CurrentValueSubject<[Product], Never>([])
let basketCoupon = CurrentValueSubject<Coupon, Never>(.none)
let payWatcher = basketItems.dropFirst().sink { items in
    let pay = basketCoupon.value.apply(to: Pricing.includingTax(Pricing.subtotal(of: items)))
    print(steps.numbered("items sent \(items.listed); pay reads \(pay)"))
}
basketItems.value = [.apple, .pen]
basketCoupon.value = .tenPercentOff
print(steps.numbered("after the action: pay \(basketCoupon.value.apply(to: Pricing.includingTax(Pricing.subtotal(of: basketItems.value))))"))
//#-hidden-code
Stage.predict(prediction, Prediction(choices: [
    PredictionChoice(.withCoupon, says: "148, with 10% off.", shows: ["items sent [apple, pen]; pay reads 148"],
                     ifWrong: "Each subject stores before it sends, but this action sets two of them: when the items were sent, the coupon was not stored yet."),
    PredictionChoice(.withoutCoupon, says: "165, without the coupon.", shows: ["items sent [apple, pen]; pay reads 165", "after the action: pay 148"],
                     ifWrong: "The subscriber ran once, when the items were stored: the coupon was not stored yet."),
    PredictionChoice(.twice, says: "165, then 148.", shows: ["items sent [apple, pen]; pay reads 165", "items sent [apple, pen]; pay reads 148"],
                     ifWrong: "The subscriber listens to the items only: storing the coupon does not run it again."),
], printed: steps.lines, why: "The items' subscriber ran as soon as the items were stored, before the coupon was: it worked out 165. Once the action was done the pay is 148. Store everything first and notify once, or hand the handler every value it needs."))
//#-end-hidden-code
/*:#localized(key: "Prose3")
 Run and compare with your prediction. The rule also needs no new value sent while one is being
 delivered, one thread with no `receive(on:)`, and no other subscriber writing what the handler reads: the optional
 chapters 6 and 7 show each of them break. Where one fails, back to the first half:
 **Inside a notification, [use the value you were sent](glossary://notification%20rule).**

 [Previous](@previous) | [Next](@next)
 */
