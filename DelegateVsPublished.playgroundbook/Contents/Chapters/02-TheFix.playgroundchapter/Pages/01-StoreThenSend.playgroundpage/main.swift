//#-hidden-code
import Combine
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # Store, Then Send

 **Chapter 3's last page:** a property's own `willSet` runs first; then `@Published`'s setter
 sends on `objectWillChange` and `$coupon` and stores; the own `didSet` runs last, the one place
 in the class that runs after the store. `objectWillChange` carries no value, and there is no
 `objectDidChange`.

 ![Three lanes: delegate, @Published + update(), CurrentValueSubject](Chapter4@2x.png)

 A [CurrentValueSubject](glossary://CurrentValueSubject) is a [subject](glossary://subject): it
 holds a value and sends every new one to its subscribers. Setting its `value` (or calling
 `send(_:)`) **stores first, then sends**. Chapter 3's first page showed what that means for a
 sink: reading the subject back gives the new value, where a `@Published` sink reads
 the value from before. `@Published` is willSet, `CurrentValueSubject` is didSet.

 Apple's documentation promises the willSet half; the store-then-send half is what Combine
 does (the article behind this chapter observed the same timing with Apple's Combine), not a
 documented promise.

 Below, a sink reads the subject back each time a value is delivered.
 */
let coupon = CurrentValueSubject<Coupon, Never>(.none)
let reader = coupon.dropFirst().sink { sent in
    let reads = coupon.value
    print("sent \(sent), reads \(reads)")
}
coupon.value = /*#-editable-code the coupon to select*/.tenPercentOff/*#-end-editable-code*/
coupon.send(.tenYenOff)
/*:#localized(key: "Prose2")
 Beside the `print`, two results: each time, reading the subject back gave the sink the same coupon it had just received.

 Each time, the subject already held the value it was sending. That is what the second half of
 the book's rule needs: **Read other state only when [the notification comes after every value you read has been stored](glossary://notification%20rule).**
 For a subject, and for a delegate called from `didSet`, that holds only while all five of
 these hold:

 * values are sent one at a time (the next page breaks this);
 * from one thread (chapter 3's Which Thread Delivers?);
 * delivered synchronously, with no `receive(on:)` in between (chapter 3's receive(on:)
   Delivers Later);
 * the handler reads nothing that another subscriber of the same value writes (chapter 3's
   Subscriber Order);
 * nothing the handler reads is still waiting to be stored by the same action.

 The last one is easy to miss. Below, one action fills a basket: it stores the items, then the
 coupon, and the items' subscriber works out the pay from the coupon it reads.
 */
let basketItems = CurrentValueSubject<[Product], Never>([])
let basketCoupon = CurrentValueSubject<Coupon, Never>(.none)
let payWatcher = basketItems.dropFirst().sink { items in
    let pay = basketCoupon.value.apply(to: Pricing.includingTax(Pricing.subtotal(of: items)))
    print("items sent \(items.listed); pay reads \(pay)")
}
//#-localizable-zone(Comment1)
// One action, two stores.
//#-end-localizable-zone
basketItems.value = [.apple, .pen]
basketCoupon.value = .tenPercentOff
print("after the action: pay \(basketCoupon.value.apply(to: Pricing.includingTax(Pricing.subtotal(of: basketItems.value))))")
/*:#localized(key: "Prose3")
 ```
 items sent [apple, pen]; pay reads 165
 after the action: pay 148
 ```

 The items' notification came after the items were stored, and before the coupon was. A
 `didSet` delegate of an object that sets two properties in one method has the same gap. Store
 everything first and notify once, or hand the handler every value it needs. Where any of the
 five does not hold, back to the first half: **Inside a notification, [use the value you were sent](glossary://notification%20rule).**

 [Previous](@previous) | [Next](@next)
 */
