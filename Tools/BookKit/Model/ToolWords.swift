import Foundation

/// The `book` tool's own words (what the tour frames a page with), looked up in the same
/// translation tables as the book's: Translations/<lang>/Tool.json, one entry per English text,
/// kept current by `book translate` and checked by `book lint`.
public struct ToolWords: Sendable {
    /// Every text the tool shows, in English; `%@` stands for a value.
    public static let texts = [
        "--- code ---", "--- after Run, the app shows ---", "Results, beside the code:", "Results: (none)",
        "(results logging is off: %@ printed line(s) not shown)", "Live view:", "Assessment:", "Not yet.", "Pass: ",
        "Hint 1 (the Hint button shows it first):", "(then %@ more hint(s)%@, one tap at a time)", " and the solution",
        "Chapter %@: %@ / Page %@: %@", "%@ page, all ran.", "%@ pages, all ran.", "%@ page failed:", "%@ pages failed:",
        "page '%@' does not compile:", "page '%@' timed out", "page '%@' crashed (signal %@)", "page '%@' exited with status %@", "%@ times",
        "Predict, then run. Which one will the run show?", "Your prediction (its number or name; Enter to skip): ",
        "The run shows %@: %@", "You predicted %@: right.", "You predicted %@: not what the run shows.",
        "'%@' is not one of the choices: type its number or its name.",
        "Live view, until Run (its poster):", "Live view, until Run: its poster, the picture the run below draws.",
    ]

    public static let english = ToolWords(table: [:])

    var table: [String: String]

    /// The words of a translation (Translations/<lang>/Tool.json, or another table of words such
    /// as Edition.json); English without one.
    public static func load(language localization: Localization?, file: String = TranslationSources.toolFile) -> ToolWords {
        var table: [String: String] = [:]
        for entry in localization?.files[file]?.entries ?? [] where entry.isTranslated { table[entry.id] = entry.translation }
        return ToolWords(table: table)
    }

    public subscript(_ english: String) -> String { table[english] ?? english }

    /// The text for `english` with each `%@` replaced by the next value.
    public func format(_ english: String, _ values: String...) -> String { format(english, values) }

    public func format(_ english: String, _ values: [String]) -> String { Self.fill(self[english], values) }

    /// `text` with its values: `%1$@`, `%2$@` by number (for a language that orders them
    /// differently or leaves one out), else each `%@` in order.
    public static func fill(_ text: String, _ values: [String]) -> String {
        var text = text
        if text.contains("$@") { return positional(text, values) }
        var from = text.startIndex
        for value in values {
            // A value that holds "%@" itself is never filled in: the search goes on after it.
            guard let range = text.range(of: "%@", range: from..<text.endIndex) else { break }
            let offset = text.distance(from: text.startIndex, to: range.lowerBound) + value.count
            text.replaceSubrange(range, with: value)
            from = text.index(text.startIndex, offsetBy: offset)
        }
        return text
    }

    static func positional(_ text: String, _ values: [String]) -> String {
        var out = ""
        var rest = text[...]
        while let percent = rest.firstIndex(of: "%") {
            out += rest[..<percent]
            let digits = rest[rest.index(after: percent)...].prefix { $0.isNumber }
            let after = rest.index(percent, offsetBy: 1 + digits.count)
            if let number = Int(digits), rest[after...].hasPrefix("$@"), values.indices.contains(number - 1) {
                out += values[number - 1]
                rest = rest[rest.index(after, offsetBy: 2)...]
            } else {
                out += "%"
                rest = rest[rest.index(after: percent)...]
            }
        }
        return out + rest
    }
}
