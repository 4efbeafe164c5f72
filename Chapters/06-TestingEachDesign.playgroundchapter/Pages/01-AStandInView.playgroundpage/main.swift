//#-hidden-code
import Shop

var failures = 0
/// Prints one check's verdict, like a test runner's line.
func check(_ name: String, _ passed: Bool) {
    if !passed { failures += 1 }
    print("\(passed ? "PASS" : "FAIL"): \(name)")
}
//#-end-hidden-code
/*:
 # A Stand-in View

 ![Three lanes, each checked](Chapter6.png)

 Chapter 1's presenter talks to its view only through `CartPresenterOutput`. So a test does
 not need a screen: a **stand-in** that records what it was told is enough. The checks below
 are what a unit test of the presenter asserts.
 */
final class RecordingView: CartPresenterOutput {
    var calls: [String] = []
    func itemsDidChange() { calls.append("itemsDidChange") }
    func couponDidChange() { calls.append("couponDidChange") }
}

let presenter = DelegatePresenter()
let view = RecordingView()
presenter.output = view

presenter.add(.apple)
presenter.select(.tenPercentOff)

check("adding tells the view the items changed, then the coupon", view.calls == ["itemsDidChange", "couponDidChange"])
check("the total with tax is 110", presenter.totalWithTax == 110)
check("10% off 110 is 99", presenter.totalAfterCoupon == 99)
//#-editable-code
check("selecting the same coupon again still tells the view", { presenter.select(.tenPercentOff); return view.calls.count == 3 }())
//#-end-editable-code
print(failures == 0 ? "all checks pass" : "\(failures) check(s) failed")
/*:
 The page prints:

 ```
 PASS: adding tells the view the items changed, then the coupon
 PASS: the total with tax is 110
 PASS: 10% off 110 is 99
 PASS: selecting the same coupon again still tells the view
 all checks pass
 ```

 Add a check of your own in the editable area: what should the view be told when a pen is
 added?

 [Previous](@previous) | [Next](@next)
 */
