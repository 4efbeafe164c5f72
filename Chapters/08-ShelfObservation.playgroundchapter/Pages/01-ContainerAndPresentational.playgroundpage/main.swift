//#-hidden-code
import BookStage
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # How Do I Split a SwiftUI Screen?

 A SwiftUI screen splits well in two, a pattern that comes from React:

 * the **[container](glossary://container)** is a SwiftUI view that holds the state, with
   SwiftUI's own property wrappers: `CartContainerView` keeps the items in `@State`, and the
   chosen coupon in `@AppStorage`, so the coupon survives a relaunch (the live view may open
   with the coupon you picked last time);
 * the **presentational** view takes plain values and callbacks: a `CartSummaryInput` holds a
   `CartScreen` and two closures, `onAdd` and `onSelect`. `CartSummaryView` draws it and
   knows nothing about where the state lives.

 There is no view model object holding the state, so there are no `@Published` properties,
 and nothing to read in willSet. When a callback changes the state, SwiftUI calls the
 container's `body` again, after the change, and `body` reads the new values. That is why
 a `@State` container has no stale-read trap.

 The article behind this page came to it from VIPER, which needed four files for one screen;
 a container and a presentational view make two. It had one more reason: some of SwiftUI's
 property wrappers work
 only inside a view. `@FetchRequest` (Core Data) and `@AppStorage` are dynamic properties,
 which SwiftUI keeps up to date for the *view* that holds them (Apple documents `@AppStorage`
 as invalidating that view when its value changes). Inside an `ObservableObject`
 no view holds them, and an `@AppStorage` there is not a `@Published`, so a change to it does
 not reach `objectWillChange` and nothing redraws. A container view holds them where they
 work. (This book does not ship Core Data; the `@AppStorage` above shows the same place.)

 Everything the container decides is a plain function in `CartContainerLogic`, so it runs
 here without SwiftUI. The code below does what the container does: it keeps the state in two
 variables, and `render()` builds the input from them, as `body` does.
 */
var items: [Product] = []
var coupon = Coupon.none

//#-localizable-zone(Comment1)
/// The container's body: the presentational input, built from the state as it is now.
//#-end-localizable-zone
func render() -> CartSummaryInput {
    CartContainerLogic.input(
        items: items, coupon: coupon,
        onAdd: { items = CartContainerLogic.adding($0, to: items) },
        onSelect: { coupon = $0 })
}

var rendered: [String] = []
let taps: [CartAction] = [/*#-editable-code the customer's taps*/.add(.apple), .add(.pen), .select(.tenYenOff)/*#-end-editable-code*/]
for tap in taps {
    let shown = render()
    switch tap {
    case .add(let product): shown.onAdd(product)
    case .select(let chosen): shown.onSelect(chosen)
    }
    rendered.append("\(tap), then render: \(render().screen)")
}
//#-hidden-code
Stage.show(view: CartContainerLogic.liveView(), content: LiveViewContent(
    title: "Each tap, then the next render",
    lines: [Localized.string("Above: the real CartContainerView, with Add buttons and a coupon picker. Below: the taps from the code.")] + rendered))
//#-end-hidden-code
/*:#localized(key: "Prose2")
 The live view is the real `CartContainerView`: tap its buttons. Below it, the taps from the
 code above, each followed by the render it causes:

 ```
 add apple, then render: [apple] count 1, total 110, none, pay 110
 add pen, then render: [apple, pen] count 2, total 165, none, pay 165
 select tenYenOff, then render: [apple, pen] count 2, total 165, tenYenOff, pay 155
 ```

 A preview, or a test, can hand `CartSummaryView` plain data without any state at all:
 `CartSummaryInput.preview` is a screen with an apple, a pen and 10% off.

 [Previous](@previous) | [Next](@next)
 */
