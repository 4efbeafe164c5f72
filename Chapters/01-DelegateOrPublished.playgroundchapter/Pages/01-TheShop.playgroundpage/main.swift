//#-hidden-code
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # The Shop

 Every page of this book runs the same small screen: a shopping cart. It comes from a
 Japanese article that wrote this screen first with delegates, then with `@Published`. Four
 other Japanese articles fill in the rest: one measured when `@Published` and
 `CurrentValueSubject` tell you about a change, and three showed ways to split a screen's
 code (partner protocols, Model-View-Presenter, Container / Presentational).

 * The shop sells an **apple** for 100 yen and a **pen** for 50 yen.
 * The screen shows the items, how many there are, the total with 10% consumption tax,
   the selected coupon, and the total after the coupon.
 * A customer can do two things: **add a product**, or **select a coupon** (none, 10% off,
   or 10 yen off).

 The chapters have pictures of one kind: a line per design, a dot per notification, and a
 dashed line at the moment the value is stored. A dot after the dashed line is a
 notification that comes after the store.

 Money is whole yen in `Int`. All rounding happens in one place, `Pricing`, in the Shop
 module: a percentage rounds down. A pen and an apple are 150 yen, 165 with tax, both
 exact; 10% off 165 is 148.5, which rounds down to 148.

 Run the page. Then change the items or the coupon and run it again.
 */
let items: [Product] = /*#-editable-code the products in the cart*/[.pen, .apple]/*#-end-editable-code*/
let coupon: Coupon = /*#-editable-code a coupon*/.tenPercentOff/*#-end-editable-code*/

let screen = CartScreen.expected(items: items, coupon: coupon)
for line in screen.lines {
    print(line)
}
/*:#localized(key: "Prose2")
 With a pen and an apple and 10% off, the results beside the code show:

 ```
 items: [pen, apple]
 count: 2
 total with tax: 165
 coupon: tenPercentOff
 total after coupon: 148
 ```

 `CartScreen.expected(items:coupon:)` is a plain function: two values in, the screen out.
 No objects, no notifications. The rest of the book builds the same screen with three tools
 (delegates, `@Published`, `CurrentValueSubject`), in five designs counting the half-way
 migration and SwiftUI's container, and checks each against this function.

 The book is written for Swift Playgrounds 4.4 and its Swift, 5.9. The outputs it quotes were
 recorded with a newer Swift, on Linux, where OpenCombine stands in for Combine; the few pages where the two differ (Observations, equal values
 and Observation, testing an `@Observable` model) say what 4.4 shows.

 [Next](@next)
 */
