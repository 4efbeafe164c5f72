import BookModel

/// A colon after Japanese is full-width (a half-width one stays in code and `callout(...):`).
enum JapaneseColon: TextRule {
    static let id = "japanese-colon"
    static let summary = "a colon after Japanese is full-width 「：」"
    static let examples: [LintExample] = [
        .accepts(text: " * callout(Swift Playgrounds 4.7 が必要です): `Observations` は Swift 6.2 の機能です。"),
        .accepts(text: " **デリゲートの長所：** 計算プロパティがそのまま使えます。"),
        .refuses(text: " 第1章の図: お店です。", "Pages/p.json:1: Prose1: a half-width colon after Japanese near "),
    ]

    static func check(_ text: LintedText) -> [Problem] {
        guard text.language == "ja" else { return [] }
        for line in JapaneseText.proseLines(text.text) {
            let flat = JapaneseText.flatten(line)
            if flat.contains(":"), let at = JapaneseText.match(#"[\p{Hiragana}\p{Katakana}\p{Han}ー々）」](\*\*)?:"#, in: flat) {
                return [Problem(text.path, line: text.line(), "\(text.id): a half-width colon after Japanese near \"\(at)\": write 「：」")]
            }
        }
        return []
    }
}
