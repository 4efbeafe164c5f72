import ArgumentParser
import BookLint
import BookModel
import BookRun
import BookTour
import Foundation

extension Book {
    struct Expect: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Record what each page prints, and what the results sidebar shows beside its lines, as expected outputs (Tests/BookTests/Expected).",
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
            for page in tree.pages {
                let executable = compiled[page.targetName]!
                // One run per language, with the sidebar where logging is on.
                func run(_ environment: [String: String]) throws -> (run: PageRunner.Run, sidebar: ResultsSidebar?) {
                    try ResultsSidebar.run(executable, logging: page.logsResults, environment: environment, scratch: scratch)
                }
                let (result, sidebar) = try run([:])
                guard result.succeeded else {
                    throw ValidationError("page \(page.chapterFolder)/\(page.folder) failed (status \(result.status)):\n\(result.errors)")
                }
                try write(result.output, to: PageOutput.recordedPath(page))
                if let sidebar {
                    try write(ResultsSidebar.expectedText(sidebar, page: page), to: ResultsSidebar.expectedPath(page))
                }
                for (language, environment, localization) in environments {
                    let (translated, sidebar) = try run(environment)
                    try write(translated.output, to: PageOutput.recordedPath(page, language: language))
                    if let sidebar {
                        try write(ResultsSidebar.expectedText(sidebar, page: page, localization: localization), to: ResultsSidebar.expectedPath(page, language: language))
                    }
                }
            }
            for variant in variants {
                let result = try PageRunner.run(compiled[variant.targetName]!)
                try write(result.output, to: "Variants/\(variant.name).txt")
            }
        }

        /// Writes one expected output under Tests/BookTests/Expected.
        func write(_ output: String, to relativePath: String) throws {
            let file = options.rootURL.appendingPathComponent("Tests/BookTests/Expected/\(relativePath)")
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(output.utf8).write(to: file)
            print("wrote Tests/BookTests/Expected/\(relativePath)")
        }
    }
}
