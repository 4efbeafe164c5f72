//#-hidden-code
import Shop
import Stage

var events: [String] = []
//#-end-hidden-code
/*:
 # Strong Delegates Leak

 A presenter usually owns its cart, and the cart's delegate is the presenter. If the cart
 holds its delegate **strongly**, the two hold each other: a [reference cycle](glossary://reference%20cycle). When the page
 lets go of the presenter, neither object is freed, and `deinit` never runs.

 `DelegateCart` in the Shop module declares `weak var delegate`. The cart below forgot.

 * callout(Exercise):
   Make `LeakyCart` stop keeping its presenter alive, then run the page.
   The page checks that both `deinit`s ran.
 */
protocol LeakyCartDelegate: AnyObject {
    func cartDidChange()
}

final class LeakyCart {
    /*#-editable-code*/var/*#-end-editable-code*/ delegate: LeakyCartDelegate?
    var items: [Product] = [] {
        didSet { delegate?.cartDidChange() }
    }
    deinit { events.append("cart deinit"); print("cart deinit") }
}

final class LeakyPresenter: LeakyCartDelegate {
    let cart = LeakyCart()
    init() { cart.delegate = self }
    func cartDidChange() { print("presenter told: \(cart.items.listed)") }
    deinit { events.append("presenter deinit"); print("presenter deinit") }
}

do {
    let presenter = LeakyPresenter()
    presenter.cart.items.append(.pen)
}
print("the presenter's scope has ended")
//#-hidden-code
let freed = events.contains("presenter deinit") && events.contains("cart deinit")
Stage.assess(freed
    ? .pass("Both deinits ran: with a weak delegate the cart no longer keeps its presenter alive.")
    : .fail(hints: [
        "Nothing was freed: the presenter owns the cart, and the cart holds the presenter.",
        "One of the two references must not keep its object alive. Which one points back at the owner?",
        "Write `weak var delegate` in LeakyCart.",
    ], solution: "`weak var delegate: LeakyCartDelegate?`"))
//#-end-hidden-code
/*:
 As written, the page prints:

 ```
 presenter told: [pen]
 the presenter's scope has ended
 Assessment: not yet.
 ```

 With `weak var delegate` the page prints:

 ```
 presenter told: [pen]
 presenter deinit
 cart deinit
 the presenter's scope has ended
 Assessment: pass. Both deinits ran: with a weak delegate the cart no longer keeps its presenter alive.
 ```

 The presenter goes first; with it goes the only strong reference to the cart.

 [Previous](@previous) | [Next](@next)
 */
