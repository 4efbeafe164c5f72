import BookModel

/// Japanese fonts have no italics: emphasis is bold or 「」.
enum JapaneseItalics: TextRule {
    static let id = "japanese-italics"
    static let summary = "no italics on Japanese"
    static let examples: [LintExample] = [
        .accepts(text: " **お店**と 「カート」、*Combine* の話です。"),
        .refuses(text: " *お店*", "Pages/p.json:1: Prose1: italics on Japanese near \" *お店*\""),
    ]

    static func check(_ text: LintedText) -> [Problem] {
        guard text.language == "ja" else { return [] }
        for line in JapaneseText.proseLines(text.text) where line.contains("*") {
            if let at = JapaneseText.match(#"(?<![*A-Za-z0-9])\*(?=[^\s*])[^*\n]*[\p{Hiragana}\p{Katakana}\p{Han}][^*\n]*(?<=[^\s*])\*(?!\*)"#, in: line) {
                return [Problem(text.path, line: text.line(), "\(text.id): italics on Japanese near \"\(at)\": use bold or 「」")]
            }
        }
        return []
    }
}
