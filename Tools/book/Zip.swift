import ArgumentParser
import BookBuild
import BookKit
import Foundation

extension Book {
    struct Zip: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Zip the committed book for a one-link download.",
            discussion: """
                Checks the committed book (lint-clean and current), then writes it as one zip: entries \
                sorted, fixed times and permissions, so the same book always gives the same bytes. It is \
                not committed (the repository would grow by the whole book at every change): the Publish \
                workflow builds it into the published web edition, whose index links it, and into the \
                GitHub release the README links.
                """)

        @OptionGroup var options: RootOptions
        @Option(help: "Where to write the zip (default: <root>/\(BookZip.fileName), ignored by git).")
        var output: String?

        func run() throws {
            try report(BookCommands.zip(root: options.rootURL, output: output.map { URL(fileURLWithPath: $0).standardizedFileURL }))
        }
    }
}
