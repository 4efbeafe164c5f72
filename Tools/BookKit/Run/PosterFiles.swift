import Foundation

/// Where a live-view page's poster comes from: its real run draws its last live view as SVG
/// (BOOK_STAGE_POSTER), kept for the tests, and rendered to the PNG the app shows first.
public enum PosterFiles {
    public static let png = "LiveViewPoster.png"

    public static func hasLiveView(_ page: PageFolder) -> Bool {
        page.markup.lines.contains { $0.kind != .prose && ($0.text.includes("Stage.show") || $0.text.includes("setLiveView(")) }
    }

    /// The committed SVG of a page's poster, relative to the repository root.
    public static func expectedSVG(_ page: PageFolder, language: String = "en") -> String {
        "Tests/BookTests/Expected/Posters/\(language == "en" ? "" : language + "/")\(page.chapterFolder)/\(page.folder).svg"
    }

    /// Where the page's poster PNG goes, relative to the page folder.
    public static func pngPath(language: String = "en") -> String {
        "PrivateResources/\(language == "en" ? "" : language + ".lproj/")\(png)"
    }

    /// Runs the page and returns the SVG of the last live view it showed.
    public static func record(_ page: PageFolder, executable: URL, scratch: URL, environment: [String: String] = [:]) throws -> String {
        let file = scratch.appendingPathComponent("\(page.targetName).svg")
        try? FileManager.default.removeItem(at: file)
        let run = try PageRunner.run(executable, environment: environment.merging(["BOOK_STAGE_POSTER": file.path]) { _, new in new })
        guard run.succeeded, let data = FileManager.default.contents(atPath: file.path) else {
            throw Problems([Problem(display(page.url.appendingPathComponent("main.swift")), "the page drew no poster (status \(run.status)): \(run.errors)")])
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// The width an SVG declares (`width="N"`), or 0.
    public static func width(of svg: String) -> Int {
        guard let range = svg.range(of: #"width="[0-9]+""#, options: .regularExpression) else { return 0 }
        return Int(svg[range].dropFirst(7).dropLast()) ?? 0
    }
}
