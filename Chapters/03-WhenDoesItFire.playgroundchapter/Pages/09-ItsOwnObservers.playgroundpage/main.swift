//#-hidden-code
import BookStage
import Combine
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # Its Own willSet and didSet

 A `@Published` property can have its own [willSet](glossary://willSet) and
 [didSet](glossary://didSet), like any stored property. Then four kinds of code run for one
 assignment: the property's own willSet and didSet, [objectWillChange](glossary://objectWillChange)'s
 subscribers, and `$coupon`'s subscribers. In what order?

 Each of them below prints what it was handed and what `coupon` reads at that moment. The
 numbers give the order across lines.

 * callout(Predict):
   In what order do they run? Choose a case of `Order` for `prediction`, then run.
 */
enum Order { case notYet, willSetPublishersDidSet, publishersWillSetDidSet, willSetDidSetPublishers }
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
    PredictionChoice(.willSetPublishersDidSet, says: "Own willSet, `objectWillChange`, `$coupon`, own didSet.",
                     shows: ["own willSet", "objectWillChange sent", "$coupon sent", "own didSet"],
                     ifWrong: "That is the order: the own observers wrap the wrapper's setter, which sends before it stores."),
    PredictionChoice(.publishersWillSetDidSet, says: "`objectWillChange`, `$coupon`, own willSet, own didSet.",
                     shows: ["objectWillChange sent", "$coupon sent", "own willSet", "own didSet"],
                     ifWrong: "Swift calls the property's own willSet first, and only then hands the value to `@Published`, whose setter sends."),
    PredictionChoice(.willSetDidSetPublishers, says: "Own willSet, own didSet, `objectWillChange`, `$coupon`.",
                     shows: ["own willSet", "own didSet", "objectWillChange sent", "$coupon sent"],
                     ifWrong: "`@Published` sends from inside its setter, before the store, so its subscribers run between the own willSet and didSet."),
], printed: steps.lines, why: "Swift calls the own willSet, then `@Published`'s setter, which sends on `objectWillChange` and `$coupon` and then stores; the own didSet runs after the store."))
//#-end-hidden-code
/*:#localized(key: "Prose2")
 The results beside the `print` lines, put in the order of their numbers:

 ```
 1. own willSet: newValue is tenPercentOff; coupon reads none
 2. objectWillChange sent (); coupon reads none
 3. $coupon sent tenPercentOff; coupon reads none
 4. own didSet: oldValue was none; coupon reads tenPercentOff
 5. after the assignment: coupon reads tenPercentOff
 ```

 The property's own observers wrap everything `@Published` does. Swift calls the own
 `willSet`, then the wrapper's setter, then the own `didSet`: that is how the compiler builds
 the setter of any wrapped property with observers. Inside the wrapper's setter come
 `objectWillChange`, then `$coupon`, then the store, as on the page "objectWillChange Comes
 First" (Apple documents that both come before the store; their order is what Combine does).
 So every subscriber is told before the store, and the own `didSet` runs after all of them.

 Look at step 2 again: `objectWillChange` sent `()`. It carries no value and does not say which
 property changes, and there is no `objectDidChange`: Combine and SwiftUI have only the "will"
 signal. To act on the new value:

 * take it from a `$coupon` subscriber, which is sent it:
   **Inside a notification, [use the value you were sent](glossary://notification%20rule).**
 * or read later, after the store, as SwiftUI does at its next update;
 * or, inside the class, use the property's own `didSet`: the one place that runs after the
   store. Chapter 1's cart tells its delegate from a `didSet`.

 [Previous](@previous) | [Next Chapter](@next)
 */
