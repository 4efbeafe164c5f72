import BookModel

/// One word for one idea: the language's term list (Translations/<lang>/Terms.json) names the
/// variants it avoids.
enum AvoidedTerm: TextRule {
    static let id = "avoided-term"
    static let summary = "a translation uses the term list's word, not a variant it avoids"
    static let looksAt = "each translated text, against Translations/<lang>/Terms.json"
    static let examples: [LintExample] = [
        .accepts(text: " ショップとデリゲート"),
        .refuses(text: " デリゲイト", "Pages/p.json:1: Prose1 uses \"デリゲイト\": the term list says \"デリゲート\""),
        .refuses(
            .replace("Translations/ja/Pages/01-DelegateOrPublished/01-TheShop.json", "\"お店\"", "\"お店とデリゲイト\""),
            with: "Translations/ja/Pages/01-DelegateOrPublished/01-TheShop.json:", ": Name uses \"デリゲイト\": the term list says \"デリゲート\""),
    ]

    static func check(_ text: LintedText) -> [Problem] {
        text.avoided.filter { text.text.includes($0.variant) }.map {
            Problem(text.path, line: text.line(), "\(text.id) uses \"\($0.variant)\": the term list says \"\($0.term)\"")
        }
    }
}
