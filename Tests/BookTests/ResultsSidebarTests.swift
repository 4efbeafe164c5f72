import BookModel
import BookRun
import BookTestSupport
import BookTour
import Foundation
import Testing
import XCTestSpellings

/// The results sidebar as Swift Playgrounds builds it: pages with logging on compiled with the
/// compiler's playground transform, every logged result recorded by PlaygroundResults.
@Suite struct ResultsSidebarTests {
    var loggingPages: [PageFolder] { sources.pages.filter(\.logsResults) }

    /// Every page with logging on, run once (side by side) in `environment`: its sidebar by
    /// target name, or nil where the run could not be recorded.
    static func record(environment: [String: String] = [:]) throws -> [String: ResultsSidebar?] {
        let pages = sources.pages.filter(\.logsResults)
        let executables = try pages.map { try executable(for: $0) }
        let scratch = scratchRoot
        let sidebars = Parallel.map(executables) { try? ResultsSidebar.record($0, environment: environment, scratch: scratch).sidebar }
        return Dictionary(uniqueKeysWithValues: zip(pages.map(\.targetName), sidebars))
    }

    /// The English recording, shared by the tests of this class.
    static let english = Result { try record() }

    func sidebar(_ page: PageFolder) throws -> ResultsSidebar {
        try XCTUnwrap(try Self.english.get()[page.targetName] ?? nil, "\(page.folder): no sidebar recorded")
    }

    /// What the sidebar shows beside each line is recorded (each page's `sidebar` in Expected), so a change in
    /// what the app shows is reviewed.
    @Test func testEverySidebarIsWhatWasRecorded() throws {
        XCTAssertGreaterThan(loggingPages.count, 15)
        for page in loggingPages {
            let sidebar = try sidebar(page)
            XCTAssertFalse(sidebar.lines.isEmpty, "\(page.folder): nothing was logged")
            XCTAssertEqual(sidebar.lines(page), expectedOutput(page)?.sidebar,
                           "\(page.folder): the sidebar changed; run `swift run book expect` and review Expected/\(PageOutput.recordedPath(page))")
        }
        // The Japanese edition's, which the web edition shows: comments translated, the tool's
        // words ("N回") too.
        let japanese = try XCTUnwrap(japaneseTranslations)
        let environment = try Localization.environment(root: repositoryRoot, language: "ja", scratch: try scratchFolder())
        let recordedJapanese = try Self.record(environment: environment)
        for page in loggingPages {
            let sidebar = try XCTUnwrap(recordedJapanese[page.targetName] ?? nil, page.folder)
            XCTAssertEqual(sidebar.lines(page, localization: japanese), expectedOutput(page, language: "ja")?.sidebar,
                           "\(page.folder): the Japanese sidebar changed; run `swift run book expect`")
        }
    }

    /// The issue's own example: the numbered print in the @Published sink shows the stale read
    /// beside that very line, and the read above it shows the old value twice.
    @Test func testTheTourShowsTheStaleReadBesideTheSinksPrint() throws {
        let run = try book(["tour", "--chapter", "1", "--page", "4"])
        XCTAssertEqual(run.status, 0, run.err)
        let lines = run.out.components(separatedBy: "\n")
        let printLine = try XCTUnwrap(lines.lastIndex { $0.contains(#"print(steps.numbered("published received:"#) })
        let beside = lines[(printLine + 1)...].prefix { $0.hasPrefix("            ") || $0.contains("▸") }
        XCTAssertTrue(beside.contains { $0.hasSuffix("5. published received:1 property:0") }, beside.joined(separator: "\n"))
        XCTAssertTrue(beside.first?.contains("▸ 2 times") == true, beside.joined(separator: "\n"))
    }

    /// Prose on a page with logging on quotes only results beside visible lines, and claims an
    /// order across lines only where the printed lines carry their numbers.
    @Test func testProseQuotesOnlyResultsBesideVisibleLines() throws {
        for page in loggingPages {
            let path = "Chapters/\(page.chapterFolder)/Pages/\(page.folder)/main.swift"
            let quotes = page.markup.proseCodeBlocks.map { (line: $0.line, lines: readerLines($0.body)) }
            XCTAssertEqual(try sidebar(page).checkQuotes(quotes, markup: page.markup, path: path), [])
        }
    }

    var willSetPage: PageFolder { sources.pages.first { $0.folder.hasPrefix("04-WillSetOrDidSet") }! }

    @Test func testAQuoteOfNoVisibleLineIsRefused() throws {
        let page = willSetPage
        let problems = try sidebar(page).checkQuotes([(line: 42, lines: ["7. published received:2 property:1"])], markup: page.markup, path: "x/main.swift")
        XCTAssertEqual(problems.map(\.description), [#"x/main.swift:42: the quoted output "7. published received:2 property:1" stands beside no visible line of the page: the learner cannot see it"#])
    }

    @Test func testAnOrderAcrossLinesWithoutNumbersIsRefused() throws {
        let page = willSetPage
        let sidebar = try sidebar(page)
        // Lines printed by two different print lines, in an order only a console would show.
        let numbered = ["4. change the value", "5. published received:1 property:0"]
        XCTAssertEqual(sidebar.checkQuotes([(line: 9, lines: numbered)], markup: page.markup, path: "p"), [], "numbered: the order is visible")
        let three = ResultsSidebar(lines: [1: [.init(isPrint: true, text: "1. a")], 2: [.init(isPrint: true, text: "2. b")], 3: [.init(isPrint: true, text: "3. c")]])
        let lines = PageMarkup(source: "print(1)\nprint(2)\nprint(3)\n", path: "three.swift")
        XCTAssertEqual(three.checkQuotes([(line: 9, lines: ["3. c", "1. a"])], markup: lines, path: "p").count, 1, "numbers out of order")
        // Unnumbered lines from two print lines, bottom one first: the order only a console shows.
        let markup = PageMarkup(source: "print(\"a\")\nprint(\"b\")\n", path: "two.swift")
        let plain = ResultsSidebar(lines: [1: [.init(isPrint: true, text: "a")], 2: [.init(isPrint: true, text: "b")]])
        let problems = plain.checkQuotes([(line: 7, lines: ["b", "a"])], markup: markup, path: "two.swift")
        XCTAssertEqual(problems.count, 1)
        XCTAssertTrue(problems.first?.description.hasPrefix("two.swift:7: this quote gives an order the results sidebar does not show") == true, "\(problems)")
        // Top to bottom, as the sidebar reads: no numbers needed.
        XCTAssertEqual(plain.checkQuotes([(line: 7, lines: ["b"]), (line: 8, lines: ["a", "b"])], markup: markup, path: "two.swift"), [])
        // One line's own results in order are what its viewer lists; out of order they are not.
        let loop = ResultsSidebar(lines: [2: [.init(isPrint: true, text: "a"), .init(isPrint: true, text: "b")]])
        XCTAssertEqual(loop.checkQuotes([(line: 7, lines: ["a", "b"])], markup: markup, path: "two.swift"), [])
        XCTAssertEqual(loop.checkQuotes([(line: 7, lines: ["b", "a"])], markup: markup, path: "two.swift").count, 1)
    }

    /// A page that does not compile under the transform names its file, line and the
    /// compiler's message, and the tour counts it as failed; nothing is left half-written.
    @Test func testAPageThatDoesNotCompileNamesItsLine() throws {
        let root = try copyOfSources()
        let page = root.appendingPathComponent("Chapters/\(willSetPage.chapterFolder)/Pages/\(willSetPage.folder)/main.swift")
        let text = try String(contentsOf: page, encoding: .utf8)
        try text.replacingOccurrences(of: "let sample = Sample()", with: "let sample = Sampel()").write(to: page, atomically: true, encoding: .utf8)
        let line = text.components(separatedBy: "\n").firstIndex { $0 == "let sample = Sample()" }! + 1
        let compiler = PageCompiler(sharedModules: sources.modules.map(\.name))
        let program = PageCompiler.Program(name: "Broken_\(getpid())", source: page, logging: true)
        XCTAssertThrowsError(try compiler.executables(for: [program])) { error in
            let message = "\(error)"
            XCTAssertTrue(message.contains("main.swift:\(line):"), message)
            XCTAssertTrue(message.contains("cannot find 'Sampel' in scope"), message)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: compiler.folder.appendingPathComponent(program.name).path), "no executable for a page that does not compile")
        // This program's own temporaries (other suites compile into the same folder meanwhile).
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: compiler.folder.path).filter { $0.hasPrefix(program.name + "-") && $0.hasSuffix(".tmp") }
        XCTAssertEqual(leftovers, [])
        let run = try book(["tour", "--root", root.path, "--chapter", "1", "--page", "4"])
        XCTAssertNotEqual(run.status, 0)
        XCTAssertTrue(run.out.contains("does not compile") && run.out.contains("main.swift:\(line):"), run.out)
    }

    /// The deinit lessons compiled with the transform, as the app compiles a page with logging
    /// on, against a logger that, like the app's, is handed every value: the objects they show
    /// going away still go away (the logger describes a value and lets it go). They keep
    /// logging off because they show a SwiftUI live view, which aborts with logging on.
    @Test func testTheDeinitLessonsHoldWithLoggingOn() throws {
        let compiler = PageCompiler(sharedModules: sources.modules.map(\.name))
        let lessons = sources.pages.filter { page in page.markup.lines.contains { $0.kind != .prose && $0.text.contains("deinit") } }
        XCTAssertEqual(lessons.map(\.folder), ["04-StrongDelegatesLeak.playgroundpage", "06-AssignKeepsSelfAlive.playgroundpage"])
        for lesson in lessons { XCTAssertTrue(PosterFiles.hasLiveView(lesson) && !lesson.logsResults, lesson.folder) }
        let fixed = try XCTUnwrap(variants.first { $0.name == "StrongDelegatesLeak-weak" })
        let programs = lessons.map { PageCompiler.Program(name: $0.targetName + "_Logged", source: $0.url.appendingPathComponent("main.swift"), logging: true) }
            + [PageCompiler.Program(name: fixed.targetName + "_Logged", source: fixed.url, logging: true)]
        let scratch = try scratchFolder()
        let logged = try compiler.executables(for: programs).map { try ResultsSidebar.record($0, scratch: scratch) }
        for ((run, sidebar), program) in zip(logged, programs) {
            XCTAssertTrue(run.succeeded, "\(program.name): \(run.errors)")
            XCTAssertFalse(sidebar.lines.isEmpty, "\(program.name): the logger was handed nothing")
        }
        // What the learner sees is the same with the transform as without: the leak, the
        // deinit after the fix, BoundLabel going away while OnSelfLabel stays.
        let off = try runCached(executablesNamed: lessons.map(\.targetName) + [fixed.targetName])
        for (index, program) in programs.enumerated() {
            XCTAssertEqual(PageOutput(parsing: logged[index].run.output), PageOutput(parsing: off[index].output), "\(program.name): the lesson changes with logging on")
        }
        XCTAssertEqual(PageOutput(parsing: logged[2].run.output).assessment?.lines.first?.hasPrefix("pass"), true)
        XCTAssertTrue(PageOutput(parsing: logged[1].run.output).liveView?.contains("BoundLabel deinit") == true)
    }
}
