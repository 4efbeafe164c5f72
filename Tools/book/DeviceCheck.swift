import ArgumentParser
import BookModel
import BookTour
import Foundation

extension Book {
    struct DeviceCheck: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "device-check",
            abstract: "Write docs/DEVICE-CHECK.md and DEVICE-CHECK.<lang>.md for each translation: fifteen minutes on a device.",
            discussion: """
                The checklist a person with an iPad or a Mac runs first, make-or-break first. Every output \
                it expects comes from the recorded runs (Tests/BookTests/Expected), so run it after \
                `book expect`; a test fails when the committed checklist drifts from them.
                """)

        @OptionGroup var options: RootOptions

        func run() throws {
            let tree = try loadTree(options)
            for language in ["en"] + TranslationSources.languages(in: options.rootURL) {
                let text = try BookTour.DeviceCheck.markdown(root: options.rootURL, tree: tree, language: language)
                let path = BookTour.DeviceCheck.path(language: language)
                try Data(text.utf8).write(to: options.rootURL.appendingPathComponent(path), options: .atomic)
                print("wrote \(path)")
            }
        }
    }
}
