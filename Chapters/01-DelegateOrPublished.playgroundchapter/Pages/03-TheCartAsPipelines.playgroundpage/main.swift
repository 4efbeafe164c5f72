//#-hidden-code
import Combine
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # The Cart as Pipelines

 **Last page:** the delegate read the items with the pen. The cart calls it from
 [didSet](glossary://didSet), which runs after the new value is stored, so a delegate's
 `update()` can pull every value it shows.

 **Goal:** Run the same cart written with `@Published`.

 Open `PublishedDesign.swift` in the Shop module. It has no `didSet` and no delegate protocols:

 * every value is a **[publisher](glossary://publisher)**, and derived values are built from
   others: `$items.map(\.count).assign(to: &$count)`;
 * the total after the coupon needs two values, so it joins two publishers with
   [combineLatest](glossary://combineLatest);
 * the view has no `update()`: each of its properties follows one publisher, bound with
   [assign](glossary://assign).

 1. Run the page: the same screens as The Shop's, built from pipelines.
 2. Change the actions and run it again.
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

 [Previous](@previous) | [Next](@next)
 */
