//#-hidden-code
import Shop
import Stage
//#-end-hidden-code
/*:
 # Container and Presentational

 A SwiftUI screen splits well in two:

 * the **[container](glossary://container)** owns the state and the logic. `CartContainer` is an `ObservableObject`
   with `@Published` items and coupon, and `add(_:)` and `select(_:)`;
 * the **presentational** view takes plain values and callbacks: a `CartSummaryInput` holds a
   `CartScreen` and two closures, `onAdd` and `onSelect`. `CartSummaryView` draws it and
   knows nothing about carts, publishers or containers.

 A preview hands the presentational view plain data (`CartSummaryInput.preview`). A test can
 drive the container without any SwiftUI, as this page does: it taps through the same
 callbacks the buttons call, and reads the input the view would get next.
 */
let container = CartContainer()

//#-editable-code
container.summary.onAdd(.apple)
container.summary.onAdd(.pen)
container.summary.onSelect(.tenYenOff)
//#-end-editable-code

let input = container.summary
for (label, text) in input.screen.fields {
    print("\(label): \(text)")
}
//#-hidden-code
Stage.show(view: container.liveView, title: "CartContainerView", text: "(the container's SwiftUI view, with buttons and a coupon picker)")
//#-end-hidden-code
/*:
 The page prints:

 ```
 items: [apple, pen]
 count: 2
 total: 165
 coupon: tenYenOff
 pay: 155
 ```

 `summary` is read when SwiftUI redraws, after the change, so reading the container's
 properties there is right. The live view is the real `CartContainerView`: tap its buttons.

 [Previous](@previous) | [Next](@next)
 */
