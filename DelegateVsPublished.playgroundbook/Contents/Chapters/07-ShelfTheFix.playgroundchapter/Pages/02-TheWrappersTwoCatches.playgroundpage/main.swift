//#-hidden-code
import Combine
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # Who Can Send Through @CurrentValue?

 **Last page:** a handler that set the subject again inside its delivery got a nested delivery:
 the second value was handled first, and the first handler then read a value it was never sent.
 That is a feedback loop, and no rule for handlers repairs it: never send back into the
 publisher that is delivering to you; apply the policy before you send, or send later.

 `@CurrentValue` fixed the half-way migration on The @CurrentValue Wrapper, in chapter 2. Here is a test of how it guards its value.
 */
final class CouponPresenter {
    @CurrentValue private(set) var coupon: Coupon = .none
}

let guarded = CouponPresenter()
guarded.$coupon.send(.tenYenOff)
print("after a send from outside: coupon is \(guarded.coupon)")
/*:#localized(key: "Prose2")
 Another test: below, the wrapper sits in an `ObservableObject`, whose `objectWillChange`
 tells SwiftUI to redraw. Count how often it fires when `coupon` changes:
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
 `$coupon` hands out the whole `CurrentValueSubject`: a `send` from outside stores the value, past the property's `private(set)`.

 The next page tells SwiftUI first, without `@Published`.

 [Previous](@previous) | [Next](@next)
 */
