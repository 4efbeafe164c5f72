//#-hidden-code
import BookStage
import Combine
import Foundation
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # Which Thread Delivers?

 SwiftUI wants every change it draws made on the main thread. On which thread does a
 subscriber run?

 Below, the same model is set twice: once from a background queue, once from a background
 queue that hands the change to the main queue. Two subscribers note where they ran: a plain
 sink, and a sink behind `receive(on: DispatchQueue.main)`. A dispatch group makes the page wait for each
 background job, and `nextTurn()` lets the main queue run, so every run prints the same.

 * callout(Predict):
   The first change is made on a background queue. On which thread does each sink get it?
   Choose a case of `Delivery` for `prediction`, then run.
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
 The two `print` lines show:

 ```
 sink: tenPercentOff on background, tenYenOff on main
 receive(on:), then sink: tenPercentOff on main, tenYenOff on main
 ```

 A subject delivers on the thread that sends, and `@Published` sends from its setter. Set
 from the background queue, the plain sink ran on the background thread, and so did the
 setter and `objectWillChange`: SwiftUI would report `Publishing changes from background threads
 is not allowed; make sure to publish values from the main thread (via operators like
 receive(on:)) on model updates.` `receive(on:)` moved only what comes after it to the main
 thread: the setter still ran where it was called. Handing the change itself to the main queue
 put the setter, `objectWillChange` and both sinks on the main thread.

 * **Set on the main thread.** From a background queue, `DispatchQueue.main.async`; from async
   code, `await MainActor.run { model.coupon = ... }`. When the value comes from a publisher,
   put `receive(on: DispatchQueue.main)` before the `assign(to:)` or `sink` that sets the
   property: that is the warning's "via operators like receive(on:)". Mark a model that views
   observe `@MainActor`, and the compiler asks for that hop where it can tell the code is off
   the main actor, such as inside a `DispatchQueue.global().async` closure, which is
   `@Sendable`; `@Observable` models that drive views are usually `@MainActor` for the same
   reason. That is advice for an app: on a page, top-level code without `await` is not on the main actor
   as the compiler sees it, so creating a `@MainActor` model there is an error.
 * **Not while SwiftUI computes a view.** Setting a model's property inside `body` (or a view's
   `init`) gets the other warning, `Publishing changes from within view updates is not allowed,
   this will cause undefined behavior.` Change it from an action, `onChange(of:)` or `task`, or
   defer it with `DispatchQueue.main.async`. If the value can be derived, compute it in `body`
   instead of storing it: deferring costs a second update, and loops if that update sets it
   again.

 [Previous](@previous) | [Next](@next)
 */
