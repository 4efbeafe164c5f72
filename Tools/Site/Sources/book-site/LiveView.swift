import BookModel
import Foundation

/// The live view laid out for a slide (presenter mode): the title, lines and table in large
/// type, then the timeline as a grid of actions × lanes in which the current action's column is
/// wide and shows its marks' words, and every other action is a narrow column of mark shapes
/// (✕ stale, ✓ fresh, as in the app's live view). presenter.js reveals the marks in arrival
/// order and widens the column of the latest one.
enum Stage {
    /// What a slide's stage holds: all of the live view, or, when that does not fit at the
    /// smallest size, the screen (lines and table) on one slide and the timeline on the next.
    enum Part: Equatable { case all, screen, timeline }

    /// The parts a live view takes, one slide each.
    static func parts(_ view: RecordedStage) -> [Part] {
        if view.steps.isEmpty || (view.lines.isEmpty && view.table == nil) || height(view, .all, smallest) <= available { return [.all] }
        return [.screen, .timeline]
    }

    static func html(_ view: RecordedStage, part: Part = .all, words: ToolWords) -> String {
        func t(_ english: String) -> String { EditionWords.format(english, [], in: words) }
        var out: [String] = [#"<div class="stage" style="--stage: \#(String(format: "%.2f", scale(view, part)))rem">"#]
        out.append(#"<p class="stage-title">\#(escape(view.title))</p>"#)
        if part != .timeline, !view.lines.isEmpty {
            out.append(#"<ul class="stage-lines">"# + view.lines.map { "<li>\(escape($0))</li>" }.joined() + "</ul>")
        }
        if part != .timeline, let table = view.table {
            var rows: [String] = []
            rows.append("<thead><tr><td></td>" + table.headers.map { #"<th scope="col">\#(escape($0))</th>"# }.joined() + "</tr></thead>")
            rows.append(
                "<tbody>"
                    + table.rows.map { row in
                        #"<tr><th scope="row">\#(escape(row.label))</th>"#
                            + row.cells.map { cell in
                                cell.stale
                                    ? #"<td class="stale">\#(warning)<span class="visually-hidden">\#(t("stale:")) </span>\#(escape(cell.text))</td>"#
                                    : "<td>\(escape(cell.text))</td>"
                            }.joined() + "</tr>"
                    }.joined() + "</tbody>")
            out.append(#"<table class="stage-table"><caption>\#(escape(table.title))</caption>\#(rows.joined())</table>"#)
        }
        if part != .screen, !view.steps.isEmpty {
            var grid: [String] = [#"<div class="stage-timeline" role="group" aria-label="\#(t("Timeline"))" style="--actions: \#(view.steps.count)">"#]
            grid.append(#"<div class="corner"></div>"#)
            for (index, step) in view.steps.enumerated() {
                // "3. add apple": the number always, the name when the column is the current one.
                let number = step.prefix { $0.isNumber || $0 == "." }
                let name = step.dropFirst(number.count).drop { $0 == " " }
                grid.append(
                    #"<div class="action" data-action="\#(index)" style="grid-column: \#(index + 2); grid-row: 1"><span class="number">\#(escape(number.isEmpty ? "\(index + 1)." : String(number)))</span><span class="name"> \#(escape(String(name)))</span></div>"#
                )
            }
            for (lane, name) in view.lanes.enumerated() {
                grid.append(#"<div class="lane" style="grid-row: \#(lane + 2)">\#(escape(name))</div>"#)
                for step in view.steps.indices {
                    let marks = view.marks.filter { $0.lane == lane && $0.step == step }
                    grid.append(
                        #"<div class="cell" data-action="\#(step)" style="grid-column: \#(step + 2); grid-row: \#(lane + 2)">"#
                            + marks.map { mark in
                                #"<div class="mark\#(mark.stale ? " stale" : "")" data-order="\#(mark.order)">"#
                                    + (mark.stale ? cross : check)
                                    + #"<div class="words"><span class="via">\#(escape(mark.via))</span> <span class="sent">\#(escape(mark.sent))</span> <span class="read">\#(escape(mark.read))</span></div></div>"#
                            }.joined() + "</div>")
                }
            }
            grid.append("</div>")
            out.append(grid.joined(separator: "\n"))
        }
        out.append("</div>")
        return out.joined(separator: "\n")
    }

    /// How large the stage can be (its font size, in rem; its smallest text is 1.1 em, so 1.37
    /// keeps every word at 1.5 rem, 24 px at 720p): as large as fits the slide, up to 2, from
    /// the sizes in SiteAssets.css. `available` is the slide's estimated height less the "Live
    /// view" label and the frame; the browser test measures what it really takes.
    static let smallest = 1.37
    static let available = SlideMetrics.height - SlideMetrics.label - 2.0
    static let width = SlideMetrics.width - 2.6

    static func scale(_ view: RecordedStage, _ part: Part = .all) -> Double {
        var s = 2.0
        while s > smallest && height(view, part, s) > available { s -= 0.05 }
        return max(smallest, s)
    }

    /// The part's estimated height, in rem, at stage size `s`.
    static func height(_ view: RecordedStage, _ part: Part, _ s: Double) -> Double {
        func em(_ text: String, bold: Bool = false) -> Double {
            text.reduce(0) { $0 + TextMeasure.characterWidth($1, mono: false) * (bold ? 1.08 : 1) }
        }
        let row = 1.1 * 1.3 + 0.22
        // The table at scale 1, in rem: each column's widest text (and padding), each cell's text.
        var columns: [Double] = []
        var cells: [[Double]] = []
        if let table = view.table {
            columns.append((table.rows.map { em($0.label) }.max() ?? 0) * 1.1 + 1.2)
            for (column, header) in table.headers.enumerated() {
                let texts = table.rows.compactMap { $0.cells.indices.contains(column) ? $0.cells[column] : nil }
                columns.append(max(em(header, bold: true), texts.map { em($0.text, bold: $0.stale) + ($0.stale ? 1.3 : 0) }.max() ?? 0) * 1.1 + 1.2)
            }
            cells = table.rows.map { row in row.cells.map { (em($0.text, bold: $0.stale) + ($0.stale ? 1.3 : 0)) * 1.1 } }
        }
        let tableWidth = columns.reduce(0, +)
        // The timeline: lane names, a narrow column per other action, the current one's words.
        let laneWidth = ((view.lanes.map { em($0, bold: true) }.max() ?? 0) + 0.7) * 1.1
        let collapsed = Double(max(0, view.steps.count - 1)) * 2.4 * 1.1
        let perCell = Dictionary(grouping: view.marks) { "\($0.lane) \($0.step)" }.values.map(\.count).max() ?? 0
        var h = 1.5 * 1.25 + 0.45
        if part != .timeline, !view.lines.isEmpty {
            let lines = view.lines.reduce(0) { $0 + (em($1) * 1.2 * s > width ? 2 : 1) }
            h += Double(lines) * 1.2 * 1.35 + 0.6
        }
        if part != .timeline, view.table != nil {
            // Too wide, the columns share the width in proportion, and long cells wrap.
            let share = min(1, width / (tableWidth * s)) * 0.95
            let lines = cells.reduce(0.0) { total, row in
                total
                    + row.enumerated().reduce(1.0) { most, cell in
                        let room = (columns[min(cell.offset + 1, columns.count - 1)] * share - 1.2) * s
                        return max(most, (cell.element * s / max(room, 1)).rounded(.up))
                    }
            }
            h += (lines + 2) * row + 0.9
        }
        if part != .screen, !view.steps.isEmpty {
            let room = width - (laneWidth + collapsed + 1.8 * 1.1) * s
            let lines =
                view.marks.map { mark in
                    [em(mark.via), em(mark.sent, bold: mark.stale), em(mark.read, bold: mark.stale)]
                        .reduce(0.0) { $0 + ($1 * 1.1 * s / max(room, 1)).rounded(.up) }
                }.max() ?? 3
            let cell = Double(perCell) * (lines * 1.1 * 1.3 + 0.3) + 0.6
            h += 1.1 * 1.3 + 0.3 + Double(view.lanes.count) * max(2.2, cell)
        }
        return h * s
    }

    /// The shapes that tell a stale mark from a fresh one without colour (the app's
    /// xmark.circle.fill and checkmark.circle.fill, and the table's warning triangle).
    static let cross = #"<svg class="glyph" viewBox="0 0 20 20" aria-hidden="true"><circle cx="10" cy="10" r="9"/><path d="M6 6 L14 14 M14 6 L6 14"/></svg>"#
    static let check = #"<svg class="glyph" viewBox="0 0 20 20" aria-hidden="true"><circle cx="10" cy="10" r="9"/><path d="M5.5 10.5 L8.5 13.5 L14.5 6.5"/></svg>"#
    static let warning = #"<svg class="glyph warning" viewBox="0 0 20 20" aria-hidden="true"><path d="M10 2 L19 18 L1 18 Z"/><path class="bang" d="M10 8 L10 12.5 M10 14.5 L10 15.5"/></svg>"#

    static func escape(_ text: String) -> String { MarkdownHTML.escape(text) }
}
