// Variant of Chapters/06-TestingEachDesign.playgroundchapter/Pages/03-ExerciseCatchTheStaleRead.playgroundpage: a wrong check (delivered != read: every delegate notice delivers nil).
//#-hidden-code
import BookStage
import Shop
//#-end-hidden-code
//#-code-completion(everything, hide)
//#-code-completion(identifier, show, log, contains(where:), allSatisfy(_:), read, settled, delivered, isEmpty)
/*:#localized(key: "Prose1")
 # Exercise: Catch the Stale Read

 Each design's view keeps a log: one `CartNotice` per notification. Besides how it arrived
 (`via`) and which property it was about, a notice holds three values:

     public var delivered: String?
     public var read: String
     public var settled: String

 `delivered` is what the notification carried (`nil` for a delegate call, which carries no
 value), `read` is what the view read while handling it, and `settled` is what the property
 held once the action was done.

 * callout(Exercise):
   Finish `catchesStaleRead`. It gets a view's log and returns `true` when the log shows the
   stale-read bug. The page runs it on three views after the demo script: the migrated view
   (`@Published` + `update()`), which has the bug, and the `@CurrentValue` and delegate views,
   which do not. A good check catches the first and stays quiet on the other two.
 */
func catchesStaleRead(_ log: [CartNotice]) -> Bool {
    //#-editable-code true when a notice in the log shows a stale read
    return log.contains { $0.delivered != $0.read }
    //#-end-editable-code
}

let views: [(String, CartScreenDriving & LogKeeping)] = [
    ("migrated view (@Published + update())", MigratedCartView()),
    ("@CurrentValue view", SubjectCartView()),
    ("delegate view", DelegateCartView()),
]
var verdicts: [Bool] = []
for (name, view) in views {
    _ = CartScript.demo.run(on: view)
    let caught = catchesStaleRead(view.log)
    verdicts.append(caught)
    print("\(name): \(caught ? "stale read reported" : "nothing reported")")
}
//#-hidden-code
let caught = verdicts[0], falseAlarms = verdicts.dropFirst().filter { $0 }.count
if caught && falseAlarms == 0 {
    Stage.assess(.pass("Your check catches the stale read and stays quiet on both designs that read after the change."))
} else if !caught && falseAlarms == 0 {
    Stage.assess(.fail(hints: [
        "Your check reports nothing, not even for the migrated view, whose screen was one step behind.",
        "A read is stale when it is not the value the property ended up with. Which two of a notice's values say that?",
        "Write `return log.contains { $0.read != $0.settled }`.",
    ], solution: "`return log.contains { $0.read != $0.settled }`"))
} else if caught && !verdicts[1] && verdicts[2] {
    Stage.assess(.fail(hints: [
        "A false alarm on the delegate view: its notices deliver nothing (`nil`), so comparing with `delivered` reports every one of them.",
        "Stale means the view read something other than what the property settled on. Compare `read` with `settled`, which every notice has.",
        "Write `return log.contains { $0.read != $0.settled }`.",
    ], solution: "`return log.contains { $0.read != $0.settled }`"))
} else if caught {
    Stage.assess(.fail(hints: [
        "Your check reports a stale read for views that read after the change: it reports too much.",
        "Judge each notice, not the log as a whole: a notice is stale when `read` differs from `settled`.",
        "Write `return log.contains { $0.read != $0.settled }`.",
    ], solution: "`return log.contains { $0.read != $0.settled }`"))
} else {
    Stage.assess(.fail(hints: [
        "Your check misses the migrated view and reports a view that has no bug: it looks at the wrong thing.",
        "A notice is stale when what the view read differs from what the property settled on.",
        "Write `return log.contains { $0.read != $0.settled }`.",
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

 [Previous](@previous) | [Next](@next)
 */
