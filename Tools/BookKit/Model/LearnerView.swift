import Foundation

/// A page as Swift Playgrounds shows it: prose and code in the order they stand, hidden code
/// and markers gone, editable regions marked; and after a run, only what the app shows.
public enum LearnerView {
    public enum Section: Equatable {
        case prose(String)
        case code([String])
    }

    /// The marks the tour puts on editable code: a gutter mark for editable lines, and
    /// brackets around an inline editable region.
    public static let editableGutter = "✎ ", lockedGutter = "  "
    public static let inlineOpen = "⟦", inlineClose = "⟧"

    /// One part of a page as the learner meets it: a prose block (its index in
    /// `proseBlocks` and its lines as written) or a run of visible code (with gutters).
    public enum Part: Equatable {
        case prose(block: Int?, lines: [String])
        case code([VisibleLine])
    }

    /// A line of code as the learner sees it, and the page's source line it shows (nil for a
    /// placeholder or a translated comment): results logged on that line stand beside it.
    public struct VisibleLine: Equatable, Sendable {
        public var text: String
        public var source: Int?
    }

    /// The page top to bottom: each prose block as plain text, each run of visible code as
    /// the learner sees it. `translation` gives a prose block's or a comment zone's text in
    /// another language (by its key); what it has no text for stays as written.
    public static func sections(_ markup: PageMarkup, translation: (String) -> String? = { _ in nil }) -> [Section] {
        parts(markup, translation: translation).compactMap { part in
            switch part {
            case .code(let lines): return .code(lines.map(\.text))
            case .prose(let block, let lines):
                var lines = lines
                if let block, let key = markup.proseBlocks[block].key, let translated = translation(key) {
                    lines = translated.components(separatedBy: "\n")
                }
                let text = PlainText.render(lines)
                return text.isEmpty ? nil : .prose(text)
            }
        }
    }

    public static func parts(_ markup: PageMarkup, translation: (String) -> String? = { _ in nil }) -> [Part] {
        var parts: [Part] = []
        var translatedZones = Set<String>()
        var prose: [String] = []
        var proseBlock: Int?
        var code: [VisibleLine] = []
        func flushProse() {
            if !prose.isEmpty { parts.append(.prose(block: proseBlock, lines: prose)) }
            prose = []
            proseBlock = nil
        }
        func flushCode() {
            while code.first?.text.trimmingCharacters(in: .whitespaces).isEmpty == true { code.removeFirst() }
            while code.last?.text.trimmingCharacters(in: .whitespaces).isEmpty == true { code.removeLast() }
            var collapsed: [VisibleLine] = []
            for line in code where !(line.text.trimmingCharacters(in: .whitespaces).isEmpty && collapsed.last?.text.trimmingCharacters(in: .whitespaces).isEmpty == true) {
                collapsed.append(line)
            }
            if !collapsed.isEmpty { parts.append(.code(collapsed)) }
            code = []
        }
        var openRegion: (placeholder: String, lines: Int)?
        for line in markup.lines {
            switch line.kind {
            case .prose:
                flushCode()
                if line.block != proseBlock { flushProse() }
                proseBlock = line.block
                prose.append(line.text)
            case .hiddenCode:
                continue
            case .marker:
                let trimmed = line.text.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("//#-editable-code") {
                    openRegion = (String(trimmed.dropFirst("//#-editable-code".count)).trimmingCharacters(in: .whitespaces), 0)
                } else if trimmed.hasPrefix("//#-end-editable-code"), let region = openRegion {
                    if region.lines == 0 {
                        let indent = String(line.text.prefix { $0 == " " })
                        let shown = region.placeholder.isEmpty ? "your code" : (translation(placeholderKey + region.placeholder) ?? region.placeholder)
                        code.append(VisibleLine(text: editableGutter + indent + inlineOpen + shown + inlineClose, source: nil))
                    }
                    openRegion = nil
                }
            case .code, .editableCode:
                flushProse()
                // A translated comment zone shows its translation once, in place of its lines.
                if let zone = line.zone, let translated = translation(zone) {
                    if translatedZones.insert(zone).inserted {
                        code += translated.components(separatedBy: "\n").map { VisibleLine(text: lockedGutter + $0, source: nil) }
                    }
                    continue
                }
                if line.kind == .editableCode && openRegion != nil {
                    openRegion?.lines += 1
                    code.append(VisibleLine(text: editableGutter + line.text, source: line.number))
                } else if line.text.contains("/*#-editable-code") {
                    code.append(VisibleLine(text: editableGutter + inlineRegions(line.text, translation: translation), source: line.number))
                } else {
                    code.append(VisibleLine(text: line.text.trimmingCharacters(in: .whitespaces).isEmpty ? "" : lockedGutter + line.text, source: line.number))
                }
            }
        }
        flushProse()
        flushCode()
        return parts
    }

    /// The line that holds a checkpoint's prediction, as the learner sees it.
    public static let predictionLine = PageMarkup.predictionLine

    /// The index of the code section that holds a checkpoint's prediction, if any.
    public static func predictionSection(_ sections: [Section]) -> Int? {
        sections.firstIndex { section in
            if case .code(let lines) = section { return lines.contains { $0.contains(predictionLine) } }
            return false
        }
    }

    /// Every visible line of code, top to bottom, with the source line it shows.
    public static func visibleLines(_ markup: PageMarkup, translation: (String) -> String? = { _ in nil }) -> [VisibleLine] {
        var out: [VisibleLine] = []
        for part in parts(markup, translation: translation) {
            guard case .code(let lines) = part else { continue }
            if !out.isEmpty { out.append(VisibleLine(text: "", source: nil)) }
            out += lines
        }
        return out
    }

    /// The visible code only, as the learner sees it.
    public static func code(_ markup: PageMarkup) -> [String] {
        sections(markup).flatMap { section -> [String] in
            if case .code(let lines) = section { return lines }
            return []
        }
    }

    /// Asked of the translation closure for an editable region's placeholder, followed by the
    /// English placeholder (the key of EditableFields.strings).
    public static let placeholderKey = "EditableField:"

    /// Every editable region's placeholder on a page, in order, as written after
    /// `//#-editable-code` or `/*#-editable-code`.
    public static func placeholders(_ markup: PageMarkup) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: #"(?://|/\*)#-editable-code[ \t]+([^*\n]*?)[ \t]*(?:\*/|$)"#, options: .anchorsMatchLines) else { return [] }
        var out: [String] = []
        for line in markup.lines where line.kind != .prose && line.text.includes("#-editable-code") {
            let text = line.text
            for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let range = Range(match.range(at: 1), in: text), !text[range].isEmpty { out.append(String(text[range])) }
            }
        }
        return out
    }

    /// `/*#-editable-code placeholder*/code/*#-end-editable-code*/` becomes `⟦code⟧`, or
    /// `⟦placeholder⟧` when the region starts empty.
    static func inlineRegions(_ text: String, translation: (String) -> String? = { _ in nil }) -> String {
        guard let regex = try? NSRegularExpression(pattern: #"/\*#-editable-code([^*]*)\*/(.*?)/\*#-end-editable-code\*/"#) else { return text }
        var out = text
        for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).reversed() {
            guard let whole = Range(match.range, in: out), let placeholder = Range(match.range(at: 1), in: out),
                let body = Range(match.range(at: 2), in: out)
            else { continue }
            let label = out[placeholder].trimmingCharacters(in: .whitespaces)
            let shown = out[body].isEmpty ? (translation(placeholderKey + label) ?? label) : String(out[body])
            out.replaceSubrange(whole, with: inlineOpen + shown + inlineClose)
        }
        return out
    }
}
