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
 right for a model SwiftUI draws, because SwiftUI's redraw reads later. Where those limits do not
 hold: **Inside a notification, [use the value you were sent](glossary://notification%20rule).**
 */
/*:#localized(key: "Prose4")
 The second catch has a remedy, with a caveat. For a property of a class, Swift calls a
 wrapper's static `_enclosingInstance` subscript instead of `wrappedValue`, and hands it the
 object. `@Published` has one too (which is why it works only in classes), though how it then
 reaches its owner's `objectWillChange` is not documented. `ObservedCurrentValue`, in the Shop
 module, uses the subscript to send the owner's `objectWillChange` itself, then stores, then
 sends the new value. The underscore means what it says: it works in every Swift this book runs
 on, but it is not an official, documented feature (SE-0258 lists it as a future direction). A
 class whose state lives only in such wrappers declares its own `objectWillChange`, as below:
 the one Combine provides by default fires only for `@Published` properties (how it finds
 them is not documented, so the page does not rely on it).
 */
final class DrawnCouponModel: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    @ObservedCurrentValue var coupon: Coupon = .none
}

let drawn = DrawnCouponModel()
var drawnWillChange = 0
let watchingDrawn = drawn.objectWillChange.sink { drawnWillChange += 1 }
let readingDrawn = drawn.$coupon.dropFirst().sink { sent in
    let reads = drawn.coupon
    print("@ObservedCurrentValue sent \(sent); coupon reads \(reads); objectWillChange fired \(drawnWillChange) time(s)")
}
drawn.coupon = .tenPercentOff
/*:#localized(key: "Prose5")
 ```
 @ObservedCurrentValue sent tenPercentOff; coupon reads tenPercentOff; objectWillChange fired 1 time(s)
 ```

 SwiftUI is told before the change, as it expects, and a sink that reads the property reads
 the new value.

 [Previous](@previous) | [Next](@next)
 */
