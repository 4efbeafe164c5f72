//#-hidden-code
import Combine
import Observation
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # Why Doesn't a Nested Model Redraw?

 A screen's model often holds another model: the cart screen holds the cart. With
 [ObservableObject](glossary://ObservableObject), such a [nested model](glossary://nested%20model)
 is a trap: a view that observes the screen is **not** redrawn when the cart inside it changes.

 The screen's [objectWillChange](glossary://objectWillChange) fires when one of **its own**
 `@Published` properties is assigned. `screen.cart.coupon = ...` assigns the cart's coupon;
 the screen's `cart` still holds the same cart, so nothing assigns it, and the screen says
 nothing. SwiftUI hears only what the screen says.
 */
final class CartModel: ObservableObject {
    @Published var coupon: Coupon = .none
}

final class ScreenModel: ObservableObject {
    @Published var cart = CartModel()
}

let screen = ScreenModel()
var screenWillChange = 0
let watchingScreen = screen.objectWillChange.sink { screenWillChange += 1 }

screen.cart.coupon = /*#-editable-code a coupon*/.tenPercentOff/*#-end-editable-code*/
print("the cart's coupon changed: the screen's objectWillChange fired \(screenWillChange) time(s)")
screen.cart = CartModel()
print("a new cart was assigned: the screen's objectWillChange fired \(screenWillChange) time(s)")
/*:#localized(key: "Prose2")
 Two usual fixes:

 * **Observe the cart itself.** Hand `screen.cart` to a smaller view that holds it as
   `@ObservedObject`: that view watches the cart's own `objectWillChange`.
 * **Forward.** The screen subscribes to its cart's `objectWillChange` and sends its own,
   again whenever a new cart is assigned. `[weak self]` keeps the screen free to go: it owns
   the subscription, and the subscription must not own it back. The forwarding `send` is no
   feedback loop: it sends into the screen's publisher, not back into the cart's. It runs
   inside the cart's willSet, though, so the screen's subscribers are there too, before the
   cart has stored its change.
 */
final class ForwardingScreenModel: ObservableObject {
    @Published var cart = CartModel() {
        didSet { forward() }
    }
    private var forwarding: AnyCancellable?

    init() { forward() }

    private func forward() {
        forwarding = cart.objectWillChange.sink { [weak self] in
            self?.objectWillChange.send()
        }
    }
}

let forwardingScreen = ForwardingScreenModel()
var forwardedWillChange = 0
let watchingForwarding = forwardingScreen.objectWillChange.sink { forwardedWillChange += 1 }

forwardingScreen.cart.coupon = .tenPercentOff
print("with forwarding: the screen's objectWillChange fired \(forwardedWillChange) time(s)")
/*:#localized(key: "Prose3")
 With [@Observable](glossary://%40Observable) there is nothing to fix. Tracking records every
 property a closure reads, through the whole chain: `observed.cart.coupon` reads `cart` on the
 screen and `coupon` on the cart, so a change to either calls `onChange`. SwiftUI tracks what a
 view's `body` reads the same way. `ObservedCartScreen`, in the Shop module, holds an
 `ObservedCart`.
 */
let observed = ObservedCartScreen()
var onChangeRuns = 0
withObservationTracking {
    _ = observed.cart.coupon
} onChange: {
    onChangeRuns += 1
}

observed.cart.coupon = .tenPercentOff
print("@Observable: the cart's coupon changed: onChange ran \(onChangeRuns) time(s)")
/*:#localized(key: "Prose4")
 The four `print` lines, top to bottom:

 ```
 the cart's coupon changed: the screen's objectWillChange fired 0 time(s)
 a new cart was assigned: the screen's objectWillChange fired 1 time(s)
 with forwarding: the screen's objectWillChange fired 1 time(s)
 @Observable: the cart's coupon changed: onChange ran 1 time(s)
 ```

 Without help, the screen speaks only when its `cart` is replaced. Forwarding works, at a
 price: every change of the cart now redraws every view that observes the screen, and each
 level of nesting needs forwarding of its own. `@Observable` needs neither: a view is redrawn
 for the properties its `body` read, however deep. Apple's guide to migrating from
 `ObservableObject` to `@Observable` lists both gains: views update for the properties their
 `body` reads, and optionals and collections of objects are tracked, which
 `ObservableObject` cannot do.

 [Previous](@previous) | [Next](@next)
 */
