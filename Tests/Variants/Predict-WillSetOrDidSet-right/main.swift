// Variant of Chapters/03-WhenDoesItFire.playgroundchapter/Pages/01-WillSetOrDidSet.playgroundpage: the right prediction.
//#-hidden-code
import BookStage
import Combine
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # willSet or didSet?

 A [subscriber](glossary://subscriber) is told about a change. But at that moment, has the property already changed?

 The program below holds one number twice: in a `@Published` property and in a
 `CurrentValueSubject`, a publisher that holds a value (chapter 4 looks at it closely). Each subscriber (a [sink](glossary://sink)) prints the value it **received** and the value the
 **property** reads at that same moment.

 The results beside the code are grouped line by line, so each printed line carries a number
 (`Steps` in the Shop module adds it): the numbers tell the order across lines.

 * callout(Predict):
   After `increment()`, both subscribers receive 1. What does each one read from its property
   at that moment? Choose a case of `Reading` for `prediction`, then run.
 */
enum Reading { case notYet, bothRead1, publishedReads0, subjectReads0, bothRead0 }
let prediction: Reading = /*#-editable-code your prediction*/.publishedReads0/*#-end-editable-code*/

final class Sample {
    @Published var publishedValue: Int = 0
    let currentValue = CurrentValueSubject<Int, Never>(0)

    func increment() {
        publishedValue += 1
        currentValue.value += 1
    }
}

let steps = Steps()
let sample = Sample()
var cancellables = Set<AnyCancellable>()

print(steps.numbered("subscribe"))

sample.$publishedValue.sink { received in
    let property = sample.publishedValue
    print(steps.numbered("published received:\(received) property:\(property)"))
}.store(in: &cancellables)

sample.currentValue.sink { received in
    let property = sample.currentValue.value
    print(steps.numbered("currentValue received:\(received) property:\(property)"))
}.store(in: &cancellables)

print(steps.numbered("change the value"))
sample.increment()
//#-hidden-code
Stage.predict(prediction, Prediction(choices: [
    PredictionChoice(.bothRead1, says: "Both read 1.", shows: ["published received:1 property:1", "currentValue received:1 property:1"],
                     ifWrong: "That is what a didSet delegate would show. `@Published` sends before it stores."),
    PredictionChoice(.publishedReads0, says: "`@Published` reads 0; `CurrentValueSubject` reads 1.",
                     shows: ["published received:1 property:0", "currentValue received:1 property:1"],
                     ifWrong: "That is `@Published`'s order: it sends in willSet, before it stores."),
    PredictionChoice(.subjectReads0, says: "`@Published` reads 1; `CurrentValueSubject` reads 0.",
                     shows: ["published received:1 property:1", "currentValue received:1 property:0"],
                     ifWrong: "The other way round: `CurrentValueSubject` stores, then sends; `@Published` sends first."),
    PredictionChoice(.bothRead0, says: "Both read 0.", shows: ["published received:1 property:0", "currentValue received:1 property:0"],
                     ifWrong: "`CurrentValueSubject` stores the new value before it sends, so its subscriber reads 1."),
], printed: steps.lines, why: "`@Published` sends in willSet, before the property holds 1, so its subscriber reads 0; `CurrentValueSubject` stores 1, then sends."))
//#-end-hidden-code
/*:#localized(key: "Prose2")
 The results beside the `print` lines, put in the order of their numbers:

 ```
 1. subscribe
 2. published received:0 property:0
 3. currentValue received:0 property:0
 4. change the value
 5. published received:1 property:0
 6. currentValue received:1 property:1
 ```

 ![Two lanes: the @Published mark before the dashed line where the value is stored, the CurrentValueSubject mark after it](Chapter3@2x.png)

 On subscribing, both send their current value, 0. After `increment()` they differ:

 * `@Published` sends in **[willSet](glossary://willSet)**: the subscriber receives 1 while the property still
   reads 0.
 * `CurrentValueSubject` stores the value first and sends after, like **didSet**: the
   subscriber receives 1 and the property reads 1. (That is what Combine does; chapter 4
   looks at how far you can rely on it.)

 A read, inside a notification, that does not return the value the property holds once the
 change is done is a [stale read](glossary://stale%20read): here, the value from before. The picture above draws it: one lane
 per publisher, one mark per notification, the `@Published` mark before the dashed line
 where the value is stored.

 This is why the book follows one rule, met in chapter 2 (Publishers Through Protocols):
 **Inside a notification, [use the value you were sent](glossary://notification%20rule).**
 Chapter 4 shows when reading other state is safe too.

 [Previous](@previous) | [Next](@next)
 */
