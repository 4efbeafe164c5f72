import BookModel

/// Every live-view page of Apple's own book turns results logging off; no real book pairs the
/// two, and what logging does to a SwiftUI live view is not documented.
enum LiveViewWithLogging: PageRule {
    static let id = "live-view-with-logging"
    static let summary = "a page that sets a live view turns results logging off"
    static let examples: [LintExample] = [
        .accepts(page: "Stage.show(view)", logging: false, poster: "LiveViewPoster@2x.png"),
        .refuses(page: "Stage.show(view)", poster: "LiveViewPoster@2x.png", "Manifest.plist:1: this page sets a live view with results logging on"),
    ]

    static func check(_ page: LintedPage) -> [Problem] {
        guard PosterFiles.hasLiveView(page.page) && page.logging else { return [] }
        return [
            Problem(page.manifestPath, "this page sets a live view with results logging on: no real book pairs the two (Apple's own live-view pages set PlaygroundLoggingMode to Off); set it to Off")
        ]
    }
}
