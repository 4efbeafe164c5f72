import BookModel
import Foundation

/// Japanese prose as the typography rules read it: the prose lines of a text (code left out),
/// each flattened to the letters a reader sees.
enum JapaneseText {
    /// The lines of prose: fenced and indented code blocks left out (a code comment entry, which
    /// starts with `//`, is prose here).
    static func proseLines(_ text: String) -> [String] {
        var lines: [String] = []
        var fence = false
        for line in text.components(separatedBy: "\n") {
            let trimmed = line.trimmingSpaces()
            if trimmed.hasPrefix("```") {
                fence.toggle()
                continue
            }
            let indent = line.prefix { $0 == " " }.count
            if fence || (indent >= 5 && !trimmed.hasPrefix("//")) { continue }
            lines.append(line)
        }
        return lines
    }

    /// A line as a reader sees its letters: a link or image shows its text, inline code counts
    /// as Latin (`x`), and bold markers take no room.
    /// Each step reads the text once, left to right (what a regular expression's leftmost
    /// matches do, at a tenth of the cost): every text rule flattens every prose line.
    static func flatten(_ line: String) -> String {
        var links: [Character] = []
        let characters = Array(line)
        var index = 0
        while index < characters.count {
            // `[text](url)` or `![text](url)`: its text. The text ends at the first `]`, the
            // address at the first `)`.
            let open = characters[index] == "!" && index + 1 < characters.count && characters[index + 1] == "[" ? index + 1 : index
            if characters[open] == "[", let close = characters[(open + 1)...].firstIndex(of: "]"),
                close + 1 < characters.count, characters[close + 1] == "(",
                let end = characters[(close + 2)...].firstIndex(of: ")")
            {
                links += characters[(open + 1)..<close]
                index = end + 1
                continue
            }
            links.append(characters[index])
            index += 1
        }
        var text = ""
        var rest = links[...]
        // A code span counts as one Latin letter.
        while let tick = rest.firstIndex(of: "`") {
            text += String(rest[..<tick])
            guard let end = rest[(tick + 1)...].firstIndex(of: "`") else {
                rest = rest[tick...]
                break
            }
            text += "x"
            rest = rest[(end + 1)...]
        }
        text += String(rest)
        return text.contains("**") ? text.replacingOccurrences(of: "**", with: "") : text
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

    /// The first half-width space between two Japanese letters (「が 計算」), with its neighbours:
    /// Japanese runs on without spaces, so such a space is a leftover of an edit.
    static func strayJapaneseSpace(_ text: String) -> String? {
        let characters = Array(text)
        for index in characters.indices.dropFirst().dropLast()
        where characters[index] == " "
            && isJapaneseLetter(characters[index - 1]) && isJapaneseLetter(characters[index + 1])
        {
            let from = max(0, index - 5), to = min(characters.count, index + 6)
            return String(characters[from..<to])
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

    /// A Japanese paragraph keeps to one line: Markdown turns a line break inside a paragraph
    /// into a space, which between two Japanese characters shows as a stray gap. Returns the
    /// 1-based line (within the text) of each such break.
    static func softBreaksBetweenJapanese(_ text: String) -> [Int] {
        let lines = text.components(separatedBy: "\n")
        var found: [Int] = []
        var fence = false
        for index in lines.indices.dropLast() {
            let line = lines[index].trimmingSpaces(), next = lines[index + 1]
            if line.hasPrefix("```") { fence.toggle() }
            let nextText = next.trimmingSpaces()
            guard !fence, let last = line.last, let first = nextText.first, isJapanese(last), isJapanese(first) else { continue }
            // The next line starts a block of its own (a list item, a heading, code): not a soft break.
            let indent = next.prefix { $0 == " " }.count
            if indent >= 5 || nextText.hasPrefix("#") || nextText.hasPrefix("* ") || nextText.hasPrefix("- ") || nextText.hasPrefix("```") { continue }
            found.append(index + 1)
        }
        return found
    }

    static func isJapanese(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first?.value else { return false }
        return (0x3000...0x30FF).contains(scalar) || (0x3400...0x9FFF).contains(scalar) || (0xFF00...0xFFEF).contains(scalar)
    }
}
