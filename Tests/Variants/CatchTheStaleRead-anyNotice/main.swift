// Variant of Chapters/06-TestingEachDesign.playgroundchapter/Pages/03-ExerciseCatchTheStaleRead.playgroundpage: a wrong check (any matching notice).
//#-hidden-code
import Shop
import Stage
//#-end-hidden-code
/*:
 # Exercise: Catch the Stale Read

 `MigratedCartView` and `SubjectCartView` keep a log: one `CartNotice` per notification, with
 what it **delivered** and what the view **read** while handling it.

 * callout(Exercise):
   Finish `catchesStaleRead`. It gets a view's log and returns `true` when the log shows the
   stale-read bug. The page runs it on the migrated view, which has the bug, and on the
   `@CurrentValue` view, which does not. A good check catches one and stays quiet on the other.
 */
func catchesStaleRead(_ log: [CartNotice]) -> Bool {
    //#-editable-code
    return log.contains { $0.delivered == $0.read }
    //#-end-editable-code
}
//#-hidden-code
let buggy = MigratedCartView()
let fixed = SubjectCartView()
_ = CartScript.demo.run(on: buggy)
_ = CartScript.demo.run(on: fixed)
let caught = catchesStaleRead(buggy.log)
let falseAlarm = catchesStaleRead(fixed.log)
//#-end-hidden-code
print("migrated view (@Published + update()): \(caught ? "caught" : "missed")")
print("@CurrentValue view: \(falseAlarm ? "false alarm" : "quiet")")
//#-hidden-code
var hints: [String] = []
if !caught {
    hints.append("The migrated view's log has notices where what was delivered and what was read differ. Your check missed them.")
}
if falseAlarm {
    hints.append("The @CurrentValue view reads what it was sent every time, yet your check reported a bug. Look at each notice, not at the log as a whole.")
}
hints.append("A notice is stale when `delivered != read`.")
hints.append("Write `return log.contains { $0.delivered != $0.read }`.")
Stage.assess(caught && !falseAlarm
    ? .pass("Your check catches the stale read and stays quiet on the fix.")
    : .fail(hints: hints, solution: "`return log.contains { $0.delivered != $0.read }`"))
//#-end-hidden-code
/*:
 As written, the check never reports anything:

 ```
 migrated view (@Published + update()): missed
 @CurrentValue view: quiet
 ```

 A check that says `true` every time is no better:

 ```
 migrated view (@Published + update()): caught
 @CurrentValue view: false alarm
 ```

 [Previous](@previous)
 */
