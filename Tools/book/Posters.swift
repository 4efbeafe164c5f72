import ArgumentParser
import BookLint
import BookModel
import BookRun
import Foundation

extension Book {
    struct Posters: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Draw each live-view page's poster from its real run.",
            discussion: """
                Runs every page that sets a live view with BOOK_STAGE_POSTER set, so the page writes its \
                last live view as SVG; keeps that SVG under Tests/BookTests/Expected/Posters with the same view laid out for the \
                app's pane (.poster.svg, at most \(PosterFiles.maxPoints) points wide; the tests check both \
                are current) and renders the second at \(PosterFiles.scale)x with rsvg-convert to the page's \
                PrivateResources/\(PosterFiles.png), the image Swift Playgrounds shows before the page runs.
                """)

        @OptionGroup var options: RootOptions
        func run() throws {
            // Posters may be what is missing: every other problem stops this command.
            let (read, found) = SourceChecks.read(root: options.rootURL)
            let blocking = found.filter { !$0.message.contains("PosterReference") }
            guard let tree = read, blocking.isEmpty else { throw fail(blocking) }
            let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("book-posters-\(getpid())")
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: scratch) }
            let pages = tree.pages.filter(PosterFiles.hasLiveView)
            let compiled = try executables(pages.map(PageCompiler.Program.init(page:)), tree: tree)
            for language in ["en"] + TranslationSources.languages(in: options.rootURL) {
                let environment = try Localization.environment(root: options.rootURL, language: language, scratch: scratch)
                for (page, executable) in zip(pages, compiled) {
                    let svg = try PosterRecorder.record(page, executable: executable, scratch: scratch, environment: environment)
                    for (path, text) in [
                        (PosterFiles.expectedSVG(page, language: language), svg.record),
                        (PosterFiles.expectedPosterSVG(page, language: language), svg.poster),
                    ] {
                        let expected = options.rootURL.appendingPathComponent(path)
                        try FileManager.default.createDirectory(at: expected.deletingLastPathComponent(), withIntermediateDirectories: true)
                        try Data(text.utf8).write(to: expected)
                    }
                    let png = page.url.appendingPathComponent(PosterFiles.pngPath(language: language))
                    try FileManager.default.createDirectory(at: png.deletingLastPathComponent(), withIntermediateDirectories: true)
                    let points = PosterFiles.width(of: svg.poster)
                    guard points <= PosterFiles.maxPoints else {
                        throw ValidationError("\(page.folder): its poster is \(points) points wide, over \(PosterFiles.maxPoints)")
                    }
                    let source = options.rootURL.appendingPathComponent(PosterFiles.expectedPosterSVG(page, language: language))
                    let render = try ChildProcess.run(command: "rsvg-convert", ["--width", "\(points * PosterFiles.scale)", "--background-color", "#ffffff", "--output", png.path, source.path])
                    guard render.status == 0 else {
                        throw ValidationError("rsvg-convert failed for \(page.folder) (status \(render.status)); install it with `apt-get install librsvg2-bin`\n\(render.errorText)")
                    }
                    print("wrote \(PosterFiles.expectedSVG(page, language: language)) and \(page.chapterFolder)/Pages/\(page.folder)/\(PosterFiles.pngPath(language: language))")
                }
            }
        }
    }
}
