import Foundation

/// Where a live-view page's poster comes from: its real run draws its last live view as SVG
/// (BOOK_STAGE_POSTER), kept for the tests, and rendered to the PNG the app shows first.
public enum PosterFiles {
    /// Drawn at twice its size in points and named so the app loads it at scale 2, as Apple's
    /// own book names its pictures (`OpenSwitch@2x.png`); the page's `PosterReference`.
    public static let png = "LiveViewPoster@2x.png"
    /// The widest a poster may be, in points (BookStage's `Stage.posterWidth`), and its scale.
    public static let maxPoints = 500, scale = 2

    public static func hasLiveView(_ page: PageFolder) -> Bool {
        page.markup.lines.contains { $0.kind != .prose && ($0.text.includes("Stage.show") || $0.text.includes("setLiveView(")) }
    }

    /// The committed SVG of a page's last live view at its natural width (what the web edition
    /// reads), relative to the repository root.
    public static func expectedSVG(_ page: PageFolder, language: String = "en") -> String {
        "Tests/BookTests/Expected/Posters/\(language == "en" ? "" : language + "/")\(page.chapterFolder)/\(page.folder).svg"
    }

    /// The committed SVG the poster PNG is rendered from: the same live view laid out for the pane.
    public static func expectedPosterSVG(_ page: PageFolder, language: String = "en") -> String {
        expectedSVG(page, language: language).replacingOccurrences(of: ".svg", with: ".poster.svg")
    }

    /// Where the page's poster PNG goes, relative to the page folder.
    public static func pngPath(language: String = "en") -> String {
        "PrivateResources/\(language == "en" ? "" : language + ".lproj/")\(png)"
    }

    /// The width an SVG declares (`width="N"`), or 0.
    public static func width(of svg: String) -> Int {
        guard let range = svg.range(of: #"width="[0-9]+""#, options: .regularExpression) else { return 0 }
        return Int(svg[range].dropFirst(7).dropLast()) ?? 0
    }
}
