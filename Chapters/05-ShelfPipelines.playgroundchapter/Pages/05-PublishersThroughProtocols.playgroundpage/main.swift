//#-hidden-code
import Combine
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # How Do I Put @Published in a Protocol?

 In MVP, each side knows its partner only through a [protocol](glossary://protocol), so
 a test can hand in a stand-in. A model built on `@Published` wants that too. The first try,
 a requirement `@Published var coupon: Coupon { get }` in the protocol, does not compile:
 Swift answers `property 'coupon' declared inside a protocol cannot have a wrapper`. A
 [property wrapper](glossary://property%20wrapper) decides how a property is stored, and a
 protocol says nothing about storage. So the protocol asks for what a partner uses: the value,
 and a publisher of it whose type is erased to `AnyPublisher`
 ([type erasure](glossary://type%20erasure)). The model keeps its `@Published` property and
 hands out `$coupon.eraseToAnyPublisher()`.
 */
//#-localizable-zone(Comment1)
/// What a screen may know of whoever holds the coupon.
//#-end-localizable-zone
protocol CouponSource: AnyObject {
    var coupon: Coupon { get }
    var couponPublisher: AnyPublisher<Coupon, Never> { get }
}

final class CouponModel: CouponSource {
    @Published private(set) var coupon: Coupon = .none
    var couponPublisher: AnyPublisher<Coupon, Never> { $coupon.eraseToAnyPublisher() }

    func select(_ coupon: Coupon) { self.coupon = coupon }
}

//#-localizable-zone(Comment2)
/// A stand-in for tests: one coupon, sent once.
//#-end-localizable-zone
final class FixedCoupon: CouponSource {
    let coupon: Coupon
    var couponPublisher: AnyPublisher<Coupon, Never> { Just(coupon).eraseToAnyPublisher() }

    init(_ coupon: Coupon) { self.coupon = coupon }
}

let model = CouponModel()
let source: CouponSource = model
let watchingModel = source.couponPublisher.dropFirst().sink { coupon in
    let reads = source.coupon
    print("the model sent \(coupon); its coupon reads \(reads)")
}
model.select(/*#-editable-code a coupon*/.tenPercentOff/*#-end-editable-code*/)

let standIn: CouponSource = FixedCoupon(.tenYenOff)
let watchingStandIn = standIn.couponPublisher.sink { coupon in
    let reads = standIn.coupon
    print("the stand-in sent \(coupon); its coupon reads \(reads)")
}
/*:#localized(key: "Prose2")
 Beside the two `print` lines:

 ```
 the model sent tenPercentOff; its coupon reads none
 the stand-in sent tenYenOff; its coupon reads tenYenOff
 ```

 Both sources have the same type, `AnyPublisher<Coupon, Never>`, and they disagree: the
 model's publisher delivers a value its `coupon` does not hold yet, the stand-in's delivers one its
 `coupon` already holds.

 The type cannot promise a timing; only the protocol's documentation could, and this one does not. So whoever subscribes follows one rule:
 **Inside a notification, [use the value you were sent](glossary://notification%20rule).**
 Here: use `coupon`, never `source.coupon`. The pushed `CountLabel` of "Should a View Pull State or Be Sent It?" follows
 it by construction: it is handed its value and has nothing else to read.

 `var couponPublisher: Published<Coupon>.Publisher { get }` also compiles, and it does say
 `@Published`; but then every conforming type, stand-ins included, must hand out a
 `Published<Coupon>.Publisher`, which only `Published` makes, and so takes on its willSet
 timing. `AnyPublisher` leaves that choice to each of them.

 [Previous](@previous) | [Next](@next)
 */
