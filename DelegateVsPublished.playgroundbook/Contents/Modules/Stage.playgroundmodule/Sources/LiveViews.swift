// SwiftUI live views (Apple platforms). Thin on purpose: every decision (what is stale, what a
// mark says, what a cell holds) was made in Timeline and Columns, which are tested on Linux.
// Only iOS 17 APIs. On Linux this file is parsed by the tests, never compiled into code.
#if canImport(SwiftUI)
import SwiftUI

struct TimelineMark: View {
    let event: TimingEvent

    var body: some View {
        HStack(alignment: .top, spacing: 8) {
            Image(systemName: event.isStale ? "xmark.octagon.fill" : "checkmark.circle.fill")
                .foregroundStyle(event.isStale ? Color.red : Color.green)
                .font(.title3)
            VStack(alignment: .leading, spacing: 2) {
                Text(event.via).font(.caption.monospaced()).foregroundStyle(.secondary)
                Text(event.label).font(.callout.monospaced())
                if event.isStale {
                    Text("stale: the property now holds \(event.settled)")
                        .font(.caption.bold()).foregroundStyle(Color.red)
                }
            }
        }
        .padding(8)
        .background(event.isStale ? Color.red.opacity(0.12) : Color.green.opacity(0.08),
                    in: RoundedRectangle(cornerRadius: 8))
        .accessibilityElement(children: .combine)
    }
}

/// One lane per design, steps along a shared horizontal axis.
struct TimelineLanes: View {
    let timeline: Timeline

    var body: some View {
        ScrollView([.horizontal, .vertical]) {
            Grid(alignment: .topLeading, horizontalSpacing: 12, verticalSpacing: 12) {
                GridRow {
                    Text("")
                    ForEach(Array(timeline.steps.indices.dropFirst()), id: \.self) { step in
                        Text("\(step). \(timeline.steps[step])").font(.headline)
                    }
                }
                ForEach(timeline.lanes, id: \.self) { lane in
                    GridRow {
                        Text(lane).font(.headline).frame(minWidth: 120, alignment: .leading)
                        ForEach(Array(timeline.steps.indices.dropFirst()), id: \.self) { step in
                            VStack(alignment: .leading, spacing: 6) {
                                ForEach(timeline.events(step: step, lane: lane), id: \.order) { event in
                                    TimelineMark(event: event)
                                }
                            }
                            .frame(minWidth: 200, alignment: .leading)
                        }
                    }
                    Divider()
                }
            }
            .padding()
        }
    }
}

struct TimelineLiveView: View {
    let title: String
    let timeline: Timeline

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title).font(.title2.bold())
            Text("Each mark is one notification: the value it sent, and what reading the property returned at that moment.")
                .font(.callout).foregroundStyle(.secondary)
            TimelineLanes(timeline: timeline)
        }
        .padding()
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

struct ColumnsLiveView: View {
    let columns: Columns
    let timeline: Timeline?

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text(columns.title).font(.title2.bold())
                ColumnsTable(columns: columns)
                if let timeline { TimelineLanes(timeline: timeline).frame(minHeight: 320) }
            }
            .padding()
        }
    }
}

/// One design's column: its view state, then its own notifications, newest first.
struct DesignColumn: View {
    let header: String
    let rowLabels: [String]
    let cells: [Columns.Cell]
    let events: [TimingEvent]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(header).font(.headline)
            ForEach(rowLabels.indices, id: \.self) { row in
                HStack {
                    Text(rowLabels[row]).foregroundStyle(.secondary)
                    Spacer()
                    Text(cells[row].text).font(.body.monospaced())
                }
                .padding(.horizontal, 6)
                .background(cells[row].isStale ? Color.red.opacity(0.2) : Color.clear, in: RoundedRectangle(cornerRadius: 4))
            }
            Divider()
            ForEach(events.reversed(), id: \.order) { TimelineMark(event: $0) }
        }
        .frame(minWidth: 220, maxWidth: .infinity, alignment: .topLeading)
    }
}

struct InteractiveCartLiveView: View {
    let buttons: [String]
    @State var columns: Columns
    @State var timeline: Timeline
    let press: (Int) -> (Columns, Timeline)

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
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
            }
            .padding()
        }
    }

    @ViewBuilder var designColumns: some View {
        ForEach(columns.headers.indices, id: \.self) { index in
            DesignColumn(
                header: columns.headers[index], rowLabels: columns.rowLabels, cells: columns.cells[index],
                events: timeline.events.filter { $0.lane == columns.headers[index] })
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
