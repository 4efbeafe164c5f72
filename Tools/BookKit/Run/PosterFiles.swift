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

    /// Runs the page and returns the SVG of the last live view it showed, at its natural width
    /// and laid out for the poster.
    public static func record(_ page: PageFolder, executable: URL, scratch: URL, environment: [String: String] = [:]) throws -> (record: String, poster: String) {
        let file = scratch.appendingPathComponent("\(page.targetName).svg")
        // BookStage's Stage.writePoster puts the pane's layout beside the record, `.poster.svg` added.
        let posterFile = URL(fileURLWithPath: file.path + ".poster.svg")
        try? FileManager.default.removeItem(at: file)
        try? FileManager.default.removeItem(at: posterFile)
        let run = try PageRunner.run(executable, environment: environment.merging(["BOOK_STAGE_POSTER": file.path]) { _, new in new })
        guard run.succeeded, let data = FileManager.default.contents(atPath: file.path),
            let poster = FileManager.default.contents(atPath: posterFile.path)
        else {
            throw Problems([Problem(display(page.url.appendingPathComponent("main.swift")), "the page drew no poster (status \(run.status)): \(run.errors)")])
        }
        return (String(decoding: data, as: UTF8.self), String(decoding: poster, as: UTF8.self))
    }

    /// The width an SVG declares (`width="N"`), or 0.
    public static func width(of svg: String) -> Int {
        guard let range = svg.range(of: #"width="[0-9]+""#, options: .regularExpression) else { return 0 }
        return Int(svg[range].dropFirst(7).dropLast()) ?? 0
    }
}
