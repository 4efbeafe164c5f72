// Variant of Chapters/06-ShelfTiming.playgroundchapter/Pages/03-ReceiveOnDeliversLater.playgroundpage: a wrong prediction (delivered inside select).
//#-hidden-code
import BookStage
import Combine
import Foundation
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # Does receive(on:) Fix a Stale Read?

 A common "fix" for stale reads is to add `.receive(on: DispatchQueue.main)`. What does it
 change? The sink below counts its deliveries and prints what `selectedCoupon` reads.

 A page's code runs on the main thread, so the main queue gets its [turn](glossary://turn) only when the page
 lets it: `nextTurn()`, from the Shop module, does, as an app does between two events.

 * callout(Predict):
   When `select(_:)` returns, has the sink run yet, and what does `selectedCoupon` read when
   it runs? Choose a case of `Delivery` for `prediction`, then run.

 - `.laterReadsNew`: Not yet; when it runs, it reads `tenYenOff`.
 - `.insideSelect`: It has run once, inside `select(_:)`, and reads `none`.
 - `.laterReadsOld`: Not yet; when it runs, it still reads `none`.
 */
enum Delivery { case notYet, laterReadsNew, insideSelect, laterReadsOld }
let prediction: Delivery = /*#-editable-code your prediction*/.insideSelect/*#-end-editable-code*/

let presenter = PublishedPresenter()
let steps = Steps()
var deliveries = 0

let subscription = presenter.$selectedCoupon
    .dropFirst()
    .receive(on: DispatchQueue.main)
    .sink { coupon in
        deliveries += 1
        print(steps.numbered("sink got \(coupon); selectedCoupon reads \(presenter.selectedCoupon)"))
    }

presenter.select(/*#-editable-code a coupon*/.tenYenOff/*#-end-editable-code*/)
print(steps.numbered("select(_:) returned; the sink has run \(deliveries) times"))
nextTurn()
/*:#localized(key: "Prose2")
 Then two more changes, before the main queue gets its turn:
 */
presenter.select(.tenPercentOff)
presenter.select(.none)
nextTurn()
//#-hidden-code
Stage.predict(prediction, Prediction(choices: [
    PredictionChoice(.laterReadsNew, says: "Not yet; when it runs, it reads `tenYenOff`.",
                     shows: ["select(_:) returned; the sink has run 0 times", "sink got tenYenOff; selectedCoupon reads tenYenOff"],
                     ifWrong: "The sink runs after `select(_:)` returns, and the store is done by then."),
    PredictionChoice(.insideSelect, says: "It has run once, inside `select(_:)`, and reads `none`.",
                     shows: ["select(_:) returned; the sink has run 1 times", "sink got tenYenOff; selectedCoupon reads none"],
                     ifWrong: "That is a plain sink on `@Published`. `receive(on: DispatchQueue.main)` queues the delivery for a later turn of the main queue."),
    PredictionChoice(.laterReadsOld, says: "Not yet; when it runs, it still reads `none`.",
                     shows: ["select(_:) returned; the sink has run 0 times", "sink got tenYenOff; selectedCoupon reads none"],
                     ifWrong: "By the time the queued delivery runs, `select(_:)` has stored the coupon, so the sink reads the new one."),
], printed: steps.lines, why: "`receive(on:)` moves delivery to a later turn of the main queue: `select(_:)` returns first, and by then the coupon is stored, so the sink reads `tenYenOff`."))
//#-end-hidden-code
/*:#localized(key: "Prose3")
 Run, then compare the results beside the code with your prediction: the verdict says whether they agree, and why.

 [Previous](@previous) | [Next](@next)
 */
