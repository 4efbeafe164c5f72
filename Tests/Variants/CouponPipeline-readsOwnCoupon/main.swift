// Variant of Chapters/02-Published.playgroundchapter/Pages/04-ExerciseTheCouponPipeline.playgroundpage: a wrong fix (reads self.coupon, still the old one in willSet).
//#-hidden-code
import BookStage
import Combine
import Shop
//#-end-hidden-code
//#-code-completion(everything, hide)
//#-code-completion(identifier, show, coupon, total, apply(to:))
/*:#localized(key: "Prose1")
 # Exercise: The Coupon Pipeline

 In the `@Published` design, the total after the coupon is not a computed property: it is a
 pipeline that combines two publishers and maps the pair to one number.

 * callout(Exercise):
   Finish the `map` so that `pay` is the total with tax after the coupon, whichever of the
   two values changes. A `Coupon` has `apply(to:)`, which takes a price.
 */
final class CouponTotal {
    @Published var coupon: Coupon = .none
    @Published var totalWithTax = 0
    @Published private(set) var pay = 0

    init() {
        $coupon.combineLatest($totalWithTax)
            .map { coupon, total in
                //#-editable-code the pay for this coupon and this total
                self.coupon.apply(to: total)
                //#-end-editable-code
            }
            .assign(to: &$pay)
    }
}

let model = CouponTotal()
for total in [165, 220] {
    model.totalWithTax = total
    print("total \(total), \(model.coupon): pay \(model.pay)")
    for coupon in Coupon.allCases {
        model.coupon = coupon
        print("total \(total), \(coupon): pay \(model.pay)")
    }
}
//#-hidden-code
// The check: every change, of either value, and what kind of wrong each wrong pay is.
let checked = CouponTotal()
var kinds: [Set<String>] = []
var previous = (coupon: checked.coupon, total: checked.totalWithTax)
func verify() {
    let now = (coupon: checked.coupon, total: checked.totalWithTax)
    let expected = now.coupon.apply(to: now.total)
    if checked.pay != expected {
        var kind: Set<String> = []
        if checked.pay == now.total { kind.insert("ignores") }
        if checked.pay == previous.coupon.apply(to: now.total) || checked.pay == now.coupon.apply(to: previous.total) { kind.insert("stale") }
        if checked.pay == now.coupon.apply(to: now.coupon.apply(to: now.total)) { kind.insert("double") }
        kinds.append(kind)
    }
    previous = now
}
for total in [165, 220] {
    checked.totalWithTax = total
    verify()
    for coupon in Coupon.allCases {
        checked.coupon = coupon
        verify()
    }
}
let answer = "Write `coupon.apply(to: total)`: both values come into the closure."
if kinds.isEmpty {
    Stage.assess(.pass("Every change gives the right pay. The pipeline used the two values it was sent, never a read of a property."))
} else if kinds.allSatisfy({ $0.contains("ignores") }) {
    Stage.assess(.fail(hints: [
        "`pay` ignores the coupon: it is the total with tax whatever the customer picks.",
        "The closure receives both values, `coupon` and `total`. Use both.",
        answer,
    ], solution: "`coupon.apply(to: total)`"))
} else if kinds.allSatisfy({ $0.contains("double") }) {
    Stage.assess(.fail(hints: [
        "The coupon is applied twice: 10% off comes out at 81% of the total.",
        "Apply the coupon once, to the total the closure received.",
        answer,
    ], solution: "`coupon.apply(to: total)`"))
} else if kinds.allSatisfy({ $0.contains("stale") }) {
    Stage.assess(.fail(hints: [
        "`pay` is one change behind: it mixes the new value with the old coupon or the old total.",
        "`@Published` sends in willSet: inside the pipeline, `self.coupon` and `self.totalWithTax` still hold the old values. The closure's arguments are the new ones.",
        answer,
    ], solution: "`coupon.apply(to: total)`"))
} else {
    Stage.assess(.fail(hints: [
        "Some totals are wrong. Compare each `pay` with what it should be.",
        "The pay is the coupon the closure received, applied to the total it received.",
        answer,
    ], solution: "`coupon.apply(to: total)`"))
}
//#-end-hidden-code
/*:#localized(key: "Prose2")
 As written, the results show lines such as this one, where 10% off changed nothing:

 ```
 total 165, tenPercentOff: pay 165
 ```

 [Previous](@previous) | [Next Chapter](@next)
 */
