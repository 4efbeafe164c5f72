import BookBuild
import BookModel
import BookRun
import BookTour
import Foundation

/// The web edition: every page in book order, in English and Japanese, with its prose (as
/// CommonMark's reference implementation reads it, ProseRenderer), its code as the learner sees
/// it, what its real run printed, its live view (the SVG its run drew, and the presenter's stage
/// made from it) and, for exercises, the hints and solution one at a time. Each page is cut into
/// slides (SlidePlan) that fit a projector at 16 px type and up: reading mode shows them one
/// after another, presenter mode one at a time, print one per sheet; `all.html` holds every
/// page's slides for a handout. Built from the sources and the recorded real runs
/// (Tests/BookTests/Expected, which the tests keep current).
struct SiteBuilder {
    let root: URL
    let tree: SourceTree
    let localizations: [String: Localization]
    /// English, then every language the site was given translations for.
    let languages: [String]
    /// The presenter's guide (docs/guide), read once: its notes per language, and its plans.
    let guideNotes: [String: PresenterGuide.Notes]
    let guidePlans: [PresenterGuide.Plans.Plan]
    /// Each prose block's Markdown source on the page (`data-markdown`), for the browser test's
    /// comparison with cmark: a test build's, not the published site's (about 190 KB).
    var withMarkdown = false
    /// The edition's words per language (Translations/<lang>/Edition.json).
    let wordTables: [String: ToolWords]

    init(root: URL, tree: SourceTree, localizations: [String: Localization]) throws {
        self.root = root
        self.tree = tree
        self.localizations = localizations
        languages = ["en"] + localizations.keys.sorted()
        var tables: [String: ToolWords] = [:]
        for language in languages { tables[language] = EditionWords.words(localizations[language]) }
        wordTables = tables
        var notes: [String: PresenterGuide.Notes] = [:]
        // A language without notes (docs/guide/notes.<lang>.json) has none in its speaker view
        // (`book guide` asks for them); notes that cannot be read stop the site.
        for language in languages
        where FileManager.default.fileExists(atPath: root.appendingPathComponent(PresenterGuide.notesPath(language: language)).path) {
            do {
                notes[language] = try PresenterGuide.notes(root: root, language: language)
            } catch {
                throw Problems([Problem(PresenterGuide.notesPath(language: language), "cannot read the presenter's notes: \(error)")])
            }
        }
        guideNotes = notes
        guidePlans = (try? PresenterGuide.plans(root: root))?.plans ?? []
    }

    struct PageRef {
        var chapter: Int, page: Int
        var folder: PageFolder
        var chapterFolder: ChapterFolder
        var file: String { String(format: "%02d-%02d.html", chapter, page) }
    }

    var pages: [PageRef] {
        tree.chapters.enumerated().flatMap { c, chapter in
            chapter.pages.enumerated().map { p, page in PageRef(chapter: c + 1, page: p + 1, folder: page, chapterFolder: chapter) }
        }
    }

    struct Job: Sendable {
        var language: String
        var index: Int
    }

    /// Every file of the site, by path relative to its root.
    func files() throws -> [String: Data] {
        var files: [String: Data] = [:]
        files["assets/style.css"] = Data(SiteAssets.css.utf8)
        files["assets/presenter.js"] = Data(SiteAssets.javascript.utf8)
        files["assets/deck-logic.js"] = Data(SiteAssets.deckLogic.utf8)
        files["assets/handout.js"] = Data(SiteAssets.handout.utf8)
        for asset in tree.assets where asset.pathExtension == "png" {
            files["assets/\(asset.lastPathComponent)"] = try Data(contentsOf: asset)
        }
        files["assets/timeline.svg"] = try Data(contentsOf: root.appendingPathComponent("docs/timeline.svg"))
        let images = imageSizes
        // Every page of every language on its own, both cores at once: each is a pure function
        // of the sources, so the files are the same whatever order they are made in.
        let jobs = languages.flatMap { language in pages.indices.map { Job(language: language, index: $0) } }
        let builder = self
        let made = Parallel.map(jobs) { job in
            Result { () throws -> (deck: String, html: String) in
                let page = builder.pages[job.index]
                let previous = job.index > 0 ? builder.pages[job.index - 1].file : nil
                let next = job.index + 1 < builder.pages.count ? builder.pages[job.index + 1].file : nil
                let deck = try builder.deckHTML(page, language: job.language, previous: previous, next: next, images: images)
                return (deck, builder.pageHTML(page, language: job.language, previous: previous, next: next, deck: deck))
            }
        }
        for language in languages {
            let prefix = language == "en" ? "en/" : "\(language)/"
            var decks: [(PageRef, String)] = []
            for (job, result) in zip(jobs, made) where job.language == language {
                let page = pages[job.index]
                let (deck, html) = try result.get()
                files[prefix + page.file] = Data(html.utf8)
                decks.append((page, deck))
            }
            files[prefix + "all.html"] = Data(handoutHTML(language: language, decks: decks).utf8)
            // The page list the presenter's overview (o) shows, once for every page.
            // The workshop's own decks follow the book's pages.
            let workshopFiles = workshopDecks(language: language)
            for (file, html) in workshopFiles { files[prefix + file] = Data(html.utf8) }
            let workshop = workshopFiles.keys.sorted { workshopOrder($0) < workshopOrder($1) }.map {
                ["file": $0, "name": workshopName($0, language: language)]
            }
            let list = pages.map { ["file": $0.file, "name": "\($0.chapter).\($0.page) \(pageName($0.folder, language))"] } + workshop
            let json = String(decoding: (try? JSONSerialization.data(withJSONObject: list, options: [.sortedKeys])) ?? Data("[]".utf8), as: UTF8.self)
            files["assets/pages-\(language).js"] = Data("window.bookPages = \(json);\n".utf8)
            files[prefix + "index.html"] = Data(indexHTML(language: language, depth: 1).utf8)
            files[prefix + "glossary.html"] = Data(try glossaryHTML(language: language).utf8)
            files[prefix + "questions.html"] = Data(try questionsHTML(language: language).utf8)
            files[prefix + "guide.html"] = Data(try guideHTML(language: language).utf8)
        }
        files["index.html"] = Data(indexHTML(language: "en", depth: 0).utf8)
        return files
    }

    // MARK: Text in each language

    /// The edition's words in `language` (Translations/<lang>/Edition.json; English as written),
    /// each `%@` replaced by the next value.
    func t(_ english: String, _ language: String, _ values: String...) -> String { EditionWords.format(english, values, in: words(language)) }

    func words(_ language: String) -> ToolWords { wordTables[language] ?? .english }

    /// Links to `file` (named by `href`) in every other language, each in its own words.
    func languageLinks(_ language: String, href: (String) -> String) -> String {
        languages.filter { $0 != language }.map { other in
            #"<a class="language" href="\#(href(other))" hreflang="\#(other)" lang="\#(other)">\#(Highlighter.escape(t("English", other)))</a>"#
        }.joined()
    }

    func chapterName(_ chapter: ChapterFolder, _ language: String) -> String {
        localizations[language]?.name(of: chapter) ?? chapter.manifest.Name
    }

    func pageName(_ page: PageFolder, _ language: String) -> String {
        localizations[language]?.name(of: page) ?? page.manifest.Name
    }

    func bookName(_ language: String) -> String {
        localizations[language]?.book?.text("Name") ?? BookSettings.manifest(chapters: [], privateModules: []).Name
    }

    // MARK: Pages

    /// The pictures in the book's resources and their sizes in points, by file name: a
    /// `@2x` picture shows at half its pixels, as the app shows it.
    var imageSizes: [String: (width: Int, height: Int)] {
        var sizes: [String: (width: Int, height: Int)] = [:]
        for asset in tree.assets where asset.pathExtension == "png" {
            if let data = FileManager.default.contents(atPath: asset.path), let size = PNG.size(of: data) {
                let scale = asset.lastPathComponent.hasSuffix("@2x.png") ? 2 : 1
                sizes[asset.lastPathComponent] = (size.width / scale, size.height / scale)
            }
        }
        return sizes
    }

    // MARK: Index and glossary

    func indexHTML(language: String, depth: Int) -> String {
        let here = depth == 0 ? "" : "../"
        let pagesFolder = depth == 0 ? "\(language)/" : ""
        var chapters: [String] = []
        for (c, chapter) in tree.chapters.enumerated() {
            let items = chapter.pages.enumerated().map { p, page in
                #"<li><a href="\#(pagesFolder)\#(String(format: "%02d-%02d.html", c + 1, p + 1))">\#(Highlighter.escape(pageName(page, language)))</a></li>"#
            }
            let handout = #"<p class="handout-link"><a href="\#(pagesFolder)all.html#chapter=\#(c + 1)">\#(t("Handout of chapter %@", language, "\(c + 1)"))</a></p>"#
            chapters.append(#"<li><h3>\#(Highlighter.escape(t("Chapter %@: ", language, "\(c + 1)") + chapterName(chapter, language)))</h3><ol>\#(items.joined())</ol>\#(handout)</li>"#)
        }
        // The zip stands beside the top index on the published site (the Publish workflow puts
        // it there); in a clone, `swift run book zip` writes it.
        let zip = here + BookZip.fileName
        // The languages the book ships beside English, each in its own name.
        let translated = languages.filter { $0 != "en" }.map { t("English", $0) }.joined(separator: t(", ", language))
        let open = t(
            """
            <p><a class="open-book" href="%@" download>Open in Swift Playgrounds</a>: the book as one zip, for Swift Playgrounds 4.4 or later. It opens in the device's language where the book has it (%@), and in English otherwise.</p>
            <ol class="open-steps"><li>On an iPad, tap the link in Safari and choose Download.</li><li>In Files, open Downloads, tap the zip, then tap <code>DelegateVsPublished.playgroundbook</code>: it opens in Swift Playgrounds.</li></ol>
            <p>On a Mac, click the link (Safari unpacks the download), then double-click the book in Downloads. The zip comes with the published web edition; in a clone of the repository, <code>swift run book zip</code> writes it.</p>
            """, language, zip, translated)
        let get = t(
            """
            <p>Presenters: open any page and press <kbd>p</kbd> (or Present), then step with → / Space / PageDown: the page's title, its code (in parts when it is long), the question for the room and its answer, what a run shows, each notification of its timeline in turn, then the next page. Slides carry no prose: body text is 28 px and code 24 px on a 720p projector. The page's prose, step by step, is in the speaker view (<kbd>s</kbd>), with the guide's notes. <kbd>o</kbd> lists every page, <kbd>b</kbd> blanks the screen, <kbd>f</kbd> is full screen, from page to page, <kbd>h</kbd> shows an exercise's next hint, <kbd>?</kbd> the keys.</p>
            """, language)
        return """
            <!DOCTYPE html>
            <html lang="\(language)">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(Highlighter.escape(bookName(language)))</title>
            <link rel="stylesheet" href="\(here)assets/style.css">
            </head>
            <body class="index">
            <header class="bar"><span class="home">\(Highlighter.escape(bookName(language)))</span>\(languageLinks(language) { depth == 0 ? "\($0)/index.html" : "../\($0)/index.html" })</header>
            <main class="contents">
            <img class="cover" src="\(here)assets/\(BookSettings.cover)" alt="\(t("The book's cover", language))" width="400" height="300">
            <h1>\(Highlighter.escape(bookName(language)))</h1>
            <p>\(t("Delegate, <code>@Published</code> or <code>CurrentValueSubject</code>: when exactly does each one tell you about a change?", language))</p>
            <p class="present"><a href="\(pagesFolder)01-01.html#present&amp;step=0">\(t("Present from the first page", language))</a>\(t(": ", language))\(t("one slide at a time, sized for a projector (<kbd>p</kbd> switches between presenting and reading)", language)) · <a href="\(pagesFolder)all.html">\(t("Handout", language))</a>\(t(": ", language))\(t("every page; the browser's Print gives one slide per sheet", language)) · <a href="\(pagesFolder)all.html#notes">\(t("Presenter's copy", language))</a>\(t(": ", language))\(t("the same with each page's notes and the answers", language))</p>
            \(workshopHTML(language: language, pagesFolder: pagesFolder))
            <h2>\(t("Open in Swift Playgrounds", language))</h2>
            \(open)
            <h2>\(t("Chapters", language))</h2>
            <ol class="chapters">\(chapters.joined(separator: "\n"))</ol>
            <details class="spoiler"><summary>\(t("The whole book in one picture (it answers the book's questions: open it after chapter 4)", language))</summary>
            <figure><img class="timeline" src="\(here)assets/timeline.svg" alt="\(t("The demo script through the three designs: only the half-way migration (@Published + update()) reads stale values", language))"></figure>
            </details>
            <p><a href="\(pagesFolder)glossary.html">\(t("Glossary", language))</a> · <a href="\(pagesFolder)questions.html">\(t("Questions this book answers", language))</a></p>

            <h2>\(t("Presenting", language))</h2>
            \(get)
            </main>
            </body>
            </html>

            """
    }

    func glossaryHTML(language: String) throws -> String {
        let url = root.appendingPathComponent("Assets/Glossary.plist")
        let plist = try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil) as? [String: Any]
        let terms = (plist?["Terms"] as? [String: [String: Any]]) ?? [:]
        let glossary = localizations[language]?.glossary
        let entries = terms.keys.sorted { $0.lowercased() < $1.lowercased() }.map { term -> String in
            let title = glossary?.text("\(term).Title") ?? (terms[term]?["Title"] as? String ?? term)
            let definition = glossary?.text("\(term).Definition") ?? (terms[term]?["Definition"] as? String ?? "")
            return #"<dt id="\#(ProseRenderer.anchor(term))">\#(Highlighter.escape(title))</dt><dd>\#(inline(definition))</dd>"#
        }
        return contentsPage(
            language: language, file: "glossary.html", title: t("Glossary", language),
            body: "<dl>\(entries.joined(separator: "\n"))</dl>")
    }

    /// A page of the book's apparatus (the glossary, the questions): a title over `body`, with
    /// the bar that leads home and to the same page in the other language.
    func contentsPage(language: String, file: String, title: String, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="\(language)">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(title) · \(Highlighter.escape(bookName(language)))</title>
        <link rel="stylesheet" href="../assets/style.css">
        </head>
        <body class="index">
        <header class="bar"><a class="home" href="index.html">\(Highlighter.escape(bookName(language)))</a>\(languageLinks(language) { "../\($0)/\(file)" })</header>
        <main class="contents"><h1>\(title)</h1>\(body)</main>
        </body>
        </html>

        """
    }

    /// Writes the site into `output` atomically: assembled beside it, then swapped in.
    func write(to output: URL) throws -> Int {
        let files = try files()
        try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
        try AtomicFolder.replace(output) { staging in
            for (path, data) in files.sorted(by: { $0.key < $1.key }) {
                try FileWriter.write(data, to: staging.appendingPathComponent(path))
            }
        }
        return files.values.reduce(0) { $0 + $1.count }
    }
}
