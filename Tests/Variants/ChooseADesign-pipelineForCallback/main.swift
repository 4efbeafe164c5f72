// Variant of Chapters/03-SwiftUIAndChoosing.playgroundchapter/Pages/06-ExerciseChooseADesign.playgroundpage: a wrong pick (a publisher for a one-listener callback).
//#-hidden-code
import BookStage
//#-end-hidden-code
//#-code-completion(everything, hide)
//#-code-completion(identifier, show, notChosen, delegate, closure, publishedPipeline, currentValueSubject, observableModel)
/*:#localized(key: "Prose1")
 # Exercise: Choose a Design

 **Goal:** Choose a design for four screens, minding what their handlers read.

 Four screens, four choices. For each, pick the design the last page would pick, and mind
 what the handlers read.

 1. A SwiftUI screen's model, drawn by its views.
 2. Totals derived from the cart outside SwiftUI, where each handler uses only the values it
    is handed.
 3. A view that tells its one owner about a tap.
 4. A UIKit screen migrated half-way to Combine: its `update()` reads the whole presenter in
    every notification.

 * callout(Exercise):
   Replace each `.notChosen` with a design, in the order of the scenarios. Where two designs
   fit a screen, either passes.
 */
enum Design {
    case notChosen
//#-localizable-zone(Comment1)
    /// A delegate protocol, called from `didSet`.
//#-end-localizable-zone
    case delegate
//#-localizable-zone(Comment5)
    /// A closure callback, such as `var onTap: (() -> Void)?`: one listener, no protocol.
//#-end-localizable-zone
    case closure
//#-localizable-zone(Comment2)
    /// `@Published` values derived with `combineLatest` and `assign(to:)`.
//#-end-localizable-zone
    case publishedPipeline
//#-localizable-zone(Comment3)
    /// `CurrentValueSubject` or `@CurrentValue`: store, then send.
//#-end-localizable-zone
    case currentValueSubject
//#-localizable-zone(Comment4)
    /// A model SwiftUI observes: `@Published` in an `ObservableObject`, or `@Observable`.
//#-end-localizable-zone
    case observableModel
}

let picks: [Design] = [
    //#-editable-code one design per scenario, in order
    .observableModel, .publishedPipeline, .publishedPipeline, .currentValueSubject
    //#-end-editable-code
]
for (number, pick) in picks.enumerated() {
    print("scenario \(number + 1): \(pick)")
}
//#-hidden-code
// What each scenario accepts; the first scenario a pick misses decides the first hint.
let accepted: [[Design]] = [[.observableModel], [.publishedPipeline, .currentValueSubject], [.delegate, .closure], [.currentValueSubject, .delegate]]
let why = [
    "Scenario 1: SwiftUI draws this model. An `ObservableObject` with `@Published`, or an `@Observable` model, tells SwiftUI before the change, and its redraw reads later.",
    "Scenario 2: each handler uses only the values it is handed, so a `@Published` pipeline reads no stale value, as long as values that must agree come from one `map` (a `CurrentValueSubject` works too).",
    "Scenario 3: one listener, called explicitly: a delegate held `weak`, or a closure callback whose owner captures itself `[weak self]`. A publisher would serve any number of listeners the view does not have.",
    "Scenario 4: `update()` reads other state inside the notification, so the notification must come after the store: swap `@Published` for `@CurrentValue` (or go back to a didSet delegate), within the conditions on chapter 2's first page.",
]
let answer = "Write `.observableModel, .publishedPipeline, .delegate, .currentValueSubject`."
if picks.count != 4 || picks.contains(.notChosen) {
    Stage.assess(.fail(hints: [
        "Give each of the four scenarios one design. Ask of each: who reads the value, when, and does the handler read anything besides the value it is handed?",
        why[0],
        answer,
    ], solution: "`.observableModel, .publishedPipeline, .delegate, .currentValueSubject`"))
} else if let missed = picks.indices.first(where: { !accepted[$0].contains(picks[$0]) }) {
    Stage.assess(.fail(hints: [
        why[missed],
        "Ask of each scenario: who reads the value, when, and does the handler read anything besides the value it is handed? The last page lists what each design is for.",
        answer,
    ], solution: "`.observableModel, .publishedPipeline, .delegate, .currentValueSubject`"))
} else {
    Stage.assess(.pass("Each screen gets the design that tells its readers at the right moment: SwiftUI reads later, pipelines use what they are handed, one listener gets a delegate or a closure, and a handler that reads other state hears after the store."))
}
//#-end-hidden-code
/*:#localized(key: "Prose2")
 As written, the results show four unchosen scenarios:

 ```
 scenario 1: notChosen
 scenario 2: notChosen
 scenario 3: notChosen
 scenario 4: notChosen
 ```

 [Previous](@previous) | [Next Chapter](@next)
 */
