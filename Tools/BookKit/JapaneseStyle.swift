import Foundation

/// The Japanese edition's typography, as its term list's notes state it, checked on every
/// translated text outside code:
/// - a space between Japanese and Latin text or code (「SwiftUI の画面」, 「`update()` を」);
/// - full-width 「：」 after Japanese (a half-width colon stays in code and `callout(...):`);
/// - a question ends with 「？」, not 「。」 or a half-width 「?」;
/// - no italics on Japanese (Japanese fonts have none): bold or 「」 instead.
public enum JapaneseStyle {
    /// One problem per rule broken in `text`, quoting a few characters around the first place.
    public static func check(_ text: String, id: String, path: String, line: @autoclosure () -> Int) -> [Problem] {
        var found: [String] = []
        for prose in proseLines(text) {
            let flat = flatten(prose)
            if found.count < 4, let at = missingSpace(flat) {
                found.append("no space between Japanese and Latin text or code near \"\(at)\" (the term list's notes: 「SwiftUI の画面」)")
            }
            if flat.contains(":"), let at = match(#"[\p{Hiragana}\p{Katakana}\p{Han}ー々）」](\*\*)?:"#, in: flat) {
                found.append("a half-width colon after Japanese near \"\(at)\": write 「：」")
            }
            if flat.contains("か。") || flat.contains("?"), let at = match(#"(でしょうか|ましょうか|ますか|ですか|のか)。|[\p{Hiragana}\p{Katakana}\p{Han}]\?"#, in: flat) {
                found.append("a question that does not end with 「？」 near \"\(at)\"")
            }
            if prose.contains("*"), let at = match(#"(?<![*A-Za-z0-9])\*(?=[^\s*])[^*\n]*[\p{Hiragana}\p{Katakana}\p{Han}][^*\n]*(?<=[^\s*])\*(?!\*)"#, in: prose) {
                found.append("italics on Japanese near \"\(at)\": use bold or 「」")
            }
        }
        var seen = Set<String>()
        guard !found.isEmpty else { return [] }
        let number = line()
        return found.filter { seen.insert(String($0.prefix(20))).inserted }.map { Problem(path, line: number, "\(id): \($0)") }
    }

    /// The lines of prose: fenced and indented code blocks left out (a code comment entry, which
    /// starts with `//`, is prose here).
    static func proseLines(_ text: String) -> [String] {
        var lines: [String] = []
        var fence = false
        for line in text.components(separatedBy: "\n") {
            let trimmed = line.trimmingSpaces()
            if trimmed.hasPrefix("```") { fence.toggle(); continue }
            let indent = line.prefix { $0 == " " }.count
            if fence || (indent >= 5 && !trimmed.hasPrefix("//")) { continue }
            lines.append(line)
        }
        return lines
    }

    /// A line as a reader sees its letters: a link or image shows its text, inline code counts
    /// as Latin (`x`), and bold markers take no room.
    static func flatten(_ line: String) -> String {
        var text = line
        text = text.replacingOccurrences(of: #"!?\[([^\]]*)\]\([^)]*\)"#, with: "$1", options: .regularExpression)
        text = text.replacingOccurrences(of: #"`[^`]*`"#, with: "x", options: .regularExpression)
        text = text.replacingOccurrences(of: "**", with: "")
        return text
    }

    /// The first place where a Japanese letter and a Latin letter touch, with its neighbours.
    static func missingSpace(_ text: String) -> String? {
        let characters = Array(text)
        for index in characters.indices.dropFirst() {
            let before = characters[index - 1], after = characters[index]
            if (isJapaneseLetter(before) && isLatinLetter(after)) || (isLatinLetter(before) && isJapaneseLetter(after)) {
                let from = max(0, index - 6), to = min(characters.count, index + 6)
                return String(characters[from..<to])
            }
        }
        return nil
    }

    static func match(_ pattern: String, in text: String) -> String? {
        guard let range = text.range(of: pattern, options: .regularExpression) else { return nil }
        let from = text.index(range.lowerBound, offsetBy: -6, limitedBy: text.startIndex) ?? text.startIndex
        let to = text.index(range.upperBound, offsetBy: 4, limitedBy: text.endIndex) ?? text.endIndex
        return String(text[from..<to])
    }

    /// Kana and kanji; punctuation (、。「」（）) and full-width symbols are not letters here.
    static func isJapaneseLetter(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first?.value else { return false }
        return ((0x3040...0x30FF).contains(scalar) && scalar != 0x30FB) || (0x3400...0x4DBF).contains(scalar)
            || (0x4E00...0x9FFF).contains(scalar) || scalar == 0x3005
    }

    static func isLatinLetter(_ character: Character) -> Bool {
        character.isASCII && character.isLetter
    }
}
