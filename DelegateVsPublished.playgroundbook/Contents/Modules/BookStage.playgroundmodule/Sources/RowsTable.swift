// A UIKit table of text rows: in the app a UITableViewController shows it; on Linux a stand-in
// asks the same two questions. Either way, what each reloadData() was told is kept, so a
// page's check reads the same facts everywhere.
#if canImport(UIKit)
import UIKit
#endif

/// What a table view asks its data source: how many rows, and each row's text
/// (`tableView(_:numberOfRowsInSection:)` and `tableView(_:cellForRowAt:)`, in one section).
public protocol TableRows: AnyObject {
    func numberOfRows() -> Int
    func text(forRow row: Int) -> String
}

/// A screen's table. `reloadData()` asks `rows` for its rows at that moment, as UIKit asks
/// for the row count inside `UITableView.reloadData()`, keeps the answer in `reloads`, and
/// reloads the real table in the app.
public final class RowsTable {
    public weak var rows: TableRows?
    /// What each `reloadData()` found, in order.
    public private(set) var reloads: [[String]] = []

    public init() {}

    public func reloadData() {
        let count = rows?.numberOfRows() ?? 0
        reloads.append((0..<count).map { rows?.text(forRow: $0) ?? "" })
        #if canImport(UIKit)
        // Page code runs on the main thread; UIKit's classes are main-actor isolated.
        if let controller { MainActor.assumeIsolated { controller.tableView.reloadData() } }
        #endif
    }

    #if canImport(UIKit)
    /// The view controller the app shows as the live view, made on first use.
    public var viewController: UIViewController {
        if let controller { return controller }
        let made = MainActor.assumeIsolated { RowsTableViewController(table: self) }
        controller = made
        return made
    }

    private var controller: RowsTableViewController?
    #endif
}

#if canImport(UIKit)
/// The table view itself. It shows the rows the last `reloadData()` found: what a table shows
/// when the row count it was told is older than the array (a cart that only grows), and the
/// same whenever the page's code ran, before the live view appeared or after.
final class RowsTableViewController: UITableViewController {
    private weak var table: RowsTable?

    init(table: RowsTable) {
        self.table = table
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("RowsTableViewController is made in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        table?.reloads.last?.count ?? 0
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = table?.reloads.last?[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}
#endif
