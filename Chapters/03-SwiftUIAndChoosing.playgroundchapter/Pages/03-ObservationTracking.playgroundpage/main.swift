//#-hidden-code
import BookStage
import Observation
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # withObservationTracking

 **Last page:** the action of `onReceive` read the total from **before** the coupon: in practice it runs as `@Published` sends, inside willSet (Apple does not document when), so The Migration Bug happens in SwiftUI code too. The update
 read after the store. In a view, use the value `onReceive` hands you; to react with the rest of
 the model, use `onChange(of:)`. SwiftUI's redraw is safe with `@Published` when the change is
 made on the main thread; a view's own `onReceive` of a `$property` is not.

 **Goal:** Predict when, how often and for what Observation calls you.

 iOS 17 brought Observation: mark a class [@Observable](glossary://%40Observable) and reads of
 its properties can be tracked. The Shop module's `ObservedCart` is one, with a `coupon` and
 `items`. `withObservationTracking(_:onChange:)` runs a closure, notes which properties it
 read, and calls `onChange` when one of them changes.

 * callout(Predict):
   The cart gets an apple, then two coupons. How many times does `onChange` run, and what
   does `cart.coupon` read inside it the first time? Choose a case of `Tracking` for
   `prediction`, then run.

 - `.twice`: Twice, once per coupon.
 - `.onceReadingOld`: Once, reading `none`.
 - `.onceReadingNew`: Once, reading `tenPercentOff`.
 - `.threeTimes`: Three times, once per change.
 */
enum Tracking { case notYet, twice, onceReadingOld, onceReadingNew, threeTimes }
let prediction: Tracking = /*#-editable-code your prediction*/.notYet/*#-end-editable-code*/


let cart = ObservedCart()
var calls = 0

withObservationTracking {
    let coupon = cart.coupon
    print("tracked read: coupon is \(coupon)")
} onChange: {
    calls += 1
    print("onChange: coupon reads \(cart.coupon)")
}

//#-editable-code changes to the cart
cart.items.append(.apple)
cart.coupon = .tenPercentOff
cart.coupon = .tenYenOff
//#-end-editable-code
print("onChange ran \(calls) time(s); coupon now reads \(cart.coupon)")
//#-hidden-code
// The same changes on a cart of its own, noting what onChange reads.
let probe = ObservedCart()
var probeLines: [String] = []
var probeCalls = 0
withObservationTracking {
    _ = probe.coupon
} onChange: {
    probeCalls += 1
    probeLines.append("onChange: coupon reads \(probe.coupon)")
}
probe.items.append(.apple)
probe.coupon = .tenPercentOff
probe.coupon = .tenYenOff
probeLines.append("onChange ran \(probeCalls) time(s)")
Stage.predict(prediction, Prediction(choices: [
    PredictionChoice(.twice, says: "Twice, once per coupon.", shows: ["onChange ran 2 time(s)"],
                     ifWrong: "Tracking is one-shot: after the first change, `onChange` is done until you track again."),
    PredictionChoice(.onceReadingOld, says: "Once, reading `none`.", shows: ["onChange: coupon reads none", "onChange ran 1 time(s)"],
                     ifWrong: "That is what happens: one call, before the first coupon is stored."),
    PredictionChoice(.onceReadingNew, says: "Once, reading `tenPercentOff`.", shows: ["onChange: coupon reads tenPercentOff", "onChange ran 1 time(s)"],
                     ifWrong: "`onChange` runs when a tracked property is about to change, in its willSet: the coupon still reads `none`."),
    PredictionChoice(.threeTimes, says: "Three times, once per change.", shows: ["onChange ran 3 time(s)"],
                     ifWrong: "Only what the tracked closure read counts: it read `coupon`, not `items`, and it fires once."),
], printed: probeLines, why: "`onChange` runs once, in the willSet of the first tracked change (what Observation does; Apple's documentation says only that it runs when a property changes): `coupon` still reads `none`, and later changes are not reported until you track again."))
//#-end-hidden-code
/*:#localized(key: "Prose2")
 Run, then compare the results beside the code with your prediction: the verdict says whether they agree, and why.

 [Previous](@previous) | [Next](@next)
 */
