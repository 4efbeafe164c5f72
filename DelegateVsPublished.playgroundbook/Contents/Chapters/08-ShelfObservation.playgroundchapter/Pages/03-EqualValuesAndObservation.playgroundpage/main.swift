//#-hidden-code
import Combine
import Observation
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # Does @Observable Notify an Equal Value?

 Why Does @Published Resend Equal Values? showed that `@Published` sends again when a property gets the value it already
 holds, and that [removeDuplicates()](glossary://removeDuplicates) filters such values out.
 Does an [@Observable](glossary://%40Observable) model send them too?

 It depends on the Swift compiler that builds the model, not on the system it runs on. The
 `@Observable` macro writes the model's setters when the model is compiled. From Swift 6.2,
 a setter compares first: a value equal to the current one (for an `Equatable` property), or
 the same object again, tells no observer. Before 6.2 there is no comparison: every
 assignment is a change.

 Below, a `@Published` coupon and the `coupon` of an `ObservedCart` both hold 10% off, and
 then get it again. Tracking starts after the cart holds 10% off, so the second assignment is
 the first change `onChange` could see (it runs at most once: see "withObservationTracking").
 */
final class CouponModel: ObservableObject {
    @Published var coupon: Coupon = .tenPercentOff
}

let model = CouponModel()
var sent = 0
let subscription = model.$coupon.dropFirst().sink { _ in sent += 1 }

let cart = ObservedCart()
cart.coupon = .tenPercentOff
var onChangeRuns = 0
withObservationTracking {
    _ = cart.coupon
} onChange: {
    onChangeRuns += 1
}

let again: Coupon = /*#-editable-code the coupon to assign*/.tenPercentOff/*#-end-editable-code*/
model.coupon = again
cart.coupon = again
print("@Published: $coupon sent \(sent) time(s)")
print("@Observable: onChange ran \(onChangeRuns) time(s)")
/*:#localized(key: "Prose2")
 In Swift Playgrounds 4.4, the book's target, whose Swift is 5.9, the macro's setter has no
 comparison, so the second line reads `onChange ran 1 time(s)`. The comparison came with
 swiftlang/swift pull request #78151 and is in Swift 6.2; pull request #79518 then narrowed it
 to observation, so a `didSet` written on such a property still runs for an equal value. With
 Swift 6.2 or later (the Swift this book's outputs are recorded with), the two `print` lines
 show:

 ```
 @Published: $coupon sent 1 time(s)
 @Observable: onChange ran 0 time(s)
 ```

 The app compiles the Shop module with its own compiler, so `ObservedCart` behaves as that
 compiler writes it, whatever system runs it: check which Swift your app has.

 * Only `=` compares. A change in place, such as `cart.items += []`, still notifies, though
   the value stays equal.
 * Either way SwiftUI is fine: a redraw for an equal value draws the same screen.
 * Code and tests must not depend on either. Where an equal value must not count, compare
   before you assign, `if cart.coupon != coupon { cart.coupon = coupon }`: a hand-written
   `removeDuplicates()`. Set `again` to `.tenYenOff`, and both notify in every version.

 [Previous](@previous) | [Next](@next)
 */
