//#-hidden-code
import Combine
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # Can @CurrentValue Drive SwiftUI?

 **Last page:** `$coupon` is the whole subject, so a `send` from outside changed `coupon` past
 its `private(set)`: make the wrapped property `private`, and hand out a read-only value and
 `$coupon.eraseToAnyPublisher()`. So the plain `@CurrentValue` fixes the half-way migration
 outside SwiftUI: **Read other state only when [the notification comes after the action has stored every value you read](glossary://notification%20rule).**

 A second catch: a `@CurrentValue` property never sends `objectWillChange`, so
 SwiftUI would not redraw a view of its object. The supported way round it needs no wrapper:
 keep the value in a private subject, and give the model a computed property whose setter
 sends `objectWillChange` first, then stores. The model declares its own `objectWillChange`:
 the one Combine provides by default fires only for `@Published` properties, and how it finds
 them is not documented.
 */
final class CouponModel: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    private let couponSubject = CurrentValueSubject<Coupon, Never>(.none)
    var couponPublisher: AnyPublisher<Coupon, Never> { couponSubject.eraseToAnyPublisher() }
    var coupon: Coupon {
        get { couponSubject.value }
        set {
            objectWillChange.send()
            couponSubject.value = newValue
        }
    }
}

let model = CouponModel()
var willChange = 0
let watching = model.objectWillChange.sink { willChange += 1 }
let reading = model.couponPublisher.dropFirst().sink { sent in
    let reads = model.coupon
    print("couponPublisher sent \(sent); coupon reads \(reads); objectWillChange fired \(willChange) time(s)")
}
model.coupon = /*#-editable-code a coupon*/.tenPercentOff/*#-end-editable-code*/
/*:#localized(key: "Prose2")
 ```
 couponPublisher sent tenPercentOff; coupon reads tenPercentOff; objectWillChange fired 1 time(s)
 ```

 SwiftUI is told before the change, as it expects, and a subscriber of the subject reads the
 new value. The subject is private: outside code gets `couponPublisher`, which cannot `send`,
 so this answers the first catch too.

 The same steps fit in a wrapper, `@ObservedCurrentValue` in the Shop module, but only through
 an undocumented door. For a property of a class, Swift calls a wrapper's static
 `_enclosingInstance` subscript instead of `wrappedValue`, and hands it the object; `@Published`
 has one too (which is why it works only in classes), though how it then reaches its owner's
 `objectWillChange` is not documented. The underscore means what it says: it works in every
 Swift this book runs on, but SE-0258 lists it only as a future direction. Prefer the computed
 property above; the wrapper shows how `@Published` can reach its owner at all:
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
/*:#localized(key: "Prose3")
 ```
 @ObservedCurrentValue sent tenPercentOff; coupon reads tenPercentOff; objectWillChange fired 1 time(s)
 ```

 As with the computed property, by the time the new value is sent, `objectWillChange` has fired
 once and the property holds the new value.

 [Previous](@previous) | [Next Chapter](@next)
 */
