import ArgumentParser
import BookModel
import BookTour
import Foundation

extension Book {
    struct Guide: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write the presenter's guide, docs/guide/GUIDE.md and GUIDE.<lang>.md for each translation.",
            discussion: """
                From docs/guide/plans.json (two plans with minutes), docs/guide/notes.<lang>.json (each \
                page's point, talking points, misconception, transition and, for exercises, the \
                solution) and the pages: a checkpoint's question and choices come from the page, its \
                answer from the recorded run. A test fails when the committed guide drifts.
                """)

        @OptionGroup var options: RootOptions

        func run() throws {
            let tree = try loadTree(options)
            for language in ["en"] + TranslationSources.languages(in: options.rootURL) {
                let text = try PresenterGuide.markdown(root: options.rootURL, tree: tree, language: language)
                let path = PresenterGuide.guidePath(language: language)
                try Data(text.utf8).write(to: options.rootURL.appendingPathComponent(path), options: .atomic)
                print("wrote \(path)")
            }
        }
    }
}
