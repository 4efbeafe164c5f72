import BookModel

/// Markdown turns a line break inside a paragraph into a space, which between two Japanese
/// characters shows as a stray gap: a Japanese paragraph keeps to one line.
enum SoftBreak: TextRule {
    static let id = "soft-break"
    static let summary = "a Japanese paragraph keeps to one line"
    static let examples: [LintExample] = [
        .accepts(text: " お店です。\n * 一つ目\n\n 次の段落です。"),
        .refuses(text: " お店で\n す。", "Pages/p.json:1: Prose1: a line break between two Japanese characters inside a paragraph shows as a space"),
    ]

    static func check(_ text: LintedText) -> [Problem] {
        guard text.language == "ja", !JapaneseText.softBreaksBetweenJapanese(text.text).isEmpty else { return [] }
        return [Problem(text.path, line: text.line(), "\(text.id): a line break between two Japanese characters inside a paragraph shows as a space: keep each paragraph on one line")]
    }
}
