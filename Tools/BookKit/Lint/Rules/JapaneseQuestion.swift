import BookModel

/// A Japanese question ends with 「？」, not 「。」 or a half-width 「?」.
enum JapaneseQuestion: TextRule {
    static let id = "japanese-question"
    static let summary = "a Japanese question ends with 「？」"
    static let examples: [LintExample] = [
        .accepts(text: " どれでしょうか？ `f()?` は別です。"),
        .refuses(text: " これはただの関数でしょうか。", "Pages/p.json:1: Prose1: a question that does not end with 「？」"),
        .refuses(text: " どれですか?", "Pages/p.json:1: Prose1: a question that does not end with 「？」"),
    ]

    static func check(_ text: LintedText) -> [Problem] {
        guard text.language == "ja" else { return [] }
        for line in JapaneseText.proseLines(text.text) {
            let flat = JapaneseText.flatten(line)
            if flat.contains("か。") || flat.contains("?"), let at = JapaneseText.match(#"(でしょうか|ましょうか|ますか|ですか|のか)。|[\p{Hiragana}\p{Katakana}\p{Han}]\?"#, in: flat) {
                return [Problem(text.path, line: text.line(), "\(text.id): a question that does not end with 「？」 near \"\(at)\"")]
            }
        }
        return []
    }
}
