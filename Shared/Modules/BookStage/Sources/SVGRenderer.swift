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

    /// A whole live view: title, lines, columns, timeline, top to bottom.
    public static func render(_ content: LiveViewContent) -> String {
        var body: [String] = []
        var y = 16.0
        var width = 0.0
        let margin = 16.0
        body.append(text(content.title, x: margin, y: y + 16, size: 18, bold: true))
        width = max(width, margin + TextMetrics.width(of: content.title, fontSize: 18, bold: true))
        y += 30
        for line in content.lines {
            body.append(text(line, x: margin, y: y + 13, fill: note))
            width = max(width, margin + TextMetrics.width(of: line, fontSize: 12))
            y += 18
        }
        if let columns = content.columns {
            let (table, size) = render(columns, x: margin, y: y + 8)
            body += table
            width = max(width, margin + size.width)
            y += 8 + size.height
        }
        if let timeline = content.timeline {
            let layout = TimelineLayout(timeline, top: y + 8)
            body += render(timeline, layout: layout, x: margin)
            width = max(width, margin + layout.width)
            y += 8 + layout.height
        }
        let w = Int((width + margin).rounded(.up)), h = Int((y + margin).rounded(.up))
        return ([
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(w)" height="\##(h)" viewBox="0 0 \##(w) \##(h)" \##(font) font-size="12">"##,
            ##"<rect width="100%" height="100%" fill="#ffffff"/>"##,
        ] + body + ["</svg>"]).joined(separator: "\n") + "\n"
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
    static func render(_ columns: Columns, x: Double, y: Double) -> ([String], (width: Double, height: Double)) {
        let size = 13.0, rowHeight = 22.0, pad = 12.0
        let measure = { (text: String, bold: Bool) in TextMetrics.width(of: text, fontSize: size, bold: bold) }
        let labelWidth = ([columns.title] + columns.rowLabels).map { measure($0, false) }.max() ?? 0
        let widths = zip(columns.headers, columns.cells).map { header, cells in
            max(measure(header, true), cells.map { measure($0.text, $0.isStale) }.max() ?? 0)
        }
        var out = [text(columns.title, x: x, y: y + 14, size: size, bold: true)]
        var cursor = y + rowHeight
        var left = x + labelWidth + pad
        for (header, width) in zip(columns.headers, widths) {
            out.append(text(header, x: left, y: cursor + 15, size: size, bold: true))
            left += width + pad
        }
        let tableWidth = left - x
        cursor += rowHeight
        out.append(##"<line x1="\##(n(x))" y1="\##(n(cursor))" x2="\##(n(x + tableWidth))" y2="\##(n(cursor))" stroke="#cccccc"/>"##)
        for (row, label) in columns.rowLabels.enumerated() {
            out.append(text(label, x: x, y: cursor + 15, size: size, fill: note))
            var cellX = x + labelWidth + pad
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
