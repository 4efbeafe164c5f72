// The platform seam. Pages call these few functions; in Swift Playgrounds they drive the live
// view and the assessment, on Linux they print the same facts as text, framed so that
// `book tour` can show them where the app shows them. No page needs #if.
import Foundation

#if canImport(PlaygroundSupport)
import PlaygroundSupport
#endif
#if canImport(SwiftUI)
import SwiftUI
#endif
#if canImport(UIKit)
import UIKit
#endif

public enum Stage {
    /// Whether this run has set a live view: a page without one gets its verdict as one too.
    /// A page runs on the main thread only, so the flag needs no lock.
    final class LiveViewFlag: @unchecked Sendable { var shown = false }
    static let liveView = LiveViewFlag()

    /// Shows a timeline of notifications, with optional lines of text above it.
    public static func show(_ timeline: Timeline, title: String, lines: [String] = []) {
        show(LiveViewContent(title: title, lines: lines, timeline: timeline))
    }

    /// Shows side-by-side view state, and optionally the timeline that led to it. `poster`:
    /// what the app shows before Run, where the run's own view would answer the page's question.
    public static func show(
        _ columns: Columns, timeline: Timeline? = nil, title: String, lines: [String] = [], poster: LiveViewContent? = nil
    ) {
        show(LiveViewContent(title: title, lines: lines, columns: columns, timeline: timeline), poster: poster)
    }

    /// Shows lines of text: what a page with results logging off would otherwise only print.
    public static func show(lines: [String], title: String) {
        show(LiveViewContent(title: title, lines: lines))
    }

    /// Shows a live view's content: the SwiftUI panel in the app, its text on Linux. The app
    /// shows the page's poster before Run: drawn from `poster` if given, else from `content`.
    public static func show(_ content: LiveViewContent, poster: LiveViewContent? = nil) {
        let content = content.localized
        liveView.shown = true
        #if canImport(PlaygroundSupport) && canImport(SwiftUI)
        PlaygroundPage.current.setLiveView(PanelLiveView(content: content))
        #else
        printLiveView(content.text)
        if let poster = poster?.localized {
            // What the app shows until Run, where it differs from the run's view.
            print(Frame.poster.open)
            print(poster.text)
            print(Frame.poster.close)
        }
        writePoster(content, poster: poster?.localized)
        #endif
    }

    /// Shows a SwiftUI view made elsewhere (e.g. in the Shop module) above `content`, which
    /// is also what a terminal prints and the poster draws. `view` is nil without SwiftUI.
    public static func show(view: Any?, content: LiveViewContent) {
        let content = content.localized
        liveView.shown = true
        #if canImport(PlaygroundSupport) && canImport(SwiftUI)
        if let view = view as? any View {
            PlaygroundPage.current.setLiveView(VStack(spacing: 0) {
                AnyView(view)
                Divider()
                PanelLiveView(content: content)
            })
        } else {
            PlaygroundPage.current.setLiveView(PanelLiveView(content: content))
        }
        #else
        printLiveView(content.text)
        writePoster(content)
        #endif
    }

    /// Shows a UIKit screen's table run: in the app a UITableViewController listing `content`'s
    /// table row by row (an action, what the table showed, what it should show, "⚠︎" where they
    /// differ); on Linux `content`, which the poster also draws.
    public static func show(table: RowsTable, content: LiveViewContent) {
        let content = content.localized
        liveView.shown = true
        #if canImport(PlaygroundSupport) && canImport(UIKit)
        if let columns = content.columns {
            table.report = columns.rowLabels.indices.map { row in
                let cells = columns.cells.map { $0[row] }
                let mark = cells.contains(where: \.isStale) ? "⚠︎ " : ""
                return mark + columns.rowLabels[row] + ": " + zip(columns.headers, cells).map { "\($0) \($1.text)" }.joined(separator: "; ")
            }
        }
        PlaygroundPage.current.setLiveView(table.viewController)
        #else
        printLiveView(content.text)
        writePoster(content)
        #endif
    }

    /// The interactive three-column cart: one button per action. `press(index)` runs that
    /// action through every design and returns the new columns and timeline. On Linux,
    /// where nobody can tap, the `autoplay` buttons are pressed in order.
    public static func showInteractiveCart(
        title: String, buttons: [String], columns: Columns, timeline: Timeline, autoplay: [Int],
        press: @escaping (Int) -> (Columns, Timeline)
    ) {
        liveView.shown = true
        #if canImport(PlaygroundSupport) && canImport(SwiftUI)
        PlaygroundPage.current.setLiveView(
            InteractiveCartLiveView(title: Localized.string(title), buttons: buttons, columns: columns, timeline: timeline, press: press))
        #else
        var latest = (columns, timeline)
        for index in autoplay { latest = press(index) }
        var lines = [Localized.format("Buttons: %@", buttons.joined(separator: " | "))]
        if !autoplay.isEmpty { lines.append(Localized.format("Tapped: %@", autoplay.map { buttons[$0] }.joined(separator: ", "))) }
        let content = LiveViewContent(title: title, lines: lines, columns: latest.0, timeline: latest.1).localized
        printLiveView(content.text)
        writePoster(content)
        #endif
    }

    /// Reports an exercise's verdict. The app shows the pass message, or offers the hints
    /// one at a time and then the solution; on Linux the verdict is printed, every hint
    /// numbered in the order the app reveals them.
    public static func assess(_ assessment: Assessment) {
        let assessment = assessment.localized
        #if canImport(PlaygroundSupport)
        if assessment.passed {
            PlaygroundPage.current.assessmentStatus = .pass(message: assessment.message)
        } else {
            PlaygroundPage.current.assessmentStatus = .fail(hints: assessment.hints, solution: assessment.solution)
        }
        // Where the app shows a verdict on a page with no live view is undocumented, so such a
        // page also shows it as a small live view (DEVICE-CHECK step 5).
        #if canImport(SwiftUI)
        if !liveView.shown { PlaygroundPage.current.setLiveView(VerdictLiveView(assessment: assessment)) }
        #endif
        #else
        print(Frame.assessment.open)
        print(assessment.text)
        print(Frame.assessment.close)
        #endif
    }

    /// Lets main-queue work run (what `receive(on: DispatchQueue.main)` or a main-actor task
    /// scheduled) until `done()` is true, at most five seconds. A page's top-level code runs
    /// on the main thread, so that work waits for it: the run loop is turned by hand.
    public static func runMainQueue(until done: () -> Bool) {
        let deadline = Date(timeIntervalSinceNow: 5)
        while !done() && Date() < deadline {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
        }
    }

    static func printLiveView(_ text: String) {
        print(Frame.liveView.open)
        print(text)
        print(Frame.liveView.close)
    }

    /// With BOOK_STAGE_POSTER set (by `book posters` and `book expect`), the latest live view
    /// is also written there as SVG, laid out at its natural width (the picture the web edition
    /// shows), beside it (`.poster.svg`) laid out for the app's pane, the picture shown before
    /// Run, and as data (`.json`).
    static func writePoster(_ content: LiveViewContent, poster: LiveViewContent? = nil) {
        guard let path = ProcessInfo.processInfo.environment["BOOK_STAGE_POSTER"], !path.isEmpty else { return }
        try? Data(SVGRenderer.render(content).utf8).write(to: URL(fileURLWithPath: path))
        try? Data(SVGRenderer.render(poster ?? content, maxWidth: posterWidth).utf8).write(to: URL(fileURLWithPath: path + ".poster.svg"))
        try? record(content).write(to: URL(fileURLWithPath: path + ".json"))
    }

    /// The latest live view as data (`.json` beside the SVG), for the tools that show it again:
    /// every text as the SVG draws it, and each timeline mark with its step and lane.
    static func record(_ content: LiveViewContent) -> Data {
        var record: [String: Any] = ["title": content.title, "lines": content.lines, "steps": [String](), "lanes": [String](), "marks": [Any]()]
        if let columns = content.columns {
            let rows = columns.rowLabels.indices.map { row -> [String: Any] in
                ["label": columns.rowLabels[row], "cells": columns.cells.map { ["text": $0[row].text, "stale": $0[row].isStale] }]
            }
            record["table"] = ["title": columns.title, "headers": columns.headers, "rows": rows]
        }
        if let timeline = content.timeline {
            let layout = TimelineLayout(timeline)
            record["steps"] = layout.steps.map { TimelineLayout.stepTitle(timeline, $0) }
            record["lanes"] = timeline.lanes
            record["marks"] = layout.marks.map(\.event).sorted { $0.order < $1.order }.map { event -> [String: Any] in
                [
                    "order": event.order, "stale": event.isStale, "via": event.via, "sent": event.localizedSentText,
                    "read": TimelineLayout.readText(event), "step": layout.steps.firstIndex(of: event.step) ?? 0,
                    "lane": timeline.lanes.firstIndex(of: event.lane) ?? 0,
                ]
            }
        }
        return (try? JSONSerialization.data(withJSONObject: record, options: [.prettyPrinted, .sortedKeys])) ?? Data()
    }

    /// The widest a poster is, in points: the live-view pane beside the code is half the
    /// screen, 512 points on the smallest iPad in landscape.
    public static let posterWidth = 500.0
}

/// The lines that frame what a page shows outside its printed output, on Linux.
public enum Frame: String, CaseIterable, Sendable {
    case liveView = "live view"
    case assessment = "assessment"
    case prediction = "prediction"
    case poster = "poster"

    public var open: String { "[\(rawValue)]" }
    public var close: String { "[end \(rawValue)]" }
}
