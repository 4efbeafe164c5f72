//#-hidden-code
import Combine
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # The Wrapper's Two Catches

 `@CurrentValue` fixed the half-way migration on the last page. It has two catches that
 `@Published` does not. First, `$name` is the whole subject, so anyone who can reach it can
 `send`, past a `private(set)` on the property:
 */
final class CouponPresenter {
    @CurrentValue private(set) var coupon: Coupon = .none
}

let guarded = CouponPresenter()
guarded.$coupon.send(.tenYenOff)
print("after a send from outside: coupon is \(guarded.coupon)")
/*:#localized(key: "Prose2")
 A `private(set)` does not protect `$coupon`: it has the property's own access. Make the
 wrapped property `private`, so `$coupon` is private too, and hand out a read-only value and
 `$coupon.eraseToAnyPublisher()`. Second, it does not drive
 an `ObservableObject`'s `objectWillChange`, so SwiftUI would never redraw a view of this
 object:
 */
final class CouponModel: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    @CurrentValue var coupon: Coupon = .none
}

let model = CouponModel()
var willChange = 0
let watching = model.objectWillChange.sink { willChange += 1 }
model.coupon = .tenPercentOff
print("coupon changed; objectWillChange fired \(willChange) time(s)")
/*:#localized(key: "Prose3")
 ```
 after a send from outside: coupon is tenYenOff
 coupon changed; objectWillChange fired 0 time(s)
 ```

 So the plain `@CurrentValue` fixes the half-way migration outside SwiftUI, within the limits
 of Store, Then Send: **Read other state only when [the notification comes after every value you read has been stored](glossary://notification%20rule).** `@Published` stays
 right for a model SwiftUI draws, changed on the main thread, because SwiftUI's redraw reads
 later. Where those limits do not
 hold: **Inside a notification, [use the value you were sent](glossary://notification%20rule).**

 The next page tells SwiftUI first, without `@Published`.

 [Previous](@previous) | [Next](@next)
 */
