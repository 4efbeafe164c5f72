import ArgumentParser
import BookKit
import BookModel
import Foundation

extension Book {
    struct Build: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Assemble the book from the sources.",
            discussion: "Writes \(BookSettings.bookFolder) atomically: on any error the previous book stays as it was.")

        @OptionGroup var options: RootOptions
        @Option(help: "Where to write the book (default: <root>/\(BookSettings.bookFolder)).")
        var output: String?

        func run() throws {
            try report(BookCommands.build(root: options.rootURL, output: output.map { URL(fileURLWithPath: $0).standardizedFileURL }))
        }
    }
}
