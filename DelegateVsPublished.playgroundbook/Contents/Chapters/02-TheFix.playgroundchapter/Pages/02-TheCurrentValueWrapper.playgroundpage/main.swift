//#-hidden-code
import Combine
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # The @CurrentValue Wrapper

 **Last page:** a handler that set the subject again inside its delivery got a nested delivery:
 the second value was handled first, and the first handler then read a value it was never sent.
 That is a feedback loop, and no rule for handlers repairs it: never send back into the
 publisher that is delivering to you; apply the policy before you send, or send later.

 `@Published` is pleasant to write: `items` is the value, `$items` the publisher. A small
 [property wrapper](glossary://property%20wrapper) gives a `CurrentValueSubject` the same
 shape. It is `CurrentValue.swift` in the Shop module:

       public let projectedValue: CurrentValueSubject<Value, Never>
       set { projectedValue.value = newValue }  // stores, then sends

 The wrapped value lives in the subject; `$name` **is** the subject. Here is the second
 program of the article behind chapter 3, with `@CurrentValue`:
 */
final class Sample {
    @CurrentValue var value: Int = 0
}

let sample = Sample()
let cancellable = sample.$value.sink { value in
    let property = sample.value
    print("received:\(value) property:\(property)")
}
sample.value = /*#-editable-code a number*/1/*#-end-editable-code*/
/*:#localized(key: "Prose2")
 ```
 received:0 property:0
 received:1 property:1
 ```

 Now the half-way migration from chapter 3, with `@Published` swapped for `@CurrentValue` and
 nothing else changed: the view still calls `update()` from its sinks. That is
 `SubjectCartView`.
 */
let view = SubjectCartView()
let script = CartScript.demo
let screens = script.run(on: view)
print(screens == script.expectedScreens ? "Every screen is right." : "Some screens are stale.")
/*:#localized(key: "Prose3")
 ```
 Every screen is right.
 ```

 The same `update()` that read stale values under `@Published` reads the right ones now,
 because every notification comes after the store (what Combine does; within the limits of the chapter's first two pages).

 Two catches come with the wrapper; the next page shows them.

 [Previous](@previous) | [Next](@next)
 */
