//#-hidden-code
import Combine
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # A Handler That Sends Back

 The previous page's conditions start with values sent **one at a time**. A subscriber that
 sets the value again while a value is being delivered breaks that. Here a shop policy turns
 10% off into 10 yen off, from inside the delivery: the new value is stored and delivered at
 once, nested inside the first delivery, which Combine does not document either.
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

 The handling comes out of order: the nested delivery of 10 yen off finishes first, and the
 sink's handling of 10% off finishes last, while the subject holds 10 yen off; a subscriber
 after this one would receive the two values out of order. That is a
 feedback loop: the handler sent into the very subject that was delivering to it. Neither the
 value sent nor a read can be trusted in the middle of that, in any design, and no rule for
 handlers repairs it. So a handler never sends back into the publisher that is delivering to
 it, or into anything that leads back to it: apply the policy before you send, or schedule the
 second send for later (for example with `DispatchQueue.main.async`). Sending into *another*
 publisher is fine, as chapter 3's Erased Publishers Hide the Timing does; that publisher's
 subscribers simply run inside this delivery too.

 [Previous](@previous) | [Next](@next)
 */
