//#-hidden-code
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # Choosing a Design

 **Goal:** Pick the tool whose moment of telling fits what its handlers read.

 * **One listener, explicit calls:** a delegate (held `weak`, testable through a protocol) or a closure callback (held strongly: capture `[weak self]`).
   Called from didSet, either tells you after the store. Chapter 1, The Cart Tells Its Delegate.
 * **Derived values:** `@Published` pipelines whose handlers use only the values handed to them, with values that must agree worked out in one `map`. Chapter 1, The Cart as Pipelines.
 * **A handler that reads other state, outside SwiftUI:** `CurrentValueSubject` or
   `@CurrentValue`, within the conditions on chapter 2's first page. Chapter 2, When May a Handler Read More?,
   and The @CurrentValue Wrapper.
 * **Events that hold no value:** `PassthroughSubject`, sent after the owner has stored what
   handlers read. Chapter 2, Which Publisher Holds a Value?
 * **A model SwiftUI draws:** `@Observable` from iOS 17, or `@Published` in an `ObservableObject`; either way, for changes made on the main thread, the redraw reads later. Chapter 3, Does SwiftUI Redraw with Old Values?, and withObservationTracking.
 * **A view that reacts to one change:** `onChange(of:)`, or the value `onReceive` hands you.
   Chapter 3, onReceive or onChange.

 The article behind The Migration Bug goes further: outside SwiftUI, hold values in a `CurrentValueSubject`, never `@Published`. This book allows `@Published` pipelines whose handlers read nothing else.

 Exercise: Choose a Design applies the list to four screens, and optional chapters 6 to 9
 answer what comes next: delivery timing, the fix in depth, Observation, testing.

 [Previous](@previous) | [Next](@next)
 */
