import BookKit
import Foundation
import Ink

/// Playground markup (Xcode's Markdown with callouts and playground links) as HTML, through
/// Ink. Only what Markdown does not know is rewritten first: callouts become quotes, glossary
/// links go to the glossary page, @next/@previous to the neighbouring pages, images to the
/// site's assets.
struct ProseRenderer {
    var next: String?
    var previous: String?
    var assets = "../assets/"

    func html(_ markup: String) -> String {
        MarkdownParser().html(from: rewrite(markup))
    }

    func rewrite(_ markup: String) -> String {
        var lines = markup.components(separatedBy: "\n")
        // Prose inside /*: */ is indented: remove the common indent, keep Markdown's own.
        let indent = lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        lines = lines.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
        var out: [String] = []
        var inCallout = false
        for line in lines {
            if let match = line.range(of: #"^[*-] callout\(([^)]*)\):\s*"#, options: .regularExpression) {
                let title = line[match].replacingOccurrences(of: #"^[*-] callout\("#, with: "", options: .regularExpression)
                    .replacingOccurrences(of: #"\):\s*$"#, with: "", options: .regularExpression)
                let rest = line[match.upperBound...]
                out.append("> **\(title)**" + (rest.isEmpty ? "" : " " + rest))
                inCallout = true
                continue
            }
            if inCallout {
                if line.hasPrefix("  ") && !line.trimmingCharacters(in: .whitespaces).isEmpty {
                    out.append("> " + line.trimmingCharacters(in: .whitespaces))
                    continue
                }
                inCallout = false
            }
            out.append(line)
        }
        var text = out.joined(separator: "\n")
        text = text.replacingOccurrences(of: #"\]\(glossary://([^)\s]+)\)"#, with: "](glossary.html#term-$1)", options: .regularExpression)
        text = text.replacingOccurrences(of: "](@next)", with: next.map { "](\($0))" } ?? "](index.html)")
        text = text.replacingOccurrences(of: "](@previous)", with: previous.map { "](\($0))" } ?? "](index.html)")
        text = text.replacingOccurrences(of: #"!\[([^\]]*)\]\(([A-Za-z0-9_.-]+\.png)\)"#, with: "![$1](\(assets)$2)", options: .regularExpression)
        return text
    }

    /// The anchor a glossary term gets (its link host, percent-encoded, with % made safe).
    static func anchor(_ term: String) -> String {
        "term-" + PageMarkup.percentEncoded(term)
    }
}
