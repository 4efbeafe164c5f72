import BookBuild
import BookLint
import BookModel
import BookRun
import BookTour
import Foundation

extension BookCommands {
    /// `book lint`: `book` (default: the committed one) against the format and, unless
    /// `checkSources` is off, against what `build` makes from the sources at `root`.
    public static func lint(root: URL, book: URL? = nil, checkSources: Bool = true) -> CommandResult {
        let target = book ?? root.appendingPathComponent(BookSettings.bookFolder)
        let problems = BookLinter.lint(book: target, sources: checkSources ? root : nil)
        if !problems.isEmpty { return .failure(problems) }
        return CommandResult(status: 0, out: "\(target.lastPathComponent): no problems\n", err: "")
    }

    /// `book lint --rules`: the catalogue, in the tool's words for `language`.
    public static func lintRules(root: URL, language: String) -> CommandResult {
        if let problem = TranslationSources.unknownLanguage(language, in: root) {
            return CommandResult(status: 64, out: "", err: problem + "\n")
        }
        let localization = language == "en" ? nil : try? Localization.load(root: root, language: language)
        return CommandResult(status: 0, out: LintCatalogue.listing(ToolWords.load(language: localization)), err: "")
    }
}
