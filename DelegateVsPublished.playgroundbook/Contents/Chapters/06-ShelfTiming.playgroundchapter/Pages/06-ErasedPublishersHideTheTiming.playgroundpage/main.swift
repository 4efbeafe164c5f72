//#-hidden-code
import BookStage
import Combine
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # Does Erasing a Publisher Change Timing?

 `$selectedCoupon` is a `@Published` publisher, and a reader who sees it can know it sends in
 willSet. Often it is not handed on like that. It is type-erased into an `AnyPublisher`, or
 forwarded through another subject, so that other code sees only "a publisher of coupons".
 Chapter 5's How Do I Put @Published in a Protocol? showed that an erased `$coupon` still
 delivers before the store. Below, the first reader also forwards each coupon through a
 `PassthroughSubject` of its own, which the second reader hears.

 * callout(Predict):
   When the coupon arrives through the forwarding subject, what does the second reader read
   from the presenter's `selectedCoupon`? Choose a case of `Reading` for `prediction`, then run.

 - `.forwardedNew`: `tenPercentOff`: the subject it hears is not `@Published`.
 - `.bothOld`: `none`, like the `AnyPublisher` reader.
 */
enum Reading { case notYet, forwardedNew, bothOld }
let prediction: Reading = /*#-editable-code your prediction*/.notYet/*#-end-editable-code*/

let presenter = PublishedPresenter()

//#-localizable-zone(Comment1)
/// What another part of the app receives: just a publisher of coupons.
//#-end-localizable-zone
let coupons: AnyPublisher<Coupon, Never> = presenter.$selectedCoupon.eraseToAnyPublisher()

//#-localizable-zone(Comment2)
/// A subject of its own, that the first reader forwards every coupon to.
//#-end-localizable-zone
let forwarded = PassthroughSubject<Coupon, Never>()

let erasedReader = coupons.dropFirst().sink { coupon in
    print("AnyPublisher sent \(coupon); the presenter reads \(presenter.selectedCoupon)")
    forwarded.send(coupon)
}
let forwardedReader = forwarded.sink { coupon in
    let reads = presenter.selectedCoupon
    print("forwarded subject sent \(coupon); the presenter reads \(reads)")
}

presenter.select(/*#-editable-code a coupon*/.tenPercentOff/*#-end-editable-code*/)
//#-hidden-code
// The same readers on a presenter of their own, noting what they read.
let probe = PublishedPresenter()
let probeForwarded = PassthroughSubject<Coupon, Never>()
var probeLines: [String] = []
let probeReaders = [
    probe.$selectedCoupon.eraseToAnyPublisher().dropFirst().sink { coupon in
        probeLines.append("AnyPublisher sent \(coupon); the presenter reads \(probe.selectedCoupon)")
        probeForwarded.send(coupon)
    },
    probeForwarded.sink { coupon in probeLines.append("forwarded subject sent \(coupon); the presenter reads \(probe.selectedCoupon)") },
]
probe.select(.tenPercentOff)
Stage.predict(prediction, Prediction(choices: [
    PredictionChoice(.forwardedNew, says: "`tenPercentOff`: the subject it hears is not `@Published`.",
                     shows: ["AnyPublisher sent tenPercentOff; the presenter reads none", "forwarded subject sent tenPercentOff; the presenter reads tenPercentOff"],
                     ifWrong: "The forwarding happens inside the first delivery, still before the store, so the second reader reads `none` too."),
    PredictionChoice(.bothOld, says: "`none`, like the `AnyPublisher` reader.",
                     shows: ["AnyPublisher sent tenPercentOff; the presenter reads none", "forwarded subject sent tenPercentOff; the presenter reads none"],
                     ifWrong: "That is what happens: erasing, or forwarding synchronously, keeps the willSet timing."),
], printed: probeLines, why: "Erased, or forwarded synchronously, the values still come from `@Published`'s willSet: every reader runs before the store and reads `none`."))
//#-end-hidden-code
/*:#localized(key: "Prose2")
 Run, then compare the results beside the code with your prediction: the verdict says whether they agree, and why.

 [Previous](@previous) | [Next](@next)
 */
