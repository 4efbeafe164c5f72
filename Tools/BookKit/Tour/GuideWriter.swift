import BookModel
import Foundation

/// The presenter's guide in one language, block by block (`PresenterGuide.document`): the fixed
/// prose, a table per plan, each page's notes with its checkpoint as the page asks it and as its
/// recorded run answers it, and the exercises' solutions. Every word comes from
/// Translations/<lang>/Edition.json (English as written).
struct GuideWriter {
    typealias Block = PresenterGuide.Block

    let root: URL
    let language: String
    let localization: Localization?
    let words: ToolWords
    let plans: PresenterGuide.Plans
    let notes: PresenterGuide.Notes
    /// Every page by its key ("01-04").
    let pages: [String: (chapter: Int, number: Int, folder: PageFolder)]

    init(root: URL, tree: SourceTree, language: String) throws {
        self.root = root
        self.language = language
        localization = language == "en" ? nil : try Localization.load(root: root, language: language)
        words = EditionWords.words(localization)
        plans = try PresenterGuide.plans(root: root)
        notes = try PresenterGuide.notes(root: root, language: language)
        var pages: [String: (chapter: Int, number: Int, folder: PageFolder)] = [:]
        for (c, chapter) in tree.chapters.enumerated() {
            for (p, page) in chapter.pages.enumerated() { pages[PresenterGuide.key(chapter: c + 1, page: p + 1)] = (c + 1, p + 1, page) }
        }
        self.pages = pages
    }

    func t(_ english: String, _ values: String...) -> String { EditionWords.format(english, values, in: words) }

    func title(_ key: String) -> String {
        guard let page = pages[key] else { return key }
        let name = localization?.name(of: page.folder) ?? page.folder.manifest.Name
        return "\(page.chapter).\(page.number) \(name)"
    }

    func link(_ key: String) -> String { "[\(title(key))](#\(key))" }

    func recorded(_ page: PageFolder) -> PageOutput? {
        try? PageOutput.recorded(PageOutput.recordedPath(page, language: language), root: root)
    }

    func blocks() throws -> [Block] {
        var out: [Block] = [
            .markdown(t("# Presenter's guide")),
            .markdown(try PresenterGuide.fixedText("intro", language: language, root: root, values: ["language": language])),
            .markdown(t("## Setup")),
            .markdown(
                try PresenterGuide.fixedText("setup", language: language, root: root, values: ["sheets": "\(plans.plans.first?.pages.count ?? 0)"])),
        ]
        for plan in plans.plans { out += planBlocks(plan) }
        out.append(.markdown(t("## The pages")))
        for key in pages.keys.sorted() { out += pageBlocks(key) }
        out.append(.markdown(t("## Exercise solutions (for the presenter only)")))
        out.append(
            .markdown(
                t(
                    "The pages reveal these only through their hints, one at a time (in the app, and with h on the web pages); here they are in one place, with the reasoning."
                )))
        for key in pages.keys.sorted() {
            guard let note = notes.pages[key], let solution = note.solution else { continue }
            out.append(.markdown("### \(title(key))\n\n" + t("**Solution.** ") + solution + "\n\n" + t("**Why.** ") + (note.reasoning ?? "")))
        }
        return out
    }

    /// A plan's title and its table: each stop with its minutes and clock, who acts, and
    /// where the room is asked to predict.
    func planBlocks(_ plan: PresenterGuide.Plans.Plan) -> [Block] {
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
            } else if let label = item.label {
                rows.append(["", label[language] ?? label["en"] ?? "", "\(item.length)", span, "", ""])
            } else if let key = item.page {
                number += 1
                let asks = pages[key].flatMap { recorded($0.folder)?.prediction } != nil
                let acts = notes.pages[key]?.attendees == nil ? "" : t("on their devices")
                rows.append(["\(number)", link(key), "\(item.length)", span, acts, asks ? t("predict first") : ""])
            }
        }
        return [.markdown("## " + plan.title(language, words: words)), .table(header: header, rows: rows)]
    }

    /// A page's notes: its point, what to show and say, its checkpoint, what to listen for and
    /// which page fixes it, the attendees' part, and the way on.
    func pageBlocks(_ key: String) -> [Block] {
        guard let page = pages[key], let note = notes.pages[key] else { return [] }
        var lines = [t("**Point.** ") + note.point, t("**Show and say.**"), note.talk.map { "- " + $0 }.joined(separator: "\n")]
        if let prediction = recorded(page.folder)?.prediction {
            lines.append(t("**Ask the room, before Run.** ") + (PresenterGuide.question(askingProse(page.folder)) ?? ""))
            lines.append(prediction.choices.map { "- `\($0.spelled)`: \($0.says)" }.joined(separator: "\n"))
            lines.append(t("**The run shows** %@: %@ %@", "`\(prediction.answer)`", prediction.answerChoice?.says ?? "", prediction.why))
        }
        // A plan that shows this page but not the one that fixes the misconception: the
        // presenter says that page's point, given here.
        let without = plans.plans.filter { $0.pages.contains(key) && !$0.pages.contains(note.fixedBy) }.map { $0.name(language) }
        let point = notes.pages[note.fixedBy]?.point ?? ""
        let missing = without.isEmpty ? "" : t(" (not in %@; say its point: %@)", without.map { t("“%@”", $0) }.joined(separator: t(", ")), point)
        lines.append(t("**Listen for.** ") + note.listenFor + t(" Fixed by ") + link(note.fixedBy) + missing + t("."))
        if let attendees = note.attendees { lines.append(t("**Attendees.** ") + attendees + t(" Solution: see the end of this guide.")) }
        lines.append(t("**Next.** ") + note.next)
        return [.pageHeading(title(key), anchor: key), .markdown(lines.joined(separator: "\n\n"))]
    }

    /// The prose block that asks a checkpoint's question, in the guide's language: the last
    /// one above the prediction's line (its callout ends the block).
    func askingProse(_ page: PageFolder) -> [String] {
        let asked = page.markup.lines.first { $0.kind != .prose && $0.text.contains(PageMarkup.predictionLine) }?.number ?? Int.max
        guard let block = page.markup.proseBlocks.last(where: { $0.line < asked }) else { return [] }
        if let key = block.key, let translated = localization?.page(page)?.text(key) { return translated.components(separatedBy: "\n") }
        return block.text.components(separatedBy: "\n")
    }
}
