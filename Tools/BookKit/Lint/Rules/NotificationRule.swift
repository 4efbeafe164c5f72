import BookModel
import Foundation

/// The book's one rule, in two sentences per language, each linked to its glossary entry,
/// which gives the conditions. Wherever a page states the rule, it quotes those sentences: the
/// lint refuses any other wording, so the book cannot drift into two rules again.
public enum NotificationRule: TextRule {
    public static let id = "rule-wording"
    public static let summary = "a page states the book's rule only in its own two sentences, linked to the glossary"
    public static let examples: [LintExample] = [
        .accepts(text: "Then: \(english) And \(englishReadingOther)", language: "en"),
        .accepts(text: "それでは、\(japanese)\(japaneseReadingOther)"),
        .accepts(text: "The glossary's value you were sent is a definition.", language: "en", file: "Glossary.json"),
        .refuses(text: "Inside the sink, use the value you were sent.", language: "en", "Pages/p.json:1: states the notification rule in other words (\"value you were sent\")"),
        .refuses(text: "**通知の中では、届いた値を使うこと。**", "Pages/p.json:1: states the notification rule in other words (\"届いた値を使\")"),
        .refuses(
            text: "Read a property only after every value you read is stored.", language: "en",
            "Pages/p.json:1: states the notification rule in other words (\"every value you read\")"),
    ]

    public static let english = "**Inside a notification, [use the value you were sent](glossary://notification%20rule).**"
    public static let japanese = "**通知の中では、[送られてきた値を使いましょう](glossary://notification%20rule)。**"
    /// The rule's second half: when a handler may read more than it was sent.
    public static let englishReadingOther = "**Read other state only when [the notification comes after the action has stored every value you read](glossary://notification%20rule).**"
    public static let japaneseReadingOther = "**ほかの状態を読んでよいのは、[ハンドラーの読む値を操作がすべて保存し終えてから通知が届く場合](glossary://notification%20rule)だけです。**"

    /// Each sentence, with the phrases that state or link it; each phrase must stand inside one
    /// of the language's sentences.
    static func sentences(_ language: String) -> [(sentence: String, marks: [String])] {
        language == "ja"
            ? [(japanese, ["送られてきた値を使", "届いた値を使", "送られた値を使", "notification%20rule"]), (japaneseReadingOther, ["読む値がすべて保存"])]
            : [
                (english, ["value you were sent", "value it was sent", "values you were sent", "value we were sent", "notification%20rule"]),
                (englishReadingOther, ["every value you read"]),
            ]
    }

    /// A problem for a page's text that states the rule in other words (the glossary entry
    /// defines it, in its own words).
    static func check(_ linted: LintedText) -> [Problem] {
        guard linted.isPage else { return [] }
        let text = linted.text, language = linted.language
        let sentences = sentences(language)
        let lowercased = text.lowercased()
        guard sentences.flatMap(\.marks).contains(where: { lowercased.includes($0.lowercased()) }) else { return [] }
        // Source prose wraps lines; the sentence is read with its line breaks as spaces.
        let flat = text.components(separatedBy: "\n").map { $0.trimmingSpaces() }.joined(separator: language == "ja" ? "" : " ")
        var allowed: [Range<String.Index>] = []
        for canonical in sentences.map(\.sentence) {
            var search = flat.startIndex..<flat.endIndex
            while let found = flat.range(of: canonical, range: search) {
                allowed.append(found)
                search = found.upperBound..<flat.endIndex
            }
        }
        for (canonical, marks) in sentences {
            for mark in marks {
                var from = flat.startIndex
                while let found = flat.range(of: mark, options: .caseInsensitive, range: from..<flat.endIndex) {
                    if !allowed.contains(where: { $0.contains(found.lowerBound) }) {
                        return [Problem(linted.path, line: linted.line(), "states the notification rule in other words (\"\(mark)\"): quote the book's one sentence, \(canonical)")]
                    }
                    from = found.upperBound
                }
            }
        }
        return []
    }
}
