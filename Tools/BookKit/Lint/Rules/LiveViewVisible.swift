import BookModel

/// A page that sets a live view shows it from the start.
enum LiveViewVisible: PageRule {
    static let id = "live-view-visible"
    static let summary = "a page that sets a live view shows it by default"
    static let examples: [LintExample] = [
        .accepts(page: "let cart = Cart()"),
        .refuses(
            .setKey("Chapters/04-ShelfDelegates.playgroundchapter/Pages/04-StrongDelegatesLeak.playgroundpage/Manifest.plist", "LiveViewMode", "HiddenByDefault"),
            with: "04-StrongDelegatesLeak.playgroundpage/Manifest.plist:1: this page sets a live view (Stage.show...): set LiveViewMode to VisibleByDefault"),
    ]

    static func check(_ page: LintedPage) -> [Problem] {
        guard PosterFiles.hasLiveView(page.page) && page.page.manifest.LiveViewMode != "VisibleByDefault" else { return [] }
        return [Problem(page.manifestPath, "this page sets a live view (Stage.show...): set LiveViewMode to VisibleByDefault")]
    }
}
