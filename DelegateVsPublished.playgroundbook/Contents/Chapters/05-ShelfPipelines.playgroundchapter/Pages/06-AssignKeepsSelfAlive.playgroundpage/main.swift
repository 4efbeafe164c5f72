//#-hidden-code
import BookStage
import Combine
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # Does assign(to:on:) Keep self Alive?

 The cart's pipelines end in `assign`. There are two ways to bind a publisher to a
 property, and one of them leaks, as a strong delegate does:

 * `assign(to: \.pay, on: self)` returns a subscription that holds `self` **strongly**. Store
   that subscription in `self` and you have a cycle: self → subscriptions → assign → self.
 * `assign(to: &$pay)` needs a `@Published` property. It ties the subscription to that
   property's storage instead of to `self`, so the assignment itself does not keep the object
   alive. The pipeline before it still can: a `map { self... }` upstream forms the same cycle.

 The Japanese article this book's cart comes from bound its `@Published` view this way,
 with `assign(to:on: self)`, and so its view could never be freed. This page shows the leak and
 the fix. Each `deinit` notes that it ran, and the live view lists every note in order.
 */
var notes: [String] = []

final class OnSelfLabel {
    var pay = 0
    private var subscriptions = Set<AnyCancellable>()

    init(presenter: PublishedPresenter) {
        presenter.$totalAfterCoupon.assign(to: \.pay, on: self).store(in: &subscriptions)
    }
    deinit { notes.append("OnSelfLabel deinit") }
}

final class BoundLabel {
    @Published var pay = 0

    init(presenter: PublishedPresenter) {
        presenter.$totalAfterCoupon.assign(to: &$pay)
    }
    deinit { notes.append("BoundLabel deinit") }
}

let presenter = PublishedPresenter()
weak var onSelf: OnSelfLabel?
weak var bound: BoundLabel?

do {
    let first = OnSelfLabel(presenter: presenter)
    let second = BoundLabel(presenter: presenter)
    presenter.add(.apple)
    notes.append("both labels show \(first.pay) and \(second.pay)")
    onSelf = first
    bound = second
}
notes.append("after the scope: OnSelfLabel alive: \(onSelf != nil), BoundLabel alive: \(bound != nil)")
presenter.add(.pen)
notes.append("no outside reference holds OnSelfLabel, yet it still updates: pay \(onSelf?.pay ?? 0)")
//#-hidden-code
Stage.show(lines: notes, title: "What ran, in order")
//#-end-hidden-code
/*:#localized(key: "Prose2")
 The live view lists:

 ```
 both labels show 110 and 110
 BoundLabel deinit
 after the scope: OnSelfLabel alive: true, BoundLabel alive: false
 no outside reference holds OnSelfLabel, yet it still updates: pay 165
 ```

 `OnSelfLabel` never notes its `deinit`: it leaks, and its subscription keeps running.
 Prefer `assign(to: &$x)`, or `sink { [weak self] ... }` when the target is not `@Published`.

 [Previous](@previous) | [Next](@next)
 */
