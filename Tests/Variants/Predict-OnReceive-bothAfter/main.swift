// Variant of Chapters/03-SwiftUIAndChoosing.playgroundchapter/Pages/02-OnReceiveOrOnChange.playgroundpage: a wrong prediction (both read after the store).
//#-hidden-code
import BookStage
import Combine
import Foundation
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # onReceive or onChange

 **Last page:** both models gave **one** redraw, after all three changes, reading every value:
 that comes from *deferring* the redraw, not from willSet. What willSet can add is the moment before the first change, when a framework can note the old state.

 ![Two lanes: objectWillChange, three marks, each just before the dashed line where that change is stored; redraw, one mark after all three](Chapter5@2x.png)

 **Goal:** Predict what a view's `onReceive` and `onChange` read from the model.

 * `onReceive(model.$coupon) { coupon in ... }` runs its action when the publisher emits.
 * `onChange(of: model.coupon) { ... }` runs when SwiftUI updates the view and finds a new
   value, once per update, with the latest value.

 `CouponTotalView` in the Shop module uses both. Below, the same two moments without SwiftUI: a
 `$coupon` sink stands in for the action of `onReceive`, and a read that `objectWillChange`
 schedules on the main queue stands in for the update. Each reads `totalAfterCoupon`, which the
 model works out from the coupon it holds.

 * callout(Predict):
   With an apple and a pen (165 yen with tax), the coupon changes to 10% off. Which total does
   each one read from the model? Choose a case of `Reads` for `prediction`, then run.

 - `.onReceiveBefore`: `onReceive` reads 165, from before 10% off; the update reads 148, after it.
 - `.bothAfter`: Both read 148, the total after 10% off.
 - `.updateBefore`: `onReceive` reads 148, after 10% off; the update reads 165, from before it.
 */
enum Reads { case notYet, onReceiveBefore, bothAfter, updateBefore }
let prediction: Reads = /*#-editable-code your prediction*/.bothAfter/*#-end-editable-code*/

let model = CouponTotalModel(items: [.apple, .pen])
var readInOnReceive = 0
var sentToOnReceive = 0
var readAtUpdate = 0

let onReceive = model.$coupon.dropFirst().sink { coupon in
    readInOnReceive = model.totalAfterCoupon
    sentToOnReceive = model.total(after: coupon)
}
let update = model.objectWillChange.sink { _ in
    DispatchQueue.main.async { readAtUpdate = model.totalAfterCoupon }
}

model.coupon = /*#-editable-code a coupon*/.tenPercentOff/*#-end-editable-code*/
nextTurn()
print("onReceive read \(readInOnReceive)")
print("the coupon it was sent gives \(sentToOnReceive)")
print("the update read \(readAtUpdate)")
//#-hidden-code
Stage.predict(prediction, Prediction(choices: [
    PredictionChoice(.onReceiveBefore, says: "`onReceive` reads 165, from before 10% off; the update reads 148, after it.",
                     shows: ["onReceive read 165", "the update read 148"],
                     ifWrong: "That is the order: the sink runs inside willSet, the update on a later turn."),
    PredictionChoice(.bothAfter, says: "Both read 148, the total after 10% off.",
                     shows: ["onReceive read 148", "the update read 148"],
                     ifWrong: "The `$coupon` sink runs as `@Published` sends, inside willSet: the model still holds the old coupon, as on The Migration Bug."),
    PredictionChoice(.updateBefore, says: "`onReceive` reads 148, after 10% off; the update reads 165, from before it.",
                     shows: ["onReceive read 148", "the update read 165"],
                     ifWrong: "The other way round: the update runs on a later turn of the main queue, after the store; the sink runs inside willSet, before it."),
], printed: ["onReceive read \(readInOnReceive)", "the coupon it was sent gives \(sentToOnReceive)", "the update read \(readAtUpdate)"],
why: "The `$coupon` sink runs inside `@Published`'s willSet, before the model stores the coupon, so `totalAfterCoupon` still uses the old one; the update runs on a later turn, after the store, and reads the new total."))
//#-end-hidden-code
/*:#localized(key: "Prose2")
 Run, then compare the results beside the code with your prediction: the verdict says whether they agree, and why.

 [Previous](@previous) | [Next](@next)
 */
