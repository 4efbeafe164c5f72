import BookModel

/// With results logging off the app shows nothing a page prints.
enum PrintWithLoggingOff: PageRule {
    static let id = "print-with-logging-off"
    static let summary = "no print in a page whose results logging is off"
    static let examples: [LintExample] = [
        .accepts(page: "print(\"shown beside the line\")"),
        .accepts(page: "let note = \"print(1)\"", logging: false),
        .refuses(page: "let cart = Cart()\nprint(cart)", logging: false, "main.swift:2: print with results logging off: the learner never sees this line"),
    ]

    static func check(_ page: LintedPage) -> [Problem] {
        guard !page.logging else { return [] }
        return page.code.filter { $0.kind != .hiddenCode && CodeScan.contains(page.stripped($0), word: "print") && page.stripped($0).includes("print(") }.map {
            Problem(page.path, line: $0.number, "print with results logging off: the learner never sees this line; show it in the live view")
        }
    }
}
