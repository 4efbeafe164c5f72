//#-hidden-code
import Combine
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # The Cart as Pipelines

 ![Chapter 2's picture: the @Published lane](Chapter2.png)

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

 The same figures as the delegate version in chapter 1: the design changed, the screen
 did not.

 [Previous](@previous) | [Next](@next)
 */
