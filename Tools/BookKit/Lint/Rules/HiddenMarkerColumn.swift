import BookModel

/// Apple's pages start hidden-code markers at column 0; indented ones (say, in a loop) hide
/// part of a block the learner then reads with a hole in it.
enum HiddenMarkerColumn: PageRule {
    static let id = "hidden-marker-column"
    static let summary = "hidden-code markers stand at column 0, around whole statements"
    static let examples: [LintExample] = [
        .accepts(page: "//#-hidden-code\nlet a = 1\n//#-end-hidden-code"),
        .refuses(page: "for a in [1] {\n    //#-hidden-code\n    _ = a\n    //#-end-hidden-code\n}", "main.swift:2: //#-hidden-code not at column 0"),
    ]

    static func check(_ page: LintedPage) -> [Problem] {
        page.markup.lines.filter { $0.text.first == " " || $0.text.first == "\t" }.compactMap { line in
            let trimmed = line.text.trimmingSpaces()
            guard trimmed == "//#-hidden-code" || trimmed == "//#-end-hidden-code" else { return nil }
            return Problem(page.path, line: line.number, "\(trimmed) not at column 0: hide whole statements, outside blocks, as Apple's pages do")
        }
    }
}
