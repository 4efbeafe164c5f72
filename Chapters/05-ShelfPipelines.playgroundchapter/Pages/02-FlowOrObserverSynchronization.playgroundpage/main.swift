//#-hidden-code
import Combine
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # Should a View Pull State or Be Sent It?

 **Last page:** the two designs showed the same screen after every action. The difference is
 in how the values travel: the delegate view is *told that* something changed and then pulls
 everything; the `@Published` view is *sent* each new value. That difference decides *when* a
 view can trust what it reads, the subject of the course's willSet or didSet?

 The delegate design and the `@Published` design keep the view in step with the model in two
 different ways, which Martin Fowler named in his essays on GUI architectures:

 * the delegate design is **flow synchronization**: the presenter decides when the view
   changes, and calls it, step by step, in the order it chooses (the link from the cart to
   the presenter is a one-listener observer; the link from the presenter to the view, the one
   this page is about, is flow synchronization);
 * `@Published` is **observer synchronization**: the view watches the values and follows
   whatever they do, whenever they do it.

 The MVP article behind How Do View and Presenter Talk in MVP? takes flow synchronization one step further: its presenter
 **pushes** each value into the view (`setName(name:)`), and the view reads nothing back. This
 book's `CartPresenterOutput` only says *what* changed, and the view pulls the values in
 `update()`. In both, the presenter decides when. Pushing moves the risk: the view shows what
 it is handed and cannot make a stale read itself; the presenter must hand it the new value.
 */
//#-localizable-zone(Comment1)
/// Push style: the presenter hands the view each value.
//#-end-localizable-zone
protocol CountOutput: AnyObject {
    func show(count: Int)
}

final class CountLabel: CountOutput {
    var text = ""
    func show(count: Int) { text = "\(count) item(s)" }
}

final class PushingPresenter: CartDelegate {
    weak var view: CountOutput?
    func cartDidChange(_ cart: CartModelInput) { view?.show(count: cart.items.count) }
}

let countLabel = CountLabel()
let pushing = PushingPresenter()
pushing.view = countLabel
let pushedCart = DelegateCart()
pushedCart.delegate = pushing
pushedCart.add(.apple)
print("the pushed label shows: \(countLabel.text)")
/*:#localized(key: "Prose2")
 The result:

 ```
 the pushed label shows: 1 item(s)
 ```

 The next page weighs what each design costs.

 [Previous](@previous) | [Next](@next)
 */
