//#-hidden-code
import Foundation
import Shop
import Stage
//#-end-hidden-code
/*:
 # Why SwiftUI Wants willSet

 ![Will change, then redraw](Chapter5.png)

 Chapter 3 ended on a question: if willSet gives stale reads, why does `@Published` use it?

 SwiftUI does not draw inside the notification. An [ObservableObject](glossary://ObservableObject)'s
 [objectWillChange](glossary://objectWillChange) tells it "this view is out of date". SwiftUI
 then redraws **once**, at its next update, after every change of this turn is done, and reads
 every value fresh. For that, "will change" is the right moment: SwiftUI can prepare before the
 value moves, and several changes cost one redraw.

 The code below plays SwiftUI's part: the first `objectWillChange` schedules a redraw on the
 main queue; later ones see it is already scheduled.
 */
final class CartModel: ObservableObject {
    @Published var items: [Product] = []
    @Published var coupon: Coupon = .none
}

let model = CartModel()
var redrawScheduled = false
var redraws = 0

let subscription = model.objectWillChange.sink { _ in
    print("objectWillChange (items still read \(model.items.listed))")
    guard !redrawScheduled else { return }
    redrawScheduled = true
    DispatchQueue.main.async {
        redrawScheduled = false
        redraws += 1
        print("redraw \(redraws): \(CartScreen.expected(items: model.items, coupon: model.coupon))")
    }
}

//#-editable-code
model.items.append(.apple)
model.items.append(.pen)
model.coupon = .tenPercentOff
//#-end-editable-code
print("changes made; redraws so far: \(redraws)")
//#-hidden-code
Stage.runMainQueue { redraws >= 1 && !redrawScheduled }
//#-end-hidden-code
/*:
 The page prints:

 ```
 objectWillChange (items still read [])
 objectWillChange (items still read [apple])
 objectWillChange (items still read [apple, pen])
 changes made; redraws so far: 0
 redraw 1: [apple, pen] count 2, total 165, tenPercentOff, pay 148
 ```

 Three changes, three "will change" signals, each before its store; one redraw, after all of
 them, with every value right. Inside SwiftUI, `@Published` is the right tool. The stale read
 only bites code that reads the property *inside* the notification.

 [Previous](@previous) | [Next](@next)
 */
