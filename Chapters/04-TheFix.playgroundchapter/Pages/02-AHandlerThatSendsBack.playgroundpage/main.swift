//#-hidden-code
import BookStage
import Combine
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # A Handler That Sends Back

 The previous page's conditions start with values sent **one at a time**. A subscriber that
 sets the value again while a value is being delivered breaks that. Here a shop policy turns
 10% off into 10 yen off, from inside the delivery.

 * callout(Predict):
   The sink prints after it applies the policy. Which lines print, in what order? Choose a
   case of `Lines` for `prediction`, then run.
 */
enum Lines { case notYet, percentThenYen, yenThenPercent, percentReadingYenThenYen }
let prediction: Lines = /*#-editable-code your prediction*/.notYet/*#-end-editable-code*/


let rule = CurrentValueSubject<Coupon, Never>(.none)
let noPercentOff = rule.dropFirst().sink { sent in
//#-localizable-zone(Comment1)
    // A shop policy: turn 10% off into 10 yen off, from inside the delivery.
//#-end-localizable-zone
    if sent == .tenPercentOff { rule.value = .tenYenOff }
    print("sent \(sent), reads \(rule.value)")
}
rule.value = /*#-editable-code the coupon to select*/.tenPercentOff/*#-end-editable-code*/
//#-hidden-code
// The same policy on a subject of its own, noting each line in the order it prints.
let probe = CurrentValueSubject<Coupon, Never>(.none)
var probeLines: [String] = []
let probePolicy = probe.dropFirst().sink { sent in
    if sent == .tenPercentOff { probe.value = .tenYenOff }
    probeLines.append("sent \(sent), reads \(probe.value)")
}
probe.value = .tenPercentOff
Stage.predict(prediction, Prediction(choices: [
    PredictionChoice(.percentThenYen, says: "`sent tenPercentOff, reads tenPercentOff`, then `sent tenYenOff, reads tenYenOff`.",
                     shows: ["sent tenPercentOff, reads tenPercentOff", "sent tenYenOff, reads tenYenOff"],
                     ifWrong: "That would need the second value to wait its turn. The subject stores and delivers it at once, nested inside the first delivery."),
    PredictionChoice(.yenThenPercent, says: "`sent tenYenOff, reads tenYenOff`, then `sent tenPercentOff, reads tenYenOff`.",
                     shows: ["sent tenYenOff, reads tenYenOff", "sent tenPercentOff, reads tenYenOff"],
                     ifWrong: "That is what happens: the nested delivery prints first."),
    PredictionChoice(.percentReadingYenThenYen, says: "`sent tenPercentOff, reads tenYenOff`, then `sent tenYenOff, reads tenYenOff`.",
                     shows: ["sent tenPercentOff, reads tenYenOff", "sent tenYenOff, reads tenYenOff"],
                     ifWrong: "The nested delivery runs inside `rule.value = .tenYenOff`, before the first delivery reaches its `print`, so its line comes first."),
], printed: probeLines, why: "Setting the value inside a delivery stores it and delivers it at once, nested: the second line prints first, and the first delivery then reads a value it was never sent."))
//#-end-hidden-code
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
