//#-hidden-code
import BookStage
import Combine
import Shop
//#-end-hidden-code
//#-code-completion(everything, hide)
//#-code-completion(identifier, show, coupon, total, apply(to:), totalWithTax, saving)
/*:#localized(key: "Prose1")
 # Exercise: Why Is My Pipeline Stale?

 In the `@Published` design, the total after the coupon is not a computed property: it is a
 pipeline that combines two publishers and maps the pair to one number. A receipt wants one
 more number from the same two values: how much the coupon saves.

 The starting line below reads the total from `self`. Run it first: some savings come out
 wrong. A hint: `@Published` sends a new value before the property holds it (willSet or didSet?, in chapter 1), so inside the pipeline, `self` still has the old total.

 * callout(Exercise):
   Fix the `map` so that `saving` is how many yen the coupon takes off the total with tax, right
   after every change of either value. A `Coupon` has `apply(to:)`, which takes a price and
   returns the price after the coupon.
 */
final class CouponSaving {
    @Published var coupon: Coupon = .none
    @Published var totalWithTax = 0
    @Published private(set) var saving = 0

    init() {
        $coupon.combineLatest($totalWithTax)
            .map { coupon, total in
                //#-editable-code how many yen this coupon takes off this total
                self.totalWithTax - coupon.apply(to: self.totalWithTax)
                //#-end-editable-code
            }
            .assign(to: &$saving)
    }
}

let model = CouponSaving()
//#-hidden-code
// The check listens beside the learner's pipeline: each change (of either value) and each
// saving the pipeline assigns, paired in order. It never runs the learner's code itself, so
// the results beside the map line are the loop's alone.
var pairs: [(coupon: Coupon, total: Int)] = []
var savings: [Int] = []
var latest = (coupon: model.coupon, total: model.totalWithTax)
let listening: [AnyCancellable] = [
    model.$coupon.dropFirst().sink { latest.coupon = $0; pairs.append(latest) },
    model.$totalWithTax.dropFirst().sink { latest.total = $0; pairs.append(latest) },
    model.$saving.dropFirst().sink { savings.append($0) },
]
//#-end-hidden-code
for coupon in Coupon.allCases {
    model.coupon = coupon
    for total in [165, 220] {
        model.totalWithTax = total
        print("total \(total), \(coupon): saves \(model.saving)")
    }
}
//#-hidden-code
// What kind of wrong each wrong saving is.
func saving(_ coupon: Coupon, _ total: Int) -> Int { total - coupon.apply(to: total) }
var kinds: [Set<String>] = []
var previous = (coupon: Coupon.none, total: 0)
for (now, got) in zip(pairs, savings) {
    if got != saving(now.coupon, now.total) {
        var kind: Set<String> = []
        if got == 0 { kind.insert("nothing") }
        if got == now.coupon.apply(to: now.total) { kind.insert("pay") }
        if got == saving(previous.coupon, now.total) || got == saving(now.coupon, previous.total) { kind.insert("stale") }
        if got == now.total - now.coupon.apply(to: now.coupon.apply(to: now.total)) { kind.insert("double") }
        kinds.append(kind)
    }
    previous = now
}
if pairs.count != savings.count { kinds.append(["unpaired"]) }
let answer = "Write `total - coupon.apply(to: total)`: both values come into the closure."
if kinds.isEmpty {
    Stage.assess(.pass("Every change gives the right saving. The pipeline used the two values it was sent, never a read of a property."))
} else if kinds.allSatisfy({ $0.contains("nothing") }) {
    Stage.assess(.fail(hints: [
        "`saving` stays 0 whatever the customer picks: the closure does not use what it receives.",
        "The closure receives both values, `coupon` and `total`. The saving is the difference between the total and the price after the coupon.",
        answer,
    ], solution: "`total - coupon.apply(to: total)`"))
} else if kinds.allSatisfy({ $0.contains("pay") }) {
    Stage.assess(.fail(hints: [
        "`saving` is what the customer pays after the coupon, not what the coupon takes off.",
        "Subtract the price after the coupon from the total the closure received.",
        answer,
    ], solution: "`total - coupon.apply(to: total)`"))
} else if kinds.allSatisfy({ $0.contains("double") }) {
    Stage.assess(.fail(hints: [
        "The coupon is applied twice: 10% off saves 19% of the total.",
        "Apply the coupon once, to the total the closure received.",
        answer,
    ], solution: "`total - coupon.apply(to: total)`"))
} else if kinds.allSatisfy({ $0.contains("stale") }) {
    Stage.assess(.fail(hints: [
        "`saving` is one change behind: it mixes the new value with the old coupon or the old total.",
        "`@Published` sends in willSet: inside the pipeline, `self.coupon` and `self.totalWithTax` still hold the old values. The closure's arguments are the new ones.",
        answer,
    ], solution: "`total - coupon.apply(to: total)`"))
} else {
    Stage.assess(.fail(hints: [
        "Some savings are wrong. Compare each with the total minus the price after the coupon.",
        "The saving is the total the closure received, minus that total after the coupon it received.",
        answer,
    ], solution: "`total - coupon.apply(to: total)`"))
}
//#-end-hidden-code
/*:#localized(key: "Prose2")
 As written, 10% off saves the wrong amount, one total behind:

 ```
 total 165, tenPercentOff: saves 22
 total 220, tenPercentOff: saves 17
 ```

 [Previous](@previous) | [Next](@next)
 */
