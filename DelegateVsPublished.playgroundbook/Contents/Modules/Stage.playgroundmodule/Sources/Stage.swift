// The platform seam. Pages call these few functions; in Swift Playgrounds they drive the live
// view and the assessment, on Linux they print the same facts as text. No page needs #if.
import Foundation

#if canImport(PlaygroundSupport)
import PlaygroundSupport
#endif
#if canImport(SwiftUI)
import SwiftUI
#endif

public enum Stage {
    /// Shows a timeline of notifications: the lanes live view, or its text.
    public static func show(_ timeline: Timeline, title: String = "Timeline") {
        print("[live view: \(title)]")
        print(TextRenderer.render(timeline))
        #if canImport(PlaygroundSupport) && canImport(SwiftUI)
        PlaygroundPage.current.setLiveView(TimelineLiveView(title: title, timeline: timeline))
        #endif
    }

    /// Shows side-by-side view state, and optionally the timeline that led to it.
    public static func show(_ columns: Columns, timeline: Timeline? = nil) {
        print("[live view: \(columns.title)]")
        print(TextRenderer.render(columns))
        #if canImport(PlaygroundSupport) && canImport(SwiftUI)
        PlaygroundPage.current.setLiveView(ColumnsLiveView(columns: columns, timeline: timeline))
        #endif
    }

    /// Shows a SwiftUI view made elsewhere (e.g. in the Shop module), with `text` as what a
    /// terminal prints in its place. `view` is nil where SwiftUI does not exist.
    public static func show(view: Any?, title: String, text: String) {
        print("[live view: \(title)]")
        print(text)
        #if canImport(PlaygroundSupport) && canImport(SwiftUI)
        if let view = view as? any View {
            PlaygroundPage.current.setLiveView(AnyView(view))
        }
        #endif
    }

    /// The interactive three-column cart: one button per action. `press(index)` runs that
    /// action through every design and returns the new columns and timeline. On Linux,
    /// where nobody can tap, `autoplay` presses are made in order and printed.
    public static func showInteractiveCart(
        buttons: [String], columns: Columns, timeline: Timeline, autoplay: [Int],
        press: @escaping (Int) -> (Columns, Timeline)
    ) {
        #if canImport(PlaygroundSupport) && canImport(SwiftUI)
        PlaygroundPage.current.setLiveView(
            InteractiveCartLiveView(buttons: buttons, columns: columns, timeline: timeline, press: press))
        #else
        print("[live view: interactive cart with buttons: \(buttons.joined(separator: " | "))]")
        var latest = (columns, timeline)
        for index in autoplay {
            print("(tap) \(buttons[index])")
            latest = press(index)
        }
        print(TextRenderer.render(latest.0))
        print(TextRenderer.render(latest.1))
        #endif
    }

    /// Reports an exercise's verdict: the app's pass message or hints, or the same as text.
    public static func assess(_ assessment: Assessment) {
        print(assessment.text)
        #if canImport(PlaygroundSupport)
        if assessment.passed {
            PlaygroundPage.current.assessmentStatus = .pass(message: assessment.message)
        } else {
            PlaygroundPage.current.assessmentStatus = .fail(hints: assessment.hints, solution: assessment.solution)
        }
        #endif
    }

    /// Lets main-queue work run (what `receive(on: DispatchQueue.main)` scheduled) until
    /// `done()` is true. A page's top-level code runs on the main thread, so that work waits
    /// for it; in the app a live view keeps the page alive, here the run loop is turned by hand.
    public static func runMainQueue(until done: () -> Bool) {
        let deadline = Date(timeIntervalSinceNow: 5)
        while !done() && Date() < deadline {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
        }
    }
}
