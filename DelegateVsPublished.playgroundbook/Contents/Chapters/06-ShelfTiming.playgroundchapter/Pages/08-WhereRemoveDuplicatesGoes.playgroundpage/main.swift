//#-hidden-code
import BookStage
import Combine
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # Where Does removeDuplicates() Go?

 **Last page:** a property's own `willSet` runs first; then `@Published`'s setter
 sends on `objectWillChange` and `$coupon` and stores; the own `didSet` runs last, the one place
 in the class that runs after the store. `objectWillChange` carries no value, and there is no
 `objectDidChange`.

 `@Published` sends every assignment, equal or not.
 [removeDuplicates()](glossary://removeDuplicates) drops a value equal to the one before it.

 Below, three subscribers watch one basket. Two count its items, with `removeDuplicates()`
 before `map(\.count)` and after it. The third works out the pay from `combineLatest` and drops
 repeats at the end. The basket swaps its pen for an apple (the same count), sets the coupon it
 already has, then adds a pen.

 * callout(Predict):
   Which counts does the subscriber with `removeDuplicates()` before `map(\.count)` receive?
   Choose a case of `Counts` for `prediction`, then run.

 - `.oneTwo`: `[1, 2]`: the repeated count is dropped.
 - `.oneOneTwo`: `[1, 1, 2]`: the count 1 goes through twice.
 - `.oneOneOneTwo`: `[1, 1, 1, 2]`: every assignment goes through, the coupon's too.
 */
enum Counts { case notYet, oneTwo, oneOneTwo, oneOneOneTwo }
let prediction: Counts = /*#-editable-code your prediction*/.notYet/*#-end-editable-code*/

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
//#-hidden-code
Stage.predict(prediction, Prediction(choices: [
    PredictionChoice(.oneTwo, says: "`[1, 2]`: the repeated count is dropped.", shows: ["removeDuplicates before map: counts [1, 2]"],
                     ifWrong: "Before `map`, `removeDuplicates()` compares arrays: `[pen]` and `[apple]` differ, so both go through, and both count 1."),
    PredictionChoice(.oneOneTwo, says: "`[1, 1, 2]`: the count 1 goes through twice.", shows: ["removeDuplicates before map: counts [1, 1, 2]"],
                     ifWrong: "That is what it receives: the arrays before `map` differ."),
    PredictionChoice(.oneOneOneTwo, says: "`[1, 1, 1, 2]`: every assignment goes through, the coupon's too.", shows: ["removeDuplicates before map: counts [1, 1, 1, 2]"],
                     ifWrong: "The coupon is not upstream of this pipeline: setting it sends nothing through `$items`."),
], printed: ["removeDuplicates before map: counts \(countsBefore)", "removeDuplicates after map: counts \(countsAfter)", "combineLatest, map, removeDuplicates: pays \(pays)"],
why: "`removeDuplicates()` compares what reaches it: before `map` that is the arrays, and `[pen]` and `[apple]` differ, so the count 1 goes through twice. Put it after the step whose output must not repeat."))
//#-end-hidden-code
/*:#localized(key: "Prose2")
 Run, then compare the results beside the code with your prediction: the verdict says whether they agree, and why.

 [Previous](@previous) | [Next Chapter](@next)
 */
