/// Side-by-side view state: one column per design, one row per value on the screen.
/// Which cells are stale is decided by whoever builds it (the cart code compares each
/// value with the reference); renderers only show the flag.
public struct Columns: Equatable, Sendable {
    public struct Cell: Equatable, Sendable {
        public var text: String
        public var isStale: Bool

        public init(_ text: String, stale: Bool = false) {
            self.text = text
            isStale = stale
        }
    }

    public var title: String
    public var headers: [String]
    public var rowLabels: [String]
    /// cells[column][row]
    public var cells: [[Cell]]

    public init(title: String, headers: [String], rowLabels: [String], cells: [[Cell]]) {
        precondition(cells.count == headers.count, "one column of cells per header")
        precondition(cells.allSatisfy { $0.count == rowLabels.count }, "one cell per row label in every column")
        self.title = title
        self.headers = headers
        self.rowLabels = rowLabels
        self.cells = cells
    }

    public var staleCount: Int { cells.joined().filter(\.isStale).count }
}

extension Columns {
    /// The columns as a plain-text table (what a terminal shows).
    public var text: String { TextRenderer.render(self) }
}

extension Timeline {
    /// The timeline as plain text (what a terminal shows).
    public var text: String { TextRenderer.render(self) }
}
