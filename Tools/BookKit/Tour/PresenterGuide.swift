import BookModel
import Foundation

/// docs/guide/GUIDE.md (and .ja.md): the presenter's guide, written by `book guide` from the
/// plans (docs/guide/plans.json), the notes per page and language (docs/guide/notes.<lang>.json)
/// and the pages themselves: a checkpoint's question, choices and answer come from the page's
/// prose and its recorded run, never copied into the notes. The notes are the single source
/// of what a presenter says; the deck's speaker view reads the same files.
public enum PresenterGuide {
    public struct Plans: Codable, Sendable {
        public struct Plan: Codable, Sendable {
            public var id: String
            /// What the plan is, in each language ("a 90-minute workshop"); its title adds the
            /// lead ("Plan: %@", an Edition word).
            public var name: [String: String]
            public var minutes: Int
            public var items: [Item]

            /// The plan's pages ("01-04"), in order.
            public var pages: [String] { items.compactMap(\.page) }

            /// What the plan is, for a place that already says it is a plan.
            public func name(_ language: String) -> String { name[language] ?? name["en"] ?? id }

            /// The plan's title in `words`' language: "Plan: a 90-minute workshop".
            public func title(_ language: String, words: ToolWords) -> String {
                EditionWords.format("Plan: %@", [name(language)], in: words)
            }

            /// The minutes from the plan's start at which `page` begins and ends.
            public func span(of page: String) -> (start: Int, end: Int)? {
                var clock = 0
                for item in items {
                    if item.page == page { return (clock, clock + item.length) }
                    clock += item.length
                }
                return nil
            }
        }
        /// A page of the plan with its minutes, a break, or minutes that are no page (the
        /// welcome, the wrap-up) with a label in each language.
        public struct Item: Codable, Sendable {
            public var page: String?
            public var minutes: Int?
            public var `break`: Int?
            public var label: [String: String]?
            public var length: Int { self.break ?? minutes ?? 0 }
        }
        public var plans: [Plan]
    }

    public struct Note: Codable, Sendable {
        public var point: String
        public var talk: [String]
        public var listenFor: String
        public var fixedBy: String
        public var next: String
        public var attendees: String?
        public var solution: String?
        public var reasoning: String?
    }

    public struct Notes: Codable, Sendable {
        public var pages: [String: Note]
    }

    public static let folder = "docs/guide"
    public static func guidePath(language: String) -> String { TranslationSources.document("\(folder)/GUIDE.md", language: language) }
    public static func notesPath(language: String) -> String { "\(folder)/notes.\(language).json" }

    /// The guide's fixed prose, `docs/guide/<name>.<language>.md`, with each `{{key}}` filled.
    static func fixedText(_ name: String, language: String, root: URL, values: [String: String]) throws -> String {
        let url = root.appendingPathComponent("docs/guide/\(name).\(language).md")
        guard var text = try? String(contentsOf: url, encoding: .utf8) else {
            throw Problems([Problem("docs/guide/\(name).\(language).md", "missing: the presenter's guide reads its fixed prose from it")])
        }
        for (key, value) in values { text = text.replacingOccurrences(of: "{{\(key)}}", with: value) }
        return text.trimmingCharacters(in: .newlines)
    }

    public static func plans(root: URL) throws -> Plans {
        try JSONDecoder().decode(Plans.self, from: Data(contentsOf: root.appendingPathComponent("\(folder)/plans.json")))
    }

    public static func notes(root: URL, language: String) throws -> Notes {
        try JSONDecoder().decode(Notes.self, from: Data(contentsOf: root.appendingPathComponent(notesPath(language: language))))
    }

    /// "01-04" for chapter 3's first page: the key the plans and the notes use, and the web
    /// edition's file name.
    public static func key(chapter: Int, page: Int) -> String { String(format: "%02d-%02d", chapter, page) }

    /// A checkpoint's question as the page asks it: the `callout(...)` block's lines above the
    /// prediction, in the page's language.
    static func question(_ prose: [String]) -> String? {
        guard let start = prose.lastIndex(where: { $0.contains("* callout(") }) else { return nil }
        var lines: [String] = []
        let first = prose[start].components(separatedBy: "):").dropFirst().joined(separator: "):").trimmingCharacters(in: .whitespaces)
        if !first.isEmpty { lines.append(first) }
        for line in prose[(start + 1)...] {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.isEmpty || text == "*/" { break }
            lines.append(text)
        }
        return lines.isEmpty ? nil : lines.joined(separator: " ")
    }

    /// The guide as blocks: GUIDE.md is `markdown` of them, and the web edition's guide page
    /// renders the same blocks (nothing reads the Markdown back).
    public enum Block: Equatable, Sendable {
        /// Markdown: paragraphs, lists, headings without an anchor.
        case markdown(String)
        /// A page's heading: its title (inline Markdown) and its anchor, the page's key ("01-04").
        case pageHeading(String, anchor: String)
        /// A plan's table: its header and rows, each cell inline Markdown.
        case table(header: [String], rows: [[String]])
    }

    public static func markdown(root: URL, tree: SourceTree, language: String) throws -> String {
        markdown(try document(root: root, tree: tree, language: language))
    }

    /// The blocks as GUIDE.md holds them: Markdown, a page heading with its anchor, pipe tables.
    public static func markdown(_ blocks: [Block]) -> String {
        blocks.map { block -> String in
            switch block {
            case .markdown(let text): text
            case .pageHeading(let title, let anchor): "### \(title) <a id=\"\(anchor)\"></a>"
            case .table(let header, let rows):
                ([row(header), "|" + String(repeating: "---|", count: header.count)] + rows.map(row)).joined(separator: "\n")
            }
        }.joined(separator: "\n\n") + "\n"
    }

    static func row(_ cells: [String]) -> String { "| " + cells.joined(separator: " | ") + " |" }

    public static func document(root: URL, tree: SourceTree, language: String) throws -> [Block] {
        try GuideWriter(root: root, tree: tree, language: language).blocks()
    }
}
