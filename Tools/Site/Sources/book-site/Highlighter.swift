import BookModel
import Foundation
import SwiftIDEUtils
import SwiftParser
import SwiftSyntax

/// Swift code as HTML, coloured by swift-syntax's own classifier (the one editors use), with
/// the learner's editable code marked: whole editable lines and inline editable regions.
enum Highlighter {
    /// `lines` as `LearnerView.code` gives them: a two-character gutter ("✎ " for editable
    /// lines) and ⟦ ⟧ around inline editable regions.
    static func html(_ lines: [String]) -> String {
        pre(highlighted(lines))
    }

    /// Plain Swift source (a code block in the prose), highlighted, one HTML line per line.
    static func swift(_ source: String) -> [String] {
        var lines = source.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return highlighted(lines.map { $0.isEmpty ? "" : LearnerView.lockedGutter + $0 })
    }

    /// Lines of code as one <pre>: the site's one place that writes code.
    /// `part`: this is part n of m of a longer run of code (presenter mode shows the parts on
    /// slides of their own; reading mode joins them).
    static func pre(_ lines: [String], part: (Int, Int)? = nil) -> String {
        var classes = "code"
        if let (n, m) = part {
            if n > 1 { classes += " continued" }
            if n < m { classes += " continues" }
        }
        return #"<pre class="\#(classes)"><code>"# + lines.joined(separator: "\n") + "</code></pre>"
    }

    /// `lines` as `LearnerView.code` gives them, each as one HTML line.
    static func highlighted(_ lines: [String]) -> [String] {
        var source: [String] = []
        var editableLine: [Bool] = []
        var inline: [[Range<Int>]] = []
        for line in lines {
            editableLine.append(line.hasPrefix(LearnerView.editableGutter))
            var text = Array(line.isEmpty ? "" : String(line.dropFirst(2)))
            var ranges: [Range<Int>] = []
            while let open = text.firstIndex(of: Character(LearnerView.inlineOpen)),
                let close = text[open...].firstIndex(of: Character(LearnerView.inlineClose))
            {
                text.remove(at: close)
                text.remove(at: open)
                ranges.append(open..<(close - 1))
            }
            source.append(String(text))
            inline.append(ranges)
        }
        let code = source.joined(separator: "\n")
        let tree = Parser.parse(source: code)
        // The class of every UTF-8 byte, from the classifier.
        var byteClass = [String?](repeating: nil, count: code.utf8.count)
        for classified in tree.classifications {
            guard let name = cssClass(classified.kind) else { continue }
            for offset in classified.range.lowerBound.utf8Offset..<min(classified.range.upperBound.utf8Offset, byteClass.count) { byteClass[offset] = name }
        }
        var out: [String] = []
        var offset = 0
        for (index, text) in source.enumerated() {
            var html = ""
            var current: String?
            var inMark = false
            for (position, character) in text.enumerated() {
                let marked = inline[index].contains { $0.contains(position) }
                let kind = offset < byteClass.count ? byteClass[offset] : nil
                if marked != inMark || kind != current {
                    if current != nil { html += "</span>" }
                    if marked != inMark {
                        html += marked ? #"<mark class="editable">"# : "</mark>"
                        inMark = marked
                    }
                    if let kind { html += #"<span class="\#(kind)">"# }
                    current = kind
                }
                html += escape(String(character))
                offset += String(character).utf8.count
            }
            if current != nil { html += "</span>" }
            if inMark { html += "</mark>" }
            offset += 1  // the newline
            out.append(editableLine[index] ? #"<span class="line editable">\#(html)</span>"# : #"<span class="line">\#(html)</span>"#)
        }
        return out
    }

    static func cssClass(_ kind: SyntaxClassification) -> String? {
        switch kind {
        case .keyword, .ifConfigDirective: return "kw"
        case .stringLiteral, .regexLiteral: return "str"
        case .integerLiteral, .floatLiteral: return "num"
        case .lineComment, .docLineComment, .blockComment, .docBlockComment: return "com"
        case .type: return "type"
        case .attribute: return "attr"
        case .dollarIdentifier: return "kw"
        default: return nil
        }
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
