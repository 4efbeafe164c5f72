/// Plain-text pictures of a timeline and of columns: what Linux and `book tour` print.
public enum TextRenderer {
    public static let staleMark = "<- STALE"

    /// A whole live view: its title, its lines, its columns, then its timeline.
    public static func render(_ content: LiveViewContent) -> String {
        var parts = [([content.title] + content.lines).joined(separator: "\n")]
        if let columns = content.columns { parts.append(render(columns)) }
        if let timeline = content.timeline { parts.append(render(timeline)) }
        return parts.joined(separator: "\n\n")
    }

    /// One block per step; in it, one line per notification, lane by lane.
    public static func render(_ timeline: Timeline, includeSetUp: Bool = false) -> String {
        let laneWidth = timeline.lanes.map(\.count).max() ?? 0
        let viaWidth = timeline.events.map(\.via.count).max() ?? 0
        let grouped = timeline.grouped()
        var out: [String] = []
        for (step, title) in timeline.steps.enumerated() where step > 0 || includeSetUp {
            out.append(Localized.format("-- step %@: %@ --", "\(step)", Localized.ifAny(title)))
            for lane in timeline.lanes {
                let events = grouped[Timeline.Cell(step: step, lane: lane)] ?? []
                if events.isEmpty {
                    out.append("  " + pad(lane, laneWidth) + "  " + Localized.string("(no notification)"))
                }
                for event in events {
                    var line = "  " + pad(lane, laneWidth) + "  " + pad(event.via, viaWidth) + "  " + event.localizedLabel
                    if event.isStale { line += "  " + staleMark + " " + Localized.format("(now %@)", event.settled) }
                    out.append(line)
                }
            }
        }
        return out.joined(separator: "\n")
    }

    /// A table: row labels on the left, one column per header; stale cells end with `!`
    /// (the live view colours them red).
    public static func render(_ columns: Columns) -> String {
        let labelWidth = columns.rowLabels.map(\.count).max() ?? 0
        let widths = zip(columns.headers, columns.cells).map { header, column in
            max(header.count, column.map { $0.text.count + ($0.isStale ? 2 : 0) }.max() ?? 0)
        }
        var out = [columns.title]
        out.append(pad("", labelWidth) + " | " + zip(columns.headers, widths).map { pad($0, $1) }.joined(separator: " | "))
        for (row, label) in columns.rowLabels.enumerated() {
            let cells = columns.cells.enumerated().map { column, cells in
                pad(cells[row].text + (cells[row].isStale ? " !" : ""), widths[column])
            }
            out.append(pad(label, labelWidth) + " | " + cells.joined(separator: " | "))
        }
        if columns.staleCount > 0 { out.append(Localized.string("(! = stale, red in the live view: not what the cart holds now)")) }
        return out.map { $0.trimmingTrailingSpaces }.joined(separator: "\n")
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
