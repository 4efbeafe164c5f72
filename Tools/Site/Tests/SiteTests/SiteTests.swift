import BookModel
import BookRun
import BookTestSupport
import Foundation
import XCTest

@testable import book_site

/// The web edition: current, deterministic, small, fast, and written atomically. (The
/// browser test, Tests/Browser/site_test.py, drives it in Chromium.)
final class SiteTests: XCTestCase {
    func site(_ arguments: [String]) throws -> ToolRun {
        try tool("book-site", arguments)
    }

    func testTheCommittedSiteIsCurrentDeterministicSmallAndFast() throws {
        let scratch = try scratchFolder(self)
        let first = scratch.appendingPathComponent("first"), second = scratch.appendingPathComponent("second")
        // Fast: the quicker of the two runs, so that one run slowed by the machine's other
        // work (two cores, a build beside it) does not decide.
        var elapsed: [Double] = []
        for output in [first, second] {
            let start = Date()
            XCTAssertEqual(try site(["--root", repositoryRoot.path, "--output", output.path]).status, 0)
            elapsed.append(Date().timeIntervalSince(start))
        }
        XCTAssertLessThan(elapsed.min()!, 2.0, "book site took \(elapsed) s")
        let files = snapshot(first)
        assertSameFiles(files, snapshot(second), "two runs differ")
        assertSameFiles(files, snapshot(repositoryRoot.appendingPathComponent("docs/site")), "docs/site is not what `swift run book site` makes now")
        let bytes = files.values.reduce(0) { $0 + $1.count }
        XCTAssertLessThan(bytes, 3_250_000, "the site is \(bytes) bytes")
        // One page per book page and language, plus indexes and glossaries.
        for language in bookLanguages {
            XCTAssertEqual(files.keys.filter { $0.hasPrefix("\(language)/") && $0.dropFirst(3).first?.isNumber == true }.count, sources.pages.count)
            XCTAssertNotNil(files["\(language)/glossary.html"])
        }
        XCTAssertNotNil(files["index.html"])
    }

    /// The questions index in both languages: at least 20 questions, each linking to where it
    /// was asked and to a page of the site that exists, the same pages in both languages.
    func testTheQuestionsPageLinksToPagesThatExist() throws {
        let site = repositoryRoot.appendingPathComponent("docs/site")
        var pagesByLanguage: [String: [String]] = [:]
        for language in bookLanguages {
            let html = try String(contentsOf: site.appendingPathComponent("\(language)/questions.html"), encoding: .utf8)
            let items = html.components(separatedBy: "<li id=\"q").dropFirst()
            XCTAssertGreaterThanOrEqual(items.count, 20, "\(language): \(items.count) questions")
            var pages: [String] = []
            for item in items {
                let links = item.matches(of: /href="([^"]+)"/).map { String($0.1) }
                XCTAssertEqual(links.count, 2, "\(language): a question has a page and a source: \(item.prefix(80))")
                guard links.count == 2 else { continue }
                XCTAssertTrue(FileManager.default.fileExists(atPath: site.appendingPathComponent("\(language)/\(links[0])").path), "\(language): \(links[0]) does not exist")
                XCTAssertTrue(links[1].hasPrefix("https://"), "\(language): \(links[1])")
                pages.append(links[0])
            }
            pagesByLanguage[language] = pages
            let index = try String(contentsOf: site.appendingPathComponent("\(language)/index.html"), encoding: .utf8)
            XCTAssertTrue(index.contains(#"href="questions.html""#), "\(language)/index.html links the questions")
        }
        XCTAssertEqual(pagesByLanguage["en"], pagesByLanguage["ja"])
    }

    /// What a page of the site holds: the learner's code, highlighted, with hidden code gone;
    /// the recorded real output; the live view the run drew, its marks in arrival order.
    func testAPageShowsCodeOutputAndTheRecordedTimeline() throws {
        let html = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/site/en/02-03.html"), encoding: .utf8)
        XCTAssertTrue(html.contains(#"<span class="kw">let</span> designs = SideBySide()"#), "highlighted code")
        XCTAssertTrue(html.contains(#"<mark class="editable">"#), "the editable region is marked")
        XCTAssertFalse(html.contains("recorder.begin"), "hidden code leaked into the site")
        let poster = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Tests/BookTests/Expected/Posters/02-TheFix.playgroundchapter/03-AllThreeSideBySide.playgroundpage.svg"), encoding: .utf8)
        XCTAssertTrue(html.contains(poster), "the live view is the SVG the real run drew")
        XCTAssertEqual(html.components(separatedBy: #"<g class="mark"#).count - 1, 9)
        XCTAssertEqual(html.components(separatedBy: #"<g class="mark stale""#).count - 1, 3)
        // The presenter's stage: the same nine marks, stale ones with the cross.
        XCTAssertEqual(html.components(separatedBy: #"<div class="mark"#).count - 1, 9)
        XCTAssertEqual(html.components(separatedBy: #"<div class="mark stale" data-order="2">\#(Stage.cross)"#).count - 1, 1)
        let printing = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/site/en/01-04.html"), encoding: .utf8)
        XCTAssertTrue(printing.contains("published received:1 property:0"), "a logging page shows what its run printed")
        let glossary = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/site/en/glossary.html"), encoding: .utf8)
        let page = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/site/en/03-03.html"), encoding: .utf8)
        XCTAssertTrue(page.contains(#"href="glossary.html#term-%40Observable""#))
        XCTAssertTrue(glossary.contains(#"id="term-%40Observable""#))
    }

    func testABrokenSourceLeavesTheOldSiteAsItWas() throws {
        let root = try copyOfSources(self)
        for folder in ["docs", "Tests/BookTests/Expected"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder).deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent(folder), to: root.appendingPathComponent(folder))
        }
        let output = root.appendingPathComponent("docs/site")
        let before = snapshot(output)
        try FileManager.default.removeItem(at: root.appendingPathComponent("Tests/BookTests/Expected/ja/01-DelegateOrPublished.playgroundchapter/01-TheShop.playgroundpage.json"))
        let run = try site(["--root", root.path, "--output", output.path])
        XCTAssertNotEqual(run.status, 0)
        XCTAssertTrue(run.err.contains("01-TheShop.playgroundpage.json:1: no recorded run: run `swift run book expect`"), run.err)
        assertSameFiles(snapshot(output), before, "a failed run changed the site")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path).filter { $0.hasPrefix(".") }, [])
    }
}

/// The prose as CommonMark (cmark) means it, and the playground markup's own parts.
final class ProseTests: XCTestCase {
    let renderer = ProseRenderer(next: "06-01.html", previous: "01-04.html", images: ["Chapter3@2x.png": (400, 160)])

    func testALineThatStartsWithACodeSpanContinuesTheParagraph() {
        let html = renderer.html("First step: swap each\n`didSet` + delegate call for `@Published`.")
        XCTAssertEqual(html, "<p>First step: swap each\n<code>didSet</code> + delegate call for <code>@Published</code>.</p>\n")
    }

    func testAnIndentedBlockIsCodeAndHighlighted() {
        let html = renderer.html("That is it:\n\n      presenter.$coupon\n          .sink { _ in }\n\nDone.")
        XCTAssertTrue(html.contains(#"<pre class="code"><code><span class="line">  presenter.$coupon</span>"#), html)
        XCTAssertTrue(html.hasSuffix("<p>Done.</p>\n"), html)
        // A fence without a language is text a page prints: as cmark writes it.
        XCTAssertEqual(renderer.html("```\nadd pen | [] !\n```"), "<pre><code>add pen | [] !\n</code></pre>\n")
    }

    func testPlaygroundLinksPicturesAndCallouts() {
        let html = renderer.html(
            """
            ![Two lanes](Chapter3@2x.png)

            A [publisher](glossary://publisher) and [`@Observable`](glossary://%40Observable).

            * callout(Exercise):
              Fix the `total`.

            [Previous](@previous) | [Next](@next)
            """)
        XCTAssertTrue(html.contains(#"<img src="../assets/Chapter3@2x.png" alt="Two lanes" width="400" height="160" />"#), html)
        XCTAssertTrue(html.contains(#"<a href="glossary.html#term-publisher">publisher</a>"#), html)
        XCTAssertTrue(html.contains(#"<a href="glossary.html#term-%40Observable"><code>@Observable</code></a>"#), html)
        XCTAssertTrue(html.contains(#"<ul>\#n<li class="callout callout-exercise"><strong class="callout-title">Exercise</strong> Fix the <code>total</code>.</li>"#), html)
        XCTAssertTrue(html.contains(#"<a href="01-04.html">Previous</a> | <a href="06-01.html">Next</a>"#), html)
        XCTAssertTrue(renderer.html("- Experiment: change it.").contains(#"<li class="callout callout-experiment"><strong class="callout-title">Experiment</strong> change it.</li>"#))
        XCTAssertEqual(renderer.html("- Note that this is a list."), "<ul>\n<li>Note that this is a list.</li>\n</ul>\n")
    }

    func testALineBreakBetweenJapaneseCharactersIsNoSpace() {
        XCTAssertEqual(renderer.html("これは\n日本語です。\n`sink` を使います。"), "<p>これは日本語です。\n<code>sink</code> を使います。</p>\n")
        XCTAssertEqual(renderer.html("**りんご**を\n買います。English\nwords"), "<p><strong>りんご</strong>を買います。English\nwords</p>\n")
    }

    func testRawHTMLIsOmittedAsCmarkDoes() {
        XCTAssertEqual(renderer.html("a <b>bold</b> claim"), "<p>a <!-- raw HTML omitted -->bold<!-- raw HTML omitted --> claim</p>\n")
    }
}

/// The recorded live view, and pages cut into slides that fit.
final class SlideTests: XCTestCase {
    func testTheRecordedLiveViewReadsBackWhole() throws {
        let recorded = try PageOutput.recorded("02-TheFix.playgroundchapter/03-AllThreeSideBySide.playgroundpage.json", root: repositoryRoot)
        let view = try XCTUnwrap(recorded.stage)
        XCTAssertEqual(view.title, "All three, side by side")
        XCTAssertEqual(view.lanes, ["Delegate", "@Published + update()", "CurrentValueSubject"])
        XCTAssertEqual(view.steps.count, 3)
        XCTAssertEqual(view.marks.map(\.order), Array(1...9))
        XCTAssertEqual(view.marks.filter(\.stale).map(\.lane), [1, 1, 1])
        XCTAssertEqual(view.marks.map(\.step), [0, 0, 0, 1, 1, 1, 2, 2, 2])
        XCTAssertEqual(view.table?.headers, ["Delegate", "@Published + update()", "CurrentValueSubject"])
        XCTAssertEqual(view.table?.rows.map(\.label), ["items", "count", "total", "coupon", "pay"])
        XCTAssertEqual(view.table?.rows[3].cells.map(\.stale), [false, true, false])
        XCTAssertEqual(view.marks[1].read, "property read [] (stale)")
    }

    /// Each visible line is a row with its results: one value as itself, more as "N times" and
    /// the values. The reading page shows each line's results in the column to its right, in
    /// the line's row.
    func testEachVisibleLineIsARowWithItsResults() throws {
        let rows = SiteBuilder.sidebarRows(
            [
                SidebarLine(code: "  let sink = model.$coupon.sink { coupon in", results: ["none", "tenPercentOff"]),
                SidebarLine(code: "      let thread = \"main\"", results: ["main"]),
                SidebarLine(code: "  }", results: []),
                SidebarLine(code: "✎ model.coupon = ⟦.none⟧", results: []),
            ], words: .english)
        XCTAssertEqual(rows.map(\.code), ["  let sink = model.$coupon.sink { coupon in", "      let thread = \"main\"", "  }", "✎ model.coupon = ⟦.none⟧"])
        XCTAssertEqual(rows[0].results.map(\.head), ["2 times"])
        XCTAssertEqual(rows[0].results[0].values, ["none", "tenPercentOff"])
        XCTAssertEqual(rows[1].results.map(\.head), ["main"])
        XCTAssertEqual(rows[1].results[0].values, [])
        XCTAssertTrue(rows[2].results.isEmpty)
        let builder = try SiteBuilder(root: repositoryRoot, tree: sources, localizations: [:])
        let html = builder.resultsHTML(rows, language: "en")
        XCTAssertTrue(
            html.contains(#"<td>let sink = model.$coupon.sink { coupon in</td><td><span class="r">2 times</span><span class="v line">none</span><span class="v line">tenPercentOff</span></td>"#), html)
        XCTAssertTrue(html.contains(#"<tr style="--i: 4"><td>    let thread = &quot;main&quot;</td><td><span class="r">main</span></td></tr>"#), html)
        XCTAssertTrue(html.contains(#"<tr class="editable"><td>model.coupon = <mark class="editable">.none</mark></td><td></td></tr>"#), html)
        // Presenter mode: under the line, at most four rows of values, and how many more.
        // Few values, one per line; a run of one value once, with how many times.
        XCTAssertEqual(SiteBuilder.presentedResults(rows[0]), ["  ▸ 2 times:", "    none", "    tenPercentOff"])
        XCTAssertEqual(SiteBuilder.collapsed(["a", "a", "b", "a"]), ["a ×2", "b", "a"])
        XCTAssertEqual(SiteBuilder.presentedResults(rows[1]), ["      ▸ main"])
        let many = (0..<100).map { "value \($0)" }
        let shown = SiteBuilder.shownValues(many)
        XCTAssertTrue(shown > 10 && shown < 100, "\(shown)")
        XCTAssertTrue(SiteBuilder.presentedResults(("  f()", [("100 times", many)]))[0].hasSuffix(", … \(100 - shown) more"))
    }

    /// Every recorded results sidebar has a row for each line the learner sees, in order, and a
    /// line that ran N times says so in its language ("N times", "N回") and shows all N values.
    func testEveryRecordedSidebarHasARowForEachVisibleLine() throws {
        var checked = 0
        for chapter in sources.chapters {
            for page in chapter.pages where page.logsResults {
                for language in bookLanguages {
                    let path = PageOutput.recordedPath(page, language: language)
                    let sidebar = try XCTUnwrap(PageOutput.recorded(path, root: repositoryRoot).sidebar, path)
                    let localization = language == "en" ? nil : try Localization.load(root: repositoryRoot, language: language)
                    let visible = LearnerView.visibleLines(page.markup, translation: localization?.codeText(page) ?? { _ in nil })
                    XCTAssertEqual(sidebar.map(\.code), visible.map(\.text), path)
                    let words = ToolWords.load(language: localization)
                    let rows = SiteBuilder.sidebarRows(sidebar, words: words)
                    for (line, row) in zip(sidebar, rows) {
                        guard line.results.count > 1 else { continue }
                        XCTAssertEqual(row.results.first?.head, words.format("%@ times", "\(line.results.count)"), "\(path): \(row.code)")
                        XCTAssertEqual(row.results.first?.values.count, line.results.count, "\(path): \(row.code)")
                    }
                    if language == "ja" { XCTAssertEqual(words.format("%@ times", "3"), "3回") }
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 60)
    }

    func testEveryPageIsCutIntoSlidesThatFit() throws {
        var localizations: [String: Localization] = [:]
        for language in TranslationSources.languages(in: repositoryRoot) { localizations[language] = try Localization.load(root: repositoryRoot, language: language) }
        let builder = try SiteBuilder(root: repositoryRoot, tree: sources, localizations: localizations)
        let images = builder.imageSizes
        // A @2x picture shows at its size in points: half its pixels, as the app shows it.
        XCTAssertEqual(images["Chapter3@2x.png"]?.width, 400)
        XCTAssertEqual(images["Chapter3@2x.png"]?.height, 160)
        for language in builder.languages {
            for page in builder.pages {
                let plan = try builder.slides(page, language: language, previous: nil, next: nil, images: images)
                XCTAssertFalse(plan.slides.isEmpty)
                for slide in plan.slides {
                    XCTAssertLessThanOrEqual(slide.height, plan.capacity + 0.01, "\(language)/\(page.file): a slide of \(slide.kinds) is estimated at \(slide.height) rem")
                }
            }
        }
        // 03-01's program (49 lines) is longer than a slide: its code is shown in parts.
        let page = try XCTUnwrap(builder.pages.first { $0.chapter == 3 && $0.page == 1 })
        let plan = try builder.slides(page, language: "en", previous: nil, next: nil, images: images)
        XCTAssertGreaterThan(plan.slides.filter { $0.kinds.contains("code") }.count, 1)
    }

    /// Prose after the last thing shown goes with the last slide reading mode shows: not a
    /// timeline of its own (reading shows the picture), nor a concealed answer.
    func testClosingProseGoesWithAVisibleSlide() {
        var plan = SlidePlan()
        plan.show(.html("picture and screen"), height: 1, kind: "liveview")
        plan.close()
        plan.show(.html("timeline"), height: 1, kind: "timeline")
        plan.close()
        plan.note(.html("closing prose"))
        plan.finish()
        XCTAssertEqual(plan.slides.map(\.pieces.count), [2, 1])
    }

    /// The guide's plan tables: a cell that is not one paragraph of Markdown ("#") is text.
    func testAGuideTableCellIsTextUnlessItIsInlineMarkdown() {
        let html = SiteBuilder.table(header: ["#", "Page"], rows: [["1", "[1.1 The Shop](#01-01)"]])
        XCTAssertTrue(html.contains(#"<th scope="col">#</th>"#), html)
        XCTAssertTrue(html.contains(##"<td><a href="#01-01">1.1 The Shop</a></td>"##), html)
        XCTAssertFalse(html.contains("<h1>"), html)
    }

    func testLongRunsAreCutEvenly() {
        XCTAssertEqual(SlidePlan.parts(Array(repeating: 1, count: 10), capacity: 20), [0..<10])
        XCTAssertEqual(SlidePlan.parts(Array(repeating: 1, count: 30), capacity: 20), [0..<15, 15..<30])
        XCTAssertEqual(SlidePlan.parts(Array(repeating: 1, count: 30), capacity: 20) { $0 == 13 }, [0..<13, 13..<30])
    }
}
