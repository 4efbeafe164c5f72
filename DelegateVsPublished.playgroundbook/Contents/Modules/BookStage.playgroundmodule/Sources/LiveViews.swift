// SwiftUI live views (Apple platforms). Thin on purpose: every decision (what is stale, what a
// mark says, what a cell holds) was made in Timeline and Columns, which are tested on Linux.
// Only iOS 17 APIs. On Linux this file is parsed by the tests, never compiled into code.
#if canImport(SwiftUI)
import SwiftUI

struct TimelineMark: View {
    let event: TimingEvent

    // The sizes TimelineLayout measures with: a 12 pt dot, a gap, three 12 pt lines.
    var body: some View {
        HStack(alignment: .top, spacing: TimelineLayout.gap) {
            Image(systemName: event.isStale ? "xmark.circle.fill" : "checkmark.circle.fill")
                .font(.system(size: TimelineLayout.markDiameter))
                .foregroundStyle(event.isStale ? Color.red : Color.green)
            VStack(alignment: .leading, spacing: 2) {
                Text(event.via).font(.system(size: TimelineLayout.fontSize)).foregroundStyle(.secondary)
                Group {
                    Text(event.localizedSentText)
                    Text(TimelineLayout.readText(event))
                }
                .font(.system(size: TimelineLayout.fontSize, weight: event.isStale ? .bold : .regular))
                .foregroundStyle(event.isStale ? Color.red : Color.primary)
            }
            .fixedSize()
        }
        .frame(height: TimelineLayout.markHeight, alignment: .topLeading)
        .accessibilityElement(children: .combine)
    }
}

/// One lane per design, steps along a shared horizontal axis. Column widths come from
/// TimelineLayout, the same model the SVG pictures use, so every label fits its column.
struct TimelineLanes: View {
    let timeline: Timeline

    var body: some View {
        let layout = TimelineLayout(timeline)
        // Sideways only: the panel around it scrolls vertically, and two vertical scroll views
        // would fight over the same drag.
        ScrollView(.horizontal) {
            Grid(alignment: .topLeading, horizontalSpacing: 0, verticalSpacing: 12) {
                GridRow {
                    Text("").frame(width: layout.laneLabelWidth, alignment: .leading)
                    ForEach(Array(layout.steps.enumerated()), id: \.offset) { column, step in
                        Text(TimelineLayout.stepTitle(timeline, step)).font(.headline)
                            .frame(width: layout.columnWidths[column], alignment: .leading)
                    }
                }
                ForEach(timeline.lanes, id: \.self) { lane in
                    GridRow {
                        Text(lane).font(.headline).frame(width: layout.laneLabelWidth, alignment: .leading)
                        ForEach(Array(layout.steps.enumerated()), id: \.offset) { column, step in
                            VStack(alignment: .leading, spacing: 6) {
                                ForEach(timeline.events(step: step, lane: lane), id: \.order) { event in
                                    TimelineMark(event: event)
                                }
                            }
                            .frame(width: layout.columnWidths[column], alignment: .leading)
                        }
                    }
                    Divider()
                }
            }
            .padding()
        }
    }
}

/// Every live view of the book: a title, lines of text, columns, a timeline.
/// The verdict, on a page that shows no other live view: the pass message, or the first hint.
struct VerdictLiveView: View {
    let assessment: Assessment

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(assessment.passed ? "✓" : "✗").font(.title2.bold())
            Text(assessment.passed ? (assessment.message ?? "") : (assessment.hints.first ?? "")).font(.body)
        }
        .padding()
    }
}

struct PanelLiveView: View {
    let content: LiveViewContent

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text(content.title).font(.title2.bold())
                ForEach(Array(content.lines.enumerated()), id: \.offset) { _, line in
                    Text(line).font(.body.monospaced())
                }
                if let columns = content.columns { ColumnsTable(columns: columns) }
                if let timeline = content.timeline { TimelineLanes(timeline: timeline) }
            }
            .padding()
        }
    }
}

struct ColumnsTable: View {
    let columns: Columns

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 6) {
            GridRow {
                Text("")
                ForEach(columns.headers, id: \.self) { Text($0).font(.headline) }
            }
            Divider()
            ForEach(columns.rowLabels.indices, id: \.self) { row in
                GridRow {
                    Text(columns.rowLabels[row]).foregroundStyle(.secondary)
                    ForEach(columns.cells.indices, id: \.self) { column in
                        let cell = columns.cells[column][row]
                        Text(cell.text)
                            .font(.body.monospaced())
                            .padding(.horizontal, 4)
                            .background(cell.isStale ? Color.red.opacity(0.2) : Color.clear,
                                        in: RoundedRectangle(cornerRadius: 4))
                            .overlay(alignment: .topTrailing) {
                                if cell.isStale { Image(systemName: "exclamationmark.triangle.fill").foregroundStyle(Color.red).font(.caption2) }
                            }
                    }
                }
            }
        }
    }
}

/// One design's column: its view state, stale cells in red with a warning sign.
struct DesignColumn: View {
    let header: String
    let rowLabels: [String]
    let cells: [Columns.Cell]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(header).font(.headline)
            ForEach(rowLabels.indices, id: \.self) { row in
                HStack {
                    Text(rowLabels[row]).foregroundStyle(.secondary)
                    Spacer()
                    if cells[row].isStale { Image(systemName: "exclamationmark.triangle.fill").foregroundStyle(Color.red).font(.caption2) }
                    Text(cells[row].text).font(.body.monospaced())
                }
                .padding(.horizontal, 6)
                .background(cells[row].isStale ? Color.red.opacity(0.2) : Color.clear, in: RoundedRectangle(cornerRadius: 4))
            }
        }
        .frame(minWidth: 220, maxWidth: .infinity, alignment: .topLeading)
    }
}

struct InteractiveCartLiveView: View {
    let title: String
    let buttons: [String]
    @State var columns: Columns
    @State var timeline: Timeline
    let press: (Int) -> (Columns, Timeline)

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text(title).font(.title2.bold())
                ViewThatFits {
                    HStack { buttonRow }
                    VStack(alignment: .leading) { buttonRow }
                }
                Text(columns.title).font(.title3.bold())
                // Side by side in landscape; stacked when the width does not fit three columns.
                ViewThatFits {
                    HStack(alignment: .top, spacing: 16) { designColumns }
                    VStack(alignment: .leading, spacing: 24) { designColumns }
                }
                // Every tap so far, one step per column: the same timeline the poster draws.
                TimelineLanes(timeline: timeline)
            }
            .padding()
        }
    }

    @ViewBuilder var designColumns: some View {
        ForEach(columns.headers.indices, id: \.self) { index in
            DesignColumn(header: columns.headers[index], rowLabels: columns.rowLabels, cells: columns.cells[index])
        }
    }

    @ViewBuilder var buttonRow: some View {
        ForEach(buttons.indices, id: \.self) { index in
            Button(buttons[index]) { (columns, timeline) = press(index) }
                .buttonStyle(.borderedProminent)
        }
    }
}
#endif
