import BookModel

/// The app shows results only beside the lines a learner sees.
enum PrintInHiddenCode: PageRule {
    static let id = "print-in-hidden-code"
    static let summary = "no print in hidden code"
    static let examples: [LintExample] = [
        .accepts(page: "//#-hidden-code\nimport Shop\n//#-end-hidden-code\nprint(1)"),
        .refuses(page: "//#-hidden-code\nimport Shop\nprint(\"set up\")\n//#-end-hidden-code", "main.swift:3: print in hidden code: the app shows results only beside visible lines"),
    ]

    static func check(_ page: LintedPage) -> [Problem] {
        page.markup.lines.filter { $0.kind == .hiddenCode && CodeScan.contains(page.stripped($0), word: "print") && page.stripped($0).includes("print(") }.map {
            Problem(page.path, line: $0.number, "print in hidden code: the app shows results only beside visible lines, so the learner never sees this")
        }
    }
}
