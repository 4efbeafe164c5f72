//#-hidden-code
import BookStage
import Combine
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # willSet or didSet?

 **Goal:** Predict what a subscriber reads from its property at the moment it is told.

 The program below holds one number twice: in a `@Published` property, and in a
 `CurrentValueSubject`, a publisher that holds a value. Each
 [subscriber](glossary://subscriber) (a [sink](glossary://sink)) prints the value it **received** and the value its **property**
 reads at that moment. Each printed line carries a number that tells the order.

 * callout(Predict):
   After `increment()`, both subscribers receive 1. What does each one read from its property
   at that moment? Choose a case of `Reading` for `prediction`, then run.

 - `.bothRead1`: Both read 1.
 - `.subjectReads0`: `@Published` reads 1; `CurrentValueSubject` reads 0.
 - `.publishedReads0`: `@Published` reads 0; `CurrentValueSubject` reads 1.
 - `.bothRead0`: Both read 0.
 */
enum Reading { case notYet, bothRead1, subjectReads0, publishedReads0, bothRead0 }
let prediction: Reading = /*#-editable-code your prediction*/.notYet/*#-end-editable-code*/

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
    PredictionChoice(.subjectReads0, says: "`@Published` reads 1; `CurrentValueSubject` reads 0.",
                     shows: ["published received:1 property:1", "currentValue received:1 property:0"],
                     ifWrong: "The other way round: `CurrentValueSubject` stores, then sends; `@Published` sends first."),
    PredictionChoice(.publishedReads0, says: "`@Published` reads 0; `CurrentValueSubject` reads 1.",
                     shows: ["published received:1 property:0", "currentValue received:1 property:1"],
                     ifWrong: "That is `@Published`'s order: it sends in willSet, before it stores."),
    PredictionChoice(.bothRead0, says: "Both read 0.", shows: ["published received:1 property:0", "currentValue received:1 property:0"],
                     ifWrong: "`CurrentValueSubject` stores the new value before it sends, so its subscriber reads 1."),
], printed: steps.lines, why: "`@Published` sends in willSet, before the property holds 1, so its subscriber reads 0 (Apple's documentation of `Published` says it publishes in willSet); `CurrentValueSubject` stores 1, then sends."))
//#-end-hidden-code
/*:#localized(key: "Prose2")
 Run, then compare the results beside the code with your prediction: the verdict says whether they agree, and why.

 [Previous](@previous) | [Next](@next)
 */
