import BookModel
import Foundation

/// A learner who reads a name whose declaration the app never shows cannot follow the code.
enum HiddenNames: PageRule {
    static let id = "hidden-names"
    static let summary = "visible code uses no name declared only in hidden code"
    static let examples: [LintExample] = [
        .accepts(page: "//#-hidden-code\nlet secret = 1\n//#-end-hidden-code\nlet shown = 2\nprint(shown)"),
        .refuses(page: "//#-hidden-code\nlet secret = 1\n//#-end-hidden-code\nprint(secret)", "main.swift:4: 'secret' is declared in hidden code"),
    ]

    static let keywords = ["let", "var", "func", "class", "struct", "enum", "protocol", "typealias"]
    static let declaration = try? NSRegularExpression(pattern: #"\b(?:let|var|func|class|struct|enum|protocol|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)"#)

    static func check(_ page: LintedPage) -> [Problem] {
        guard let regex = declaration else { return [] }
        func declared(_ kinds: Set<PageMarkup.Kind>) -> Set<String> {
            Set(
                page.markup.lines.filter { kinds.contains($0.kind) }.flatMap { line -> [String] in
                    // The regular expression only where a keyword could start a declaration.
                    guard keywords.contains(where: { line.text.includes($0) }) else { return [] }
                    let text = page.stripped(line)
                    return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } }
                })
        }
        let hiddenOnly = declared([.hiddenCode]).subtracting(declared([.code, .editableCode]))
        guard !hiddenOnly.isEmpty else { return [] }
        var problems: [Problem] = []
        for line in page.markup.lines where line.isVisibleCode {
            for name in hiddenOnly.sorted() where CodeScan.contains(page.stripped(line), word: name) {
                problems.append(
                    Problem(
                        page.path, line: line.number,
                        "'\(name)' is declared in hidden code: the learner reads a name whose declaration they cannot see; declare it in visible code or use a named Shared API"))
            }
        }
        return problems
    }
}
