//#-hidden-code
import BookStage
import Foundation
import Combine
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # objectWillChange Comes First

 Why would `@Published` send before the value is stored? Apple's documentation does not say;
 the article behind this chapter supposes it is for SwiftUI, and a WWDC21 session gives
 SwiftUI's reason (chapter 5).

 An [ObservableObject](glossary://ObservableObject) has an `objectWillChange` publisher, and every `@Published` property
 sends on it from its setter. SwiftUI does not redraw right then: it notes that the view is
 out of date and redraws at its next update. Below, a sink on `objectWillChange` stands in
 for SwiftUI: it prints what `coupon` reads, and schedules a redraw on the main queue that
 reads it again.

 * callout(Predict):
   The coupon goes from `none` to `tenPercentOff`. What do the `objectWillChange` sink and
   the redraw it schedules read? Choose a case of `Reading` for `prediction`, then run.
 */
enum Reading { case notYet, oldThenNew, newThenNew, oldThenOld }
let prediction: Reading = /*#-editable-code your prediction*/.notYet/*#-end-editable-code*/

final class CartModel: ObservableObject {
    @Published var coupon: Coupon = .none
}

let model = CartModel()
let steps = Steps()

let willChange = model.objectWillChange.sink { _ in
    print(steps.numbered("objectWillChange: coupon reads \(model.coupon)"))
//#-localizable-zone(Comment1)
    // What SwiftUI does, in spirit: schedule a redraw for later.
//#-end-localizable-zone
    DispatchQueue.main.async {
        let reads = model.coupon
        print(steps.numbered("redraw: coupon reads \(reads)"))
    }
}
let published = model.$coupon.dropFirst().sink { coupon in
    let reads = model.coupon
    print(steps.numbered("$coupon sent \(coupon): coupon reads \(reads)"))
}

model.coupon = /*#-editable-code a coupon*/.tenPercentOff/*#-end-editable-code*/
print(steps.numbered("after the assignment: coupon reads \(model.coupon)"))
nextTurn()
//#-hidden-code
Stage.predict(prediction, Prediction(choices: [
    PredictionChoice(.oldThenNew, says: "The sink reads `none`; the redraw reads `tenPercentOff`.",
                     shows: ["objectWillChange: coupon reads none", "redraw: coupon reads tenPercentOff"],
                     ifWrong: "That is what happens: the sink hears before the store, the redraw reads after it."),
    PredictionChoice(.newThenNew, says: "Both read `tenPercentOff`.",
                     shows: ["objectWillChange: coupon reads tenPercentOff", "redraw: coupon reads tenPercentOff"],
                     ifWrong: "`objectWillChange` is a will-change signal: the setter sends it before it stores, so its sink still reads `none`."),
    PredictionChoice(.oldThenOld, says: "Both read `none`.",
                     shows: ["objectWillChange: coupon reads none", "redraw: coupon reads none"],
                     ifWrong: "The redraw waits for a later turn of the main queue; by then the assignment is done, so it reads `tenPercentOff`."),
], printed: steps.lines, why: "`objectWillChange` is sent before the store, so its sink reads `none`; the redraw runs at a later turn of the main queue, after the store, and reads `tenPercentOff`."))
//#-end-hidden-code
/*:#localized(key: "Prose2")
 The numbers beside the `print` lines give the order:

 ```
 1. objectWillChange: coupon reads none
 2. $coupon sent tenPercentOff: coupon reads none
 3. after the assignment: coupon reads tenPercentOff
 4. redraw: coupon reads tenPercentOff
 ```

 [objectWillChange](glossary://objectWillChange) came first, then `$coupon`, both before the store: "will change" is
 exactly the signal SwiftUI needs, since its redraw comes after the change is done and reads
 every value afresh. Apple documents the
 "before"; the order between the two is what Combine does, not a documented promise. The
 page's stand-in for the redraw, scheduled on the main queue, runs later, when `nextTurn()` (in
 the Shop module) lets it run, and reads the new value; SwiftUI's own redraw comes at its next
 update on the main thread. SwiftUI's redraw is safe with `@Published` when the change is
 made on the main thread.
 A `sink` that reads the property gets the old value, and so, in practice, does SwiftUI's
 `onReceive` (chapter 5).

 [Previous](@previous) | [Next](@next)
 */
