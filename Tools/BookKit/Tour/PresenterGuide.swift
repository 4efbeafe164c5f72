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
    public static func guidePath(language: String) -> String { "\(folder)/GUIDE\(language == "en" ? "" : "." + language).md" }
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
        let localization = language == "en" ? nil : try Localization.load(root: root, language: language)
        // Every word below comes from Translations/<lang>/Edition.json (English as written).
        let words = EditionWords.words(localization)
        func t(_ english: String, _ values: String...) -> String { EditionWords.format(english, values, in: words) }
        let plans = try plans(root: root)
        let notes = try notes(root: root, language: language)
        var pages: [String: (chapter: Int, number: Int, folder: PageFolder)] = [:]
        for (c, chapter) in tree.chapters.enumerated() {
            for (p, page) in chapter.pages.enumerated() { pages[key(chapter: c + 1, page: p + 1)] = (c + 1, p + 1, page) }
        }
        func title(_ key: String) -> String {
            guard let page = pages[key] else { return key }
            let name = localization?.name(of: page.folder) ?? page.folder.manifest.Name
            return "\(page.chapter).\(page.number) \(name)"
        }
        func link(_ key: String) -> String { "[\(title(key))](#\(key))" }
        func recorded(_ page: PageFolder) -> PageOutput? {
            try? PageOutput.recorded(PageOutput.recordedPath(page, language: language), root: root)
        }

        var out: [Block] = []
        out.append(.markdown(t("# Presenter's guide")))
        out.append(.markdown(try fixedText("intro", language: language, root: root, values: ["language": language])))
        out.append(.markdown(t("## Setup")))
        out.append(.markdown(try fixedText("setup", language: language, root: root, values: ["sheets": "\(plans.plans.first?.pages.count ?? 0)"])))

        for plan in plans.plans {
            out.append(.markdown("## " + plan.title(language, words: words)))
            let header = ["#", "Page", "Minutes", "Clock", "Attendees", "Ask the room"].map { t($0) }
            var rows: [[String]] = []
            var clock = 0
            var number = 0
            for item in plan.items {
                let start = clock
                clock += item.length
                let span = String(format: "%d:%02d–%d:%02d", start / 60, start % 60, clock / 60, clock % 60)
                if let length = item.break {
                    rows.append(["", t("Break"), "\(length)", span, "", ""])
                    continue
                }
                if let label = item.label {
                    rows.append(["", label[language] ?? label["en"] ?? "", "\(item.length)", span, "", ""])
                    continue
                }
                guard let key = item.page else { continue }
                number += 1
                let note = notes.pages[key]
                let asks = pages[key].flatMap { recorded($0.folder)?.prediction } != nil
                rows.append(["\(number)", link(key), "\(item.length)", span, note?.attendees == nil ? "" : t("on their devices"), asks ? t("predict first") : ""])
            }
            out.append(.table(header: header, rows: rows))
        }

        out.append(.markdown(t("## The pages")))
        for key in pages.keys.sorted() {
            guard let page = pages[key], let note = notes.pages[key] else { continue }
            out.append(.pageHeading(title(key), anchor: key))
            var lines = [t("**Point.** ") + note.point]
            lines.append(t("**Show and say.**"))
            lines.append(note.talk.map { "- " + $0 }.joined(separator: "\n"))
            if let prediction = recorded(page.folder)?.prediction {
                let translation = localization?.page(page.folder)
                // The block that asks: the last prose block above the prediction's line (its
                // callout ends the block).
                let asked = page.folder.markup.lines.first { $0.kind != .prose && $0.text.contains(PageMarkup.predictionLine) }?.number ?? Int.max
                let block = page.folder.markup.proseBlocks.last { $0.line < asked }
                let prose =
                    block.map { block -> [String] in
                        if let key = block.key, let translated = translation?.text(key) { return translated.components(separatedBy: "\n") }
                        return block.text.components(separatedBy: "\n")
                    } ?? []
                lines.append(t("**Ask the room, before Run.** ") + (question(prose) ?? ""))
                lines.append(prediction.choices.map { "- `\($0.spelled)`: \($0.says)" }.joined(separator: "\n"))
                lines.append(t("**The run shows** %@: %@ %@", "`\(prediction.answer)`", prediction.answerChoice?.says ?? "", prediction.why))
            }
            // A plan that shows this page but not the one that fixes the misconception: the
            // presenter says that page's point, given here.
            let without = plans.plans.filter { $0.pages.contains(key) && !$0.pages.contains(note.fixedBy) }.map { $0.name(language) }
            let point = notes.pages[note.fixedBy]?.point ?? ""
            let missing =
                without.isEmpty
                ? ""
                : t(" (not in %@; say its point: %@)", without.map { t("“%@”", $0) }.joined(separator: t(", ")), point)
            lines.append(t("**Listen for.** ") + note.listenFor + t(" Fixed by ") + link(note.fixedBy) + missing + t("."))
            if let attendees = note.attendees { lines.append(t("**Attendees.** ") + attendees + t(" Solution: see the end of this guide.")) }
            lines.append(t("**Next.** ") + note.next)
            out.append(.markdown(lines.joined(separator: "\n\n")))
        }

        out.append(.markdown(t("## Exercise solutions (for the presenter only)")))
        out.append(
            .markdown(
                t(
                    "The pages reveal these only through their hints, one at a time (in the app, and with h on the web pages); here they are in one place, with the reasoning.")))
        for key in pages.keys.sorted() {
            guard let note = notes.pages[key], let solution = note.solution else { continue }
            out.append(.markdown("### \(title(key))\n\n" + t("**Solution.** ") + solution + "\n\n" + t("**Why.** ") + (note.reasoning ?? "")))
        }
        return out
    }
}
