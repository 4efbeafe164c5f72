/// Live views as SVG pictures: the README's timeline and every live-view page's poster.
/// Sizes come from `TimelineLayout` and `TextMetrics`, so text never runs out of its column.
public enum SVGRenderer {
    public static let font = ##"font-family="Helvetica, Arial, 'DejaVu Sans', sans-serif""##
    static let staleColor = "#d70015", freshColor = "#248a3d", note = "#555555"

    /// The timeline alone, with a title and the one-line legend.
    public static func render(_ timeline: Timeline, title: String = "When does each design tell you?") -> String {
        render(LiveViewContent(
            title: title,
            lines: [Localized.string("Each mark is one notification: the value it sent, and what reading the property returned at that moment.")],
            timeline: timeline))
    }

    /// A whole live view: title, lines, columns, timeline, top to bottom. With `maxWidth` (a
    /// poster, which the app shows unscaled in a pane about 500 points wide) long text wraps, a
    /// table too wide shows one column at a time, and the timeline shows a few steps per band.
    public static func render(_ content: LiveViewContent, maxWidth: Double? = nil) -> String {
        var body: [String] = []
        var y = 16.0
        var width = 0.0
        let margin = 16.0
        let room = maxWidth.map { $0 - 2 * margin }
        for (index, line) in wrap(content.title, size: 18, bold: true, room: room).enumerated() {
            if index > 0 { y += 22 }
            body.append(text(line, x: margin, y: y + 16, size: 18, bold: true))
            width = max(width, margin + TextMetrics.width(of: line, fontSize: 18, bold: true))
        }
        y += 30
        for line in content.lines.flatMap({ wrap($0, size: 12, bold: false, room: room) }) {
            body.append(text(line, x: margin, y: y + 13, fill: note))
            width = max(width, margin + TextMetrics.width(of: line, fontSize: 12))
            y += 18
        }
        if let columns = content.columns {
            for (table, stacked) in fitted(columns, room: room) {
                let (elements, size) = render(table, x: margin, y: y + 8, stacked: stacked)
                body += elements
                width = max(width, margin + size.width)
                y += 8 + size.height
            }
        }
        if let timeline = content.timeline {
            let tooWide = room.map { TimelineLayout(timeline).width > $0 } ?? false
            // Too wide for the pane: lane names above their marks, a few steps per band; beside
            // a table, left out of the poster (the run shows it).
            let parts: [[Int]?] = !tooWide ? [nil] : content.columns == nil ? bands(timeline, room: room!) : []
            for band in parts {
                let layout = TimelineLayout(timeline, top: y + 8, only: band, labelsAbove: tooWide)
                body += render(timeline, layout: layout, x: margin)
                width = max(width, margin + layout.width)
                y += 8 + layout.height
            }
        }
        let w = Int((width + margin).rounded(.up)), h = Int((y + margin).rounded(.up))
        return ([
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(w)" height="\##(h)" viewBox="0 0 \##(w) \##(h)" \##(font) font-size="12">"##,
            ##"<rect width="100%" height="100%" fill="#ffffff"/>"##,
        ] + body + ["</svg>"]).joined(separator: "\n") + "\n"
    }

    /// The timeline's steps in bands that each fit `room`, lane names above the marks.
    static func bands(_ timeline: Timeline, room: Double) -> [[Int]] {
        let whole = TimelineLayout(timeline, labelsAbove: true)
        var bands: [[Int]] = [[]]
        var used = TimelineLayout.gap
        for (step, width) in zip(whole.steps, whole.columnWidths) {
            if !bands[bands.count - 1].isEmpty && used + width > room {
                bands.append([])
                used = TimelineLayout.gap
            }
            bands[bands.count - 1].append(step)
            used += width
        }
        return bands
    }

    /// A table as the pane fits it: whole; else each row's label above its cells; else one
    /// column at a time (the title once, above the first), labels above too if still too wide.
    static func fitted(_ columns: Columns, room: Double?) -> [(Columns, stacked: Bool)] {
        guard let room else { return [(columns, false)] }
        let fits = { (table: Columns, stacked: Bool) in render(table, x: 0, y: 0, stacked: stacked).1.width <= room }
        if fits(columns, false) { return [(columns, false)] }
        if fits(columns, true) { return [(columns, true)] }
        return columns.headers.indices.map { column in
            let table = Columns(title: column == 0 ? columns.title : "", headers: [columns.headers[column]],
                                rowLabels: columns.rowLabels, cells: [columns.cells[column]])
            return (table, !fits(table, false))
        }
    }

    /// A line broken at spaces so that each part fits `room`, or between characters where a
    /// line has no spaces to break at (Japanese); the line itself without a limit.
    static func wrap(_ line: String, size: Double, bold: Bool, room: Double?) -> [String] {
        guard let room else { return [line] }
        let fits = { (text: String) in TextMetrics.width(of: text, fontSize: size, bold: bold) <= room }
        guard !fits(line) else { return [line] }
        var lines: [String] = []
        var current = ""
        for word in line.split(separator: " ", omittingEmptySubsequences: false) {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if fits(candidate) {
                current = candidate
                continue
            }
            if fits(String(word)) {
                lines.append(current)
                current = String(word)
                continue
            }
            // A word longer than a line (a Japanese sentence): fill this line, then go on.
            if !current.isEmpty { current += " " }
            for character in word {
                if !current.isEmpty && !fits(current + String(character)) {
                    // Japanese never starts a line with closing punctuation: take one more along.
                    let carried = "）」』。、：・".contains(character) ? String(current.removeLast()) : ""
                    lines.append(current)
                    current = carried
                }
                current.append(character)
            }
        }
        return lines + [current]
    }

    /// The lanes of a timeline, placed by `layout`, shifted right by `x`.
    static func render(_ timeline: Timeline, layout: TimelineLayout, x: Double) -> [String] {
        var out: [String] = []
        let top = (layout.laneY.first ?? 24) - 24
        let bottom = top + layout.height
        for (column, step) in layout.steps.enumerated() {
            let left = x + layout.columnX[column]
            out.append(##"<line x1="\##(n(left))" y1="\##(n(top))" x2="\##(n(left))" y2="\##(n(bottom))" stroke="#dddddd"/>"##)
            out.append(text(TimelineLayout.stepTitle(timeline, step), x: left + TimelineLayout.gap, y: top + 16, fill: "#333333"))
        }
        for (index, lane) in timeline.lanes.enumerated() {
            let laneTop = layout.laneY[index]
            out.append(##"<line x1="\##(n(x))" y1="\##(n(laneTop))" x2="\##(n(x + layout.width))" y2="\##(n(laneTop))" stroke="#eeeeee"/>"##)
            out.append(text(lane, x: x, y: laneTop + TimelineLayout.gap + 12, bold: true))
        }
        // Each mark is a group in arrival order, so a presenter can reveal them one by one.
        for mark in layout.marks.sorted(by: { $0.event.order < $1.event.order }) {
            let event = mark.event
            let color = event.isStale ? staleColor : freshColor
            out.append(##"<g class="mark\##(event.isStale ? " stale" : "")" data-order="\##(event.order)">"##)
            let cx = x + mark.via.x - TimelineLayout.gap - TimelineLayout.markDiameter / 2
            let cy = mark.via.y + TimelineLayout.fontSize
            out.append(##"<circle cx="\##(n(cx))" cy="\##(n(cy))" r="6" fill="\##(color)"/>"##)
            if event.isStale {
                out.append(##"<path d="M\##(n(cx - 3)) \##(n(cy - 3)) l6 6 M\##(n(cx + 3)) \##(n(cy - 3)) l-6 6" stroke="#ffffff" stroke-width="2"/>"##)
            }
            out.append(text(event.via, x: x + mark.via.x, y: mark.via.maxY - 2, fill: note))
            out.append(text(event.localizedSentText, x: x + mark.sent.x, y: mark.sent.maxY - 2, fill: color, bold: event.isStale))
            out.append(text(TimelineLayout.readText(event), x: x + mark.read.x, y: mark.read.maxY - 2, fill: color, bold: event.isStale))
            out.append("</g>")
        }
        return out
    }

    /// A table of columns; returns its elements and size. Stale cells are red and bold.
    /// `stacked`: each row's label on a line of its own, its cells under it (a narrow poster).
    static func render(_ columns: Columns, x: Double, y: Double, stacked: Bool = false) -> ([String], (width: Double, height: Double)) {
        // Stacked (a poster's narrow table) a point smaller, so a whole cart fits on its line.
        let size = stacked ? 12.0 : 13.0, rowHeight = 22.0, pad = stacked ? 8.0 : 12.0
        let measure = { (text: String, bold: Bool) in TextMetrics.width(of: text, fontSize: size, bold: bold) }
        let labelWidth = ([columns.title] + columns.rowLabels).map { measure($0, false) }.max() ?? 0
        let widths = zip(columns.headers, columns.cells).map { header, cells in
            max(measure(header, true), cells.map { measure($0.text, $0.isStale) }.max() ?? 0)
        }
        var out = columns.title.isEmpty ? [] : [text(columns.title, x: x, y: y + 14, size: size, bold: true)]
        var cursor = y + (columns.title.isEmpty ? 0 : rowHeight)
        let indent = stacked ? pad : labelWidth + pad
        var left = x + indent
        for (header, width) in zip(columns.headers, widths) {
            out.append(text(header, x: left, y: cursor + 15, size: size, bold: true))
            left += width + pad
        }
        let tableWidth = max(left - x, stacked ? labelWidth : 0)
        cursor += rowHeight
        out.append(##"<line x1="\##(n(x))" y1="\##(n(cursor))" x2="\##(n(x + tableWidth))" y2="\##(n(cursor))" stroke="#cccccc"/>"##)
        for (row, label) in columns.rowLabels.enumerated() {
            out.append(text(label, x: x, y: cursor + 15, size: size, fill: note))
            if stacked { cursor += 18 }
            var cellX = x + indent
            for (column, width) in widths.enumerated() {
                let cell = columns.cells[column][row]
                if cell.isStale {
                    out.append(##"<rect x="\##(n(cellX - 4))" y="\##(n(cursor + 2))" width="\##(n(width + 8))" height="\##(n(rowHeight - 4))" rx="4" fill="#fde2e4"/>"##)
                }
                out.append(text(cell.text, x: cellX, y: cursor + 15, size: size, fill: cell.isStale ? staleColor : "#111111", bold: cell.isStale))
                cellX += width + pad
            }
            cursor += rowHeight
        }
        return (out, (tableWidth, cursor - y))
    }

    public static func text(_ content: String, x: Double, y: Double, size: Double = 12, fill: String = "#111111", bold: Bool = false) -> String {
        let sizeAttribute = size == 12 ? "" : ##" font-size="\##(n(size))""##
        let weight = bold ? ##" font-weight="bold""## : ""
        return ##"<text x="\##(n(x))" y="\##(n(y))"\##(sizeAttribute) fill="\##(fill)"\##(weight)>\##(escape(content))</text>"##
    }

    /// Numbers as SVG writes them: at most one decimal, no trailing ".0".
    static func n(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// Escapes text for SVG content and attribute values.
    public static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default: out.append(character)
            }
        }
        return out
    }
}
