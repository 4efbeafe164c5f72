import ArgumentParser
import BookLint
import BookModel
import BookRun
import BookTour
import Foundation

extension Book {
    struct Expect: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Record what each page's run shows (printed lines, results sidebar, live view, verdict) as data (Tests/BookTests/Expected/*.json).",
            discussion: "Runs the real pages; review the diff before committing it.")

        @OptionGroup var options: RootOptions

        func run() throws {
            let tree = try loadTree(options)
            let variants = try PageVariant.load(root: options.rootURL)
            let programs = BookPrograms.all(tree: tree, variants: variants)
            let compiled = Dictionary(uniqueKeysWithValues: zip(programs.map(\.name), try executables(programs, tree: tree)))
            // Each translation's environment, written once: the web edition shows these runs.
            let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("book-expect-\(getpid())")
            defer { try? FileManager.default.removeItem(at: scratch) }
            let environments = try TranslationSources.languages(in: options.rootURL).map { language in
                (
                    language, try Localization.environment(root: options.rootURL, language: language, scratch: scratch),
                    try Localization.load(root: options.rootURL, language: language)
                )
            }
            // One run per page and language: what it printed, its results sidebar where logging
            // is on, its live view's parts where it shows one.
            for page in tree.pages {
                for (language, environment, localization) in [("en", [:], nil)] + environments {
                    let (run, output) = try PageRecorder.record(
                        page, executable: compiled[page.targetName]!, environment: environment, localization: localization, scratch: scratch)
                    guard run.succeeded else {
                        throw ValidationError("page \(page.chapterFolder)/\(page.folder) failed (status \(run.status)):\n\(run.errors)")
                    }
                    try write(output.recordedData(), to: PageOutput.recordedPath(page, language: language))
                }
            }
            for variant in variants {
                let run = try PageRunner.run(compiled[variant.targetName]!)
                try write(PageOutput(parsing: run.output).recordedData(), to: PageOutput.recordedPath(variant: variant.name))
            }
        }

        /// Writes one expected output under Tests/BookTests/Expected.
        func write(_ data: Data, to relativePath: String) throws {
            let file = options.rootURL.appendingPathComponent("Tests/BookTests/Expected/\(relativePath)")
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file)
            print("wrote Tests/BookTests/Expected/\(relativePath)")
        }
    }
}
