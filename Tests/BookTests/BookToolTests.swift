import BookKit
import BookModel
import BookTestSupport
import Foundation
import Testing
import XCTestSpellings

/// `book build` and `book lint` on good and broken sources: the real tool end to end, and the
/// same BookKit functions in-process. A Swift Testing suite, so its cases run side by side
/// (each on its own copy of the sources); the assertions below keep XCTest's spellings.
@Suite struct BookToolTests {
    var committedBook: URL { repositoryRoot.appendingPathComponent(BookSettings.bookFolder) }

    @Test func testCommittedBookIsLintCleanAndCurrent() throws {
        // The real tool, end to end; its words are BookCommands.lint's, which the other tests call.
        let run = try bookProcess(["lint", "--root", repositoryRoot.path])
        XCTAssertEqual(run.status, 0, run.err)
        XCTAssertEqual(run.out, "\(BookSettings.bookFolder): no problems\n")
    }

    @Test func testBuildIsDeterministicAndShipsNothingLinuxOnly() throws {
        let scratch = try scratchFolder()
        let first = scratch.appendingPathComponent("one/\(BookSettings.bookFolder)")
        let second = scratch.appendingPathComponent("two/\(BookSettings.bookFolder)")
        for output in [first, second] {
            try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
            // The real tool once (end to end), then the same function in-process.
            let arguments = ["build", "--root", repositoryRoot.path, "--output", output.path]
            let run = output == first ? try bookProcess(arguments) : try book(arguments)
            XCTAssertEqual(run.status, 0, run.err)
        }
        let files = snapshot(first)
        XCTAssertFalse(files.isEmpty)
        assertSameFiles(files, snapshot(second), "two builds differ")
        assertSameFiles(files, snapshot(committedBook), "the committed book is not what build makes (run `swift run book build`)")
        for path in files.keys {
            XCTAssertFalse(path.contains("LinuxCombine") || path.contains("Package.swift") || path.contains("Tests") || path.contains(".DS_Store") || path.contains("Edits"), path)
        }
        let manifest = try XCTUnwrap(files["Contents/Manifest.plist"])
        let book = try PropertyListDecoder().decode(BookManifest.self, from: manifest)
        XCTAssertEqual(book.Version, "7.0")
        XCTAssertEqual(book.DeploymentTarget, "ios17.0")
        XCTAssertEqual(book.SwiftVersion, "5.9")
        XCTAssertEqual(book.DevelopmentRegion, "en")
        XCTAssertEqual(book.Chapters, sources.chapters.map(\.folder))
        XCTAssertNotNil(files["Contents/UserModules/Shop.playgroundmodule/Sources/Catalog.swift"])
        XCTAssertNotNil(files["Contents/Modules/BookStage.playgroundmodule/Sources/Stage.swift"])
        let cover = try XCTUnwrap(files["Contents/PrivateResources/" + BookSettings.cover])
        let size = try XCTUnwrap(PNG.size(of: cover))
        XCTAssertEqual(size.width * 3, size.height * 4)
    }

    /// One broken source, the message it must give, and the file it must name.
    func assertBuildRefuses(_ breakIt: (URL) throws -> Void, message: String, path: String,
                            file: StaticString = #filePath, line: UInt = #line) throws {
        // The committed book is what these sources build (testBuildIsDeterministic...).
        let root = try copyOfSources(book: true)
        let output = root.appendingPathComponent(BookSettings.bookFolder)
        let before = snapshot(output)
        try breakIt(root)
        let run = try book(["build", "--root", root.path])
        XCTAssertNotEqual(run.status, 0, "build accepted a broken source", file: file, line: line)
        XCTAssertTrue(run.err.contains(message), "expected \"\(message)\" in:\n\(run.err)", file: file, line: line)
        XCTAssertTrue(run.err.contains(path), "expected the path \(path) in:\n\(run.err)", file: file, line: line)
        XCTAssertFalse(before.isEmpty, file: file, line: line)
        assertSameFiles(snapshot(output), before, "a failed build changed the previous book", file: file, line: line)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasPrefix(".") }
        XCTAssertEqual(leftovers, [], "a failed build left temporary folders", file: file, line: line)
        // The linter, pointed at a book built from these sources, refuses them too.
        let lint = try book(["lint", "--root", root.path])
        XCTAssertNotEqual(lint.status, 0, file: file, line: line)
    }

    let chapter = "Chapters/01-DelegateOrPublished.playgroundchapter"
    var firstPage: String { "\(chapter)/Pages/01-TheShop.playgroundpage" }

    /// The tools stay readable: no Swift file in Tools over 300 lines.
    @Test func testNoToolFileIsOver300Lines() throws {
        let tools = repositoryRoot.appendingPathComponent("Tools")
        let files = try #require(FileManager.default.enumerator(at: tools, includingPropertiesForKeys: nil))
        var checked = 0
        for case let url as URL in files where url.pathExtension == "swift" && !url.path.contains("/.build") {
            let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).count - 1
            XCTAssertLessThanOrEqual(lines, 300, url.path.replacingOccurrences(of: repositoryRoot.path + "/", with: ""))
            checked += 1
        }
        XCTAssertGreaterThan(checked, 50)
    }

    @Test func testUnreadableFile() throws {
        guard getuid() != 0 else {
            // root reads everything; make the file unreadable by making it a broken symlink instead.
            try assertBuildRefuses({ root in
                let url = root.appendingPathComponent("\(self.firstPage)/main.swift")
                try FileManager.default.removeItem(at: url)
                try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: "/nonexistent/main.swift")
            }, message: "missing main.swift", path: "\(firstPage)/main.swift:1:")
            return
        }
        try assertBuildRefuses({ root in
            try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: root.appendingPathComponent("Shared/UserModules/Shop/Sources/Catalog.swift").path)
        }, message: "cannot read the file (check its permissions)", path: "Shared/UserModules/Shop/Sources/Catalog.swift:1:")
    }
}
