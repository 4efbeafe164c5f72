//#-hidden-code
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # Choosing a Design

 What you need decides the tool, and each tool tells you at its own moment:

 * **One listener, explicit calls, testable through a protocol:** a delegate. It tells you
   after the change (didSet). Chapter 1, Partner Protocols.
 * **SwiftUI redraws from a model:** `@Published` in an `ObservableObject`. It tells SwiftUI
   before the change (willSet), and SwiftUI reads later. Chapter 5, Why SwiftUI Wants willSet.
 * **A screen whose state SwiftUI keeps:** `@State` in a container view. SwiftUI calls the
   container's `body` again after the change. Chapter 5, Container and Presentational.
 * **A pipeline of derived values:** `@Published` with `combineLatest` and `assign(to: &$x)`.
   It sends before the change, but the new value is in your hands. Chapter 2, The Cart as
   Pipelines.
 * **A handler that must read other state:** a delegate called from didSet, or
   `CurrentValueSubject` / `@CurrentValue`, both within the limits of Store, Then Send. Both tell you
   after the store; mind `@CurrentValue`'s two catches
   (anyone who reaches `$name` can send, and it drives no `objectWillChange`). Chapter 4, All
   Three, Side by Side, and Testing the Wrapper.
 * **An iOS 17 model for SwiftUI:** `@Observable`. It tells you before the change, once per
   tracking. Chapter 5, withObservationTracking.
 * **Values after the change, coalesced:** `Observations` (Swift 6.2, iOS 26). Chapter 5,
   Observations.

 **Delegate, closure or publisher?** All three tell someone about a change. They differ in
 how many can listen, and in who keeps whom alive:

 * A **delegate** is one listener with a name: a protocol says what it hears, and the object
   holds it `weak`, so the listener's lifetime stays its own.
 * A **closure callback**, such as `var onCouponChange: ((Coupon) -> Void)?`, is one listener
   too, lighter, with no protocol. The object holds the closure strongly: when the listener
   also owns the object, a closure that captures it needs `[weak self]`, or the two keep each
   other alive.
 * A **publisher** has any number of subscribers. Each lives as long as its `AnyCancellable`
   is kept; dropping it ends the subscription.

 Each can hand over the new value, and the timing comes from where the call is made: from
 `didSet` it comes after the store; from `willSet`, as with `@Published`, before it.

 The article behind chapters 3 and 4 draws a firmer line: outside SwiftUI, do not pick
 `@Published` just because it is easy to write; hold the value in a `CurrentValueSubject`, or
 a wrapper over one. This book allows a `@Published` pipeline outside SwiftUI too, because a
 handler that uses only the value it is handed cannot read a stale one (values that must
 agree come from one source, as chapter 2's first page shows); it moves to a
 store-then-send design when a handler must read other state.

 Whatever you pick, one rule covers the bug this book is about:
 **Inside a notification, [use the value you were sent](glossary://notification%20rule).**
 **Read other state only when [the notification comes after every value you read has been stored](glossary://notification%20rule).** A didSet delegate
 and a subject give that within the limits of chapter 4's Store, Then Send. `@Published`, and
 the `objectWillChange` it drives, never give that for the property that is changing, or for
 anything computed from it. Other state stored before the change began may be read only within
 all five limits of chapter 4's Store, Then Send (one value at a time, from one thread,
 delivered synchronously, written by no other subscriber of the same value, and not still
 waiting to be stored by the same action); that is how `total(after:)` reads the items in
 the `onReceive` stand-in of this chapter's onReceive or onChange. SwiftUI's redraw is safe when the
 change is made on the main thread, because it reads later; a view's own `onReceive` of a
 `$property` is not (this chapter's onReceive or onChange).
 And in every design, a handler never sends back into the publisher that is delivering to it.

 The code below runs the demo script through four of the book's designs and checks each
 against the reference. The first three follow the advice above. The last one does not: it is
 chapter 3's half-way migration, a `@Published` sink that calls a delegate-style `update()`.
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
