//#-hidden-code
import BookStage
import Combine
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # Is There an objectDidChange?

 **Last page:** an `AnyPublisher`, or a subject the values are forwarded through, hides where
 the values come from, not when they come: both readers read the presenter inside
 `@Published`'s delivery, and code downstream cannot tell. So the rule holds everywhere:
 **Inside a notification, [use the value you were sent](glossary://notification%20rule).**

 A `@Published` property can have its own [willSet](glossary://willSet) and
 [didSet](glossary://didSet), like any stored property. Then four kinds of code run for one
 assignment: the property's own willSet and didSet, [objectWillChange](glossary://objectWillChange)'s
 subscribers, and `$coupon`'s subscribers. In what order?

 Each of them below prints what it was handed and what `coupon` reads at that moment. The
 numbers give the order across lines.

 * callout(Predict):
   In what order do they run? Choose a case of `Order` for `prediction`, then run.

 - `.publishersWillSetDidSet`: `objectWillChange`, `$coupon`, own willSet, own didSet.
 - `.willSetPublishersDidSet`: Own willSet, `objectWillChange`, `$coupon`, own didSet.
 - `.willSetDidSetPublishers`: Own willSet, own didSet, `objectWillChange`, `$coupon`.
 */
enum Order { case notYet, publishersWillSetDidSet, willSetPublishersDidSet, willSetDidSetPublishers }
let prediction: Order = /*#-editable-code your prediction*/.notYet/*#-end-editable-code*/


let steps = Steps()

final class CartModel: ObservableObject {
    @Published var coupon: Coupon = .none {
        willSet {
            print(steps.numbered("own willSet: newValue is \(newValue); coupon reads \(coupon)"))
        }
        didSet {
            print(steps.numbered("own didSet: oldValue was \(oldValue); coupon reads \(coupon)"))
        }
    }
}

let model = CartModel()
let willChange = model.objectWillChange.sink { sent in
    let reads = model.coupon
    print(steps.numbered("objectWillChange sent \(sent); coupon reads \(reads)"))
}
let published = model.$coupon.dropFirst().sink { coupon in
    let reads = model.coupon
    print(steps.numbered("$coupon sent \(coupon); coupon reads \(reads)"))
}

model.coupon = /*#-editable-code a coupon*/.tenPercentOff/*#-end-editable-code*/
print(steps.numbered("after the assignment: coupon reads \(model.coupon)"))
//#-hidden-code
Stage.predict(prediction, Prediction(choices: [
    PredictionChoice(.publishersWillSetDidSet, says: "`objectWillChange`, `$coupon`, own willSet, own didSet.",
                     shows: ["objectWillChange sent", "$coupon sent", "own willSet", "own didSet"],
                     ifWrong: "Swift calls the property's own willSet first, and only then hands the value to `@Published`, whose setter sends."),
    PredictionChoice(.willSetPublishersDidSet, says: "Own willSet, `objectWillChange`, `$coupon`, own didSet.",
                     shows: ["own willSet", "objectWillChange sent", "$coupon sent", "own didSet"],
                     ifWrong: "That is the order: the own observers wrap the wrapper's setter, which sends before it stores."),
    PredictionChoice(.willSetDidSetPublishers, says: "Own willSet, own didSet, `objectWillChange`, `$coupon`.",
                     shows: ["own willSet", "own didSet", "objectWillChange sent", "$coupon sent"],
                     ifWrong: "`@Published` sends from inside its setter, before the store, so its subscribers run between the own willSet and didSet."),
], printed: steps.lines, why: "Swift calls the own willSet, then `@Published`'s setter, which sends on `objectWillChange` and `$coupon` and then stores; the own didSet runs after the store."))
//#-end-hidden-code
/*:#localized(key: "Prose2")
 Run, then compare the results beside the code with your prediction: the verdict says whether they agree, and why.

 [Previous](@previous) | [Next](@next)
 */
