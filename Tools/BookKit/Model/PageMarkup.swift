import Foundation

/// A page's main.swift read as playground markup: its prose, its code, and its markers.
public struct PageMarkup: Sendable {
    /// The visible line that holds a prediction checkpoint's answer: `let prediction: Choice = .notYet`.
    public static let predictionLine = "let prediction: "

    public enum Kind: Equatable, Sendable { case prose, code, hiddenCode, editableCode, marker }

    public struct Line: Equatable, Sendable {
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
    public struct ProseBlock: Equatable, Sendable {
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

    /// What the parser has open: hidden, editable and localizable code and a prose block (each
    /// by its first line), and the zone's id.
    struct OpenRegions {
        var hidden: Int?
        var editable: Int?
        var zone: Int?
        var zoneID: String?
        var prose: Int?
    }

    /// Parses `source`; `path` names the file in problems.
    public init(source: String, path: String) {
        var open = OpenRegions()
        for (index, raw) in source.lineStrings().enumerated() {
            let number = index + 1
            let trimmed = raw.trimmingWhitespace()
            if open.prose != nil {
                continueProse(raw, trimmed: trimmed, number: number, open: &open)
            } else if trimmed.hasPrefix("/*:") {
                openProse(trimmed, number: number, path: path, open: &open)
            } else if trimmed.hasPrefix("//:") {
                var text = String(trimmed.dropFirst(3))
                if text.hasPrefix(" ") { text.removeFirst() }
                lines.append(Line(number: number, text: text, kind: .prose))
            } else if trimmed.hasPrefix("//#-") {
                readMarker(raw, trimmed: trimmed, number: number, path: path, open: &open)
            } else {
                readCode(raw, number: number, path: path, open: open)
            }
        }
        if let line = open.prose { problems.append(Problem(path, line: line, "/*: prose block never closed with */")) }
        if let line = open.hidden { problems.append(Problem(path, line: line, "//#-hidden-code never closed with //#-end-hidden-code")) }
        if let line = open.editable { problems.append(Problem(path, line: line, "//#-editable-code never closed with //#-end-editable-code")) }
        if let line = open.zone { problems.append(Problem(path, line: line, "//#-localizable-zone never closed with //#-end-localizable-zone")) }
    }

    /// A line of an open prose block; `*/` closes it.
    mutating func continueProse(_ raw: String, trimmed: String, number: Int, open: inout OpenRegions) {
        let block = proseBlocks.count - 1
        if trimmed.hasSuffix("*/") {
            let text = String(raw.dropLast(raw.hasSuffix("*/") ? 2 : 0))
            if !text.trimmingWhitespace().isEmpty && text.trimmingWhitespace() != "*/" {
                lines.append(Line(number: number, text: text, kind: .prose, block: block))
                proseBlocks[block].text += (proseBlocks[block].text.isEmpty ? "" : "\n") + text
            }
            open.prose = nil
        } else {
            lines.append(Line(number: number, text: raw, kind: .prose, block: block))
            proseBlocks[block].text += (proseBlocks[block].text.isEmpty ? "" : "\n") + raw
        }
    }

    /// `/*:` opens a prose block, with its `#localized(key:)`; it may close on the same line.
    mutating func openProse(_ trimmed: String, number: Int, path: String, open: inout OpenRegions) {
        if open.hidden != nil || open.editable != nil {
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
            open.prose = number
        }
    }

    /// A `//#-` marker: it opens or closes a region, or completes code.
    mutating func readMarker(_ raw: String, trimmed: String, number: Int, path: String, open: inout OpenRegions) {
        let body = String(trimmed.dropFirst(4))
        let name = String(body.prefix { $0.isLetter || $0 == "-" })
        guard Self.directives.contains(name) else {
            problems.append(Problem(path, line: number, "unknown marker '//#-\(name)'"))
            return
        }
        lines.append(Line(number: number, text: raw, kind: .marker))
        switch name {
        case "hidden-code":
            if let line = open.hidden { problems.append(Problem(path, line: number, "//#-hidden-code inside the hidden code opened at line \(line)")) }
            if let line = open.editable { problems.append(Problem(path, line: number, "//#-hidden-code inside the editable code opened at line \(line)")) }
            open.hidden = number
        case "end-hidden-code":
            if open.hidden == nil { problems.append(Problem(path, line: number, "//#-end-hidden-code without an opening //#-hidden-code")) }
            if let line = open.editable { problems.append(Problem(path, line: number, "//#-end-hidden-code inside the editable code opened at line \(line)")) }
            open.hidden = nil
        case "editable-code":
            if let line = open.editable { problems.append(Problem(path, line: number, "//#-editable-code inside the editable code opened at line \(line)")) }
            if let line = open.hidden { problems.append(Problem(path, line: number, "//#-editable-code inside the hidden code opened at line \(line)")) }
            open.editable = number
        case "end-editable-code":
            if open.editable == nil { problems.append(Problem(path, line: number, "//#-end-editable-code without an opening //#-editable-code")) }
            open.editable = nil
        case "localizable-zone":
            if let line = open.zone { problems.append(Problem(path, line: number, "//#-localizable-zone inside the zone opened at line \(line)")) }
            if !body.hasPrefix("localizable-zone(") || !body.hasSuffix(")") {
                problems.append(Problem(path, line: number, "//#-localizable-zone needs an id: //#-localizable-zone(id)"))
            }
            // Every page of Apple's own book starts these at column 0; an indented one
            // may be missed, and its comments stay English or its marker shows.
            if !raw.hasPrefix("//#-localizable-zone") {
                problems.append(Problem(path, line: number, "//#-localizable-zone must start at column 0"))
            }
            open.zone = number
            open.zoneID = String(body.dropFirst("localizable-zone(".count).dropLast())
        case "end-localizable-zone":
            if !raw.hasPrefix("//#-end-localizable-zone") {
                problems.append(Problem(path, line: number, "//#-end-localizable-zone must start at column 0"))
            }
            if open.zone == nil { problems.append(Problem(path, line: number, "//#-end-localizable-zone without an opening //#-localizable-zone")) }
            open.zone = nil
            open.zoneID = nil
        case "code-completion":
            if !raw.hasPrefix("//#-code-completion") {
                problems.append(Problem(path, line: number, "//#-code-completion must start at column 0"))
            }
            if !body.hasSuffix(")") || !body.hasPrefix("code-completion(") {
                problems.append(Problem(path, line: number, "//#-code-completion needs (namespace, show|hide, items...)"))
            }
        default: break
        }
    }

    /// A line of code: hidden, editable or visible, with its zone.
    mutating func readCode(_ raw: String, number: Int, path: String, open: OpenRegions) {
        // Inline editable regions must close on their own line.
        let opens = raw.components(separatedBy: "/*#-editable-code").count - 1
        let closes = raw.components(separatedBy: "/*#-end-editable-code*/").count - 1
        if opens != closes {
            problems.append(Problem(path, line: number, "inline /*#-editable-code*/ and /*#-end-editable-code*/ must pair on one line"))
        }
        if opens > 0 && open.hidden != nil {
            problems.append(Problem(path, line: number, "inline editable code inside hidden code"))
        }
        let kind: Kind = open.hidden != nil ? .hiddenCode : (open.editable != nil || opens > 0 ? .editableCode : .code)
        lines.append(Line(number: number, text: raw, kind: kind, zone: open.zoneID))
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
