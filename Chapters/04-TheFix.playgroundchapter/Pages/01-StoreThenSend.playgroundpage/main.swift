//#-hidden-code
import Combine
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # Store, Then Send

 ![Three lanes: delegate, @Published, CurrentValueSubject](Chapter4.png)

 A [CurrentValueSubject](glossary://CurrentValueSubject) is a [subject](glossary://subject): it
 holds a value and sends every new one to its subscribers. Setting its `value` (or calling
 `send(_:)`) **stores first, then sends**. Chapter 3's first page showed what that means for a
 sink: reading the subject back gives the new value, where a `@Published` sink reads
 the value from before. `@Published` is willSet, `CurrentValueSubject` is didSet.

 Apple's documentation promises the willSet half; the store-then-send half is what Combine
 does (the article behind this chapter observed the same timing with Apple's Combine), not a
 documented promise.

 So a subscriber that reads the subject's `value` sees what it was sent, **as long as values
 are sent one at a time**. A subscriber that sets the value again while a value is being
 delivered breaks that. Here a shop policy turns 10% off into 10 yen off, from inside the
 delivery: the new value is stored and delivered at once, nested inside the first delivery,
 which Combine does not document either.
 */
let rule = CurrentValueSubject<Coupon, Never>(.none)
let noPercentOff = rule.dropFirst().sink { sent in
//#-localizable-zone(Comment1)
    // A shop policy: turn 10% off into 10 yen off, from inside the delivery.
//#-end-localizable-zone
    if sent == .tenPercentOff { rule.value = .tenYenOff }
    print("sent \(sent), reads \(rule.value)")
}
rule.value = /*#-editable-code the coupon to select*/.tenPercentOff/*#-end-editable-code*/
/*:#localized(key: "Prose2")
 Beside the `print`, two results, in this order:

 ```
 sent tenYenOff, reads tenYenOff
 sent tenPercentOff, reads tenYenOff
 ```

 The values arrive out of order: the nested delivery of 10 yen off finishes first, and the
 last value this sink is *sent* is 10% off, while the subject holds 10 yen off. That is a
 feedback loop: the handler sent into the very subject that was delivering to it. Neither the
 value sent nor a read can be trusted in the middle of that, in any design, and no rule for
 handlers repairs it. So a handler never sends back into the publisher that is delivering to
 it, or into anything that leads back to it: apply the policy before you send, or schedule the
 second send for later (for example with `DispatchQueue.main.async`). Sending into *another*
 publisher is fine, as chapter 3's Erased Publishers Hide the Timing does; that publisher's
 subscribers simply run inside this delivery too.

 With that settled, the fix has one more limit, and the second half of the book's rule names
 it: **Read other state only when [the notification comes after every value you read has been stored](glossary://notification%20rule).** For a subject,
 that holds only while its values are sent one at a time, from one thread, delivered
 synchronously (no `receive(on:)` in between), and the handler reads nothing that another
 subscriber of the same value writes. Otherwise, back to the first half:
 **Inside a notification, [use the value you were sent](glossary://notification%20rule).**

 [Previous](@previous) | [Next](@next)
 */
