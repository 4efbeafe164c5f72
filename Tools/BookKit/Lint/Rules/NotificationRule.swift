import Foundation

/// The book's one rule, stated in one sentence per language and linked to its glossary entry,
/// which gives its conditions. Wherever a page states the rule, it quotes that sentence: the
/// lint refuses any other wording, so the book cannot drift into two rules again.
public enum NotificationRule: TextRule {
    public static let id = "rule-wording"
    public static let summary = "a page states the book's rule only in its one sentence, linked to the glossary"
    public static let examples: [LintExample] = [
        .accepts(text: "Then: \(english)", language: "en"),
        .accepts(text: "それでは、\(japanese)"),
        .accepts(text: "The glossary's value you were sent is a definition.", language: "en", file: "Glossary.json"),
        .refuses(text: "Inside the sink, use the value you were sent.", language: "en", "Pages/p.json:1: states the notification rule in other words (\"value you were sent\")"),
        .refuses(text: "**通知の中では、届いた値を使うこと。**", "Pages/p.json:1: states the notification rule in other words (\"届いた値を使\")"),
    ]

    public static let english = "**Inside a notification, [use the value you were sent](glossary://notification%20rule).**"
    public static let japanese = "**通知の中では、[送られてきた値を使いましょう](glossary://notification%20rule)。**"

    /// Phrases that state or link the rule; each must stand inside the one sentence.
    static let englishMarks = ["value you were sent", "value it was sent", "values you were sent", "value we were sent", "notification%20rule"]
    static let japaneseMarks = ["送られてきた値を使", "届いた値を使", "送られた値を使", "notification%20rule"]

    /// A problem for a page's text that states the rule in other words (the glossary entry
    /// defines it, in its own words).
    static func check(_ linted: LintedText) -> [Problem] {
        guard linted.isPage else { return [] }
        let text = linted.text, language = linted.language, path = linted.path, line = linted.line
        let marks = language == "ja" ? japaneseMarks : englishMarks
        guard marks.contains(where: { text.lowercased().includes($0.lowercased()) }) else { return [] }
        // Source prose wraps lines; the sentence is read with its line breaks as spaces.
        let flat = text.components(separatedBy: "\n").map { $0.trimmingSpaces() }.joined(separator: language == "ja" ? "" : " ")
        let canonical = language == "ja" ? japanese : english
        var allowed: [Range<String.Index>] = []
        var search = flat.startIndex..<flat.endIndex
        while let found = flat.range(of: canonical, range: search) {
            allowed.append(found)
            search = found.upperBound..<flat.endIndex
        }
        for mark in marks {
            var from = flat.startIndex
            while let found = flat.range(of: mark, options: .caseInsensitive, range: from..<flat.endIndex) {
                if !allowed.contains(where: { $0.contains(found.lowerBound) }) {
                    return [Problem(path, line: line(), "states the notification rule in other words (\"\(mark)\"): quote the book's one sentence, \(canonical)")]
                }
                from = found.upperBound
            }
        }
        return []
    }
}
