import BookModel

/// The app shows a page's poster in the live view until the page runs.
enum LiveViewPoster: PageRule {
    static let id = "live-view-poster"
    static let summary = "a page that sets a live view has a poster, at 2x, so the live view never opens blank or soft"
    static let examples: [LintExample] = [
        .accepts(page: "Stage.show(view)", logging: false, poster: "LiveViewPoster@2x.png"),
        .refuses(page: "Stage.show(view)", logging: false, "Manifest.plist:1: this page has a live view but no PosterReference"),
        .refuses(
            page: "Stage.show(view)", logging: false, poster: "LiveViewPoster.png",
            "Manifest.plist:1: the poster 'LiveViewPoster.png' is not named LiveViewPoster@2x.png"),
    ]

    static func check(_ page: LintedPage) -> [Problem] {
        guard PosterFiles.hasLiveView(page.page) else { return [] }
        guard let poster = page.page.manifest.PosterReference else {
            return [Problem(page.manifestPath, "this page has a live view but no PosterReference: the live view opens blank until the page runs (run `swift run book posters`)")]
        }
        guard poster == PosterFiles.png else {
            // The app shows a poster unscaled: only a name ending in @2x makes it load at scale 2.
            return [Problem(page.manifestPath, "the poster '\(poster)' is not named \(PosterFiles.png): the app would show it at one pixel per point, soft and twice as wide")]
        }
        return []
    }
}
