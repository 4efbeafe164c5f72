import ArgumentParser
import BookModel
import Foundation

extension Book {
    struct Questions: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print the README's table of questions this book answers, from docs/questions.json.",
            discussion: "Paste it between the markers in README.md (--lang en) or README.<lang>.md (--lang ja, ...); `book lint` checks that each matches.")

        @OptionGroup var options: RootOptions

        @Option(help: "The table's language: en or one of Translations/.")
        var lang: String = "en"

        func run() throws {
            if let problem = TranslationSources.unknownLanguage(lang, in: options.rootURL) { throw ValidationError(problem) }
            let tree = try loadTree(options)
            switch QuestionsIndex.read(root: options.rootURL) {
            case .failure(let problems): throw fail(problems.all)
            case .success(let read):
                let localization = lang == "en" ? nil : try Localization.load(root: options.rootURL, language: lang)
                print(read.index.markdown(chapters: tree.chapters, localization: localization))
            }
        }
    }
}
