//#-hidden-code
import BookStage
import Combine
import Foundation
import Shop
//#-end-hidden-code
//#-code-completion(everything, hide)
//#-code-completion(identifier, show, rows, items, table, reloadData(), viewModel, name, count, self, DispatchQueue, main, async(execute:))
/*:#localized(key: "Prose1")
 # Exercise: reloadData() in a $items Sink

 **Goal:** Fix a UIKit table that is always one row behind its cart.

 The view model's `items` became
 `@Published`, and the screen reloads its table from a sink. The data source still reads
 `viewModel.items`, as it did when a delegate told the screen after the change, and `reloadData()` asks it for the row count at once, inside the sink (in practice; UIKit does not document it, and asks for cells at the next layout).

 1. Run the page. It adds a pen, an apple and a pen; the live view shows the table.
 2. Fix the three editable places so that the table shows the cart after every add.
    Keep `@Published`: use the array the sink is given.
 */
final class CartListViewModel {
    @Published private(set) var items: [Product] = []

    func add(_ product: Product) {
        items.append(product)
    }
}

final class CartListScreen: TableRows {
    let viewModel: CartListViewModel
    let table = RowsTable()
    private var rows: [Product] = []
    private var subscriptions = Set<AnyCancellable>()

    init(viewModel: CartListViewModel) {
        self.viewModel = viewModel
        table.dataSource = self
        viewModel.$items
            .sink { [weak self] items in
                //#-editable-code what the screen does with the new items
                self?.table.reloadData()
                //#-end-editable-code
            }
            .store(in: &subscriptions)
    }

//#-localizable-zone(Comment1)
    // UITableViewDataSource's two questions.
//#-end-localizable-zone
    func numberOfRows() -> Int {
        //#-editable-code how many rows
        viewModel.items.count
        //#-end-editable-code
    }

    func text(forRow row: Int) -> String {
        //#-editable-code the text of a row
        viewModel.items[row].name
        //#-end-editable-code
    }
}
//#-hidden-code
let viewModel = CartListViewModel()
let screen = CartListScreen(viewModel: viewModel)
let adds: [Product] = [.pen, .apple, .pen]
var shown: [[String]] = [], held: [[String]] = []
for product in adds {
    viewModel.add(product)
    // A reload the screen put off to a later turn of the main queue runs here.
    nextTurn()
    shown.append(screen.table.reloads.last ?? [])
    held.append(viewModel.items.map(\.name))
}
func list(_ names: [String]) -> String { names.isEmpty ? Localized.string("(no rows)") : names.joined(separator: ", ") }
let labels = adds.map { "add \($0.name)" }
let columns = Columns(
    title: Localized.string("After each add"), headers: [Localized.string("the table shows"), Localized.string("the cart holds")], rowLabels: labels,
    cells: [zip(shown, held).map { Columns.Cell(list($0), stale: $0 != $1) }, held.map { Columns.Cell(list($0)) }])
let behind = shown.indices.allSatisfy { shown[$0] == (($0 == 0) ? [] : held[$0 - 1]) }
let solution = "In the sink: `self?.rows = items` then `self?.table.reloadData()`; in `numberOfRows()`: `rows.count`; in `text(forRow:)`: `rows[row].name`."
Stage.show(table: screen.table, content: LiveViewContent(title: "The cart's table", columns: columns))
if shown == held {
    Stage.assess(.pass("The table shows the cart after every add. Reading the array the sink was given is right at once; a reload put off to the main queue's next turn, after the store, is right one turn later."))
} else if behind {
    Stage.assess(.fail(hints: [
        "After each add the table shows the cart from before it. Compare what the sink is given, `items`, with what the data source reads, `viewModel.items`.",
        "`@Published` sends in willSet. While the sink runs, `viewModel.items` still holds the old array, and `reloadData()` asks for the row count right then (in practice; UIKit does not document it).",
        "Store the array the sink is given in `rows` before `reloadData()`, and let the data source read `rows`.",
    ], solution: solution))
} else if shown.allSatisfy(\.isEmpty) {
    Stage.assess(.fail(hints: [
        "The table never shows a row: nothing reloads it, or the data source reads something the sink never sets.",
        "If the data source reads `rows`, the sink must store the array it is given there before it reloads.",
    ], solution: solution))
} else {
    Stage.assess(.fail(hints: [
        "The table and the cart differ after some adds: compare the two columns in the live view.",
        "Store the array the sink is given, then reload, and let both data source methods read what you stored.",
    ], solution: solution))
}
//#-end-hidden-code
/*:#localized(key: "Prose2")
 Inside `@Published`'s delivery the property has not changed yet; the sink's parameter has.

 [Previous](@previous) | [Next](@next)
 */
