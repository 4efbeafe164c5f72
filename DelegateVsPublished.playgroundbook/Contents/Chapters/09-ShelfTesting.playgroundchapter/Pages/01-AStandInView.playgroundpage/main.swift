//#-hidden-code
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # How Do I Test a Presenter Alone?

 ![Three lanes, the designs this chapter's tests check: delegate, @Published + update(), CurrentValueSubject](Chapter4@2x.png)

 The MVP presenter knows its view only as a `CartPresenterOutput`, and its model only as
 a `CartModelInput`. So a test needs no screen: a **stand-in** view that records what it was
 told is enough. The checks below are what a unit test of the presenter asserts; `check`
 prints one line per check, like a test runner.
 */
var failures = 0

//#-localizable-zone(Comment1)
/// One check: its name, and whether it held.
//#-end-localizable-zone
func check(_ name: String, _ passed: Bool) {
    if !passed { failures += 1 }
    print("\(passed ? "PASS" : "FAIL"): \(name)")
}

final class RecordingView: CartPresenterOutput {
    var calls: [String] = []
    func itemsDidChange() { calls.append("itemsDidChange") }
    func couponDidChange() { calls.append("couponDidChange") }
}

let view = RecordingView()
let presenter = DelegatePresenter(view: view, model: DelegateCart())

presenter.add(.apple)
presenter.select(.tenPercentOff)

check("adding an apple, then selecting a coupon, tells the view: items, then coupon", view.calls == ["itemsDidChange", "couponDidChange"])
check("the total with tax is 110", presenter.totalWithTax == 110)
check("10% off 110 is 99", presenter.totalAfterCoupon == 99)
//#-editable-code checks of your own
presenter.select(.tenPercentOff)
check("selecting the same coupon again still tells the view", view.calls.count == 3)
//#-end-editable-code
print(failures == 0 ? "all checks pass" : "\(failures) check(s) failed")
/*:#localized(key: "Prose2")
 It prints:

 ```
 PASS: adding an apple, then selecting a coupon, tells the view: items, then coupon
 PASS: the total with tax is 110
 PASS: 10% off 110 is 99
 PASS: selecting the same coupon again still tells the view
 all checks pass
 ```

 The editable area holds a fourth check, which selects the coupon again and then counts the
 calls. Add a check of your own below it: after `presenter.add(.pen)`, what should
 `view.calls` end with?

 [Previous](@previous) | [Next](@next)
 */
