//#-hidden-code
import Observation
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # How Do I Test an @Observable Model?

 `ObservedCartModel`, in the Shop module, is the whole cart as one
 [@Observable](glossary://%40Observable) class: `items` and `coupon`, the actions `add(_:)` and
 `select(_:)`, and the totals as computed properties. Testing its **state** needs nothing
 special: act, then check. Nothing is delivered later, and a computed total is computed when
 it is read.
 */
var failures = 0

//#-localizable-zone(Comment1)
/// One check: its name, and whether it held.
//#-end-localizable-zone
func check(_ name: String, _ passed: Bool) {
    if !passed { failures += 1 }
    print("\(passed ? "PASS" : "FAIL"): \(name)")
}

let model = ObservedCartModel()
model.add(.apple)
model.select(.tenPercentOff)
check("an apple is 110 yen with tax", model.totalWithTax == 110)
check("10% off 110 is 99", model.totalAfterCoupon == 99)
/*:#localized(key: "Prose2")
 Testing its **notifications** means checking what withObservationTracking found: `onChange` runs once,
 before the change. The check below tracks `totalAfterCoupon`, which reads `items` and
 `coupon`, makes two changes, and records what `onChange` read.
 */
let tracked = ObservedCartModel()
var onChangeRuns = 0
var readInOnChange: Int?

withObservationTracking {
    _ = tracked.totalAfterCoupon
} onChange: {
    onChangeRuns += 1
    readInOnChange = tracked.totalAfterCoupon
}

//#-editable-code changes to the tracked model
tracked.add(.pen)
tracked.select(.tenYenOff)
//#-end-editable-code
check("onChange ran once for two changes", onChangeRuns == 1)
check("onChange ran before the change: it read the old total, 0", readInOnChange == 0)
/*:#localized(key: "Prose3")
 To test the values that come **after** a change, Swift 6.2 has `Observations` (chapter 8).
 `TotalObservations.start`, in the Shop module, iterates `Observations { model.totalAfterCoupon }`
 on the main actor and hands each total to its closure. Its values arrive on later turns of
 the main queue, so the test waits for them with `MainQueue.wait`, as on the previous page.
 */
let observed = ObservedCartModel()
var totals: [Int] = []
let watching = TotalObservations.start(observed) { total in
    totals.append(total)
}

if watching != nil {
    MainQueue.wait(upTo: 1, until: totals.count == 1)
    observed.add(.pen)
    observed.select(.tenYenOff)
    MainQueue.wait(upTo: 1, until: totals.count == 2)
    check("Observations sent the first total, then one value for both changes: 0, 45", totals == [0, 45])
} else {
    print("Observations is not in this app: it needs Swift 6.2, on iPadOS 26 or macOS 26.")
}
print(failures == 0 ? "all checks pass" : "\(failures) check(s) failed")
/*:#localized(key: "Prose4")
 With Swift 6.2 or later (on iPadOS 26 or macOS 26, and the Swift this book's outputs are
 recorded with), the results show:

 ```
 PASS: an apple is 110 yen with tax
 PASS: 10% off 110 is 99
 PASS: onChange ran once for two changes
 PASS: onChange ran before the change: it read the old total, 0
 PASS: Observations sent the first total, then one value for both changes: 0, 45
 all checks pass
 ```

 In an older app, the fifth line is `Observations is not in this app: it needs Swift
 6.2, on iPadOS 26 or macOS 26.` and the other checks pass the same.

 * `onChange` runs inside the change itself, so its checks need no waiting. `Observations`
   delivers on later turns, so its check must wait, with a timeout.
 * `Observations` coalesces: both changes were made before the main queue turned, so one
   value, 45, came for the two. A test should check the values that must arrive, not count
   every change: this check can expect exactly 0 and 45 only because both changes come before
   the main queue turns.
 * Assign a value equal to the current one, and whether `onChange` runs depends on the Swift
   that compiled the model ("Does @Observable Notify an Equal Value?", chapter 8). A test that expects
   a notification for an equal value passes before Swift 6.2 and fails from 6.2 on.

 [Previous](@previous)
 */
