import BookModel
import BookRun
import Foundation

/// `book tour`: every chosen page in book order, shown as Swift Playgrounds shows it. The
/// tool prints what it writes; the tests call it directly.
public struct Tour {
    public var root: URL
    public var tree: SourceTree
    public var language = "en"
    /// Only this chapter / this page of each chosen chapter (1 is the first).
    public var chapter: Int?
    public var page: Int?
    /// Called before every part after the first (a presenter's Enter).
    public var waitBetweenParts: (() -> Void)?
    /// With `--ask`: reads the learner's prediction at each checkpoint, before the results
    /// (nil at the end of input). Without it the tour lists the choices and shows the answer.
    public var ask: ((String) -> String?)?
    public var write: (String) -> Void

    public init(
        root: URL, tree: SourceTree, language: String = "en", chapter: Int? = nil, page: Int? = nil,
        waitBetweenParts: (() -> Void)? = nil, ask: ((String) -> String?)? = nil, write: @escaping (String) -> Void
    ) {
        self.root = root
        self.tree = tree
        self.language = language
        self.chapter = chapter
        self.page = page
        self.waitBetweenParts = waitBetweenParts
        self.ask = ask
        self.write = write
    }

    public struct Selection: Error, CustomStringConvertible {
        public var description: String
    }

    /// The pages the options choose, with their chapter and page numbers.
    public func chosenPages() throws -> [(chapter: Int, page: Int, folder: PageFolder)] {
        if let chapter, !(1...tree.chapters.count).contains(chapter) {
            throw Selection(description: "--chapter must be between 1 and \(tree.chapters.count)")
        }
        var chosen: [(Int, Int, PageFolder)] = []
        for (chapterIndex, chapterFolder) in tree.chapters.enumerated() where chapter == nil || chapterIndex + 1 == chapter {
            if let page, !(1...chapterFolder.pages.count).contains(page) {
                throw Selection(description: "--page must be between 1 and \(chapterFolder.pages.count) in chapter \(chapterIndex + 1)")
            }
            for (pageIndex, pageFolder) in chapterFolder.pages.enumerated() where page == nil || pageIndex + 1 == page {
                chosen.append((chapterIndex + 1, pageIndex + 1, pageFolder))
            }
        }
        return chosen
    }

    /// Shows every chosen page; returns the titles of the pages that failed (did not compile,
    /// crashed, timed out or exited non-zero).
    public func run(compiler: PageCompiler) throws -> [String] {
        let chosen = try chosenPages()
        let localization = language == "en" ? nil : try Localization.load(root: root, language: language)
        if language != "en" && localization == nil { throw Selection(description: "no translations in Translations/\(language)") }
        let words = ToolWords.load(language: localization)
        // The pages look their words up in the Localizable.strings a build would ship.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("book-tour-\(getpid())-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let environment = try Localization.environment(root: root, language: language, scratch: scratch)
        let outcomes = try compileAndRun(chosen.map(\.folder), compiler: compiler, environment: environment, localization: localization, scratch: scratch)
        let parts = Parts(write: write, wait: waitBetweenParts)
        var failures: [String] = []
        for (page, outcome) in zip(chosen, outcomes) {
            if let failed = try show(page, outcome, localization: localization, words: words, parts: parts) { failures.append(failed) }
        }
        if failures.isEmpty {
            write("\n" + words.format(chosen.count == 1 ? "%@ page, all ran." : "%@ pages, all ran.", "\(chosen.count)"))
        } else {
            write(
                "\n" + words.format(failures.count == 1 ? "%@ page failed:" : "%@ pages failed:", "\(failures.count)") + "\n"
                    + failures.map { "  " + $0 }.joined(separator: "\n"))
        }
        return failures
    }

    /// A page's executable, and its run as the app makes it (a recording without the live
    /// view's parts, which only the web edition draws).
    typealias Outcome = (compiled: Result<URL, Error>, run: Result<(run: PageRunner.Run, output: PageOutput), Error>)

    /// Each page compiled and run side by side (each run is a process of its own, so nothing it
    /// prints changes); the tour then shows them in book order.
    func compileAndRun(
        _ pages: [PageFolder], compiler: PageCompiler, environment: [String: String], localization: Localization?, scratch: URL
    ) throws -> [Outcome] {
        let runtime = try compiler.runtime()
        return Parallel.map(pages, width: Parallel.processWidth) { page -> Outcome in
            let compiled = Result { try compiler.executable(for: PageCompiler.Program(page: page), runtime: runtime) }
            let run = Result {
                try PageRecorder.record(
                    page, executable: compiled.get(), environment: environment, localization: localization, scratch: scratch, stage: false)
            }
            return (compiled, run)
        }
    }

    /// What the tour writes, part by part: a presenter's Enter between two parts.
    final class Parts {
        let write: (String) -> Void
        let wait: (() -> Void)?
        var count = 0

        init(write: @escaping (String) -> Void, wait: (() -> Void)?) {
            self.write = write
            self.wait = wait
        }

        func part(_ text: String) {
            if count > 0 { wait?() }
            count += 1
            write(text)
        }
    }

    /// One page: all of it before Run, as the app shows it (every prose block is on screen
    /// before the learner runs, the ones below the code too), then what the run adds. Returns
    /// the page's title when it failed.
    func show(
        _ chosen: (chapter: Int, page: Int, folder: PageFolder), _ outcome: Outcome, localization: Localization?, words: ToolWords, parts: Parts
    ) throws -> String? {
        let labels = AppView.Labels(words)
        let page = chosen.folder, chapter = tree.chapters[chosen.chapter - 1]
        let pageName = localization?.name(of: page) ?? page.manifest.Name
        let title = words.format(
            "Chapter %@: %@ / Page %@: %@", "\(chosen.chapter)", localization?.name(of: chapter) ?? chapter.manifest.Name, "\(chosen.page)", pageName)
        let output = try? outcome.run.get().output
        let predicted = beforeRun(page, title: title, prediction: output?.prediction, localization: localization, words: words, parts: parts)
        if let output, output.liveView != nil { parts.part(AppView.poster(output, labels: labels)) }
        if case .failure(let error) = outcome.compiled {
            write("!!! " + words.format("page '%@' does not compile:", pageName) + "\n\(error)")
            return title
        }
        let (result, shown) = try outcome.run.get()
        for text in AppView.parts(shown, logging: page.logsResults, labels: labels, predicted: predicted) { parts.part(text) }
        guard !result.succeeded else { return nil }
        let why =
            result.timedOut
            ? words.format("page '%@' timed out", pageName)
            : result.status > 128
                ? words.format("page '%@' crashed (signal %@)", pageName, "\(result.status - 128)")
                : words.format("page '%@' exited with status %@", pageName, "\(result.status)")
        write("!!! " + why)
        if !result.errors.isEmpty { write(result.errors) }
        return title
    }

    /// The page before Run, section by section under its title. A checkpoint asks right after
    /// the code that holds the prediction, before any prose that tells the answer; with --ask
    /// the learner's answer is read there, and returned.
    func beforeRun(
        _ page: PageFolder, title: String, prediction: RecordedPrediction?, localization: Localization?, words: ToolWords, parts: Parts
    ) -> RecordedPrediction.Choice? {
        let labels = AppView.Labels(words)
        let rule = String(repeating: "=", count: title.count)
        let sections = LearnerView.sections(page.markup, translation: localization?.codeText(page) ?? { _ in nil })
        let lastCode = sections.lastIndex { if case .code = $0 { return true } else { return false } } ?? sections.count - 1
        let asksAfter = LearnerView.predictionSection(sections) ?? lastCode
        var predicted: RecordedPrediction.Choice?
        for (index, section) in sections.enumerated() {
            let heading = index == 0 ? "\n\(rule)\n\(title)\n\(rule)\n" : ""
            switch section {
            case .prose(let text): parts.part(heading + text)
            case .code(let lines): parts.part(heading + "\n" + labels.code + "\n" + lines.joined(separator: "\n") + "\n")
            }
            guard index == asksAfter, let prediction else { continue }
            parts.part(AppView.question(prediction, labels: labels))
            guard let ask else { continue }
            while let typed = ask(labels.yourPrediction), !typed.trimmingCharacters(in: .whitespaces).isEmpty {
                if let choice = prediction.choice(named: typed) {
                    predicted = choice
                    break
                }
                write(words.format("'%@' is not one of the choices: type its number or its name.", typed))
            }
        }
        return predicted
    }
}
