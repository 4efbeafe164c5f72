// Variant of Chapters/02-TheFix.playgroundchapter/Pages/06-WhichPublisherHoldsAValue.playgroundpage: subscribers that attach after the first change.
//#-hidden-code
import BookStage
import Combine
import Shop
//#-end-hidden-code
//#-code-completion(everything, hide)
//#-code-completion(identifier, show, true, false)
/*:#localized(key: "Prose1")
 # Which Publisher Holds a Value?

 **Goal:** Compare `PassthroughSubject`, `CurrentValueSubject` and `@Published` in one run.

 A `PassthroughSubject` is a [subject](glossary://subject) without a value: it passes on what
 you `send`, to whoever is subscribed at that moment. The other two hold a value. Below, one
 `select(_:)` sets the coupon through all three, and each publisher gets one subscriber, which
 prints what it received and what its owner reads at that moment.

 1. Run the page, and read the results beside the three `print` lines in the sinks.
 2. Set `subscribeLate` to `true`: the subscribers attach after the first `select(_:)`. Run
    again and compare.
 */
let subscribeLate = /*#-editable-code true or false*/true/*#-end-editable-code*/

final class ThreePublishers {
    let passthrough = PassthroughSubject<Coupon, Never>()
//#-localizable-zone(Comment1)
    /// What the owner keeps for a PassthroughSubject, which keeps nothing.
//#-end-localizable-zone
    private(set) var lastSent: Coupon = .none
    let current = CurrentValueSubject<Coupon, Never>(.none)
    @Published var published: Coupon = .none

    func select(_ coupon: Coupon) {
        lastSent = coupon
        passthrough.send(coupon)
        current.value = coupon
        published = coupon
    }
}

let steps = Steps()
let shop = ThreePublishers()
var subscriptions = Set<AnyCancellable>()

func subscribe() {
    print(steps.numbered("subscribe"))
    shop.passthrough.sink { coupon in
        let reads = shop.lastSent
        print(steps.numbered("PassthroughSubject sent \(coupon), owner reads \(reads)"))
    }.store(in: &subscriptions)
    shop.current.sink { coupon in
        let reads = shop.current.value
        print(steps.numbered("CurrentValueSubject sent \(coupon), reads \(reads)"))
    }.store(in: &subscriptions)
    shop.$published.sink { coupon in
        let reads = shop.published
        print(steps.numbered("@Published sent \(coupon), reads \(reads)"))
    }.store(in: &subscriptions)
}

if !subscribeLate { subscribe() }
print(steps.numbered("select tenPercentOff"))
shop.select(.tenPercentOff)
if subscribeLate { subscribe() }
print(steps.numbered("select tenYenOff"))
shop.select(.tenYenOff)
/*:#localized(key: "Prose2")
 What the three have in common, and where they differ:

 * **`PassthroughSubject`** holds nothing. A subscriber gets only what is sent after it
   subscribes; anything its handler reads, the owner must have stored before `send(_:)`. Use
   it for events: a tap, a message, something that happened.
 * **`CurrentValueSubject`** holds a value. A new subscriber gets it at once, and each change is stored, then sent.
 * **`@Published`** holds a value too and sends it to a new subscriber, but sends each change
   in willSet, before the property holds it. It is the one `ObservableObject` ties to
   `objectWillChange` for SwiftUI.

 [Previous](@previous) | [Next Chapter](@next)
 */
