//#-hidden-code
import Shop
import Stage
//#-end-hidden-code
/*:
 # Exercise: The Coupon Pipeline

 In the `@Published` design, the total after the coupon is not a computed property: it is a
 pipeline that combines two publishers and maps the pair to one number.

 * callout(Exercise):
   Finish the `map` so that `pay` is the total with tax after the coupon.
   Every `Coupon` knows how to apply itself: `coupon.apply(to: price)`.
 */
final class CouponTotal {
    @Published var coupon: Coupon = .none
    @Published var totalWithTax = 0
    @Published private(set) var pay = 0

    init() {
        $coupon.combineLatest($totalWithTax)
            .map { coupon, total in
                //#-editable-code
                total
                //#-end-editable-code
            }
            .assign(to: &$pay)
    }
}
//#-hidden-code
let model = CouponTotal()
var wrong: [String] = []
for total in [165, 220] {
    model.totalWithTax = total
    for coupon in Coupon.allCases {
        model.coupon = coupon
        let expected = coupon.apply(to: total)
        print("total \(total), \(coupon): pay \(model.pay)\(model.pay == expected ? "" : " (should be \(expected))")")
        if model.pay != expected { wrong.append("\(coupon)") }
    }
}
Stage.assess(wrong.isEmpty
    ? .pass("Every coupon gives the right pay. The pipeline used the values it was sent, never a read of a property.")
    : .fail(hints: [
        "`pay` should change when the coupon changes. Which coupons gave the wrong pay?",
        "The closure receives both values: `coupon` and `total`. Use both.",
        "Write `coupon.apply(to: total)`.",
    ], solution: "`coupon.apply(to: total)`"))
//#-end-hidden-code
/*:
 As written, the pipeline ignores the coupon, and the page prints:

 ```
 total 165, tenPercentOff: pay 165 (should be 148)
 ```

 With `coupon.apply(to: total)` every line is right:

 ```
 total 220, tenPercentOff: pay 198
 total 220, tenYenOff: pay 210
 Assessment: pass. Every coupon gives the right pay. The pipeline used the values it was sent, never a read of a property.
 ```

 [Previous](@previous) | [Next Chapter](@next)
 */
