import BookModel

/// The term list's notes: a space between Japanese and Latin text or code (「SwiftUI の画面」).
enum JapaneseSpacing: TextRule {
    static let id = "japanese-spacing"
    static let summary = "Japanese prose puts a space between Japanese and Latin text or code, and none between two Japanese characters"
    static let examples: [LintExample] = [
        .accepts(text: " 値を1つ保持し、10%引きを選びます。[Presenter](glossary://presenter) がカートと画面の間に入ります。"),
        .accepts(text: " ```\n let x:Int = 1 // 日本語の注釈\n ```"),
        .refuses(text: " `update()`を呼びます。", "Pages/p.json:1: Prose1: no space between Japanese and Latin text or code near \" x"),
        .refuses(text: " Shopモジュールです。", "Pages/p.json:1: Prose1: no space between Japanese and Latin text or code near \" Shopモジュ"),
        .refuses(text: " `update()` が 計算プロパティ を読みます。", "Pages/p.json:1: Prose1: a space between two Japanese characters near \" x が 計算プロパ"),
    ]

    static func check(_ text: LintedText) -> [Problem] {
        guard text.language == "ja" else { return [] }
        let lines = JapaneseText.proseLines(text.text).map(JapaneseText.flatten)
        if let at = lines.lazy.compactMap(JapaneseText.missingSpace).first {
            return [Problem(text.path, line: text.line(), "\(text.id): no space between Japanese and Latin text or code near \"\(at)\" (the term list's notes: 「SwiftUI の画面」)")]
        }
        if let at = lines.lazy.compactMap(JapaneseText.strayJapaneseSpace).first {
            return [Problem(text.path, line: text.line(), "\(text.id): a space between two Japanese characters near \"\(at)\": Japanese runs on without spaces")]
        }
        return []
    }
}
