//#-hidden-code
import BookStage
import Combine
import Foundation
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # Does SwiftUI Redraw with Old Values?

 **Goal:** Predict what a deferred redraw reads when the model signals in willSet.

 An [ObservableObject](glossary://ObservableObject)'s
 [objectWillChange](glossary://objectWillChange) sends before any of its `@Published`
 properties changes. Below, two models get the same three changes in one turn: one signals in
 willSet, the other from `didSet`. For each, the first signal of a turn schedules one redraw on
 the main queue; later signals find it scheduled. `nextTurn()` then lets the main queue run.

 * callout(Predict):
   Which models' redraws read all the changes, `[apple, pen]`? Choose a case of `Redraws`
   for `prediction`, then run.

 - `.onlyDidSet`: Only the didSet model's: the willSet model's redraw reads items from before the change.
 - `.onlyWillSet`: Only the willSet model's: the didSet model's redraw misses a change.
 - `.both`: Both: each model's one redraw reads `[apple, pen]`.
 */
enum Redraws { case notYet, onlyDidSet, onlyWillSet, both }
let prediction: Redraws = /*#-editable-code your prediction*/.notYet/*#-end-editable-code*/


final class WillSetModel: ObservableObject {
    @Published var items: [Product] = []
    @Published var coupon: Coupon = .none
}

final class DidSetModel {
    let didChange = PassthroughSubject<Void, Never>()
    var items: [Product] = [] { didSet { didChange.send() } }
    var coupon: Coupon = .none { didSet { didChange.send() } }
}

//#-localizable-zone(Comment1)
/// Plays SwiftUI's part for one model: counts signals, notes what the first one could read,
/// and redraws once, later.
//#-end-localizable-zone
final class Watcher {
    var signals = 0
    var firstSaw = ""
    var redraws: [String] = []
    private var scheduled = false

    func signal(reading screen: @escaping () -> CartScreen) {
        signals += 1
        if signals == 1 { firstSaw = screen().itemList }
        guard !scheduled else { return }
        scheduled = true
        DispatchQueue.main.async {
            self.scheduled = false
            self.redraws.append(screen().itemList)
        }
    }
}

let willSetModel = WillSetModel(), didSetModel = DidSetModel()
let willSetWatcher = Watcher(), didSetWatcher = Watcher()
let watchingWillSet = willSetModel.objectWillChange.sink { _ in
    willSetWatcher.signal { CartScreen.expected(items: willSetModel.items, coupon: willSetModel.coupon) }
}
let watchingDidSet = didSetModel.didChange.sink {
    didSetWatcher.signal { CartScreen.expected(items: didSetModel.items, coupon: didSetModel.coupon) }
}

//#-editable-code the changes made in one turn
willSetModel.items.append(.apple)
willSetModel.items.append(.pen)
willSetModel.coupon = .tenPercentOff
didSetModel.items.append(.apple)
didSetModel.items.append(.pen)
didSetModel.coupon = .tenPercentOff
//#-end-editable-code
nextTurn()
for (name, watcher) in [("willSet", willSetWatcher), ("didSet", didSetWatcher)] {
    print("\(name): \(watcher.signals) signals, \(watcher.redraws.count) redraw; the first signal read items \(watcher.firstSaw), the redraw read \(watcher.redraws.joined(separator: ", "))")
}
//#-hidden-code
Stage.predict(prediction, Prediction(choices: [
    PredictionChoice(.onlyDidSet, says: "Only the didSet model's: the willSet model's redraw reads items from before the change.",
                     shows: ["willSet: 3 signals, 1 redraw; the first signal read items [], the redraw read []", "didSet: 3 signals, 1 redraw; the first signal read items [apple], the redraw read [apple, pen]"],
                     ifWrong: "The willSet signal comes before the store, but the redraw it schedules runs at the main queue's next turn, after every change is stored."),
    PredictionChoice(.onlyWillSet, says: "Only the willSet model's: the didSet model's redraw misses a change.",
                     shows: ["willSet: 3 signals, 1 redraw; the first signal read items [], the redraw read [apple, pen]", "didSet: 3 signals, 1 redraw; the first signal read items [apple], the redraw read [apple]"],
                     ifWrong: "The didSet model's redraw also runs later, after all three changes: deferring, not willSet, is what makes one redraw read everything."),
    PredictionChoice(.both, says: "Both: each model's one redraw reads `[apple, pen]`.",
                     shows: ["willSet: 3 signals, 1 redraw; the first signal read items [], the redraw read [apple, pen]",
                             "didSet: 3 signals, 1 redraw; the first signal read items [apple], the redraw read [apple, pen]"],
                     ifWrong: "That is what happens: each redraw waits for the main queue, after all three stores."),
], printed: [("willSet", willSetWatcher), ("didSet", didSetWatcher)].map { "\($0.0): \($0.1.signals) signals, \($0.1.redraws.count) redraw; the first signal read items \($0.1.firstSaw), the redraw read \($0.1.redraws.joined(separator: ", "))" },
why: "Both models schedule one redraw on the first signal, and it runs at the main queue's next turn, after all three changes are stored: both read `[apple, pen]`. What willSet adds is the first signal's view of the state before the change."))
//#-end-hidden-code
/*:#localized(key: "Prose2")
 Run, then compare the results beside the code with your prediction: the verdict says whether they agree, and why.

 [Previous](@previous) | [Next](@next)
 */
