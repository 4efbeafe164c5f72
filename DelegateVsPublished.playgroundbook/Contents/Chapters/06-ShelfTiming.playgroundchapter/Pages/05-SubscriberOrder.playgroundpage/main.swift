//#-hidden-code
import Combine
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # In What Order Do Subscribers Hear?

 **Last page:** a publisher delivers on the thread that sends, and `@Published` sends from its
 setter: the plain sink ran on the background thread, and `receive(on: DispatchQueue.main)`
 moved only what comes after it to the main thread. Make the changes a view draws on the
 main thread.

 Two subscribers of one publisher: which runs first? Combine does not say. Apple's
 documentation promises no order, so either order is correct behaviour, and code that
 depends on one relies on an implementation detail that may change with the system.

 That matters as soon as one subscriber reads what another one writes. Here a label shows
 the coupon, and a badge copies the label's text:
 */
final class Screen {
    var label = "none"
    var badge = "none"
}

//#-localizable-zone(Comment1)
/// What each subscriber does when a coupon arrives.
//#-end-localizable-zone
func updateLabel(_ screen: Screen, _ coupon: Coupon) { screen.label = "\(coupon)" }
func updateBadge(_ screen: Screen, _ coupon: Coupon) { screen.badge = screen.label }

//#-localizable-zone(Comment2)
// Both orders are legal. Run each by hand:
//#-end-localizable-zone
let labelFirst = Screen()
updateLabel(labelFirst, .tenPercentOff)
updateBadge(labelFirst, .tenPercentOff)
print("label first: badge shows \(labelFirst.badge)")

let badgeFirst = Screen()
updateBadge(badgeFirst, .tenPercentOff)
updateLabel(badgeFirst, .tenPercentOff)
print("badge first: badge shows \(badgeFirst.badge)")
/*:#localized(key: "Prose2")
 It prints:

 ```
 label first: badge shows tenPercentOff
 badge first: badge shows none
 ```

 Subscribe both to `$selectedCoupon` and the badge is right or stale depending on an order
 nobody promised. The fix does not depend on luck: **one** subscriber that does the steps in
 the order you write them.
 */
let presenter = PublishedPresenter()
let screen = Screen()
let subscription = presenter.$selectedCoupon.dropFirst().sink { coupon in
    //#-editable-code the steps, in the order they must run
    updateLabel(screen, coupon)
    updateBadge(screen, coupon)
    //#-end-editable-code
}

presenter.select(.tenYenOff)
print("one subscriber: label \(screen.label), badge \(screen.badge)")
/*:#localized(key: "Prose3")
 It prints:

 ```
 one subscriber: label tenYenOff, badge tenYenOff
 ```

 The badge could also use the coupon it was sent (`screen.badge = "\(coupon)"`) instead of
 reading the label: then the order would not matter, which is the book's rule again. The same
 holds for several subscribers of `objectWillChange`: one publisher, many listeners, no order
 promised. (The page runs the two orders by hand because no real run can show the order a
 publisher does not promise.)

 [Previous](@previous) | [Next](@next)
 */
