import ArgumentParser
import BookKit
import Foundation

extension Book {
    struct Lint: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check a book against the playground book format and the sources.",
            discussion: "Prints one line per problem (path:line: what is wrong) and exits non-zero if there are any.")

        @OptionGroup var options: RootOptions
        @Argument(help: "The book to check (default: the committed book).")
        var path: String?
        @Flag(help: "Skip the check that the book is what `book build` makes from today's sources.")
        var noSources = false

        func run() throws {
            try report(BookCommands.lint(root: options.rootURL, book: path.map { URL(fileURLWithPath: $0).standardizedFileURL }, checkSources: !noSources))
        }
    }
}
