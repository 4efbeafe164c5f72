//#-hidden-code
import BookStage
import Combine
import Foundation
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # receive(on:) Delivers Later

 A common "fix" for stale reads is to add `.receive(on: DispatchQueue.main)`. What does it
 change? The sink below counts its deliveries and prints what `selectedCoupon` reads.

 A page's code runs on the main thread, so the main queue gets its [turn](glossary://turn) only when the page
 lets it: `nextTurn()`, from the Shop module, does, as an app does between two events.

 * callout(Predict):
   When `select(_:)` returns, has the sink run yet, and what does `selectedCoupon` read when
   it runs? Choose a case of `Delivery` for `prediction`, then run.
 */
enum Delivery { case notYet, insideSelect, laterReadsNew, laterReadsOld }
let prediction: Delivery = /*#-editable-code your prediction*/.notYet/*#-end-editable-code*/

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
 The numbers beside the two `print` lines give the order: the `print` after `select(_:)` ran first.
 `receive(on:)` does not make the notification come "after the change": it moves delivery to
 a later turn of the main queue. `select(_:)` returns first, and the sink runs afterwards.

 ```
 1. select(_:) returned; the sink has run 0 times
 2. sink got tenYenOff; selectedCoupon reads tenYenOff
 ```

 By the time the sink runs, the property holds the new value, so this read is right. But
 "later" cuts both ways: if another change lands before the queue gets its turn, the read is
 **newer** than the value delivered.
 */
presenter.select(.tenPercentOff)
presenter.select(.none)
nextTurn()
//#-hidden-code
Stage.predict(prediction, Prediction(choices: [
    PredictionChoice(.insideSelect, says: "It has run once, inside `select(_:)`, and reads `none`.",
                     shows: ["select(_:) returned; the sink has run 1 times", "sink got tenYenOff; selectedCoupon reads none"],
                     ifWrong: "That is a plain sink on `@Published`. `receive(on: DispatchQueue.main)` queues the delivery for a later turn of the main queue."),
    PredictionChoice(.laterReadsNew, says: "Not yet; when it runs, it reads `tenYenOff`.",
                     shows: ["select(_:) returned; the sink has run 0 times", "sink got tenYenOff; selectedCoupon reads tenYenOff"],
                     ifWrong: "The sink runs after `select(_:)` returns, and the store is done by then."),
    PredictionChoice(.laterReadsOld, says: "Not yet; when it runs, it still reads `none`.",
                     shows: ["select(_:) returned; the sink has run 0 times", "sink got tenYenOff; selectedCoupon reads none"],
                     ifWrong: "By the time the queued delivery runs, `select(_:)` has stored the coupon, so the sink reads the new one."),
], printed: steps.lines, why: "`receive(on:)` moves delivery to a later turn of the main queue: `select(_:)` returns first, and by then the coupon is stored, so the sink reads `tenYenOff`."))
//#-end-hidden-code
/*:#localized(key: "Prose3")
 Two changes before the queue turns, then both deliveries:

 ```
 3. sink got tenPercentOff; selectedCoupon reads none
 4. sink got none; selectedCoupon reads none
 ```

 The first delivery talks about 10% off while the property already says none. A handler that
 redraws the whole screen from the current state does not mind: its last run draws none, which
 is right. A handler that acts on this one value (logs it, sends it on, animates from it) does:
 it must work from the value delivered. Either way, every update is now asynchronous, code right after `select(_:)` still sees the old screen, and a test has
 to wait for the queue. Use `receive(on:)` when you need the main thread, not as a cure for
 willSet. **Inside a notification, [use the value you were sent](glossary://notification%20rule).**

 Which thread, then? The next page.

 [Previous](@previous) | [Next](@next)
 */
