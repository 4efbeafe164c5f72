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
        let labels = AppView.Labels(words)
        // The pages look their words up in the Localizable.strings a build would ship.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("book-tour-\(getpid())-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let environment = try Localization.environment(root: root, language: language, scratch: scratch)
        // Each page is compiled and run as soon as a core is free (each run is a process of its
        // own, so nothing it prints changes); then the tour shows them in book order, part by part.
        // A page that does not compile is a failure.
        let runtime = try compiler.runtime()
        let programs = chosen.map { PageCompiler.Program(page: $0.folder) }
        let outcomes = Parallel.map(programs) { program -> (compiled: Result<URL, Error>, run: Result<(run: PageRunner.Run, sidebar: ResultsSidebar?), Error>) in
            let compiled = Result { try compiler.executable(for: program, runtime: runtime) }
            let run = Result { try ResultsSidebar.run(compiled.get(), logging: program.logging, environment: environment, scratch: scratch) }
            return (compiled, run)
        }
        var failures: [String] = []
        var parts = 0
        func part(_ text: String) {
            if parts > 0 { waitBetweenParts?() }
            parts += 1
            write(text)
        }
        for ((chapterNumber, pageNumber, pageFolder), outcome) in zip(chosen, outcomes) {
            let chapterFolder = tree.chapters[chapterNumber - 1]
            let chapterName = localization?.name(of: chapterFolder) ?? chapterFolder.manifest.Name
            let pageName = localization?.name(of: pageFolder) ?? pageFolder.manifest.Name
            let title = words.format("Chapter %@: %@ / Page %@: %@", "\(chapterNumber)", chapterName, "\(pageNumber)", pageName)
            let rule = String(repeating: "=", count: title.count)
            var first = true
            let codeText = localization?.codeText(pageFolder) ?? { _ in nil }
            // The whole page before Run, as the app shows it: every prose block is on screen
            // before the learner runs, the ones below the code too. Then what the run adds.
            let sections = LearnerView.sections(pageFolder.markup, translation: codeText)
            func show(_ section: LearnerView.Section) {
                let heading = first ? "\n\(rule)\n\(title)\n\(rule)\n" : ""
                first = false
                switch section {
                case .prose(let text): part(heading + text)
                case .code(let lines): part(heading + "\n" + labels.code + "\n" + lines.joined(separator: "\n") + "\n")
                }
            }
            // A checkpoint asks right after the code that holds the prediction, before any
            // prose that tells the answer; with --ask the learner's answer is read there.
            let output = (try? outcome.run.get()).map { PageOutput(parsing: $0.run.output) }
            let lastCode = sections.lastIndex { if case .code = $0 { return true } else { return false } } ?? sections.count - 1
            let asksAfter = LearnerView.predictionSection(sections) ?? lastCode
            var predicted: RecordedPrediction.Choice?
            for (index, section) in sections.enumerated() {
                show(section)
                guard index == asksAfter, let prediction = output?.prediction else { continue }
                part(AppView.question(prediction, labels: labels))
                if let ask {
                    while let typed = ask(labels.yourPrediction), !typed.trimmingCharacters(in: .whitespaces).isEmpty {
                        if let choice = prediction.choice(named: typed) {
                            predicted = choice
                            break
                        }
                        write(words.format("'%@' is not one of the choices: type its number or its name.", typed))
                    }
                }
            }
            if let output, output.liveView != nil { part(AppView.poster(output, labels: labels)) }
            if case .failure(let error) = outcome.compiled {
                write("!!! " + words.format("page '%@' does not compile:", pageName) + "\n\(error)")
                failures.append(title)
                continue
            }
            let (result, sidebar) = try outcome.run.get()
            // With logging on, the results sidebar: each visible line with what was logged on it.
            var shown = output ?? PageOutput(parsing: result.output)
            shown.sidebar = sidebar?.lines(pageFolder, localization: localization)
            for text in AppView.parts(shown, logging: pageFolder.logsResults, labels: labels, predicted: predicted) {
                part(text)
            }
            if !result.succeeded {
                let why =
                    result.timedOut
                    ? words.format("page '%@' timed out", pageName)
                    : result.status > 128
                        ? words.format("page '%@' crashed (signal %@)", pageName, "\(result.status - 128)")
                        : words.format("page '%@' exited with status %@", pageName, "\(result.status)")
                write("!!! " + why)
                if !result.errors.isEmpty { write(result.errors) }
                failures.append(title)
            }
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
}
