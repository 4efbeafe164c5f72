// Variant of Chapters/09-ShelfTesting.playgroundchapter/Pages/03-ExerciseCatchTheStaleRead.playgroundpage: a wrong check (any notice at all).
//#-hidden-code
import BookStage
import Shop
//#-end-hidden-code
//#-code-completion(everything, hide)
//#-code-completion(identifier, show, log, contains(where:), allSatisfy(_:), read, settled, delivered, isEmpty)
/*:#localized(key: "Prose1")
 # Exercise: Can a Test Catch a Stale Read?

 Each design's view keeps a log: one `CartNotice` per notification. Besides how it arrived
 (`via`) and which property it was about, a notice holds three values:

     public var delivered: String?
     public var read: String
     public var settled: String

 `delivered` is what the notification carried (the previous page's `sent`; `nil` for a
 delegate call, which carries no value), `read` is what the view read while handling it, and `settled` is what the property
 held once the action was done.

 * callout(Exercise):
   Finish `catchesStaleRead`. It gets a view's log and returns `true` when the log shows the
   stale-read bug. The page runs it on three views after the demo script: the migrated view
   (`@Published` + `update()`), which has the bug, and the `@CurrentValue` and delegate views,
   which do not. A good check catches the first and stays quiet on the other two, after the
   demo script and after three coupon taps.
 */
func catchesStaleRead(_ log: [CartNotice]) -> Bool {
    //#-editable-code true when a notice in the log shows a stale read
    return !log.isEmpty
    //#-end-editable-code
}

let coupons = CartScript([.select(.none), .select(.tenYenOff), .select(.tenPercentOff)])
var verdicts: [Bool] = []
for script in [CartScript.demo, coupons] {
    let views: [(String, CartScreenDriving & LogKeeping)] = [
        ("migrated view (@Published + update())", MigratedCartView()),
        ("@CurrentValue view", SubjectCartView()),
        ("delegate view", DelegateCartView()),
    ]
    for (name, view) in views {
        _ = script.run(on: view)
        let caught = catchesStaleRead(view.log)
        verdicts.append(caught)
        print("\(name): \(caught ? "stale read reported" : "nothing reported")")
    }
}
//#-hidden-code
// The second script's other actions: a check must judge each notice by its values, not by
// the demo script's values. The check only reads the verdicts of the learner's run.
let judgedEachNotice = Array(verdicts.dropFirst(3)) == [true, false, false]
let answer = "Write `return log.contains { $0.read != $0.settled }`."
let caught = verdicts[0], falseAlarms = verdicts[1...2].filter { $0 }.count
if caught && falseAlarms == 0 && judgedEachNotice {
    Stage.assess(.pass("Your check catches the stale read and stays quiet on both designs that read after the change."))
} else if caught && falseAlarms == 0 {
    Stage.assess(.fail(hints: [
        "Right for the demo script, wrong after the three coupon taps: your check judged a view by the demo script's values, not by each notice's own.",
        "Judge each notice by its own values, not by values the demo script happens to produce, or by which notice it is.",
        answer,
    ], solution: "`return log.contains { $0.read != $0.settled }`"))
} else if !caught && falseAlarms == 0 {
    Stage.assess(.fail(hints: [
        "Your check reports nothing, not even for the migrated view, whose screen was one step behind.",
        "Add `print(log)` to the function and run: compare a notice of the migrated view with one of the @CurrentValue view. Which of its values tells you the view showed something old?",
        answer,
    ], solution: "`return log.contains { $0.read != $0.settled }`"))
} else if caught && !verdicts[1] && verdicts[2] {
    Stage.assess(.fail(hints: [
        "A false alarm on the delegate view: its notices carry no value (`delivered` is `nil`), so a check that compares with `delivered` finds every delegate notice different.",
        "Stale is about the property, not the message: which of a notice's values says what the property ended up holding, and does every notice have it?",
        answer,
    ], solution: "`return log.contains { $0.read != $0.settled }`"))
} else if caught {
    Stage.assess(.fail(hints: [
        "Your check reports a stale read for views that read after the change: it reports too much.",
        "Find one notice in the migrated view's log that is wrong and one in the @CurrentValue view's log that is right. What differs between them?",
        answer,
    ], solution: "`return log.contains { $0.read != $0.settled }`"))
} else {
    Stage.assess(.fail(hints: [
        "Your check misses the migrated view and reports a view that has no bug: it looks at the wrong thing.",
        "Compare the migrated view's log with the @CurrentValue view's, notice by notice: which value is the same in both logs, and which one differs?",
        answer,
    ], solution: "`return log.contains { $0.read != $0.settled }`"))
}
//#-end-hidden-code
/*:#localized(key: "Prose2")
 As written, the check never reports anything:

 ```
 migrated view (@Published + update()): nothing reported
 @CurrentValue view: nothing reported
 delegate view: nothing reported
 ```

 The same three lines follow for the coupon taps.

 [Previous](@previous) | [Next](@next)
 */
