//#-hidden-code
import BookStage
import Combine
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # The Wrapper's Two Catches

 `@CurrentValue` fixed the half-way migration on the last page. It has two catches that
 `@Published` does not. First, `$name` is the whole subject.

 * callout(Predict):
   `coupon` is `private(set)`, and code outside sends 10 yen off through `$coupon`. What does
   `coupon` read after that? Choose a case of `Outcome` for `prediction`, then run.
 */
enum Outcome { case notYet, changed, unchanged }
let prediction: Outcome = /*#-editable-code your prediction*/.notYet/*#-end-editable-code*/


final class CouponPresenter {
    @CurrentValue private(set) var coupon: Coupon = .none
}

let guarded = CouponPresenter()
guarded.$coupon.send(.tenYenOff)
print("after a send from outside: coupon is \(guarded.coupon)")
//#-hidden-code
Stage.predict(prediction, Prediction(choices: [
    PredictionChoice(.changed, says: "`tenYenOff`: the send changed it.", shows: ["after a send from outside: coupon is tenYenOff"],
                     ifWrong: "That is what happens: `$coupon` is the subject itself, and anyone who reaches it can send."),
    PredictionChoice(.unchanged, says: "`none`: `private(set)` keeps outside code from changing it.", shows: ["after a send from outside: coupon is none"],
                     ifWrong: "`private(set)` guards only the property's setter. `$coupon` is the whole subject, and its `send` stores the value too."),
], printed: ["after a send from outside: coupon is \(guarded.coupon)"],
why: "`$coupon` hands out the whole `CurrentValueSubject`: a `send` from outside stores the value, past the property's `private(set)`."))
//#-end-hidden-code
/*:#localized(key: "Prose2")
 A `private(set)` does not protect `$coupon`: it has the property's own access. Make the
 wrapped property `private`, so `$coupon` is private too, and hand out a read-only value and
 `$coupon.eraseToAnyPublisher()`. Second, it does not drive
 an `ObservableObject`'s `objectWillChange`, so SwiftUI would never redraw a view of this
 object:
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
 ```
 after a send from outside: coupon is tenYenOff
 coupon changed; objectWillChange fired 0 time(s)
 ```

 So the plain `@CurrentValue` fixes the half-way migration outside SwiftUI, within the limits
 of Store, Then Send: **Read other state only when [the notification comes after every value you read has been stored](glossary://notification%20rule).** `@Published` stays
 right for a model SwiftUI draws, changed on the main thread, because SwiftUI's redraw reads
 later. Where those limits do not
 hold: **Inside a notification, [use the value you were sent](glossary://notification%20rule).**

 The next page tells SwiftUI first, without `@Published`.

 [Previous](@previous) | [Next](@next)
 */
