//#-hidden-code
import BookStage
import Combine
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # Who Can Send Through @CurrentValue?

 **Last page:** a handler that set the subject again inside its delivery got a nested delivery:
 the second value was handled first, and the first handler then read a value it was never sent.
 That is a feedback loop, and no rule for handlers repairs it: never send back into the
 publisher that is delivering to you; apply the policy before you send, or send later.

 `@CurrentValue` fixed the half-way migration on The @CurrentValue Wrapper, in chapter 2. Here is a test of how it guards its value.

 * callout(Predict):
   `coupon` is `private(set)`, and code outside sends 10 yen off through `$coupon`. What does
   `coupon` read after that? Choose a case of `Outcome` for `prediction`, then run.

 - `.unchanged`: `none`: `private(set)` keeps outside code from changing it.
 - `.changed`: `tenYenOff`: the send changed it.
 */
enum Outcome { case notYet, unchanged, changed }
let prediction: Outcome = /*#-editable-code your prediction*/.notYet/*#-end-editable-code*/


final class CouponPresenter {
    @CurrentValue private(set) var coupon: Coupon = .none
}

let guarded = CouponPresenter()
guarded.$coupon.send(.tenYenOff)
print("after a send from outside: coupon is \(guarded.coupon)")
//#-hidden-code
Stage.predict(prediction, Prediction(choices: [
    PredictionChoice(.unchanged, says: "`none`: `private(set)` keeps outside code from changing it.", shows: ["after a send from outside: coupon is none"],
                     ifWrong: "`private(set)` guards only the property's setter. `$coupon` is the whole subject, and its `send` stores the value too."),
    PredictionChoice(.changed, says: "`tenYenOff`: the send changed it.", shows: ["after a send from outside: coupon is tenYenOff"],
                     ifWrong: "That is what happens: `$coupon` is the subject itself, and anyone who reaches it can send."),
], printed: ["after a send from outside: coupon is \(guarded.coupon)"],
why: "`$coupon` hands out the whole `CurrentValueSubject`: a `send` from outside stores the value, past the property's `private(set)`."))
//#-end-hidden-code
/*:#localized(key: "Prose2")
 Another test: below, the wrapper sits in an `ObservableObject`, whose `objectWillChange`
 tells SwiftUI to redraw. Count how often it fires when `coupon` changes:
 */
final class CouponModel: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    @CurrentValue var coupon: Coupon = .none
}

let model = CouponModel()
var willChange = 0
let watching = model.objectWillChange.sink { willChange += 1 }
model.coupon = .tenPercentOff
print("coupon changed; objectWillChange fired \(willChange) time(s)")
/*:#localized(key: "Prose3")
 Run, then compare the results beside the code with your prediction: the verdict says whether they agree, and why.

 The next page tells SwiftUI first, without `@Published`.

 [Previous](@previous) | [Next](@next)
 */
