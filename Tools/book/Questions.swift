import ArgumentParser
import BookModel
import Foundation

extension Book {
    struct Questions: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print the README's table of questions this book answers, from docs/questions.json.",
            discussion: "Paste it between the markers in README.md (--lang en) or README.ja.md (--lang ja); `book lint` checks that both match.")

        @OptionGroup var options: RootOptions

        @Option(help: "The table's language: en or ja.")
        var lang: String = "en"

        func run() throws {
            guard ["en", "ja"].contains(lang) else {
                throw ValidationError("--lang must be en or ja, not \(lang)")
            }
            let tree = try loadTree(options)
            switch QuestionsIndex.read(root: options.rootURL) {
            case .failure(let problems): throw fail(problems.all)
            case .success(let read):
                let japanese = lang == "ja" ? try Localization.load(root: options.rootURL, language: "ja") : nil
                print(read.index.markdown(language: lang, chapters: tree.chapters, localization: japanese))
            }
        }
    }
}
