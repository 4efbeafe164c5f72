import BookBuild
import BookKit
import BookModel
import BookRun
import BookTestSupport
import Foundation
import Testing
import XCTestSpellings

/// The one-link download: the zip is the committed book, byte for byte, lint-clean, the same
/// bytes every time, and never written from a book with problems.
@Suite struct BookZipTests {
    @Test func testTheZipIsTheCommittedBookAndTheSameEveryTime() throws {
        let scratch = try scratchFolder()
        let first = scratch.appendingPathComponent("first.zip"), second = scratch.appendingPathComponent("second.zip")
        let made = BookCommands.zip(root: repositoryRoot, output: first)
        XCTAssertEqual(made.status, 0, made.err)
        // Twice the same bytes (the second without the command's lint, already done once).
        try BookZip.data(of: repositoryRoot.appendingPathComponent(BookSettings.bookFolder)).write(to: second)
        XCTAssertEqual(try Data(contentsOf: first), try Data(contentsOf: second), "two zips of one book differ")
        // Unpacked by another implementation (Python's zipfile, as Files would unpack it).
        let unpacked = scratch.appendingPathComponent("unpacked")
        let unzip = try ChildProcess.run(command: "python3", ["-m", "zipfile", "-e", first.path, unpacked.path], mergingErrors: true)
        XCTAssertEqual(unzip.status, 0, unzip.outputText)
        let book = unpacked.appendingPathComponent(BookSettings.bookFolder)
        assertSameFiles(snapshot(book), snapshot(repositoryRoot.appendingPathComponent(BookSettings.bookFolder)), "the zip is not the committed book")
        XCTAssertFalse(snapshot(book).isEmpty)
        // Lint-clean as a book on its own: the format's rules (that it is the current build of
        // the sources follows from being the committed book, which BookToolTests lints).
        let lint = BookCommands.lint(root: repositoryRoot, book: book, checkSources: false)
        XCTAssertEqual(lint.status, 0, lint.err)
        // Fixed times: every entry says 1980-01-01 00:00, whenever the files were written.
        let listing = try ChildProcess.run(command: "python3", ["-c", "import zipfile,sys; print(set(i.date_time for i in zipfile.ZipFile(sys.argv[1]).infolist()))", first.path])
        XCTAssertEqual(listing.outputText.trimmingCharacters(in: .whitespacesAndNewlines), "{(1980, 1, 1, 0, 0, 0)}")
    }

    @Test func testABookWithProblemsIsNotZipped() throws {
        let root = try copyOfSources(book: true)
        let page = root.appendingPathComponent("\(BookSettings.bookFolder)/Contents/Chapters/01-DelegateOrPublished.playgroundchapter/Pages/01-TheShop.playgroundpage/main.swift")
        try Data("//#-hidden-code\n".utf8).write(to: page)
        let target = root.appendingPathComponent("out/book.zip")
        let result = BookCommands.zip(root: root, output: target)
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.err.contains("01-TheShop.playgroundpage/main.swift"), result.err)
        XCTAssertTrue(result.err.contains("not zipped"), result.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: target.path), "a zip was written from a broken book")
    }
}
