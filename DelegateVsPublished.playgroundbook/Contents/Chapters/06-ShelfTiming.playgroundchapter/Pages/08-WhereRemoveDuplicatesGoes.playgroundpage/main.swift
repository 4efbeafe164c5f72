//#-hidden-code
import Combine
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # Where Does removeDuplicates() Go?

 **Last page:** a property's own `willSet` runs first; then `@Published`'s setter
 sends on `objectWillChange` and `$coupon` and stores; the own `didSet` runs last, the one place
 in the class that runs after the store. `objectWillChange` carries no value, and there is no
 `objectDidChange`.

 `@Published` sends every assignment, equal or not, and each step of a pipeline passes on what
 it makes. [removeDuplicates()](glossary://removeDuplicates) drops a value equal to the one
 before it, so it compares whatever reaches it: put it after the step whose output must not
 repeat.

 Below, three subscribers watch one basket. Two count its items, with `removeDuplicates()`
 before `map(\.count)` and after it. The third works out the pay from `combineLatest` and drops
 repeats at the end. The basket swaps its pen for an apple (the same count), sets the coupon it
 already has, then adds a pen.

 1. Run the page, and compare the three lines.
 */
final class Basket {
    @Published var items: [Product] = [.pen]
    @Published var coupon: Coupon = .none
}

let basket = Basket()
var countsBefore: [Int] = [], countsAfter: [Int] = [], pays: [Int] = []
let before = basket.$items.removeDuplicates().map(\.count).sink { countsBefore.append($0) }
let after = basket.$items.map(\.count).removeDuplicates().sink { countsAfter.append($0) }
let pay = basket.$items.combineLatest(basket.$coupon)
    .map { items, coupon in coupon.apply(to: Pricing.includingTax(Pricing.subtotal(of: items))) }
    .removeDuplicates()
    .sink { pays.append($0) }

basket.items = [.apple]
basket.coupon = .none
basket.items = [.apple, .pen]
print("removeDuplicates before map: counts \(countsBefore)")
print("removeDuplicates after map: counts \(countsAfter)")
print("combineLatest, map, removeDuplicates: pays \(pays)")
/*:#localized(key: "Prose2")
 It prints:

 ```
 removeDuplicates before map: counts [1, 1, 2]
 removeDuplicates after map: counts [1, 2]
 combineLatest, map, removeDuplicates: pays [55, 110, 165]
 ```

 Before `map`, `[pen]` and `[apple]` differ, so the count 1 goes through twice; after `map`, the
 equal count is dropped. `combineLatest` sends a new pair whenever either side sends, even the
 coupon it already had; the `removeDuplicates()` after the last `map` drops that repeated 110.

 [Previous](@previous) | [Next Chapter](@next)
 */
