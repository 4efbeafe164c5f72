// The tool's plumbing that the speed work added: running programs, replaying the compiler
// driver's plan, and the byte-level text helpers. Each answers as the slower way it replaced.
@testable import BookKit
@testable import BookLint
@testable import BookModel
@testable import BookRun
@testable import BookTour
import BookTestSupport
import Foundation
import Testing
import XCTestSpellings

@Suite struct ToolPlumbingTests {
    static let texts = ["", "\n", "one", "one\n", "one\n\ntwo", "\n\nthree\n", "a\r\nb\nc", "日本語の行\n次の行", "tab\tinside\n"]

    @Test func testLinesAreTheLinesOfACharacterSplit() {
        for text in Self.texts {
            XCTAssertEqual(text.lineStrings(), text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), "\(text.debugDescription)")
        }
    }

    @Test func testTrimmingWhitespaceTrimsWhatFoundationTrims() {
        for text in ["", "   ", " a ", "\ta b\t", "a", "\u{3000}全角\u{3000}", "\u{00A0}nbsp", " é ", "x\u{2003}", " \u{3000} a"] {
            XCTAssertEqual(text.trimmingWhitespace(), text.trimmingCharacters(in: .whitespaces), "\(text.debugDescription)")
        }
    }

    /// The typography rules' flattening scans each line by hand: it does what its regular
    /// expressions say (links keep their text, a code span is one Latin letter, bold markers
    /// go), on made-up edge cases and on every line of every Japanese translation.
    @Test func testFlatteningDoesWhatTheRegularExpressionsSay() throws {
        func byExpressions(_ line: String) -> String {
            line.replacingOccurrences(of: #"!?\[([^\]]*)\]\([^)]*\)"#, with: "$1", options: .regularExpression)
                .replacingOccurrences(of: #"`[^`]*`"#, with: "x", options: .regularExpression)
                .replacingOccurrences(of: "**", with: "")
        }
        var lines = [
            "", "`", "``", "a `b` c `d", "[a](b)", "![a](b)", "!![a](b)", "![a]", "[a[b](c)", "[a](b", "[a] (b)", "x ![a](b) [c](d)!",
            "[`code`](url) **太字**と `x`", "**", "***", "[a](b)(c)", "`[a](b)`", "[`a](b)`", "!", "![", "[", "]", "a]](b)",
        ]
        for entry in (japaneseTranslations?.files.values).map(Array.init) ?? [] {
            lines += entry.entries.flatMap(\.lines)
        }
        XCTAssertGreaterThan(lines.count, 1000)
        for line in lines { XCTAssertEqual(JapaneseText.flatten(line), byExpressions(line), line) }
    }

    /// Words take their values in order, or by number where a translation reorders or leaves
    /// one out; a value holding a placeholder stays as it is.
    @Test func testWordsTakeTheirValuesInOrderOrByNumber() {
        XCTAssertEqual(ToolWords.fill("planned %@–%@ min", ["3", "8"]), "planned 3–8 min")
        XCTAssertEqual(ToolWords.fill("第%1$@章「%3$@」", ["3", "1", "willSet か didSet か？"]), "第3章「willSet か didSet か？」")
        XCTAssertEqual(ToolWords.fill("%2$@ before %1$@", ["a", "b"]), "b before a")
        XCTAssertEqual(ToolWords.fill("%@ and %@", ["%@", "x"]), "%@ and x")
        XCTAssertEqual(AppView.fill("%2$@, %1$@", "a", "b"), "b, a")
    }

    @Test func testShellWordsUndoTheDriversAndClangsQuoting() {
        XCTAssertEqual(ShellWords.split(#"/bin/swift-frontend -c -primary-file '/tmp/sp ace/it'\''s.swift' -o /tmp/x.o"#),
                       ["/bin/swift-frontend", "-c", "-primary-file", "/tmp/sp ace/it's.swift", "-o", "/tmp/x.o"])
        XCTAssertEqual(ShellWords.split(#" "/usr/bin/ld.lld" "-o" "/tmp/sp ace/o\"ut" "-L/lib" "@/tmp/a b.autolink""#),
                       ["/usr/bin/ld.lld", "-o", "/tmp/sp ace/o\"ut", "-L/lib", "@/tmp/a b.autolink"])
        XCTAssertEqual(ShellWords.split("a  b\t''"), ["a", "b", ""])
    }

    /// The driver's plan, replayed, makes the same program the driver makes: a page with its
    /// results logged and one without, with the modules and the runtime in folders whose names
    /// need quoting (so the plan's own arguments go through the driver's and clang's quoting).
    @Test func testThePlanMakesWhatTheDriverMakes() throws {
        let folder = try scratchFolder().appendingPathComponent("it's a \"folder\"")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let products = folder.appendingPathComponent("products $HOME")
        try FileManager.default.createSymbolicLink(at: products, withDestinationURL: PageRunner.productsFolder())
        var compiler = PageCompiler(products: products, sharedModules: sources.modules.map(\.name))
        compiler.folder = folder.appendingPathComponent("pages")
        let runtime = try compiler.runtime()
        let pages = [sources.pages.first { $0.logsResults }, sources.pages.first { !$0.logsResults }].compactMap { $0 }
        XCTAssertEqual(pages.count, 2)
        for page in pages {
            let program = PageCompiler.Program(page: page)
            let flags = compiler.flags(for: program)
            #if os(Linux)
            XCTAssertNotNil(try compiler.plan(for: flags), "the driver's plan is replayed on Linux")
            #endif
            let source = folder.appendingPathComponent("main.swift")
            try FileManager.default.copyItem(at: program.source, to: source)
            defer { try? FileManager.default.removeItem(at: source) }
            let planned = folder.appendingPathComponent("planned"), driven = folder.appendingPathComponent("driven")
            let byPlan = try compiler.compile(source, flags: flags, to: planned)
            XCTAssertEqual(byPlan.status, 0, byPlan.output)
            let byDriver = try PageCompiler.swiftc(flags + [source.path, "-o", driven.path])
            XCTAssertEqual(byDriver.status, 0, byDriver.output)
            let environment = [ResultsSidebar.environmentKey: folder.appendingPathComponent("results").path]
            let (a, b) = (try PageRunner.run(planned, environment: environment), try PageRunner.run(driven, environment: environment))
            XCTAssertTrue(a.succeeded, a.errors)
            XCTAssertEqual(a.output, b.output, "\(page.folder)")
            XCTAssertFalse(a.output.isEmpty)
            _ = runtime
        }
    }

    @Test func testACompileErrorNamesTheFileAndLine() throws {
        let compiler = PageCompiler(sharedModules: sources.modules.map(\.name))
        _ = try compiler.runtime()
        let source = try scratchFolder().appendingPathComponent("broken.swift")
        try Data("let x: Int = \"text\"\n".utf8).write(to: source)
        let page = try XCTUnwrap(sources.pages.first)
        let result = try compiler.compile(source, flags: compiler.flags(for: PageCompiler.Program(page: page)), to: source.deletingPathExtension())
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.output.contains("broken.swift:1:"), result.output)
    }

    @Test func testAChildProcessReportsBothStreamsItsStatusAndItsEnd() throws {
        // Far more than a pipe holds, on both streams at once: neither read may block the other.
        let chatty = try ChildProcess.run(URL(fileURLWithPath: "/bin/sh"), ["-c", "head -c 300000 /dev/zero; head -c 200000 /dev/zero >&2; exit 3"])
        XCTAssertEqual(chatty.status, 3)
        XCTAssertEqual(chatty.output.count, 300_000)
        XCTAssertEqual(chatty.errors.count, 200_000)
        XCTAssertNil(chatty.signal)
        let merged = try ChildProcess.run(URL(fileURLWithPath: "/bin/sh"), ["-c", "echo one; echo two >&2; echo three"], mergingErrors: true)
        XCTAssertEqual(merged.outputText, "one\ntwo\nthree\n")
        let killed = try ChildProcess.run(URL(fileURLWithPath: "/bin/sh"), ["-c", "kill -9 $$"])
        XCTAssertEqual(killed.signal, 9)
    }

    /// A child out of time is killed with what it started, even if it ignores SIGTERM: the run
    /// returns long before the 600-second sleep of its own child could end.
    @Test func testATimedOutChildEndsWithWhatItStarted() throws {
        let start = Date()
        let slow = try ChildProcess.run(URL(fileURLWithPath: "/bin/sh"), ["-c", "trap '' TERM; sleep 600 & wait"], timeout: 0.3)
        XCTAssertTrue(slow.timedOut)
        XCTAssertEqual(slow.signal, SIGKILL)
        XCTAssertLessThan(Date().timeIntervalSince(start), 60, "the run waited for the child's child")
    }

    /// Each run lets go of its pipes: a thousand pages would otherwise run out of descriptors.
    @Test func testAChildProcessLeavesNoDescriptorsOpen() throws {
        func open() throws -> Int { try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count }
        _ = try ChildProcess.run(URL(fileURLWithPath: "/bin/true"))
        let before = try open()
        for _ in 0..<100 { _ = try ChildProcess.run(URL(fileURLWithPath: "/bin/echo"), ["x"]) }
        // Other suites run beside this one and open files of their own: a leak of one or two
        // per run would show as a hundred or more.
        XCTAssertLessThan(try open() - before, 50)
    }

    @Test func testParallelWorkComesBackInOrder() {
        let items = Array(0..<50)
        XCTAssertEqual(Parallel.map(items) { $0 * $0 }, items.map { $0 * $0 })
        XCTAssertEqual(Parallel.map([Int]()) { $0 }, [])
        XCTAssertEqual(Parallel.map(items, width: 7) { String($0) }, items.map(String.init))
    }
}
