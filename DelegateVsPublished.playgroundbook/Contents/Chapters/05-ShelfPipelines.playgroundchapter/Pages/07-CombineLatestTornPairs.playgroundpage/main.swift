//#-hidden-code
import Combine
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # Why Does combineLatest Send a Torn Pair?

 In the `@Published` design, the count and the total with tax both come from `items`, each
 through a pipeline of its own. Below, a sink on the pay reads its sibling, the total with
 tax, and a [combineLatest](glossary://combineLatest) pairs the count with the total, both
 around one `add`.
 */
let presenter = PublishedPresenter()
var seen = ""
let payWatcher = presenter.$totalAfterCoupon.dropFirst().sink { pay in
    let total = presenter.totalWithTax
    seen = "pay \(pay), while totalWithTax reads \(total)"
}
var pairs = 0
let pairWatcher = presenter.$count.combineLatest(presenter.$totalWithTax).sink { _ in pairs += 1 }
presenter.add(.apple)
print(seen)
print("combineLatest sent \(pairs) pairs: one on subscribing, \(pairs - 1) for one add")
/*:#localized(key: "Prose2")
 The two `print` lines show:

 ```
 pay 110, while totalWithTax reads 0
 combineLatest sent 3 pairs: one on subscribing, 2 for one add
 ```

 The pay was sent inside the total's own willSet, before 110 was stored. And `combineLatest`
 sent two pairs for one `add`: the final one, and one in between that mixes the new count with
 the old total. A pair that never held together is a **torn** read. Where two values must
 agree, work both out in one `map` of one upstream, such as
 `$items.map { ($0.count, Pricing.subtotal(of: $0)) }`, rather than joining two publishers that
 both come from `items`.

 [Previous](@previous) | [Next Chapter](@next)
 */
