//#-hidden-code
import Shop
//#-end-hidden-code
/*:
 # Choosing a Design

 | You need | Use | When it tells you | Shown on |
 |---|---|---|---|
 | one listener, explicit calls, testable through a protocol | delegate | after the change (didSet) | Chapter 1, Partner Protocols |
 | SwiftUI to redraw from a model | `@Published` in an `ObservableObject` | before the change (willSet); SwiftUI reads later | Chapter 5, Why SwiftUI Wants willSet |
 | a pipeline of derived values | `@Published` + `combineLatest`, `assign(to: &$x)` | before the change, but the value is in hand | Chapter 2, The Cart as Pipelines |
 | a sink that reads other properties | `CurrentValueSubject` / `@CurrentValue` | after the change | Chapter 4, All Three, Side by Side |
 | an iOS 17 model for SwiftUI | `@Observable` | before the change, once per tracking | Chapter 5, withObservationTracking |
 | values after the change, coalesced | `Observations` (Swift 6.2, iOS 26) | after the change | Chapter 5, Observations |

 Whatever you pick, one rule covers the bug this book is about: **inside a notification, use
 the value you were sent.** Read other state only if the notification comes after the change.

 The code below runs the demo script through every design in this book and checks each
 against the reference: every one of them is right when used as its row says.
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
/*:
 The page prints:

 ```
 delegate: right after every action
 @Published pipelines: right after every action
 @CurrentValue + update(): right after every action
 @Published + update(): stale
 ```

 [Previous](@previous) | [Next Chapter](@next)
 */
