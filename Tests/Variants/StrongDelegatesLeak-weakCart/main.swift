// Variant of Chapters/04-ShelfDelegates.playgroundchapter/Pages/04-StrongDelegatesLeak.playgroundpage: a wrong fix (the owner holds its cart weakly).
//#-hidden-code
import BookStage
import Shop
//#-end-hidden-code
//#-code-completion(everything, hide)
//#-code-completion(keyword, show, weak, var, let, unowned, private)
//#-code-completion(identifier, show, cart, owner, self, LeakyCart, LeakyCartDelegate)
/*:#localized(key: "Prose1")
 # Why Must a Delegate Be weak?

 A presenter usually owns its cart, and the cart's delegate is the presenter. If each holds
 the other **strongly**, the two form a [reference cycle](glossary://reference%20cycle): when
 the page lets go of the presenter, neither object is freed, and neither `deinit` runs.

 Below are a small cart and its presenter. Each `deinit` notes that it ran, and the live view
 lists everything the page noted, in order.

 * callout(Exercise):
   Make both objects go away when the presenter's scope ends, while the presenter still
   hears about the pen. Change only the highlighted code, then run the page.
 */
var events: [String] = []

protocol LeakyCartDelegate: AnyObject {
    func cartDidChange()
}

final class LeakyCart {
    /*#-editable-code how the cart holds its owner*/var/*#-end-editable-code*/ owner: LeakyCartDelegate?
    var items: [Product] = [] {
        didSet { owner?.cartDidChange() }
    }
    deinit { events.append("cart deinit") }
}

final class LeakyPresenter: LeakyCartDelegate {
    /*#-editable-code how the presenter holds its cart*/weak var/*#-end-editable-code*/ cart: LeakyCart? = LeakyCart()
    init() {
        /*#-editable-code connect the cart to its presenter*/cart?.owner = self/*#-end-editable-code*/
    }
    func cartDidChange() { events.append("presenter told: \(cart?.items.listed ?? "no cart")") }
    deinit { events.append("presenter deinit") }
}

do {
    let presenter = LeakyPresenter()
    presenter.cart?.items.append(.pen)
}
events.append("the presenter's scope has ended")
//#-hidden-code
let told = events.firstIndex(of: "presenter told: [pen]")
let presenterFreed = events.firstIndex(of: "presenter deinit")
let cartFreed = events.firstIndex(of: "cart deinit")
let ended = events.firstIndex(of: "the presenter's scope has ended") ?? events.count
Stage.show(lines: events, title: "What ran, in order")
if let told, let presenterFreed, let cartFreed, told < presenterFreed, presenterFreed < ended, cartFreed < ended {
    Stage.assess(.pass("Both objects were freed when the scope ended, and the presenter heard about the pen first: the cart no longer keeps its presenter alive."))
} else if let cartFreed, told == nil && (presenterFreed == nil || cartFreed < presenterFreed!) {
    Stage.assess(.fail(hints: [
        "The cart was freed before the pen was added, so the presenter was never told: its owner no longer holds it.",
        "The presenter owns its cart and must hold it strongly. The reference that points back at the owner is the one to weaken.",
        "Keep `let cart` in the presenter and write `weak var owner` in LeakyCart.",
    ], solution: "`weak var owner: LeakyCartDelegate?` in LeakyCart, and nothing else changed."))
} else if told == nil {
    Stage.assess(.fail(hints: [
        "Both objects were freed, but the presenter never heard about the pen: the cart has no delegate.",
        "The presenter must stay the cart's delegate: keep `cart?.owner = self`, and break the cycle on the cart's side.",
        "Write `weak var owner` in LeakyCart.",
    ], solution: "`weak var owner: LeakyCartDelegate?` in LeakyCart, and nothing else changed."))
} else {
    Stage.assess(.fail(hints: [
        "No deinit ran: the presenter owns the cart, and the cart holds the presenter, so each keeps the other alive.",
        "One of the two references must not keep its object alive. Which one points back at its owner?",
        "Write `weak var owner` in LeakyCart.",
    ], solution: "`weak var owner: LeakyCartDelegate?` in LeakyCart, and nothing else changed."))
}
//#-end-hidden-code
/*:#localized(key: "Prose2")
 As written, the live view lists two events under its title:

 ```
 What ran, in order
 presenter told: [pen]
 the presenter's scope has ended
 ```

 [Previous](@previous) | [Next Chapter](@next)
 */
