import Foundation

/// A page's main.swift read as playground markup: its prose, its code, and its markers.
public struct PageMarkup {
    /// The visible line that holds a prediction checkpoint's answer: `let prediction: Choice = .notYet`.
    public static let predictionLine = "let prediction: "

    public enum Kind: Equatable { case prose, code, hiddenCode, editableCode, marker }

    public struct Line: Equatable {
        public var number: Int
        public var text: String
        public var kind: Kind
        /// For prose: which `/*: */` block it belongs to (0, 1, ...); nil for `//:` lines.
        public var block: Int? = nil
        /// For code: the `//#-localizable-zone(id)` it stands in, if any.
        public var zone: String? = nil

        /// Code the learner sees and may edit: not prose, markers or hidden code.
        public var isVisibleCode: Bool { kind == .code || kind == .editableCode }
    }

    /// The text of each localizable zone (comments a translation replaces), by id, in order.
    public var localizableZones: [(id: String, line: Int, text: String)] {
        var zones: [(String, Int, String)] = []
        for line in lines where line.kind != .marker {
            guard let id = line.zone else { continue }
            if let last = zones.last, last.0 == id {
                zones[zones.count - 1].2 += "\n" + line.text
            } else {
                zones.append((id, line.number, line.text))
            }
        }
        return zones
    }

    /// One `/*: */` prose block: its `#localized(key:)` if it has one, where it opens, and
    /// its text exactly as written between the markers.
    public struct ProseBlock: Equatable {
        public var key: String?
        public var line: Int
        public var text: String
    }

    public var lines: [Line] = []
    public var problems: [Problem] = []
    public var proseBlocks: [ProseBlock] = []

    /// The prose as written (Markdown with Xcode markup), blocks separated by blank lines.
    public var proseMarkdown: [String] {
        var out: [String] = []
        var previous: Kind?
        for line in lines where line.kind != .marker {
            if line.kind == .prose {
                if previous != nil && previous != .prose { out.append("") }
                out.append(line.text)
            }
            previous = line.kind
        }
        return out
    }

    /// Fenced blocks in the prose: the outputs a page claims it prints. Each entry is the
    /// block's lines and the line number of its opening fence.
    public var proseCodeBlocks: [(line: Int, info: String, body: [String])] {
        var blocks: [(Int, String, [String])] = []
        var open: (Int, String, [String])?
        for line in lines where line.kind == .prose {
            let trimmed = line.text.trimmingWhitespace()
            if trimmed.hasPrefix("```") {
                if let current = open {
                    blocks.append(current)
                    open = nil
                } else {
                    open = (line.number, String(trimmed.dropFirst(3)), [])
                }
            } else if open != nil {
                open!.2.append(line.text)
            }
        }
        return blocks
    }

    public static let directives = [
        "hidden-code", "end-hidden-code", "editable-code", "end-editable-code",
        "localizable-zone", "end-localizable-zone", "code-completion",
    ]

    /// Parses `source`; `path` names the file in problems.
    public init(source: String, path: String) {
        var hidden: Int?
        var editable: Int?
        var zone: Int?
        var zoneID: String?
        var proseBlock: Int?
        let rawLines = source.lineStrings()
        for (index, raw) in rawLines.enumerated() {
            let number = index + 1
            let trimmed = raw.trimmingWhitespace()
            if proseBlock != nil {
                let block = proseBlocks.count - 1
                if trimmed.hasSuffix("*/") {
                    let text = String(raw.dropLast(raw.hasSuffix("*/") ? 2 : 0))
                    if !text.trimmingWhitespace().isEmpty && text.trimmingWhitespace() != "*/" {
                        lines.append(Line(number: number, text: text, kind: .prose, block: block))
                        proseBlocks[block].text += (proseBlocks[block].text.isEmpty ? "" : "\n") + text
                    }
                    proseBlock = nil
                } else {
                    lines.append(Line(number: number, text: raw, kind: .prose, block: block))
                    proseBlocks[block].text += (proseBlocks[block].text.isEmpty ? "" : "\n") + raw
                }
                continue
            }
            if trimmed.hasPrefix("/*:") {
                if hidden != nil || editable != nil {
                    problems.append(Problem(path, line: number, "prose (/*:) inside hidden or editable code"))
                }
                var rest = String(trimmed.dropFirst(3))
                var key: String?
                if rest.hasPrefix("#localized(") {
                    if let match = rest.range(of: #"^#localized\(key: "([A-Za-z0-9_.-]+)"\)"#, options: .regularExpression) {
                        key = String(rest[match].dropFirst(#"#localized(key: ""#.count).dropLast(2))
                        rest = String(rest[match.upperBound...])
                    } else {
                        problems.append(Problem(path, line: number, "malformed #localized: write /*:#localized(key: \"Key\")"))
                    }
                }
                if let key, proseBlocks.contains(where: { $0.key == key }) {
                    problems.append(Problem(path, line: number, "#localized key \"\(key)\" is used twice on this page"))
                }
                proseBlocks.append(ProseBlock(key: key, line: number, text: ""))
                let block = proseBlocks.count - 1
                if rest.hasSuffix("*/") {
                    let text = String(rest.dropLast(2)).trimmingWhitespace()
                    if !text.isEmpty {
                        lines.append(Line(number: number, text: text, kind: .prose, block: block))
                        proseBlocks[block].text = text
                    }
                } else {
                    if !rest.trimmingWhitespace().isEmpty {
                        lines.append(Line(number: number, text: rest.trimmingWhitespace(), kind: .prose, block: block))
                        proseBlocks[block].text = rest.trimmingWhitespace()
                    }
                    proseBlock = number
                }
                continue
            }
            if trimmed.hasPrefix("//:") {
                var text = String(trimmed.dropFirst(3))
                if text.hasPrefix(" ") { text.removeFirst() }
                lines.append(Line(number: number, text: text, kind: .prose))
                continue
            }
            if trimmed.hasPrefix("//#-") {
                let body = String(trimmed.dropFirst(4))
                let name = String(body.prefix { $0.isLetter || $0 == "-" })
                guard Self.directives.contains(name) else {
                    problems.append(Problem(path, line: number, "unknown marker '//#-\(name)'"))
                    continue
                }
                lines.append(Line(number: number, text: raw, kind: .marker))
                switch name {
                case "hidden-code":
                    if let open = hidden { problems.append(Problem(path, line: number, "//#-hidden-code inside the hidden code opened at line \(open)")) }
                    if let open = editable { problems.append(Problem(path, line: number, "//#-hidden-code inside the editable code opened at line \(open)")) }
                    hidden = number
                case "end-hidden-code":
                    if hidden == nil { problems.append(Problem(path, line: number, "//#-end-hidden-code without an opening //#-hidden-code")) }
                    if let open = editable { problems.append(Problem(path, line: number, "//#-end-hidden-code inside the editable code opened at line \(open)")) }
                    hidden = nil
                case "editable-code":
                    if let open = editable { problems.append(Problem(path, line: number, "//#-editable-code inside the editable code opened at line \(open)")) }
                    if let open = hidden { problems.append(Problem(path, line: number, "//#-editable-code inside the hidden code opened at line \(open)")) }
                    editable = number
                case "end-editable-code":
                    if editable == nil { problems.append(Problem(path, line: number, "//#-end-editable-code without an opening //#-editable-code")) }
                    editable = nil
                case "localizable-zone":
                    if let open = zone { problems.append(Problem(path, line: number, "//#-localizable-zone inside the zone opened at line \(open)")) }
                    if !body.hasPrefix("localizable-zone(") || !body.hasSuffix(")") {
                        problems.append(Problem(path, line: number, "//#-localizable-zone needs an id: //#-localizable-zone(id)"))
                    }
                    // Every page of Apple's own book starts these at column 0; an indented one
                    // may be missed, and its comments stay English or its marker shows.
                    if !raw.hasPrefix("//#-localizable-zone") {
                        problems.append(Problem(path, line: number, "//#-localizable-zone must start at column 0"))
                    }
                    zone = number
                    zoneID = String(body.dropFirst("localizable-zone(".count).dropLast())
                case "end-localizable-zone":
                    if !raw.hasPrefix("//#-end-localizable-zone") {
                        problems.append(Problem(path, line: number, "//#-end-localizable-zone must start at column 0"))
                    }
                    if zone == nil { problems.append(Problem(path, line: number, "//#-end-localizable-zone without an opening //#-localizable-zone")) }
                    zone = nil
                    zoneID = nil
                case "code-completion":
                    if !raw.hasPrefix("//#-code-completion") {
                        problems.append(Problem(path, line: number, "//#-code-completion must start at column 0"))
                    }
                    if !body.hasSuffix(")") || !body.hasPrefix("code-completion(") {
                        problems.append(Problem(path, line: number, "//#-code-completion needs (namespace, show|hide, items...)"))
                    }
                default: break
                }
                continue
            }
            // Inline editable regions must close on their own line.
            let opens = raw.components(separatedBy: "/*#-editable-code").count - 1
            let closes = raw.components(separatedBy: "/*#-end-editable-code*/").count - 1
            if opens != closes {
                problems.append(Problem(path, line: number, "inline /*#-editable-code*/ and /*#-end-editable-code*/ must pair on one line"))
            }
            if opens > 0 && hidden != nil {
                problems.append(Problem(path, line: number, "inline editable code inside hidden code"))
            }
            let kind: Kind = hidden != nil ? .hiddenCode : (editable != nil || opens > 0 ? .editableCode : .code)
            lines.append(Line(number: number, text: raw, kind: kind, zone: zoneID))
        }
        if let open = proseBlock { problems.append(Problem(path, line: open, "/*: prose block never closed with */")) }
        if let open = hidden { problems.append(Problem(path, line: open, "//#-hidden-code never closed with //#-end-hidden-code")) }
        if let open = editable { problems.append(Problem(path, line: open, "//#-editable-code never closed with //#-end-editable-code")) }
        if let open = zone { problems.append(Problem(path, line: open, "//#-localizable-zone never closed with //#-end-localizable-zone")) }
    }

    /// The page as a learner cannot change it: every line except the editable ones, with each
    /// inline editable region reduced to `<editable>`. A variant of a page (a learner's edit)
    /// must have the same locked lines as the page.
    public var lockedLines: [String] {
        lines.compactMap { line in
            guard line.kind == .editableCode else { return line.text }
            guard line.text.contains("/*#-editable-code") else { return nil }
            return line.text.replacingOccurrences(
                of: #"/\*#-editable-code[^*]*\*/.*?/\*#-end-editable-code\*/"#, with: "<editable>", options: .regularExpression)
        }
    }

    /// The images the prose shows, `![text](Name.png)`, with their line numbers.
    public var imageReferences: [(line: Int, name: String)] {
        lines.filter { $0.kind == .prose }.flatMap { line -> [(Int, String)] in
            let text = line.text
            guard let regex = try? NSRegularExpression(pattern: #"!\[[^\]]*\]\(([^)]+)\)"#) else { return [] }
            return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
                Range(match.range(at: 1), in: text).map { (line.number, String(text[$0])) }
            }
        }
    }

    /// The `glossary://term` links in the prose, with their line numbers: the term, and the
    /// link's host as written (percent-encoded).
    public var glossaryLinks: [(line: Int, term: String, host: String)] {
        var out: [(Int, String, String)] = []
        for line in lines where line.kind == .prose {
            var rest = Substring(line.text)
            while let range = rest.range(of: "glossary://") {
                let host = rest[range.upperBound...].prefix { $0 != ")" && $0 != " " }
                out.append((line.number, host.removingPercentEncoding ?? String(host), String(host)))
                rest = rest[range.upperBound...]
            }
        }
        return out
    }

    /// Percent-encodes a glossary term, chapter or page name as RFC 3986 wants it in a URL
    /// part: everything but letters, digits and `-._~` (so a space is %20, `@` is %40).
    public static func percentEncoded(_ text: String) -> String {
        var allowed = CharacterSet()
        allowed.insert(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }
}
