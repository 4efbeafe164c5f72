import BookKit
import BookTestSupport
import Foundation
import XCTest

/// The web edition: current, deterministic, small, fast, and written atomically. (The
/// browser test, Tests/Browser/site_test.py, drives it in Chromium.)
final class SiteTests: XCTestCase {
    func site(_ arguments: [String]) throws -> ToolRun {
        try tool("book-site", arguments)
    }

    func testTheCommittedSiteIsCurrentDeterministicSmallAndFast() throws {
        let scratch = try scratchFolder(self)
        let first = scratch.appendingPathComponent("first"), second = scratch.appendingPathComponent("second")
        let start = Date()
        XCTAssertEqual(try site(["--root", repositoryRoot.path, "--output", first.path]).status, 0)
        let elapsed = Date().timeIntervalSince(start)
        XCTAssertLessThan(elapsed, 2.0, "book site took \(elapsed) s")
        XCTAssertEqual(try site(["--root", repositoryRoot.path, "--output", second.path]).status, 0)
        let files = snapshot(first)
        assertSameFiles(files, snapshot(second), "two runs differ")
        assertSameFiles(files, snapshot(repositoryRoot.appendingPathComponent("docs/site")), "docs/site is not what `swift run book site` makes now")
        let bytes = files.values.reduce(0) { $0 + $1.count }
        XCTAssertLessThan(bytes, 3_000_000, "the site is \(bytes) bytes")
        // One page per book page and language, plus indexes and glossaries.
        for language in ["en", "ja"] {
            XCTAssertEqual(files.keys.filter { $0.hasPrefix("\(language)/") && $0.dropFirst(3).first?.isNumber == true }.count, sources.pages.count)
            XCTAssertNotNil(files["\(language)/glossary.html"])
        }
        XCTAssertNotNil(files["index.html"])
    }

    /// What a page of the site holds: the learner's code, highlighted, with hidden code gone;
    /// the recorded real output; the live view the run drew, its marks in arrival order.
    func testAPageShowsCodeOutputAndTheRecordedTimeline() throws {
        let html = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/site/en/04-03.html"), encoding: .utf8)
        XCTAssertTrue(html.contains(#"<span class="kw">let</span> designs = SideBySide()"#), "highlighted code")
        XCTAssertTrue(html.contains(#"<mark class="editable">"#), "the editable region is marked")
        XCTAssertFalse(html.contains("recorder.begin"), "hidden code leaked into the site")
        let poster = try String(contentsOf: repositoryRoot.appendingPathComponent("Tests/BookTests/Expected/Posters/04-TheFix.playgroundchapter/03-AllThreeSideBySide.playgroundpage.svg"), encoding: .utf8)
        XCTAssertTrue(html.contains(poster), "the live view is the SVG the real run drew")
        XCTAssertEqual(html.components(separatedBy: #"<g class="mark"#).count - 1, 9)
        XCTAssertEqual(html.components(separatedBy: #"<g class="mark stale""#).count - 1, 3)
        let printing = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/site/en/03-01.html"), encoding: .utf8)
        XCTAssertTrue(printing.contains("published received:1 property:0"), "a logging page shows what its run printed")
        let glossary = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/site/en/glossary.html"), encoding: .utf8)
        let page = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/site/en/05-03.html"), encoding: .utf8)
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
        try FileManager.default.removeItem(at: root.appendingPathComponent("Tests/BookTests/Expected/ja/01-Delegates.playgroundchapter/01-TheShop.playgroundpage.txt"))
        let run = try site(["--root", root.path, "--output", output.path])
        XCTAssertNotEqual(run.status, 0)
        XCTAssertTrue(run.err.contains("01-TheShop.playgroundpage.txt:1: no recorded run: run `swift run book expect`"), run.err)
        assertSameFiles(snapshot(output), before, "a failed run changed the site")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path).filter { $0.hasPrefix(".") }, [])
    }
}
