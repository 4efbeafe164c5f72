import Foundation

/// The site's stylesheet and its scripts, kept as files in `Resources/` (CSS and JavaScript
/// are content, not code: node checks the script, editors highlight both). Reading mode shows a
/// page's slides one after another; presenter mode (`p`, or `#present` in the address) one slide
/// at a time on an 80 × 45 rem stage fitted to the screen, in type sized for the back of a
/// room; print gives one slide per sheet (16:9), live views in their final state. Light and dark.
enum SiteAssets {
    /// Presenter-mode type (`slide-type.css`), also used for print and the speaker view's
    /// thumbnails. Slides.swift estimates heights from these sizes (SlideMetrics): keep the two
    /// in step. `P ` stands for the root selector of the mode that uses it.
    static let slideType = resource("slide-type.css")

    /// `style.css`, where each `/* slide-type: SELECTOR */` line takes the presenter type under
    /// that root selector.
    static let css = resource("style.css").split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
        guard let open = line.range(of: "/* slide-type: "), line.hasSuffix(" */") else { return String(line) }
        let selector = line[open.upperBound..<line.index(line.endIndex, offsetBy: -3)]
        return line[..<open.lowerBound] + slideType.replacingOccurrences(of: "P ", with: selector + " ")
    }.joined(separator: "\n")

    /// `presenter.js`: keys, slides, the speaker view, checkpoints, print.
    static let javascript = resource("presenter.js")

    /// `deck-logic.js`: what presenter.js decides without the page (steps, pace, notes' parts),
    /// unit-tested under node (Tests/JavaScript).
    static let deckLogic = resource("deck-logic.js")

    /// `handout.js`: which pages and slides the handout (`all.html`) prints.
    static let handout = resource("handout.js")

    /// `plan-choice.js`: the index's plan list, kept in the browser as the speaker view keeps it.
    static let planChoice = resource("plan-choice.js")

    /// A file of `Resources/`, without its last newline.
    static func resource(_ name: String) -> String {
        guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Resources"),
            let text = try? String(contentsOf: url, encoding: .utf8)
        else {
            fatalError("book-site: its resource \(name) is missing from \(Bundle.module.bundlePath)")
        }
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }
}
