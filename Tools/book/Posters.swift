import ArgumentParser
import BookKit
import Foundation

extension Book {
    struct Posters: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Draw each live-view page's poster from its real run.",
            discussion: """
                Runs every page that sets a live view with BOOK_STAGE_POSTER set, so the page writes its \
                last live view as SVG; keeps that SVG under Tests/BookTests/Expected/Posters (the tests \
                check it is current) and renders it with rsvg-convert to the page's \
                PrivateResources/\(PosterFiles.png), the image Swift Playgrounds shows before the page runs.
                """)

        @OptionGroup var options: RootOptions
        @Option(help: "The widest a poster may be, in pixels.")
        var maxWidth = 1024

        func run() throws {
            // Posters may be what is missing: every other problem stops this command.
            let (read, found) = SourceTree.read(root: options.rootURL)
            let blocking = found.filter { !$0.message.contains("PosterReference") }
            guard let tree = read, blocking.isEmpty else { throw fail(blocking) }
            let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("book-posters-\(getpid())")
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: scratch) }
            let pages = tree.pages.filter(PosterFiles.hasLiveView)
            let compiled = try executables(pages.map(PageCompiler.Program.init(page:)), tree: tree)
            for language in ["en"] + TranslationSources.languages {
            let environment = try Localization.environment(root: options.rootURL, language: language, scratch: scratch)
            for (page, executable) in zip(pages, compiled) {
                let svg = try PosterFiles.record(page, executable: executable, scratch: scratch, environment: environment)
                let expected = options.rootURL.appendingPathComponent(PosterFiles.expectedSVG(page, language: language))
                try FileManager.default.createDirectory(at: expected.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(svg.utf8).write(to: expected)
                let png = page.url.appendingPathComponent(PosterFiles.pngPath(language: language))
                try FileManager.default.createDirectory(at: png.deletingLastPathComponent(), withIntermediateDirectories: true)
                let width = min(maxWidth, PosterFiles.width(of: svg))
                let render = try ChildProcess.run(command: "rsvg-convert", ["--width", "\(width)", "--background-color", "#ffffff", "--output", png.path, expected.path])
                guard render.status == 0 else {
                    throw ValidationError("rsvg-convert failed for \(page.folder) (status \(render.status)); install it with `apt-get install librsvg2-bin`\n\(render.errorText)")
                }
                print("wrote \(PosterFiles.expectedSVG(page, language: language)) and \(page.chapterFolder)/Pages/\(page.folder)/\(PosterFiles.pngPath(language: language))")
            }
            }
        }
    }
}
