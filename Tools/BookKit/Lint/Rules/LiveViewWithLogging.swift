/// SwiftUI live views abort when the page also logs results.
enum LiveViewWithLogging: PageRule {
    static let id = "live-view-with-logging"
    static let summary = "a page that sets a live view turns results logging off"
    static let examples: [LintExample] = [
        .accepts(page: "Stage.show(view)", logging: false, poster: "LiveViewPoster.png"),
        .refuses(page: "Stage.show(view)", poster: "LiveViewPoster.png", "Manifest.plist:1: this page sets a live view with results logging on"),
    ]

    static func check(_ page: LintedPage) -> [Problem] {
        guard PosterFiles.hasLiveView(page.page) && page.logging else { return [] }
        return [Problem(page.manifestPath, "this page sets a live view with results logging on: SwiftUI live views abort with logging; set PlaygroundLoggingMode to Off")]
    }
}
