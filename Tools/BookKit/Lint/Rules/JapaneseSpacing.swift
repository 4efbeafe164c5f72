/// The term list's notes: a space between Japanese and Latin text or code (「SwiftUI の画面」).
enum JapaneseSpacing: TextRule {
    static let id = "japanese-spacing"
    static let summary = "Japanese prose puts a space between Japanese and Latin text or code"
    static let examples: [LintExample] = [
        .accepts(text: " 値を1つ保持し、10%引きを選びます。[Presenter](glossary://presenter) がカートと画面の間に入ります。"),
        .accepts(text: " ```\n let x:Int = 1 // 日本語の注釈\n ```"),
        .refuses(text: " `update()`を呼びます。", "Pages/p.json:1: Prose1: no space between Japanese and Latin text or code near \" x"),
        .refuses(text: " Shopモジュールです。", "Pages/p.json:1: Prose1: no space between Japanese and Latin text or code near \" Shopモジュ"),
    ]

    static func check(_ text: LintedText) -> [Problem] {
        guard text.language == "ja", let at = JapaneseText.proseLines(text.text).lazy.compactMap({ JapaneseText.missingSpace(JapaneseText.flatten($0)) }).first else { return [] }
        return [Problem(text.path, line: text.line(), "\(text.id): no space between Japanese and Latin text or code near \"\(at)\" (the term list's notes: 「SwiftUI の画面」)")]
    }
}
