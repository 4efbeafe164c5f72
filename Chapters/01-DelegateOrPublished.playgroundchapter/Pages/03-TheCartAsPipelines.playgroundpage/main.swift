//#-hidden-code
import Combine
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # The Cart as Pipelines

 ![Chapter 2's picture: the @Published lane](Chapter2@2x.png)

 Here is the same cart again, written with `@Published`. Open `PublishedDesign.swift` in the
 Shop module and compare it with `DelegateDesign.swift`:

 * no `didSet` and no delegate protocols, and the presenter has no computed properties;
 * every value is a **[publisher](glossary://publisher)**, and derived values are built from other publishers:

       $items.map(\.count).assign(to: &$count)

 * the total after the coupon needs two values at once, so it combines two publishers with
   [combineLatest](glossary://combineLatest):

       $selectedCoupon.combineLatest($totalWithTax)

 * the view has no `update()`: each of its properties follows one publisher of the presenter,
   bound with [assign](glossary://assign). Its one computed property, `shown`, only gathers
   those properties into a `CartScreen` for this page to print.

 Run the script below. Change the actions and run it again.
 */
let view = PublishedCartView()
let script = CartScript(/*#-editable-code what the customer does*/[.add(.pen), .add(.apple), .select(.tenPercentOff), .select(.tenYenOff)]/*#-end-editable-code*/)

for action in script.actions {
    view.perform(action)
    print("\(action): \(view.shown)")
}
/*:#localized(key: "Prose2")
 The results show:

 ```
 add pen: [pen] count 1, total 55, none, pay 55
 add apple: [pen, apple] count 2, total 165, none, pay 165
 select tenPercentOff: [pen, apple] count 2, total 165, tenPercentOff, pay 148
 select tenYenOff: [pen, apple] count 2, total 165, tenYenOff, pay 155
 ```

 Pipelines have a cost of their own: derived values update one after another, each inside the
 notification of the one before it. Below, a sink on the pay reads its sibling, the total with
 tax, and a `combineLatest` pairs the count with the total, both around one `add`.
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
print("for one add, combineLatest sent \(pairs) pairs")
/*:#localized(key: "Prose3")
 The two `print` lines show:

 ```
 pay 110, while totalWithTax reads 0
 for one add, combineLatest sent 3 pairs
 ```

 110 to pay on a total of 0: the pay was sent inside the total's own willSet, before 110 was
 stored. The three pairs are the one sent on subscribing, the final one, and one in between
 that mixes the new count with the old total, or the old count with the new total (which
 derived value updates first is not promised). That one in between is a pair that never held
 together: a **torn** read. The book's rule, stated on this chapter's Publishers Through
 Protocols, covers the first case: in a handler, take a second value from its publisher, as
 `totalAfterCoupon` does with `combineLatest`, not from the property. Where two values must
 agree, derive both from one source, so that they cannot tear.

 [Previous](@previous) | [Next](@next)
 */
