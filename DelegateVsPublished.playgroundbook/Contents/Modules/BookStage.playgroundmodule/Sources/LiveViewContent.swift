/// What one live view shows: a title, lines of text, and optionally a table of columns and a
/// timeline. The SwiftUI live view, the text a terminal prints and the SVG poster are all
/// drawn from this one value, so they show the same facts.
public struct LiveViewContent: Equatable, Sendable {
    public var title: String
    public var lines: [String]
    public var columns: Columns?
    public var timeline: Timeline?

    public init(title: String, lines: [String] = [], columns: Columns? = nil, timeline: Timeline? = nil) {
        self.title = title
        self.lines = lines
        self.columns = columns
        self.timeline = timeline
    }

    /// The same content in the learner's language: the title always, lines and column
    /// labels where the book has a translation (the rest is the page's own output).
    public var localized: LiveViewContent {
        var copy = self
        copy.title = Localized.string(title)
        copy.lines = lines.map(Localized.ifAny)
        if var columns = copy.columns {
            columns.title = Localized.ifAny(columns.title)
            columns.headers = columns.headers.map(Localized.ifAny)
            columns.rowLabels = columns.rowLabels.map(Localized.ifAny)
            copy.columns = columns
        }
        // Lane names (the designs) as the column headers show them; each event keeps its lane.
        if var timeline = copy.timeline {
            timeline.lanes = timeline.lanes.map(Localized.ifAny)
            timeline.events = timeline.events.map { event in
                var event = event
                event.lane = Localized.ifAny(event.lane)
                return event
            }
            copy.timeline = timeline
        }
        return copy
    }

    /// The live view as plain text: what `book tour` shows in its place.
    public var text: String { TextRenderer.render(self) }
}
