//#-hidden-code
import Foundation
import Shop
import Stage
//#-end-hidden-code
/*:
 # receive(on:) Delivers Later

 A common "fix" for stale reads is to add `.receive(on: DispatchQueue.main)`. It does change
 the timing, but not by making the notification "after the change": it moves delivery to
 a later turn of the main queue. `select(_:)` returns first, and the sink runs afterwards.
 */
let presenter = PublishedPresenter()
var deliveries = 0

let subscription = presenter.$selectedCoupon
    .dropFirst()
    .receive(on: DispatchQueue.main)
    .sink { coupon in
        deliveries += 1
        print("sink got \(coupon); selectedCoupon reads \(presenter.selectedCoupon)")
    }

presenter.select(/*#-editable-code a coupon*/.tenYenOff/*#-end-editable-code*/)
print("select(_:) returned; the sink has run \(deliveries) times")
//#-hidden-code
// In the app the page keeps running; here the main queue is turned until the delivery arrives.
Stage.runMainQueue { deliveries == 1 }
//#-end-hidden-code
/*:
 The page prints:

 ```
 select(_:) returned; the sink has run 0 times
 sink got tenYenOff; selectedCoupon reads tenYenOff
 ```

 By the time the sink runs, the property holds the new value, so the read is right. The cost:
 every update is now asynchronous: code right after `select(_:)` still sees the old screen
 (the sink had run 0 times), and a test has to wait for the queue. Use it when you need the
 main thread, not as a cure for willSet.

 [Previous](@previous) | [Next](@next)
 */
