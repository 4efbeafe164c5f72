import ArgumentParser
import BookKit
import Foundation

extension Book {
    struct Lint: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check a book against the playground book format and the sources.",
            discussion: "Prints one line per problem (path:line: what is wrong) and exits non-zero if there are any. --rules lists every rule it applies.")

        @OptionGroup var options: RootOptions
        @Argument(help: "The book to check (default: the committed book).")
        var path: String?
        @Flag(help: "Skip the check that the book is what `book build` makes from today's sources.")
        var noSources = false
        @Flag(help: "List every rule: its id, what it checks, what it looks at.")
        var rules = false
        @Option(help: "The language of --rules (en, or a language under Translations/).")
        var lang = "en"

        func run() throws {
            if rules { return try report(BookCommands.lintRules(root: options.rootURL, language: lang)) }
            try report(BookCommands.lint(root: options.rootURL, book: path.map { URL(fileURLWithPath: $0).standardizedFileURL }, checkSources: !noSources))
        }
    }
}
