import BookModel
import Foundation

/// Every rule `book lint` applies, and where each runs: on the sources as they are read (a
/// build refuses them), on a built book, and on a built book beside its sources.
public enum LintCatalogue {
    // Lists of rule types, never changed after they are made: safe to read from any thread.
    // (Swift 6.1, which the macOS workflow uses, has no SendableMetatype to say so in the type.)
    nonisolated(unsafe) static let bookRules: [any BookRule.Type] = [
        BookFormat.self, SwiftVersion.self, AutoImportedModules.self, ModuleNamedLikeAType.self, DeadCompilerGate.self,
        Cover.self, GlossaryEntries.self, DevelopmentLanguage.self, ExerciseAnswers.self, BookIsCurrent.self,
        TranslationsComplete.self, TranslationParagraphs.self, QuestionsIndexLinks.self, ProseKeys.self, ModuleStrings.self, JapaneseBeyondTheBook.self,
    ]
    nonisolated(unsafe) static let pageRules: [any PageRule.Type] = [
        PageMarkers.self, ImagesExist.self, LiveViewVisible.self, LiveViewWithLogging.self, LiveViewPoster.self,
        MacroWithLogging.self, PrintWithLoggingOff.self, LonePrint.self, PrintInHiddenCode.self, DeinitWithLogging.self,
        EditableInGate.self, MarkdownTable.self, HiddenNames.self, HiddenMarkerColumn.self, CommentOutsideZone.self,
        ExerciseCompletion.self, EditablePlaceholder.self, PredictionFirst.self,
    ]
    nonisolated(unsafe) static let textRules: [any TextRule.Type] = [
        NotificationRule.self, SoftBreak.self, JapaneseSpacing.self, JapaneseColon.self, JapaneseQuestion.self,
        JapaneseItalics.self, AvoidedTerm.self,
    ]

    public static var all: [any LintRule.Type] { bookRules.map { $0 } + pageRules.map { $0 } + textRules.map { $0 } }

    /// The problems of every rule that looks at `subject` (`.sourcesOrBook` stands for either alone).
    /// The rules for `subject` on `book`; with `only`, just the rules of those ids (a rule's own
    /// examples are checked with it alone: LintRuleTests).
    static func run(_ book: LintedBook, on subject: LintSubject, only: Set<String>? = nil) -> [Problem] {
        let bookRules = Self.bookRules.indices.filter { index in
            let rule = Self.bookRules[index]
            return (only?.contains(rule.id) ?? true) && (rule.subject == subject || (rule.subject == .sourcesOrBook && subject != .bookAndSources))
        }
        // Rules by their place in the lists: a rule type cannot cross threads in Swift 6.1's types.
        let pageRules = Self.pageRules.indices.filter { only?.contains(Self.pageRules[$0].id) ?? true }
        let textRules = Self.textRules.indices.filter { only?.contains(Self.textRules[$0].id) ?? true }
        // One piece of work per book rule, per page, or per translation file, side by side on
        // every core; the problems come back in the order the pieces were listed.
        var work = bookRules.map { Work.book($0) }
        if subject == .bookAndSources {
            if !textRules.isEmpty { work += book.translations.indices.map { Work.translation($0) } }
        } else if !pageRules.isEmpty || !textRules.isEmpty {
            work += book.pages.indices.map { Work.page($0) }
        }
        // What the page rules read, worked out once and only when one of them runs on pages.
        let facts = pageRules.isEmpty || subject == .bookAndSources ? BookFacts() : book.facts
        let pages = book.pages
        let found = Parallel.map(work) { piece -> [Problem] in
            switch piece {
            case .book(let index):
                return Self.bookRules[index].check(book)
            case .translation(let index):
                return book.translations[index].texts.flatMap { text in textRules.flatMap { Self.textRules[$0].check(text) } }
            case .page(let index):
                return check(
                    pages[index], of: book, facts: facts, pageRules: pageRules.map { Self.pageRules[$0] }, textRules: textRules.map { Self.textRules[$0] })
            }
        }
        return found.flatMap { $0 }
    }

    /// A piece of a lint: a book rule, a page, or a translation file.
    enum Work: Sendable { case book(Int), page(Int), translation(Int) }

    /// One page's problems: its page rules', then each prose block's text rules'.
    static func check(
        _ page: PageFolder, of book: LintedBook, facts: BookFacts, pageRules: [any PageRule.Type], textRules: [any TextRule.Type]
    ) -> [Problem] {
        var problems: [Problem] = []
        if !pageRules.isEmpty {
            let linted = LintedPage(page, base: book.base, facts: facts, bookResources: book.resources)
            problems += pageRules.flatMap { $0.check(linted) }
        }
        let path = display(page.url.appendingPathComponent("main.swift"), relativeTo: book.base)
        for block in page.markup.proseBlocks where !textRules.isEmpty {
            let text = LintedText(text: block.text, language: "en", id: block.key ?? "", path: path, line: { block.line }, isPage: true)
            problems += textRules.flatMap { $0.check(text) }
        }
        return problems
    }

    /// What `book lint --rules` prints: each rule's id, what it checks, and what it looks at.
    public static func listing(_ words: ToolWords = .english) -> String {
        all.map { "\($0.id)\n    \(words[$0.summary])\n    \(words.format("looks at: %@", words[$0.looksAt]))\n" }.joined()
    }

    /// What a rule finds in one of its page or text examples (nil for a whole-book example,
    /// which needs a copy of the repository: the tests make one; nil for an example of the
    /// wrong kind, which the tests refuse).
    public static func problems(of rule: any LintRule.Type, on example: LintExample) -> [Problem]? {
        switch example.input {
        case let .page(source, logging, poster, title):
            let manifest = PageManifest(
                Name: title, LiveViewEdgeToEdge: false, LiveViewMode: "VisibleByDefault",
                PlaygroundLoggingMode: logging ? "Normal" : "Off", PosterReference: poster)
            let url = URL(fileURLWithPath: "/nonexistent/Example.playgroundpage")
            let page = PageFolder(
                chapterFolder: "01-Example.playgroundchapter", folder: "Example.playgroundpage", url: url,
                manifest: manifest, markup: PageMarkup(source: source, path: "main.swift"))
            return (rule as? any PageRule.Type)?.check(LintedPage(page, base: url, facts: BookFacts(), bookResources: url))
        case let .text(text, language, file):
            guard let rule = rule as? any TextRule.Type else { return nil }
            return rule.check(
                LintedText(
                    text: text, language: language, id: "Prose1", path: file, line: { 1 }, isPage: file.hasPrefix("Pages/"),
                    avoided: language == "ja" ? [("デリゲイト", "デリゲート")] : []))
        case .book:
            return nil
        }
    }

    /// Whether a rule runs when the sources are read (page rules, text rules on the English
    /// prose, some book rules), so that `book build` refuses what it finds there.
    public static func stopsTheBuild(_ rule: any LintRule.Type) -> Bool {
        guard let rule = rule as? any BookRule.Type else { return true }
        return rule.subject == .sources || rule.subject == .sourcesOrBook
    }
}

extension LintCatalogue {
    /// Every text the tool shows: the tour's words (`ToolWords.texts`) and the catalogue's.
    public static var toolWords: [String] {
        var seen = Set<String>()
        return (ToolWords.texts + ["looks at: %@"] + all.flatMap { [$0.summary, $0.looksAt] }).filter { seen.insert($0).inserted }
    }
}
