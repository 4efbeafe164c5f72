//#-hidden-code
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # Choosing a Design

 **Goal:** Pick the tool whose moment of telling fits what its handlers read.

 * **One listener, explicit calls:** a delegate, testable through a protocol and held `weak`,
   or a closure callback (`var onTap: (() -> Void)?`), held strongly, so capture `[weak self]`.
   Called from didSet, either tells you after the store. Chapter 1, The Cart Tells Its Delegate.
 * **Derived values:** `@Published` pipelines whose handlers use only the values handed to them, with values that must agree worked out in one `map`. Chapter 1, The Cart as Pipelines.
 * **A handler that reads other state, outside SwiftUI:** `CurrentValueSubject` or
   `@CurrentValue`, within the conditions of Store, Then Send. Chapter 2, Store, Then Send,
   and The @CurrentValue Wrapper.
 * **Events that hold no value:** `PassthroughSubject`, sent after the owner has stored what
   handlers read. Chapter 2, Which Publisher Holds a Value?
 * **A model SwiftUI draws:** `@Observable` from iOS 17, or `@Published` in an `ObservableObject`; either way the redraw reads later. Chapter 3, Why SwiftUI Wants willSet, and withObservationTracking.
 * **A view that reacts to one change:** `onChange(of:)`, or the value `onReceive` hands you.
   Chapter 3, onReceive or onChange.

 The article behind The Migration Bug draws a firmer line: outside SwiftUI, hold values in a
 `CurrentValueSubject`, not `@Published`. This book also allows `@Published` pipelines there,
 as long as no handler reads other state.

 The code below runs the demo script through four designs and checks each against
 `CartScreen.expected`. The last one is the half-way migration.
 */
let script = CartScript.demo
let designs: [(String, CartScreenDriving)] = [
    ("delegate", DelegateCartView()),
    ("@Published pipelines", PublishedCartView()),
    ("@CurrentValue + update()", SubjectCartView()),
    ("@Published + update()", MigratedCartView()),
]
for (name, view) in designs {
    let right = script.run(on: view) == script.expectedScreens
    print("\(name): \(right ? "right after every action" : "stale")")
}
/*:#localized(key: "Prose2")
 It prints:

 ```
 delegate: right after every action
 @Published pipelines: right after every action
 @CurrentValue + update(): right after every action
 @Published + update(): stale
 ```

 [Previous](@previous) | [Next](@next)
 */
