//#-hidden-code
import Combine
import Foundation
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # onReceive or onChange

 **Last page:** both models gave **one** redraw, after all three changes, reading every value:
 that comes from *deferring* the redraw, not from willSet. What willSet adds is the moment
 before the first change, when a framework can note the old state (the reason Apple gives in
 the WWDC21 session "Discover concurrency in SwiftUI").

 ![Two lanes: objectWillChange, three marks, each just before the dashed line where that change is stored; redraw, one mark after all three](Chapter5@2x.png)

 The previous page's redraw reads the model later, at SwiftUI's next update, so it never sees a
 value from before the change. But a view can also run code of its own when the model changes,
 and SwiftUI gives it two modifiers that run at different moments:

 * `onReceive(model.$coupon) { coupon in ... }` subscribes to a publisher and runs its action
   when the publisher emits. In practice that is at once, so for a `@Published` property's
   `$coupon` it is inside willSet: the model does not hold the new coupon yet. (Apple documents
   the willSet timing of `@Published`, not when `onReceive` runs its action: do not depend on
   the latter, and use the value sent.)
 * `onChange(of: model.coupon) { ... }` runs when SwiftUI updates the view and finds that the
   value differs from the one it read at the last update: by then the model holds it. It runs
   once per update, with the latest value; values in between are not reported.

 `CouponTotalView`, in the Shop module, uses both; it compiles in the app. Below are the same
 two moments without SwiftUI: a sink on `$coupon` stands in for the action of `onReceive`, and
 a read that `objectWillChange` schedules on the main queue stands in for the update where
 `onChange` runs. `CouponTotalModel` computes `totalAfterCoupon` from what it holds when it is
 read. (`$coupon` sends its current value to each new subscriber; `dropFirst()` skips that one.)
 */
let model = CouponTotalModel(items: [.apple, .pen])
var readInOnReceive = 0
var sentToOnReceive = 0
var readAtUpdate = 0

let onReceive = model.$coupon.dropFirst().sink { coupon in
    readInOnReceive = model.totalAfterCoupon
    sentToOnReceive = model.total(after: coupon)
}
let update = model.objectWillChange.sink { _ in
    DispatchQueue.main.async { readAtUpdate = model.totalAfterCoupon }
}

model.coupon = /*#-editable-code a coupon*/.tenPercentOff/*#-end-editable-code*/
nextTurn()
print("onReceive read \(readInOnReceive), the coupon it was sent gives \(sentToOnReceive); the update read \(readAtUpdate)")
/*:#localized(key: "Prose2")
 It prints:

 ```
 onReceive read 165, the coupon it was sent gives 148; the update read 148
 ```

 The action of `onReceive` read the total from **before** the coupon: chapter 3's Migration
 Bug, in SwiftUI code. The coupon it was sent gives the right total, and so does the update,
 which reads after the store. (The stand-in records every update; SwiftUI runs `onChange` only
 when the value differs, so setting the coupon the model already holds runs no `onChange`.)
 So in a view:

 * In the action of `onReceive(model.$x)`, the book's rule holds:
   **Inside a notification, [use the value you were sent](glossary://notification%20rule).**
 * To react to a change with the rest of the model, use `onChange(of:)`: it runs at the
   update.

 SwiftUI's **redraw** is safe with `@Published` when the change is made on the main thread; a
 view's own `onReceive` of a `$property` is not.

 [Previous](@previous) | [Next](@next)
 */
