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

/// A screen's table. `reloadData()` asks `dataSource` for its rows at that moment and keeps the
/// answer in `reloads`. UIKit asks for the row count inside `UITableView.reloadData()` in
/// practice (not documented) and for the cells at the next layout; for a list that only grows,
/// those cells are the same rows. The check reads `reloads`, the same facts on every platform.
public final class RowsTable {
    public weak var dataSource: TableRows?
    /// What each `reloadData()` found, in order.
    public private(set) var reloads: [[String]] = []

    public init() {}

    public func reloadData() {
        let count = dataSource?.numberOfRows() ?? 0
        reloads.append((0..<count).map { dataSource?.text(forRow: $0) ?? "" })
    }

    #if canImport(UIKit)
    /// What the live view lists, one row per action: set by `Stage.show(table:content:)`.
    public var report: [String] = []

    /// The view controller the app shows as the live view, made on first use. Page code runs
    /// on the main thread; UIKit's classes are main-actor isolated.
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
/// The live view: a table with one row per action, what the screen's table was told beside
/// what it should show, marked where they differ. It is a report of the run, the same whether
/// the page's code ran before the live view appeared or after; it does not show UIKit's own
/// timing, which the page's check takes from `reloads`.
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
        table?.report.count ?? 0
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = table?.report[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}
#endif
