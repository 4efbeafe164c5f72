import BookModel

/// A comment the learner reads is the book's own words: it goes in a localizable zone, so each
/// language shows it translated. (Editable code is the learner's, as written.)
enum CommentOutsideZone: PageRule {
    static let id = "comment-outside-zone"
    static let summary = "a comment in visible code stands in a localizable zone"
    static let examples: [LintExample] = [
        .accepts(page: "//#-localizable-zone(note)\n// what the screen shows\n//#-end-localizable-zone\nlet a = \"// not a comment\""),
        .refuses(page: "let a = 1 // the count", "main.swift:1: a comment in visible code outside //#-localizable-zone(id)"),
    ]

    static func check(_ page: LintedPage) -> [Problem] {
        page.markup.lines.filter { $0.kind == .code && $0.zone == nil && CodeScan.hasComment($0.text) && !$0.text.trimmingSpaces().hasPrefix("//#-") }.map {
            Problem(page.path, line: $0.number, "a comment in visible code outside //#-localizable-zone(id): the Japanese edition cannot translate it")
        }
    }
}
