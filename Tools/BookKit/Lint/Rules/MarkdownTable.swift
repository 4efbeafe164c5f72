import BookModel

/// Playground markup renders no tables: the learner would read the pipes.
enum MarkdownTable: PageRule {
    static let id = "markdown-table"
    static let summary = "no Markdown table in prose"
    static let examples: [LintExample] = [
        .accepts(page: "/*:\n - a list: one\n - two\n */"),
        .refuses(page: "/*:\n | a | b |\n |---|---|\n */", "main.swift:3: a Markdown table: playground markup renders no tables; use a list"),
    ]

    static func check(_ page: LintedPage) -> [Problem] {
        page.markup.lines.filter { $0.kind == .prose && $0.text.trimmingSpaces().hasPrefix("|") && $0.text.includes("---") }.map {
            Problem(page.path, line: $0.number, "a Markdown table: playground markup renders no tables; use a list")
        }
    }
}
