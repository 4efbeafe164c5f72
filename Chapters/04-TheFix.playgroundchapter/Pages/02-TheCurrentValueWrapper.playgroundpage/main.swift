//#-hidden-code
import Shop
//#-end-hidden-code
/*:
 # The @CurrentValue Wrapper

 `@Published` is pleasant to write: `items` is the value, `$items` the publisher. A small
 [property wrapper](glossary://property%20wrapper) gives a `CurrentValueSubject` the same shape. It is `CurrentValue.swift`
 in the Shop module:

       public let projectedValue: CurrentValueSubject<Value, Never>
       set { projectedValue.value = newValue }  // stores, then sends

 The wrapped value lives in the subject; `$name` **is** the subject. Here is the program
 from the start of chapter 3, with `@CurrentValue`:
 */
final class Sample {
    @CurrentValue var value: Int = 0
}

let sample = Sample()
let cancellable = sample.$value.sink { value in
    print("received:\(value) property:\(sample.value)")
}
sample.value = /*#-editable-code a number*/1/*#-end-editable-code*/
/*:
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
for (action, screen) in zip(script.actions, screens) {
    print("\(action): \(screen)")
}
print(screens == script.expectedScreens ? "Every screen is right." : "Some screens are stale.")
/*:
 ```
 add pen: [pen, apple, pen] count 3, total 220, tenPercentOff, pay 198
 select tenYenOff: [pen, apple, pen] count 3, total 220, tenYenOff, pay 210
 Every screen is right.
 ```

 (the last two lines of six). The same `update()` that read stale values under `@Published` reads the right ones now,
 because every notification comes after the store.

 [Previous](@previous) | [Next](@next)
 */
