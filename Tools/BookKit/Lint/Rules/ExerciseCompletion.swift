import BookModel
import Foundation

/// An exercise page narrows code completion to what its task needs, as Apple's exercises do,
/// and the list is more than the answer's own parts: otherwise it gives the solution away.
enum ExerciseCompletion: PageRule {
    static let id = "exercise-completion"
    static let summary = "an exercise page hides code completion, then shows what the task needs, more than the answer's parts"
    static let examples: [LintExample] = [
        .accepts(page: "//#-code-completion(everything, hide)\n//#-code-completion(identifier, show, weak)\nStage.assess(true)"),
        .refuses(page: "Stage.assess(true)", "main.swift:1: an exercise page narrows code completion"),
        .refuses(page: "//#-code-completion(everything, hide)\nStage.assess(true)", "main.swift:1: code completion hides everything and shows nothing"),
        .refuses(
            .replace(
                "Chapters/03-SwiftUIAndChoosing.playgroundchapter/Pages/04-ExerciseKeepWatching.playgroundpage/main.swift",
                "//#-code-completion(identifier, show, ", "//#-code-completion(identifier, show, watchCoupon(), DispatchQueue, main, async(execute:))\n//#-code-completion(identifier, hide, "),
            with: "04-ExerciseKeepWatching.playgroundpage/main.swift:", ": code completion shows only the answer's parts (DispatchQueue, async, main, watchCoupon)"),
    ]

    static func check(_ page: LintedPage) -> [Problem] {
        guard page.code.contains(where: { $0.text.includes("Stage.assess(") }) else { return [] }
        let completions = page.markup.lines.filter { $0.text.hasPrefix("//#-code-completion(") }
        let spelled = completions.map { $0.text.replacingOccurrences(of: " ", with: "") }
        if !spelled.contains("//#-code-completion(everything,hide)") {
            return [Problem(page.path, line: 1, "an exercise page narrows code completion: add //#-code-completion(everything, hide), then show what the task needs")]
        } else if !spelled.contains(where: { $0.includes(",show,") }) {
            return [Problem(page.path, line: completions[0].number, "code completion hides everything and shows nothing: add //#-code-completion(identifier, show, ...) for what the task uses")]
        }
        // What the lists show, by name, against the names in the last hint's code.
        // `//#-code-completion(identifier, show, a, b(c:))` shows a and b.
        let shown = Set(
            completions.filter { $0.text.includes(", show,") }.flatMap { line in
                line.text.dropFirst("//#-code-completion(".count).dropLast().split(separator: ",").dropFirst(2)
                    .map { String($0.trimmingSpaces().prefix { $0 != "(" }) }
            })
        let answer = Set((TranslationSources.hints(page.page).last.map(ExerciseAnswers.codeSpans) ?? []).flatMap(names))
        if !answer.isEmpty && shown.isSubset(of: answer), let first = completions.first(where: { $0.text.includes(", show,") }) {
            return [
                Problem(
                    page.path, line: first.number,
                    "code completion shows only the answer's parts (\(shown.sorted().joined(separator: ", "))): add names the answer does not use, so completion offers choices, not the solution")
            ]
        }
        return []
    }

    /// The Swift names in a text: `async(execute:)` gives async and execute.
    static func names(in text: String) -> [String] {
        text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init).filter { $0.first?.isLetter ?? false }
    }
}
