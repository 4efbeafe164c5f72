//#-hidden-code
import Combine
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # When May a Handler Read More?

 **Goal:** Learn when a handler may read more than it was sent.

 ![Three lanes: delegate, @Published + update(), CurrentValueSubject](Chapter4@2x.png)

 A [CurrentValueSubject](glossary://CurrentValueSubject) is a [subject](glossary://subject): it
 holds a value and sends every new one to its subscribers. Setting its `value` (or calling
 `send(_:)`) **stores first, then sends**: what Combine does, though Apple does not document it.

 1. Run the page: a sink reads the subject back at each delivery.
 */
let coupon = CurrentValueSubject<Coupon, Never>(.none)
let reader = coupon.dropFirst().sink { sent in
    let reads = coupon.value
    print("sent \(sent), reads \(reads)")
}
coupon.value = /*#-editable-code the coupon to select*/.tenPercentOff/*#-end-editable-code*/
coupon.send(.tenYenOff)
/*:#localized(key: "Prose2")
 Each time, the subject already held the coupon it was sending.

 That is the second half of the book's rule:
 **Read other state only when [the notification comes after every value you read has been stored](glossary://notification%20rule).**

 For a `CurrentValueSubject`, or a delegate called from `didSet`, that holds only while:

 * one value at a time: no handler sends back into the publisher delivering to it;
 * from one thread, delivered synchronously (no `receive(on:)`);
 * no other subscriber of the same value writes what the handler reads;
 * the action has stored everything the handler reads;
 * the publisher stores first: a `CurrentValueSubject` or `@CurrentValue` you set (not fed from `@Published`), or one whose owner promises it (an `AnyPublisher` hides which).

 Below, one action stores a basket's items, then its coupon; the items' subscriber works out the pay from the coupon.
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

 The items' notification came before the coupon was stored. Store everything first and notify once, or hand the handler every value it needs. Where any
 condition fails, back to the first half: **Inside a notification, [use the value you were sent](glossary://notification%20rule).**

 [Previous](@previous) | [Next](@next)
 */
