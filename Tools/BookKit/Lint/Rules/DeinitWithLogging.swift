import BookModel

/// The playground transform stores each value it logs in a temporary, which can keep a
/// top-level object alive until the page ends (`x = Object(); x = nil`).
enum DeinitWithLogging: PageRule {
    static let id = "deinit-with-logging"
    static let summary = "no lesson that depends on deinit with results logging on"
    static let examples: [LintExample] = [
        .accepts(page: "final class Box { deinit { events.append(\"gone\") } }", logging: false),
        .refuses(page: "let a = 1\nfinal class Box { deinit { events.append(\"gone\") } }", "main.swift:2: a lesson that depends on deinit with results logging on"),
    ]

    static func check(_ page: LintedPage) -> [Problem] {
        guard page.logging, let line = page.code.first(where: { CodeScan.contains(page.stripped($0), word: "deinit") }) else { return [] }
        return [
            Problem(
                page.path, line: line.number,
                "a lesson that depends on deinit with results logging on: the playground transform stores each value it logs in a temporary, which can keep a top-level object alive until the page ends (`x = Object(); x = nil`); set PlaygroundLoggingMode to Off and show the facts in the live view"
            )
        ]
    }
}
