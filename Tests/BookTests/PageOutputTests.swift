import BookModel
import BookRun
import BookTestSupport
import BookTour
import Foundation
import Testing
import XCTestSpellings

/// Every page runs, prints what Tests/BookTests/Expected says, prints it every time, and
/// every output its prose quotes is one it (or a learner's edit of it) really prints.
@Suite struct PageOutputTests {
    @Test func testEveryPageHasAnExpectedOutput() {
        XCTAssertGreaterThan(sources.pages.count, 0)
        for page in sources.pages {
            XCTAssertNotNil(expectedOutput(page),
                            "\(page.folder): no expected output; run `swift run book expect` and review it")
        }
    }

    @Test func testEveryPagePrintsItsExpectedOutputFiveTimesOver() throws {
        // Five runs of every page, side by side: each is its own process.
        let executables = try sources.pages.map { try executable(for: $0) }
        let runs = PageRunner.runAll(executables.flatMap { Array(repeating: ($0, [String: String]()), count: 5) })
        for (index, page) in sources.pages.enumerated() {
            let first = try runs[index * 5].get()
            XCTAssertTrue(first.succeeded, "\(page.folder) failed: status \(first.status)\n\(first.errors)")
            XCTAssertEqual(first.errors, "", "\(page.folder) wrote to standard error")
            XCTAssertEqual(PageOutput(parsing: first.output), expectedOutput(page)?.printedOnly, "\(page.folder): output differs from Expected")
            for attempt in 2...5 {
                XCTAssertEqual(try runs[index * 5 + attempt - 1].get().output, first.output, "\(page.folder): run \(attempt) printed something else")
            }
        }
    }

    /// Every output the prose of a page with logging off quotes is in its live view: what the
    /// learner sees after running the page as it is, never a learner's fix (that would give
    /// the answer away). Pages with logging on: ResultsSidebarTests.
    @Test func testProseQuotesOnlyWhatTheLiveViewShows() throws {
        for page in sources.pages where !page.logsResults {
            let pagePath = "Chapters/\(page.chapterFolder)/Pages/\(page.folder)"
            let output = PageOutput(parsing: try runCached(executableNamed: page.targetName).output)
            for block in page.markup.proseCodeBlocks {
                let lines = readerLines(block.body)
                XCTAssertTrue(contains(output.liveView ?? [], block: lines),
                              "\(pagePath)/main.swift:\(block.line): this quoted output is not what the learner sees in the live view:\n\(lines.joined(separator: "\n"))")
            }
        }
    }

    /// Indented code in prose (e.g. a protocol shown for reading) must be real code: each of
    /// its lines stands in the Shared sources or in the page itself.
    @Test func testProseCodeIsRealCode() throws {
        var shared = ""
        for module in sources.modules {
            for case let file as String in FileManager.default.enumerator(atPath: module.sources.path)! where file.hasSuffix(".swift") {
                shared += String(decoding: FileManager.default.contents(atPath: module.sources.appendingPathComponent(file).path)!, as: UTF8.self)
            }
        }
        for page in sources.pages {
            let code = page.markup.lines.filter { $0.kind != .prose }.map(\.text).joined(separator: "\n")
            let prose = page.markup.lines.filter { $0.kind == .prose }
            let indents = prose.filter { !$0.text.trimmingCharacters(in: .whitespaces).isEmpty }.map { $0.text.prefix { $0 == " " }.count }
            let common = indents.min() ?? 0
            var inFence = false
            for line in prose {
                if line.text.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inFence.toggle(); continue }
                let relative = line.text.prefix { $0 == " " }.count - common
                let text = line.text.trimmingCharacters(in: .whitespaces)
                guard !inFence, relative >= 4, !text.isEmpty else { continue }
                XCTAssertTrue(shared.contains(text) || code.contains(text),
                              "\(page.folder)/main.swift:\(line.number): prose shows code that is not in Shared or the page: \(text)")
            }
        }
    }

    @Test func testVariantsChangeOnlyEditableCodeAndPrintTheirExpectedOutput() throws {
        XCTAssertFalse(variants.isEmpty)
        for variant in variants {
            guard let page = sources.pages.first(where: { "Chapters/\($0.chapterFolder)/Pages/\($0.folder)" == variant.pagePath }) else {
                XCTFail("\(variant.name): names a page that does not exist: \(variant.pagePath)")
                continue
            }
            let edited = PageMarkup(source: variant.body, path: variant.name)
            XCTAssertEqual(edited.problems, [])
            let difference = edited.lockedLines.difference(from: page.markup.lockedLines)
            XCTAssertTrue(difference.isEmpty, "\(variant.name) changes the page outside its editable regions: \(difference.map { "\($0)" }.prefix(4).joined(separator: "; "))")
            let original = String(decoding: FileManager.default.contents(atPath: page.url.appendingPathComponent("main.swift").path) ?? Data(), as: UTF8.self)
            XCTAssertNotEqual(variant.body, original, "\(variant.name) is the page unchanged")
            let result = try runCached(executableNamed: variant.targetName)
            XCTAssertEqual(PageOutput(parsing: result.output), expectedOutput(PageOutput.recordedPath(variant: variant.name)), "\(variant.name): output differs from Expected")
        }
    }
}
