import ArgumentParser
import BookModel
import BookRun
import BookTour
import Foundation

extension Book {
    struct Tour: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Run every page in book order and show it as Swift Playgrounds does.",
            discussion: """
                For each page: its prose and its code as the learner sees them (hidden code removed, \
                editable regions marked ✎ and ⟦ ⟧), then what the app shows after a run: on a page with \
                results logging on, each line's results beside it (the page is compiled with the \
                playground transform, as the app compiles it); the live view as text; and an exercise's \
                verdict with the first hint. A page that asks for a prediction lists its choices before \
                the results and shows the answer after them; with --ask you type yours and it is graded. A page that fails is reported and the tour goes on; the \
                exit status says whether any failed.
                """)

        @OptionGroup var options: RootOptions
        @Option(help: "Only this chapter (1 is the first).")
        var chapter: Int?
        @Option(help: "Only this page of each chosen chapter (1 is the first).")
        var page: Int?
        @Flag(help: "Wait for Enter before each part of a page (prose, code with its results, live view, assessment): for a presenter.")
        var step = false
        @Flag(help: "Ask for a prediction at each checkpoint before its results, and grade it (reads standard input; Enter skips).")
        var ask = false
        @Option(help: "The language to show the book in: en, or a translation's code (a folder of Translations/, such as ja).")
        var lang = "en"

        func run() throws {
            if let problem = TranslationSources.unknownLanguage(lang, in: options.rootURL) {
                throw ValidationError(problem)
            }
            let tree = try loadTree(options)
            let tour = BookTour.Tour(
                root: options.rootURL, tree: tree, language: lang, chapter: chapter, page: page,
                waitBetweenParts: step
                    ? {
                        print("[Enter]", terminator: "")
                        _ = readLine()
                    } : nil,
                ask: ask
                    ? { prompt in
                        print(prompt, terminator: "")
                        let typed = readLine()
                        if isatty(0) == 0 { print(typed ?? "") }  // piped: show what was read
                        return typed
                    } : nil,
                write: { print($0) })
            let failures: [String]
            do {
                failures = try tour.run(compiler: PageCompiler(sharedModules: tree.modules.map(\.name)))
            } catch let selection as BookTour.Tour.Selection {
                throw ValidationError(selection.description)
            }
            if !failures.isEmpty { throw ExitCode.failure }
        }
    }
}
