/// The app shows a page's poster in the live view until the page runs.
enum LiveViewPoster: PageRule {
    static let id = "live-view-poster"
    static let summary = "a page that sets a live view has a poster, so the live view never opens blank"
    static let examples: [LintExample] = [
        .accepts(page: "Stage.show(view)", logging: false, poster: "LiveViewPoster.png"),
        .refuses(page: "Stage.show(view)", logging: false, "Manifest.plist:1: this page has a live view but no PosterReference"),
    ]

    static func check(_ page: LintedPage) -> [Problem] {
        guard PosterFiles.hasLiveView(page.page) && page.page.manifest.PosterReference == nil else { return [] }
        return [Problem(page.manifestPath, "this page has a live view but no PosterReference: the live view opens blank until the page runs (run `swift run book posters`)")]
    }
}
