//#-hidden-code
import Combine
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # willSet or didSet?

 ![Two lanes: the @Published mark before the dashed line where the value is stored, the CurrentValueSubject mark after it](Chapter3.png)

 A [subscriber](glossary://subscriber) is told about a change. But at that moment, has the property already changed?

 The program below holds one number twice: in a `@Published` property and in a
 `CurrentValueSubject`, a publisher that holds a value (chapter 4 looks at it closely). Each subscriber (a [sink](glossary://sink)) prints the value it **received** and the value the
 **property** reads at that same moment.

 The results beside the code are grouped line by line, so each printed line carries a number
 (`Steps` in the Shop module adds it): the numbers tell the order across lines.
 */
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

 On subscribing, both send their current value, 0. After `increment()` they differ:

 * `@Published` sends in **[willSet](glossary://willSet)**: the subscriber receives 1 while the property still
   reads 0.
 * `CurrentValueSubject` stores the value first and sends after, like **didSet**: the
   subscriber receives 1 and the property reads 1. (That is what Combine does; chapter 4
   looks at how far you can rely on it.)

 A read, inside a notification, that does not return the value the property holds once the
 change is done is a [stale read](glossary://stale%20read): here, the value from before. The picture at the top draws it: one lane
 per publisher, one mark per notification, the `@Published` mark before the dashed line
 where the value is stored.

 This is why the book follows one rule, met in chapter 2 (Publishers Through Protocols):
 **Inside a notification, [use the value you were sent](glossary://notification%20rule).**
 Chapter 4 shows when reading other state is safe too.

 [Previous](@previous) | [Next](@next)
 */
