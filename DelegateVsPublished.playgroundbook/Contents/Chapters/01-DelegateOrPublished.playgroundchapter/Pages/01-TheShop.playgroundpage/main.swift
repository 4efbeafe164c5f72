//#-hidden-code
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # The Shop

 **Goal:** Run the cart screen that every page of this book builds.

 The cart comes from a Japanese article,
 [“Rewriting a delegate-pattern View with @Published”](https://zenn.dev/ikuraikura/articles/2022-02-25-pub3),
 which wrote this screen with delegates and then with `@Published`:

 * The shop sells an **apple** for 100 yen and a **pen** for 50 yen.
 * The screen shows the items, their count, the total with 10% tax, the coupon, and the total
   after the coupon.
 * A customer can **add a product** or **select a coupon** (none, 10% off, or 10 yen off).

 `CartScreen.expected(items:coupon:)` works the screen out from two values, with no
 notifications; every design in the book is checked against it.

 1. Run the page.
 2. Change the items or the coupon, and run it again.
 */
let items: [Product] = /*#-editable-code the products in the cart*/[.pen, .apple]/*#-end-editable-code*/
let coupon: Coupon = /*#-editable-code a coupon*/.tenPercentOff/*#-end-editable-code*/

let screen = CartScreen.expected(items: items, coupon: coupon)
for line in screen.lines {
    print(line)
}
/*:#localized(key: "Prose2")
 With a pen, an apple and 10% off, the results beside the code show:

 ```
 items: [pen, apple]
 count: 2
 total with tax: 165
 coupon: tenPercentOff
 total after coupon: 148
 ```

 10% off 165 is 148.5: `Pricing` rounds every percentage down.

 [Next](@next)
 */
