//#-hidden-code
import Combine
import Foundation
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # Why Doesn't SwiftUI Show isLoading?

 A tap sets `isLoading = true`, does the work, and sets `isLoading = false`, all in one
 function on the main thread, and the spinner never appears. SwiftUI does not redraw at each
 change: it updates the view once the main thread is done with the event, and reads the model
 then. By then `isLoading` is `false` again.

 Below, `Redraw` plays SwiftUI's part: the first signal schedules one redraw on the main queue,
 after the code running now. The first tap does its work on the main thread; the second does it
 on another thread and brings the result back to the main queue.

 1. Run the page.
 */
final class LoadingModel: ObservableObject {
    @Published var isLoading = false
    @Published var items: [Product] = []
}

//#-localizable-zone(Comment1)
// Plays SwiftUI's part: the first signal schedules one redraw, after the code running now.
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
// The second tap: the work runs off the main thread, and its result comes back to it.
//#-end-localizable-zone
redraw.read = []
model.isLoading = true
DispatchQueue.global().async {
    let loaded: [Product] = [.pen]
    DispatchQueue.main.async {
        model.items = loaded
        model.isLoading = false
    }
}
MainQueue.wait(until: redraw.read.count == 2)
print("across turns: the redraws read isLoading \(redraw.read)")
/*:#localized(key: "Prose2")
 It prints:

 ```
 in one turn: the redraws read isLoading [false]
 across turns: the redraws read isLoading [true, false]
 ```

 One redraw, after the flag was cleared: the `true` was never drawn. To show a loading state,
 do the work off the main thread, or behind an `await` that suspends, and clear the flag when it
 ends. Work that stays on the main thread keeps the spinner from moving anyway.

 [Previous](@previous) | [Next Chapter](@next)
 */
