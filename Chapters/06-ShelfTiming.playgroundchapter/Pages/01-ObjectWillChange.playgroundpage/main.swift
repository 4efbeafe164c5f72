//#-hidden-code
import Foundation
import Combine
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # Why Is objectWillChange Too Early?

 Why would `@Published` send before the value is stored? Apple's documentation does not say;
 the article behind willSet or didSet? supposes it is for SwiftUI, and the WWDC21 session "Discover concurrency in SwiftUI" gives SwiftUI's reason: it notes the state before the change.

 An [ObservableObject](glossary://ObservableObject) has an `objectWillChange` publisher, and every `@Published` property
 sends on it from its setter. Below, a sink on `objectWillChange` stands in
 for SwiftUI: it prints what `coupon` reads, and schedules a redraw on the main queue that
 reads it again.
 */
final class CartModel: ObservableObject {
    @Published var coupon: Coupon = .none
}

let model = CartModel()
let steps = Steps()

let willChange = model.objectWillChange.sink { _ in
    print(steps.numbered("objectWillChange: coupon reads \(model.coupon)"))
//#-localizable-zone(Comment1)
    // What SwiftUI does, in spirit: schedule a redraw for later.
//#-end-localizable-zone
    DispatchQueue.main.async {
        let reads = model.coupon
        print(steps.numbered("redraw: coupon reads \(reads)"))
    }
}
let published = model.$coupon.dropFirst().sink { coupon in
    let reads = model.coupon
    print(steps.numbered("$coupon sent \(coupon): coupon reads \(reads)"))
}

model.coupon = /*#-editable-code a coupon*/.tenPercentOff/*#-end-editable-code*/
print(steps.numbered("after the assignment: coupon reads \(model.coupon)"))
nextTurn()
/*:#localized(key: "Prose2")
 `objectWillChange` is sent before the store, so its sink reads `none`; the redraw runs at a later turn of the main queue, after the store, and reads `tenPercentOff`.

 [Previous](@previous) | [Next](@next)
 */
