//#-hidden-code
import Combine
import Foundation
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # Why Doesn't SwiftUI Show isLoading?

 A tap sets `isLoading = true`, does the work, and sets `isLoading = false`, all in one
 function, and the spinner never appears. SwiftUI does not redraw at each change: the first
 `objectWillChange` of a turn schedules one update, which reads the model on a later turn of
 the main queue. By then `isLoading` is `false` again.

 Below, `Redraw` plays SwiftUI's part the same way, as on Why SwiftUI Wants willSet. The first
 tap does its work in the same turn; the second sets `isLoading`, then does the work on a later
 turn.

 1. Run the page.
 */
final class LoadingModel: ObservableObject {
    @Published var isLoading = false
    @Published var items: [Product] = []
}

//#-localizable-zone(Comment1)
// Plays SwiftUI's part: the first signal of a turn schedules one redraw, on the main queue.
//#-end-localizable-zone
final class Redraw {
    var read: [Bool] = []
    private var scheduled = false

    func signal(_ model: LoadingModel) {
        guard !scheduled else { return }
        scheduled = true
        DispatchQueue.main.async {
            self.scheduled = false
            self.read.append(model.isLoading)
        }
    }
}

let model = LoadingModel()
let redraw = Redraw()
let watching = model.objectWillChange.sink { _ in redraw.signal(model) }

//#-localizable-zone(Comment2)
// The first tap: everything in one turn.
//#-end-localizable-zone
model.isLoading = true
model.items = [.apple, .pen]
model.isLoading = false
nextTurn()
print("in one turn: the redraws read isLoading \(redraw.read)")

//#-localizable-zone(Comment3)
// The second tap: the work waits for a later turn.
//#-end-localizable-zone
redraw.read = []
model.isLoading = true
DispatchQueue.main.async {
    model.items = [.pen]
    model.isLoading = false
}
nextTurn()
print("across turns: the redraws read isLoading \(redraw.read)")
/*:#localized(key: "Prose2")
 It prints:

 ```
 in one turn: the redraws read isLoading [false]
 across turns: the redraws read isLoading [true, false]
 ```

 One turn, one redraw, after the flag was cleared: the `true` was never drawn. To show a loading
 state, let the main queue turn after setting it: do the work asynchronously (a `Task`, a
 completion handler) and clear the flag when the work ends.

 [Previous](@previous) | [Next Chapter](@next)
 */
