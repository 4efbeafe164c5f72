//#-hidden-code
import Combine
import Foundation
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # How Do I Wait for receive(on:)?

 A view must draw on the main thread, so its pipeline often ends with
 `.receive(on: DispatchQueue.main)`. Does receive(on:) Fix a Stale Read? showed what that does: the value arrives on a
 later turn of the main queue, after the code that made the change has returned. A test that
 checks right after the change checks too early.

 `CouponLabel` below shows the presenter's coupon that way, and counts what it was sent. The
 checks print one line each, as on the first page of this chapter.
 */
var failures = 0

//#-localizable-zone(Comment1)
/// One check: its name, and whether it held.
//#-end-localizable-zone
func check(_ name: String, _ passed: Bool) {
    if !passed { failures += 1 }
    print("\(passed ? "PASS" : "FAIL"): \(name)")
}

//#-localizable-zone(Comment2)
/// Shows the presenter's coupon, delivered on the main queue.
//#-end-localizable-zone
final class CouponLabel {
    private(set) var coupon: Coupon = .none
    private(set) var deliveries = 0
    private var subscription: AnyCancellable?

    init(presenter: PublishedPresenter) {
        subscription = presenter.$selectedCoupon
            .receive(on: DispatchQueue.main)
            .sink { [weak self] coupon in
                self?.coupon = coupon
                self?.deliveries += 1
            }
    }
}

let presenter = PublishedPresenter()
let label = CouponLabel(presenter: presenter)
check("a new label shows none", label.coupon == .none)
check("nothing was delivered yet", label.deliveries == 0)
/*:#localized(key: "Prose2")
 The first check passes, and proves nothing: `none` is the label's starting value, and, as
 the second check shows, nothing has been delivered yet (not even the value
 `$selectedCoupon` sends on subscribing, which also waits for the main queue). A check right
 after subscribing tests only the initial value: it would pass with no subscription at all.

 Now a real change, checked at once and then after waiting. `MainQueue.wait`, in the Shop
 module, lets the main queue turn until its condition holds, for at most one second, and
 returns whether it held.
 */
let chosen: Coupon = /*#-editable-code a coupon to select*/.tenYenOff/*#-end-editable-code*/
presenter.select(chosen)
check("right after select(_:), the label shows \(chosen)", label.coupon == chosen)

let arrived = MainQueue.wait(upTo: 1, until: label.coupon == chosen)
check("after waiting, the label shows \(chosen)", arrived)
check("two deliveries: the value sent on subscribing, then \(chosen)", label.deliveries == 2)
print(failures == 0 ? "all checks pass" : "\(failures) check(s) failed")
/*:#localized(key: "Prose3")
 The checks, in the order they ran:

 ```
 PASS: a new label shows none
 PASS: nothing was delivered yet
 FAIL: right after select(_:), the label shows tenYenOff
 PASS: after waiting, the label shows tenYenOff
 PASS: two deliveries: the value sent on subscribing, then tenYenOff
 1 check(s) failed
 ```

 The check made at once fails: the value was still waiting on the main queue. After the wait
 the label has had two deliveries, `none` from subscribing and then `tenYenOff`. The failing
 check is the lesson, not a bug to fix: a test of a pipeline that delivers later must wait.
 Select `.none` in the editable area, and the check made at once passes, for the wrong
 reason: it only sees the starting value.

 In an app's test target, XCTest does this waiting with an
 [expectation](glossary://expectation): the test makes one with `expectation(description:)`,
 calls `fulfill()` on it where the value arrives (in a `sink`, say), and waits with
 `wait(for: [expectation], timeout: 1)`; an `async` test awaits `fulfillment(of:timeout:)`
 instead. Give every wait a timeout, so that a value that never comes fails the test instead
 of hanging it.

 [Previous](@previous) | [Next](@next)
 */
