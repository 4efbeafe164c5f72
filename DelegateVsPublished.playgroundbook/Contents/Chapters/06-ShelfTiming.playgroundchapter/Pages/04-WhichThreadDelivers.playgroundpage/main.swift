//#-hidden-code
import BookStage
import Combine
import Foundation
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # Which Thread Does a Sink Run On?

 **Last page:** `receive(on:)` does not make a notification come after the change: it moves
 delivery to a later turn of the main queue. `select(_:)` returned first, and the sink then read
 the stored coupon. "Later" cuts both ways: when two changes land before the queue turns, the
 first delivery reads a value **newer** than the one it carries. A handler that acts on one
 value must work from the value delivered.

 SwiftUI wants every change it draws made on the main thread. On which thread does a
 subscriber run?

 Below, the same model is set twice: once from a background queue, once from a background
 queue that hands the change to the main queue. Two subscribers note where they ran: a plain
 sink, and a sink behind `receive(on: DispatchQueue.main)`. A dispatch group makes the page wait for each
 background job, and `nextTurn()` lets the main queue run, so every run prints the same.

 * callout(Predict):
   The first change is made on a background queue. On which thread does each sink get it?
   Choose a case of `Delivery` for `prediction`, then run.

 - `.bothOnMain`: Both on the main thread.
 - `.plainOnBackground`: The plain sink on the background thread; the other on main.
 - `.bothOnBackground`: Both on the background thread.
 */
enum Delivery { case notYet, bothOnMain, plainOnBackground, bothOnBackground }
let prediction: Delivery = /*#-editable-code your prediction*/.notYet/*#-end-editable-code*/

let model = CouponTotalModel()
var direct: [String] = []
var hopped: [String] = []
let sink = model.$coupon.dropFirst().sink { coupon in
    let thread = Thread.isMainThread ? "main" : "background"
    direct.append("\(coupon) on \(thread)")
}
let hoppingSink = model.$coupon.dropFirst().receive(on: DispatchQueue.main).sink { coupon in
    let thread = Thread.isMainThread ? "main" : "background"
    hopped.append("\(coupon) on \(thread)")
}
let background = DispatchGroup()

DispatchQueue.global().async(group: background) {
    model.coupon = .tenPercentOff
}
background.wait()

DispatchQueue.global().async(group: background) {
    DispatchQueue.main.async { model.coupon = .tenYenOff }
}
background.wait()
nextTurn()

print("sink: \(direct.joined(separator: ", "))")
print("receive(on:), then sink: \(hopped.joined(separator: ", "))")
//#-hidden-code
Stage.predict(prediction, Prediction(choices: [
    PredictionChoice(.bothOnMain, says: "Both on the main thread.",
                     shows: ["sink: tenPercentOff on main", "receive(on:), then sink: tenPercentOff on main"],
                     ifWrong: "`@Published` sends from its setter, on the thread that sets it: the plain sink runs on the background thread."),
    PredictionChoice(.plainOnBackground, says: "The plain sink on the background thread; the other on main.",
                     shows: ["sink: tenPercentOff on background", "receive(on:), then sink: tenPercentOff on main"],
                     ifWrong: "That is what happens: the plain sink runs where the setter runs, `receive(on:)` moves delivery to main."),
    PredictionChoice(.bothOnBackground, says: "Both on the background thread.",
                     shows: ["sink: tenPercentOff on background", "receive(on:), then sink: tenPercentOff on background"],
                     ifWrong: "`receive(on: DispatchQueue.main)` delivers on the main queue, whichever thread sent."),
], printed: ["sink: \(direct.joined(separator: ", "))", "receive(on:), then sink: \(hopped.joined(separator: ", "))"],
why: "A publisher delivers on the thread that sends, and `@Published` sends from its setter: the plain sink runs on the background thread; `receive(on: DispatchQueue.main)` hands the value to the main queue."))
//#-end-hidden-code
/*:#localized(key: "Prose2")
 Run, then compare the results beside the code with your prediction: the verdict says whether they agree, and why.

 [Previous](@previous) | [Next](@next)
 */
