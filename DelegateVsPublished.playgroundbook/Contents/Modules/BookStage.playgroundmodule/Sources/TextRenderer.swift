/// Plain-text pictures of a timeline and of columns: what Linux and `book tour` print.
public enum TextRenderer {
    /// Marks a stale read in text, in the learner's language.
    public static var staleMark: String { Localized.string("<- STALE") }

    /// A whole live view: its title, its lines, its columns, then its timeline.
    public static func render(_ content: LiveViewContent) -> String {
        var parts = [([content.title] + content.lines).joined(separator: "\n")]
        if let columns = content.columns { parts.append(render(columns)) }
        if let timeline = content.timeline { parts.append(render(timeline)) }
        return parts.joined(separator: "\n\n")
    }

    /// One block per step; in it, one line per notification, lane by lane.
    public static func render(_ timeline: Timeline, includeSetUp: Bool = false) -> String {
        let laneWidth = timeline.lanes.map(width).max() ?? 0
        let viaWidth = timeline.events.map { width($0.via) }.max() ?? 0
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
                    if event.isStale {
                        // A full-width parenthesis (Japanese) takes no space before it.
                        let now = Localized.format("(now %@)", event.settled)
                        line += "  " + staleMark + (now.hasPrefix("（") ? "" : " ") + now
                    }
                    out.append(line)
                }
            }
        }
        return out.joined(separator: "\n")
    }

    /// A table: row labels on the left, one column per header; stale cells end with `!`
    /// (the live view colours them red).
    public static func render(_ columns: Columns) -> String {
        let labelWidth = columns.rowLabels.map(width).max() ?? 0
        let widths = zip(columns.headers, columns.cells).map { header, column in
            max(width(header), column.map { width($0.text) + ($0.isStale ? 2 : 0) }.max() ?? 0)
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
        let used = Self.width(text)
        return used >= width ? text : text + String(repeating: " ", count: width - used)
    }

    /// Columns a terminal gives `text`: two for a wide (East Asian) character, so Japanese
    /// labels line up with Latin ones.
    static func width(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { total, scalar in
            let value = scalar.value
            let wide = (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value) || (0xAC00...0xD7A3).contains(value)
                || (0xF900...0xFAFF).contains(value) || (0xFE30...0xFE4F).contains(value) || (0xFF00...0xFF60).contains(value) || (0xFFE0...0xFFE6).contains(value)
            return total + (wide ? 2 : 1)
        }
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
