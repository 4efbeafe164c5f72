/// An exercise page narrows code completion to what its task needs, as Apple's exercises do.
enum ExerciseCompletion: PageRule {
    static let id = "exercise-completion"
    static let summary = "an exercise page hides code completion, then shows what the task needs"
    static let examples: [LintExample] = [
        .accepts(page: "//#-code-completion(everything, hide)\n//#-code-completion(identifier, show, weak)\nStage.assess(true)"),
        .refuses(page: "Stage.assess(true)", "main.swift:1: an exercise page narrows code completion"),
        .refuses(page: "//#-code-completion(everything, hide)\nStage.assess(true)", "main.swift:1: code completion hides everything and shows nothing"),
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
        return []
    }
}
