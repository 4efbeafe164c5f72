import BookKit
import Foundation

/// The web edition: every page in book order, in English and Japanese, with its prose, its
/// code as the learner sees it, what its real run printed, its live view (the SVG its run
/// drew) and, for exercises, the hints and solution one at a time. Built from the sources and
/// the recorded real runs (Tests/BookTests/Expected, which the tests keep current).
struct SiteBuilder {
    let root: URL
    let tree: SourceTree
    let localizations: [String: Localization]
    let languages = ["en"] + TranslationSources.languages

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

    /// Every file of the site, by path relative to its root.
    func files() throws -> [String: Data] {
        var files: [String: Data] = [:]
        files["assets/style.css"] = Data(SiteAssets.css.utf8)
        files["assets/presenter.js"] = Data(SiteAssets.javascript.utf8)
        for asset in tree.assets where asset.pathExtension == "png" {
            files["assets/\(asset.lastPathComponent)"] = try Data(contentsOf: asset)
        }
        files["assets/timeline.svg"] = try Data(contentsOf: root.appendingPathComponent("docs/timeline.svg"))
        for language in languages {
            let prefix = language == "en" ? "en/" : "\(language)/"
            for (index, page) in pages.enumerated() {
                let previous = index > 0 ? pages[index - 1].file : nil
                let next = index + 1 < pages.count ? pages[index + 1].file : nil
                files[prefix + page.file] = Data(try pageHTML(page, language: language, previous: previous, next: next).utf8)
            }
            files[prefix + "index.html"] = Data(indexHTML(language: language, depth: 1).utf8)
            files[prefix + "glossary.html"] = Data(try glossaryHTML(language: language).utf8)
        }
        files["index.html"] = Data(indexHTML(language: "en", depth: 0).utf8)
        return files
    }

    // MARK: Text in the two languages

    func t(_ english: String, _ japanese: String, _ language: String) -> String { language == "ja" ? japanese : english }

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

    func pageHTML(_ ref: PageRef, language: String, previous: String?, next: String?) throws -> String {
        let page = ref.folder
        let translation = localizations[language]?.page(page)
        let prose = ProseRenderer(next: next, previous: previous)
        let parts: [String] = LearnerView.parts(page.markup, translation: { translation?.text($0) }).map { part in
            switch part {
            case .code(let lines): return Highlighter.html(lines)
            case .prose(let block, let lines):
                if let block, let key = page.markup.proseBlocks[block].key, let translated = translation?.text(key) {
                    return prose.html(translated)
                }
                return prose.html(lines.joined(separator: "\n"))
            }
        }
        let shows = try appView(ref, language: language)
        let other = languages.first { $0 != language } ?? "en"
        let switchLabel = other == "ja" ? "日本語" : "English"
        let title = "\(pageName(page, language)) · \(bookName(language))"
        return """
        <!DOCTYPE html>
        <html lang="\(language)">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(Highlighter.escape(title))</title>
        <link rel="stylesheet" href="../assets/style.css">
        <script src="../assets/presenter.js" defer></script>
        </head>
        <body data-previous="\(previous ?? "")" data-next="\(next ?? "")">
        <header class="bar">
        <a class="home" href="index.html">\(Highlighter.escape(bookName(language)))</a>
        <span class="where">\(Highlighter.escape(t("Chapter \(ref.chapter): \(chapterName(ref.chapterFolder, language)) · Page \(ref.page)", "第\(ref.chapter)章 \(chapterName(ref.chapterFolder, language)) · \(ref.page)ページ", language)))</span>
        <span class="step" aria-live="polite"></span>
        <a class="language" href="../\(other)/\(ref.file)" hreflang="\(other)">\(switchLabel)</a>
        </header>
        <main class="slide">
        <section class="page">
        \(parts.joined(separator: "\n"))
        </section>
        <section class="shows">
        \(shows)
        </section>
        </main>
        <footer class="keys">\(Highlighter.escape(t("→ / Space / PageDown: next · ← / PageUp: back · h: next hint · f: full screen", "→ / Space / PageDown: 次へ · ← / PageUp: 戻る · h: 次のヒント · f: 全画面", language)))</footer>
        </body>
        </html>

        """
    }

    /// What the app shows after a run: results where logging is on, the live view (its real
    /// SVG), the assessment with hints and solution to reveal one at a time.
    func appView(_ ref: PageRef, language: String) throws -> String {
        let page = ref.folder
        let recorded = root.appendingPathComponent("Tests/BookTests/Expected/\(language == "en" ? "" : language + "/")\(page.chapterFolder)/\(page.folder).txt")
        guard let data = FileManager.default.contents(atPath: recorded.path) else {
            throw Problems([Problem(display(recorded), "no recorded run: run `swift run book expect`")])
        }
        let output = PageOutput(parsing: String(decoding: data, as: UTF8.self))
        var out: [String] = [#"<h2>\#(t("After Run", "実行すると", language))</h2>"#]
        if page.manifest.PlaygroundLoggingMode != "Off" {
            out.append(#"<h3>\#(t("Results, beside the code", "結果（コードの横に表示）", language))</h3>"#)
            out.append(#"<pre class="results">\#(Highlighter.escape(output.results.joined(separator: "\n")))</pre>"#)
        }
        if PosterFiles.hasLiveView(page) {
            let svgURL = root.appendingPathComponent(PosterFiles.expectedSVG(page, language: language))
            let svg = String(decoding: (try? Data(contentsOf: svgURL)) ?? Data(), as: UTF8.self)
            out.append(#"<h3>\#(t("Live view", "ライブビュー", language))</h3>"#)
            out.append(#"<div class="liveview">\#(svg)</div>"#)
        }
        if let assessment = output.assessment {
            let hints = assessment.filter { $0.hasPrefix("hint ") }.map { String($0.drop { $0 != ":" }.dropFirst(2)) }
            let solution = assessment.first { $0.hasPrefix("solution: ") }.map { String($0.dropFirst("solution: ".count)) }
            out.append(#"<div class="assessment"><h3>\#(t("Assessment", "判定", language))</h3><p class="verdict">\#(t("Not yet.", "まだです。", language))</p>"#)
            out.append(#"<ol class="hints">"# + hints.map { #"<li hidden>\#(inline($0))</li>"# }.joined() + "</ol>")
            if let solution { out.append(#"<p class="solution" hidden><strong>\#(t("Solution", "解答", language)):</strong> \#(inline(solution))</p>"#) }
            out.append(#"<p class="hint-key">\#(t("Press h for a hint.", "h キーでヒントを表示します。", language))</p></div>"#)
        }
        return out.joined(separator: "\n")
    }

    /// A hint's text: escaped, with `code` spans.
    func inline(_ text: String) -> String {
        Highlighter.escape(text).replacingOccurrences(of: #"`([^`]+)`"#, with: "<code>$1</code>", options: .regularExpression)
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
            chapters.append(#"<li><h3>\#(Highlighter.escape(t("Chapter \(c + 1): ", "第\(c + 1)章 ", language) + chapterName(chapter, language)))</h3><ol>\#(items.joined())</ol></li>"#)
        }
        let other = language == "en" ? "ja" : "en"
        let otherIndex = depth == 0 ? "ja/index.html" : "../\(other)/index.html"
        let get = t("""
            <p>Download the repository (or just <code>DelegateVsPublished.playgroundbook</code>) and open the book in Swift Playgrounds 4.4 or later on an iPad or a Mac. On a Japanese-language device the book opens in Japanese.</p>
            <p>Presenters: open any page and step with → / Space / PageDown; each notification of a page's timeline appears in turn, then the next page. <code>f</code> is full screen, <code>h</code> shows an exercise's next hint.</p>
            """, """
            <p>リポジトリ（または <code>DelegateVsPublished.playgroundbook</code> だけ）をダウンロードし、iPad または Mac の Swift Playgrounds 4.4 以降で開いてください。日本語の端末では日本語で表示されます。</p>
            <p>発表するときは、ページを開いて → / Space / PageDown で進めます。タイムラインの通知が1つずつ現れ、最後まで進むと次のページへ移ります。<code>f</code> で全画面、<code>h</code> で練習問題のヒントを1つずつ表示します。</p>
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
        <header class="bar"><span class="home">\(Highlighter.escape(bookName(language)))</span><a class="language" href="\(otherIndex)" hreflang="\(other)">\(other == "ja" ? "日本語" : "English")</a></header>
        <main class="contents">
        <img class="cover" src="\(here)assets/Cover.png" alt="\(t("The book's cover", "ブックの表紙", language))" width="400" height="300">
        <h1>\(Highlighter.escape(bookName(language)))</h1>
        <p>\(t("Delegate, <code>@Published</code> or <code>CurrentValueSubject</code>: when exactly does each one tell you about a change?", "デリゲート、<code>@Published</code>、<code>CurrentValueSubject</code> は、変更をいつ知らせてくれるのか?", language))</p>
        <figure><img class="timeline" src="\(here)assets/timeline.svg" alt="\(t("The demo script through the three designs: only the @Published reads are stale", "デモのスクリプトを3つの設計で実行: 古い値を読むのは @Published だけ", language))"></figure>
        <h2>\(t("Chapters", "章", language))</h2>
        <ol class="chapters">\(chapters.joined(separator: "\n"))</ol>
        <p><a href="\(pagesFolder)glossary.html">\(t("Glossary", "用語集", language))</a></p>
        <h2>\(t("Get the book", "ブックを手に入れる", language))</h2>
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
        return """
        <!DOCTYPE html>
        <html lang="\(language)">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(t("Glossary", "用語集", language)) · \(Highlighter.escape(bookName(language)))</title>
        <link rel="stylesheet" href="../assets/style.css">
        </head>
        <body class="index">
        <header class="bar"><a class="home" href="index.html">\(Highlighter.escape(bookName(language)))</a><a class="language" href="../\(language == "en" ? "ja" : "en")/glossary.html">\(language == "en" ? "日本語" : "English")</a></header>
        <main class="contents"><h1>\(t("Glossary", "用語集", language))</h1><dl>\(entries.joined(separator: "\n"))</dl></main>
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
                try BookBuilder.write(data, to: staging.appendingPathComponent(path))
            }
        }
        return files.values.reduce(0) { $0 + $1.count }
    }
}
