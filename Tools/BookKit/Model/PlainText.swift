import Foundation

/// Xcode markup to plain text, for a terminal.
enum PlainText {
    static func render(_ lines: [String]) -> String {
        // Prose inside /*: */ is usually indented by a space or two: strip the common indent,
        // so what is left over is Markdown's own (list continuations, indented code).
        let indents = lines.filter { !$0.trimmingWhitespace().isEmpty }.map { $0.prefix { $0 == " " }.count }
        let common = indents.min() ?? 0
        var out: [String] = []
        var inFence = false
        for raw in lines {
            let line = String(raw.dropFirst(min(common, raw.prefix { $0 == " " }.count)))
            let indent = line.prefix { $0 == " " }.count
            let trimmed = line.trimmingWhitespace()
            if trimmed.hasPrefix("```") {
                inFence.toggle()
                continue
            }
            if inFence {
                out.append("    " + line)
                continue
            }
            if indent >= 4 {  // an indented code block: shown as it is
                out.append(line)
                continue
            }
            var text = trimmed
            if text.hasPrefix("#") {
                text = String(text.drop { $0 == "#" }).trimmingWhitespace()
                text = inline(text)
                out.append(text)
                out.append(String(repeating: "-", count: text.count))
                continue
            }
            if text.hasPrefix("* callout(") || text.hasPrefix("- callout(") {
                let inner = text.dropFirst("* callout(".count)
                if let close = inner.firstIndex(of: ")") {
                    text = inner[..<close] + ":" + inner[inner.index(after: close)...].dropFirst()
                }
            } else if text.hasPrefix("* ") || text.hasPrefix("- ") {
                text = "  - " + text.dropFirst(2)
            } else if indent > 0 && !text.isEmpty {
                text = "    " + inline(text)  // continues a list item or callout
                out.append(text)
                continue
            }
            text = inline(text)
            // A line of only navigation links ([Next](@next)) says nothing on a terminal.
            if text.filter({ $0 != "|" && $0 != " " }).isEmpty && !trimmed.isEmpty { continue }
            out.append(text)
        }
        while out.last?.isEmpty == true { out.removeLast() }
        while out.first?.isEmpty == true { out.removeFirst() }
        // Collapse runs of blank lines.
        var collapsed: [String] = []
        for line in out where !(line.isEmpty && collapsed.last?.isEmpty == true) { collapsed.append(line) }
        return collapsed.joined(separator: "\n")
    }

    /// Inline markup: links keep their text (navigation links go), images become [image],
    /// emphasis and code marks go.
    static func inline(_ text: String) -> String {
        var out = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(where: { $0 == "[" || $0 == "!" }) {
            out += rest[..<open]
            let isImage = rest[open] == "!"
            let bracket = isImage ? rest.index(after: open) : open
            guard bracket < rest.endIndex, rest[bracket] == "[",
                let close = rest[bracket...].firstIndex(of: "]"),
                rest.index(after: close) < rest.endIndex, rest[rest.index(after: close)] == "(",
                let end = rest[close...].firstIndex(of: ")")
            else {
                out.append(rest[open])
                rest = rest[rest.index(after: open)...]
                continue
            }
            let label = rest[rest.index(after: bracket)..<close]
            let target = rest[rest.index(close, offsetBy: 2)..<end]
            if isImage {
                out += "[image: \(label)]"
            } else if !target.hasPrefix("@") {
                out += label
            }
            rest = rest[rest.index(after: end)...]
        }
        out += rest
        for mark in ["**", "__", "`"] { out = out.replacingOccurrences(of: mark, with: "") }
        return out.trimmingWhitespace()
    }
}
