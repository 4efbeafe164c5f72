// Variant of Chapters/07-ShelfTheFix.playgroundchapter/Pages/01-AHandlerThatSendsBack.playgroundpage: a wrong prediction (the second value waits its turn).
//#-hidden-code
import BookStage
import Combine
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # Can a Sink Set the Value It Receives?

 **Last page:** before `map`, `[pen]` and `[apple]` differ, so the count 1 went through twice;
 after `map`, the equal count was dropped. `removeDuplicates()` compares whatever reaches it: put
 it after the step whose output must not repeat. `combineLatest` sends a new pair whenever either
 side sends, even the coupon it already had, and the `removeDuplicates()` after the last `map`
 dropped that repeated 110.

 The conditions of When May a Handler Read More? start with values sent **one at a time**. A subscriber that
 sets the value again while a value is being delivered breaks that. Here a shop policy turns
 10% off into 10 yen off, from inside the delivery.

 * callout(Predict):
   The sink prints after it applies the policy. Which lines print, in what order? Choose a
   case of `Lines` for `prediction`, then run.

 - `.yenThenPercent`: the 10-yen-off line first, reading 10 yen off; then the 10%-off line, reading 10 yen off.
 - `.percentThenYen`: the 10%-off line first, reading 10% off; then the 10-yen-off line, reading 10 yen off.
 - `.percentReadingYenThenYen`: the 10%-off line first, reading 10 yen off; then the 10-yen-off line, reading 10 yen off.
 */
enum Lines { case notYet, yenThenPercent, percentThenYen, percentReadingYenThenYen }
let prediction: Lines = /*#-editable-code your prediction*/.percentThenYen/*#-end-editable-code*/


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
    PredictionChoice(.yenThenPercent, says: "`sent tenYenOff, reads tenYenOff`, then `sent tenPercentOff, reads tenYenOff`.",
                     shows: ["sent tenYenOff, reads tenYenOff", "sent tenPercentOff, reads tenYenOff"],
                     ifWrong: "That is what happens: the nested delivery prints first."),
    PredictionChoice(.percentThenYen, says: "`sent tenPercentOff, reads tenPercentOff`, then `sent tenYenOff, reads tenYenOff`.",
                     shows: ["sent tenPercentOff, reads tenPercentOff", "sent tenYenOff, reads tenYenOff"],
                     ifWrong: "That would need the second value to wait its turn. The subject stores and delivers it at once, nested inside the first delivery."),
    PredictionChoice(.percentReadingYenThenYen, says: "`sent tenPercentOff, reads tenYenOff`, then `sent tenYenOff, reads tenYenOff`.",
                     shows: ["sent tenPercentOff, reads tenYenOff", "sent tenYenOff, reads tenYenOff"],
                     ifWrong: "The nested delivery runs inside `rule.value = .tenYenOff`, before the first delivery reaches its `print`, so its line comes first."),
], printed: probeLines, why: "Setting the value inside a delivery stores it and delivers it at once, nested: the second line prints first, and the first delivery then reads a value it was never sent."))
//#-end-hidden-code
/*:#localized(key: "Prose2")
 Run, then compare the results beside the code with your prediction: the verdict says whether they agree, and why.

 [Previous](@previous) | [Next](@next)
 */
