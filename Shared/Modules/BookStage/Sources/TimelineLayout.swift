/// Where everything of a timeline picture goes: one column per step, as wide as the widest
/// label it holds, one lane per design, as tall as its busiest step. The SVG renderer and the
/// SwiftUI lanes both take their sizes from here, so a label never spills into the next column.
public struct TimelineLayout: Equatable, Sendable {
    public static let fontSize = 12.0
    public static let markDiameter = 12.0
    /// Space between a mark's dot and its text, and around a column's contents.
    public static let gap = 8.0
    /// Three lines per mark: how it arrived, what it sent, what the property read.
    public static let markHeight = 46.0

    public struct Box: Equatable, Sendable {
        public var x: Double, y: Double, width: Double, height: Double
        public var maxX: Double { x + width }
        public var maxY: Double { y + height }
        public func overlaps(_ other: Box) -> Bool {
            x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
        }
    }

    /// One mark's three lines of text, measured.
    public struct Mark: Equatable, Sendable {
        public var event: TimingEvent
        public var column: Int
        public var via: Box
        public var sent: Box
        public var read: Box

        public var boxes: [Box] { [via, sent, read] }
    }

    public var steps: [Int]
    public var laneLabelWidth: Double
    public var columnX: [Double]
    public var columnWidths: [Double]
    public var laneY: [Double]
    public var laneHeights: [Double]
    public var marks: [Mark]
    public var width: Double
    public var height: Double

    /// The text a mark's last line shows: what the property read, and "(stale)" on a stale read.
    public static func readText(_ event: TimingEvent) -> String {
        event.localizedReadText + (event.isStale ? " " + Localized.string("(stale)") : "")
    }

    /// A step's column title, e.g. `2. add apple`.
    public static func stepTitle(_ timeline: Timeline, _ step: Int) -> String {
        "\(step). \(Localized.ifAny(timeline.steps[step]))"
    }

    /// The line a lane's name takes above its marks when `labelsAbove`.
    public static let labelHeight = 18.0

    /// `only`: the steps to lay out (all but the set-up by default); `labelsAbove`: each lane's
    /// name on a line above its marks instead of in a column of its own. A poster narrower than
    /// the whole timeline shows it in bands of a few steps each, names above.
    public init(_ timeline: Timeline, top: Double = 0, only: [Int]? = nil, labelsAbove: Bool = false) {
        let steps = only ?? Array(timeline.steps.indices.dropFirst())
        let grouped = timeline.grouped()
        let events = { (step: Int, lane: String) in grouped[Timeline.Cell(step: step, lane: lane)] ?? [] }
        let measure = { (text: String, bold: Bool) in TextMetrics.width(of: text, fontSize: Self.fontSize, bold: bold) }
        let markIndent = Self.markDiameter + Self.gap
        laneLabelWidth = labelsAbove ? 0 : (timeline.lanes.map { measure($0, true) }.max() ?? 0) + 2 * Self.gap
        let labelLine = labelsAbove ? Self.labelHeight : 0
        columnWidths = steps.map { step in
            let title = measure(Self.stepTitle(timeline, step), false)
            let widest = timeline.lanes.flatMap { events(step, $0) }.map { event in
                max(measure(event.via, false), measure(event.localizedSentText, event.isStale), measure(Self.readText(event), event.isStale))
            }.max() ?? 0
            return max(title, markIndent + widest) + 2 * Self.gap
        }
        var x = laneLabelWidth
        columnX = columnWidths.map { width in
            defer { x += width }
            return x
        }
        width = x + Self.gap
        let headerHeight = 24.0
        var y = top + headerHeight
        laneHeights = []
        laneY = []
        marks = []
        for lane in timeline.lanes {
            let rows = max(1, steps.map { events($0, lane).count }.max() ?? 1)
            laneY.append(y)
            for (column, step) in steps.enumerated() {
                for (index, event) in events(step, lane).enumerated() {
                    let textX = columnX[column] + Self.gap + markIndent
                    let markY = y + labelLine + Self.gap + Double(index) * Self.markHeight
                    let line = Self.fontSize + 2
                    marks.append(Mark(
                        event: event, column: column,
                        via: Box(x: textX, y: markY, width: measure(event.via, false), height: Self.fontSize),
                        sent: Box(x: textX, y: markY + line, width: measure(event.localizedSentText, event.isStale), height: Self.fontSize),
                        read: Box(x: textX, y: markY + 2 * line, width: measure(Self.readText(event), event.isStale), height: Self.fontSize)))
                }
            }
            let height = labelLine + Double(rows) * Self.markHeight + 2 * Self.gap
            laneHeights.append(height)
            y += height
        }
        height = y - top
        self.steps = steps
    }
}
