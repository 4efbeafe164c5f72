//#-hidden-code
import Combine
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # Store, Then Send

 ![Three lanes: delegate, @Published, CurrentValueSubject](Chapter4.png)

 A [CurrentValueSubject](glossary://CurrentValueSubject) is a [subject](glossary://subject): it
 holds a value and sends every new one to its subscribers. Setting its `value` (or calling
 `send(_:)`) **stores first, then sends**.

 Here both kinds hold the selected coupon, and each subscriber reads back what it holds.
 */
final class Coupons {
    @Published var published: Coupon = .none
    let subject = CurrentValueSubject<Coupon, Never>(.none)
}

let coupons = Coupons()
let steps = Steps()
var subscriptions = Set<AnyCancellable>()

coupons.$published.dropFirst().sink { sent in
    let reads = coupons.published
    print(steps.numbered("@Published sent \(sent), reads \(reads)"))
}.store(in: &subscriptions)
coupons.subject.dropFirst().sink { sent in
    let reads = coupons.subject.value
    print(steps.numbered("CurrentValueSubject sent \(sent), reads \(reads)"))
}.store(in: &subscriptions)

for coupon in [/*#-editable-code coupons to select*/Coupon.tenPercentOff, .tenYenOff/*#-end-editable-code*/] {
    coupons.published = coupon
    coupons.subject.value = coupon
}
/*:#localized(key: "Prose2")
 Beside each `print`, two results; in the order of their numbers:

 ```
 1. @Published sent tenPercentOff, reads none
 2. CurrentValueSubject sent tenPercentOff, reads tenPercentOff
 3. @Published sent tenYenOff, reads tenPercentOff
 4. CurrentValueSubject sent tenYenOff, reads tenYenOff
 ```

 Same changes, same order of code, opposite timing: `@Published` is willSet,
 `CurrentValueSubject` is didSet. Apple's documentation promises the willSet half; the
 store-then-send half is what Combine does (the article behind this chapter observed the same
 timing with Apple's Combine), not a documented promise.

 So a subscriber that reads the subject's `value` sees what it was sent, **as long as values
 are sent one at a time**. A subscriber that sets the value again while a value is being
 delivered breaks that. Here the new value is stored and delivered at once, nested inside the
 first delivery, which Combine does not document either:
 */
let rule = CurrentValueSubject<Coupon, Never>(.none)
let noPercentOff = rule.dropFirst().sink { sent in
//#-localizable-zone(Comment1)
    // A shop rule: turn 10% off into 10 yen off, from inside the delivery.
//#-end-localizable-zone
    if sent == .tenPercentOff { rule.value = .tenYenOff }
    print("sent \(sent), reads \(rule.value)")
}
rule.value = .tenPercentOff
/*:#localized(key: "Prose3")
 ```
 sent tenYenOff, reads tenYenOff
 sent tenPercentOff, reads tenYenOff
 ```

 The values arrive out of order: the nested delivery of 10 yen off finishes first, and the
 last value this sink is *sent* is 10% off, while the subject holds 10 yen off. Neither the
 value sent nor a read can be trusted in the middle of that. So do not send from inside a
 delivery: apply the rule before you send, or schedule the second send for later (for
 example with `DispatchQueue.main.async`).

 That is the fix's limit. Reading a subject's `value` in a handler is safe only while its
 values are sent one at a time, from one thread, delivered synchronously (no `receive(on:)` in
 between) and never from inside a delivery; otherwise, back to the rule:
 **Inside a notification, [use the value you were sent](glossary://notification%20rule).**

 [Previous](@previous) | [Next](@next)
 */
