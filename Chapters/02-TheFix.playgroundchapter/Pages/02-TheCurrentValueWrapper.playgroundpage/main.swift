//#-hidden-code
import Combine
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # The @CurrentValue Wrapper

 **Last page:** the items' subscriber ran before the coupon was stored, so its pay left the
 coupon out.

 **Goal:** Give a `CurrentValueSubject` the shape of `@Published`, and fix the migration with it.

 With `@Published`, `items` is the value and `$items` the publisher. A small
 [property wrapper](glossary://property%20wrapper), `CurrentValue.swift` in the Shop module,
 gives a `CurrentValueSubject` the same shape:

       public let projectedValue: CurrentValueSubject<Value, Never>
       set { projectedValue.value = newValue }

 Setting the property sets the subject's `value`, which stores, then sends, and `$name` **is**
 the subject. The article's program again, with `@CurrentValue`:
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

 Now The Migration Bug's view with `@Published` swapped for `@CurrentValue`, nothing else changed: `SubjectCartView`.
 */
let view = SubjectCartView()
let script = CartScript.demo
let screens = script.run(on: view)
print(screens == script.expectedScreens ? "Every screen is right." : "Some screens are stale.")
/*:#localized(key: "Prose3")
 ```
 Every screen is right.
 ```

 The same `update()` that read stale values under `@Published` reads the right ones now:
 every notification comes after the store, and each action stores a single value, so the
 conditions on this chapter's first page hold. Two limits: it sends no `objectWillChange`, so for a model SwiftUI draws, keep `@Published` or `@Observable`;
 and `$name` is the subject itself, so code outside can send through it even past a
 `private(set)` (chapter 7, Who Can Send Through @CurrentValue?).

 [Previous](@previous) | [Next](@next)
 */
