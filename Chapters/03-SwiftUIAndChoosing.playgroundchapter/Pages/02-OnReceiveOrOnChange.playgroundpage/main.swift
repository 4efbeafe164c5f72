//#-hidden-code
import Combine
import Foundation
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # onReceive or onChange

 **Last page:** both models gave **one** redraw, after all three changes, reading every value:
 that comes from *deferring* the redraw, not from willSet. What willSet adds is the moment
 before the first change, when a framework can note the old state.

 ![Two lanes: objectWillChange, three marks, each just before the dashed line where that change is stored; redraw, one mark after all three](Chapter5@2x.png)

 **Goal:** Choose the SwiftUI modifier that reads the model after the change.

 * `onReceive(model.$coupon) { coupon in ... }` runs its action when the publisher emits: for
   a `@Published` property, inside willSet, before the model holds the new coupon.
 * `onChange(of: model.coupon) { ... }` runs when SwiftUI updates the view and finds a new
   value: by then the model holds it. It runs once per update, with the latest value.

 `CouponTotalView` in the Shop module uses both. Below, the same two moments without SwiftUI: a
 `$coupon` sink stands in for `onReceive`, and a read that `objectWillChange` schedules on the
 main queue stands in for the update.

 1. Run the page.
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

 The action of `onReceive` read the total from **before** the coupon: The Migration Bug, in
 SwiftUI code. So in a view, use the value `onReceive` hands you; to react with the rest of
 the model, use `onChange(of:)`. SwiftUI's **redraw** is safe with `@Published` when the
 change is made on the main thread; a view's own `onReceive` of a `$property` is not.

 [Previous](@previous) | [Next](@next)
 */
