import BookModel
import Foundation

/// An exercise must be passed by its reasoning, not by copying: its answer (the code in its
/// last hint, and the edit of every variant the page accepts) may not stand in anything the
/// learner can read before solving it: the learner modules' sources and the visible code of
/// the other pages. Compared with white space folded, so reformatting does not hide a copy.
enum ExerciseAnswers: BookRule {
    static let id = "exercise-answers"
    static let summary = "no exercise's answer stands where the learner can read it before solving it"
    static let subject = LintSubject.sources
    static let looksAt = "exercise pages' last hints and accepted variants, against the Shop module and other pages' visible code"
    static let examples: [LintExample] = [
        .refuses(
            .replace(
                "Shared/UserModules/Shop/Sources/PublishedDesign.swift", "public final class PublishedPresenter", "// saving: total - coupon.apply(to: total)\npublic final class PublishedPresenter"),
            with: "Shared/UserModules/Shop/Sources/PublishedDesign.swift:", "the answer to Exercise: Why Is My Pipeline Stale? (the last hint: `total - coupon.apply(to: total)`) stands here"),
        .refuses(
            .replace(
                "Chapters/01-DelegateOrPublished.playgroundchapter/Pages/01-TheShop.playgroundpage/main.swift", "for line in screen.lines {",
                "let saving = { (total: Int, coupon: Coupon) in total - coupon.apply(to: total) }\nfor line in screen.lines {"),
            with: "01-TheShop.playgroundpage/main.swift:", "the answer to Exercise: Why Is My Pipeline Stale?"),
    ]

    static func check(_ book: LintedBook) -> [Problem] {
        guard let root = book.tree?.root else { return [] }
        let pages = book.pages
        var readable: [(path: String, lines: [String])] = []
        for module in book.modules where module.kind == "UserModules" {
            readable += module.files.map { (display($0.url, relativeTo: root), $0.text.components(separatedBy: "\n")) }
        }
        // Everything the learner can read, folded once: module files, and each page's visible code.
        var searchable = readable.map { (page: URL?.none, path: $0.path, text: FoldedText($0.lines)) }
        for page in pages {
            searchable.append(
                (
                    page.url, display(page.url.appendingPathComponent("main.swift"), relativeTo: root),
                    FoldedText(page.markup.lines.map { $0.isVisibleCode ? $0.text : "" })
                ))
        }
        let variants = (try? PageVariant.load(root: root)) ?? []
        var problems: [Problem] = []
        for page in pages where page.markup.lines.contains(where: { $0.kind != .prose && $0.text.includes("Stage.assess(") }) {
            let pagePath = "Chapters/\(page.chapterFolder)/Pages/\(page.folder)"
            var answers = (TranslationSources.hints(page).last.map(codeSpans) ?? []).map { (answer: $0, from: "the last hint") }
            for variant in variants where variant.pagePath == pagePath && accepted(variant, root: root) {
                answers += edit(of: variant, page: page).map { (answer: $0, from: "the accepted variant \(variant.name)") }
            }
            for (answer, from) in answers {
                var forms = [folded(answer)]
                if forms[0].hasPrefix("return ") { forms.append(String(forms[0].dropFirst("return ".count))) }
                guard forms.allSatisfy({ $0.count >= 12 }) else { continue }  // too short to be more than a word
                for source in searchable where source.page != page.url {
                    if let line = source.text.firstLine(of: forms) {
                        problems.append(
                            Problem(source.path, line: line, "the answer to \(page.manifest.Name) (\(from): `\(answer)`) stands here, where the learner can read it before solving the exercise"))
                    }
                }
            }
        }
        return problems
    }

    /// The backticked code in a hint.
    static func codeSpans(_ text: String) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    static func folded(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).joined(separator: " ")
    }

    /// A variant the page passes: its recorded run says so.
    static func accepted(_ variant: PageVariant, root: URL) -> Bool {
        (try? PageOutput.recorded(PageOutput.recordedPath(variant: variant.name), root: root))?.assessment?.passed ?? false
    }

    /// The lines a variant has that its page does not: the learner's edit.
    static func edit(of variant: PageVariant, page: PageFolder) -> [String] {
        let pageLines = Set(page.markup.lines.map { folded($0.text) })
        let added = variant.body.components(separatedBy: "\n").filter { !pageLines.contains(folded($0)) && !folded($0).isEmpty }
        return added.isEmpty ? [] : [added.joined(separator: "\n")]
    }

}

/// Lines with white space folded into one text, and where each line starts in it.
struct FoldedText {
    var text = ""
    var starts: [(offset: Int, line: Int)] = []

    init(_ lines: [String]) {
        for (index, line) in lines.enumerated() {
            let piece = ExerciseAnswers.folded(line)
            guard !piece.isEmpty else { continue }
            if !text.isEmpty { text += " " }
            starts.append((text.utf8.count, index + 1))
            text += piece
        }
    }

    /// The first line where one of `forms` begins.
    func firstLine(of forms: [String]) -> Int? {
        for form in forms where text.includes(form) {
            guard let range = text.range(of: form) else { continue }
            let offset = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
            return starts.last { $0.offset <= offset }?.line ?? 1
        }
        return nil
    }
}
