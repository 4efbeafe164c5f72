/// The timeline as an SVG picture: one lane per design, a shared step axis, one mark per
/// notification labelled "sent X, property read Y", stale marks in red with a cross.
public enum SVGRenderer {
    public static func render(_ timeline: Timeline, title: String = "When does each design tell you?") -> String {
        let steps = Array(timeline.steps.indices.dropFirst())
        let grouped = timeline.grouped()
        let events = { (step: Int, lane: String) in grouped[Timeline.Cell(step: step, lane: lane)] ?? [] }
        let laneHeight = 86, laneLabelWidth = 190, stepWidth = 210, top = 70
        let maxPerCell = max(1, steps.flatMap { step in timeline.lanes.map { events(step, $0).count } }.max() ?? 1)
        let markGap = 30
        let width = laneLabelWidth + stepWidth * max(steps.count, 1) + 20
        let height = top + laneHeight * timeline.lanes.count + (maxPerCell - 1) * markGap * timeline.lanes.count + 50
        var out: [String] = []
        out.append(##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(width)" height="\##(height)" viewBox="0 0 \##(width) \##(height)" font-family="-apple-system, Helvetica, Arial, sans-serif" font-size="12">"##)
        out.append(##"<rect width="100%" height="100%" fill="#ffffff"/>"##)
        out.append(##"<text x="16" y="26" font-size="16" font-weight="bold">\##(escape(title))</text>"##)
        out.append(##"<text x="16" y="46" fill="#555555">Each mark is one notification: the value it sent, and what reading the property returned at that moment.</text>"##)
        for (column, step) in steps.enumerated() {
            let x = laneLabelWidth + column * stepWidth
            out.append(##"<line x1="\##(x)" y1="\##(top - 8)" x2="\##(x)" y2="\##(height - 30)" stroke="#dddddd"/>"##)
            out.append(##"<text x="\##(x + 6)" y="\##(top + 4)" fill="#333333">\##(step). \##(escape(timeline.steps[step]))</text>"##)
        }
        var y = top + 20
        for lane in timeline.lanes {
            let rows = max(1, steps.map { events($0, lane).count }.max() ?? 1)
            let laneBottom = y + laneHeight - 20 + (rows - 1) * markGap
            out.append(##"<text x="16" y="\##(y + 24)" font-weight="bold">\##(escape(lane))</text>"##)
            out.append(##"<line x1="\##(laneLabelWidth)" y1="\##(laneBottom)" x2="\##(width - 20)" y2="\##(laneBottom)" stroke="#eeeeee"/>"##)
            for (column, step) in steps.enumerated() {
                for (index, event) in events(step, lane).enumerated() {
                    let x = laneLabelWidth + column * stepWidth + 10
                    let markY = y + 10 + index * markGap
                    let color = event.isStale ? "#d70015" : "#248a3d"
                    out.append(##"<circle cx="\##(x + 6)" cy="\##(markY + 10)" r="6" fill="\##(color)"/>"##)
                    if event.isStale {
                        out.append(##"<path d="M\##(x + 3) \##(markY + 7) l6 6 M\##(x + 9) \##(markY + 7) l-6 6" stroke="#ffffff" stroke-width="2"/>"##)
                    }
                    out.append(##"<text x="\##(x + 18)" y="\##(markY + 8)" fill="#555555">\##(escape(event.via))</text>"##)
                    let weight = event.isStale ? ##" font-weight="bold""## : ""
                    out.append(##"<text x="\##(x + 18)" y="\##(markY + 22)" fill="\##(color)"\##(weight)>\##(escape(event.label))\##(event.isStale ? " (stale)" : "")</text>"##)
                }
            }
            y += laneHeight + (rows - 1) * markGap
        }
        out.append("</svg>")
        return out.joined(separator: "\n") + "\n"
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
