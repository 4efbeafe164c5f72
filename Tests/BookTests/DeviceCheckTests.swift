import BookLint
import BookModel
import BookTestSupport
import BookTour
import Foundation
import XCTest

/// docs/DEVICE-CHECK.md and its Japanese are what `book device-check` makes from today's
/// recordings: an expected output in them can never be one the pages no longer print.
final class DeviceCheckTests: XCTestCase {
    func testTheChecklistIsGeneratedFromTheRecordings() throws {
        for language in bookLanguages {
            let path = DeviceCheck.path(language: language)
            let committed = try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
            let fresh = try DeviceCheck.markdown(root: repositoryRoot, tree: sources, language: language)
            XCTAssertEqual(committed, fresh, "\(path) drifted from the recordings: run `swift run book device-check`")
            // Fifteen minutes, in steps that add up.
            let minutes = fresh.split(separator: "\n").filter { $0.hasPrefix("## ") }.compactMap { line -> Int? in
                guard let match = line.range(of: #"(\d+)(?= min|分)"#, options: .regularExpression) else { return nil }
                return Int(line[match])
            }
            XCTAssertEqual(minutes.count, 9, path)
            XCTAssertEqual(minutes.reduce(0, +), 15, "\(path): the steps take \(minutes) minutes")
        }
        // The steps quote the recordings of the pages where the book's risks are: change a
        // recording, the checklist changes.
        let checklist = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/DEVICE-CHECK.md"), encoding: .utf8)
        let drained = try XCTUnwrap(expectedOutput("06-ShelfTiming.playgroundchapter/03-ReceiveOnDeliversLater.playgroundpage.json"))
        XCTAssertGreaterThan(drained.results.count, 1)
        for line in drained.results { XCTAssertTrue(checklist.contains(line), "the main-queue step lacks \(line)") }
        let released = try XCTUnwrap(expectedOutput("05-ShelfPipelines.playgroundchapter/06-AssignKeepsSelfAlive.playgroundpage.json"))
        XCTAssertTrue(try XCTUnwrap(released.liveView).contains { $0.contains("deinit") })
        for line in released.liveView ?? [] { XCTAssertTrue(checklist.contains(line), "the deinit step lacks \(line)") }
        let wrong = try XCTUnwrap(expectedOutput("Variants/Predict-WillSetOrDidSet-didSet.json"))
        let firstHint = try XCTUnwrap(wrong.assessment?.lines.dropFirst().first)
        XCTAssertTrue(checklist.contains(firstHint))
        XCTAssertTrue(checklist.contains(PosterFiles.png))
        let table = try XCTUnwrap(expectedOutput("02-TheFix.playgroundchapter/05-ReloadDataInASink.playgroundpage.json"))
        let tableFixed = try XCTUnwrap(expectedOutput("Variants/ReloadDataInASink-fixed.json"))
        for line in (table.liveView ?? []) + (tableFixed.assessment?.lines ?? []) where !line.isEmpty { XCTAssertTrue(checklist.contains(line), "the UIKit step lacks \(line)") }
    }

    /// A template's placeholder that names nothing, or a page the book does not have, stops the
    /// command with the template's line; a language without a template is named.
    func testABrokenTemplateNamesItsLine() throws {
        let root = try copyOfSources(self)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("docs/device-check"), withIntermediateDirectories: true)
        try Data("<!-- a template -->\n# Check\n\nOpen {{title 1.1}}.\n{{frobnicate}}\n{{results 99.1}}\n".utf8)
            .write(to: root.appendingPathComponent(DeviceCheck.templatePath(language: "en")))
        let tree = try SourceChecks.load(root: root).get()
        XCTAssertThrowsError(try DeviceCheck.markdown(root: root, tree: tree, language: "en")) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("docs/device-check/steps.en.md:5: unknown placeholder {{frobnicate}}"), text)
            XCTAssertTrue(text.contains("docs/device-check/steps.en.md:6: no page 99.1"), text)
        }
        XCTAssertThrowsError(try DeviceCheck.markdown(root: root, tree: tree, language: "fr")) { error in
            XCTAssertTrue("\(error)".contains("docs/device-check/steps.fr.md"), "\(error)")
        }
    }
}

/// Every picture of the book is opaque: it carries its own light background, so the cover,
/// the chapter pictures and the posters read the same in dark appearance (the book declares
/// SupportsDarkMode), instead of dark text on a dark pane.
final class PictureAppearanceTests: XCTestCase {
    /// Every PNG of the built book, by its path inside the book.
    func bookPictures() throws -> [(path: String, data: Data)] {
        let book = repositoryRoot.appendingPathComponent(BookSettings.bookFolder)
        let walker = try XCTUnwrap(FileManager.default.enumerator(atPath: book.path))
        var pictures: [(path: String, data: Data)] = []
        for case let relative as String in walker where relative.hasSuffix(".png") {
            pictures.append((relative, try Data(contentsOf: book.appendingPathComponent(relative))))
        }
        return pictures
    }

    func testEveryPictureIsOpaque() throws {
        let pictures = try bookPictures()
        for (relative, data) in pictures {
            XCTAssertNotNil(PNG.size(of: data), relative)
            XCTAssertFalse(PNG.hasAlpha(data), "\(relative) has transparency: it would show the pane's dark background through it")
        }
        XCTAssertGreaterThan(pictures.count, 20)
    }

    /// The app draws a picture at one point per pixel unless its name says @2x: every picture
    /// is named so, drawn at twice its size, and fits the live-view pane (500 points) at scale 2.
    func testEveryPictureIsDrawnAt2x() throws {
        let pictures = try bookPictures()
        for (relative, data) in pictures {
            XCTAssertTrue(relative.hasSuffix("@2x.png"), "\(relative): not named @2x, so the app shows it at 1x")
            let size = try XCTUnwrap(PNG.size(of: data), relative)
            XCTAssertLessThanOrEqual(size.width, PosterFiles.scale * PosterFiles.maxPoints, "\(relative): wider than the pane at 2x")
            XCTAssertEqual(size.width % PosterFiles.scale, 0, relative)
        }
        XCTAssertGreaterThan(pictures.count, 20)
        // Each prose picture is referenced by its full @2x name, as Apple's own book does.
        let image = try NSRegularExpression(pattern: #"!\[[^\]]*\]\(([^)]+)\)"#)
        var referenced = 0
        for page in sources.pages {
            for block in page.markup.proseBlocks {
                let text = block.text as NSString
                for match in image.matches(in: block.text, range: NSRange(location: 0, length: text.length)) {
                    let name = text.substring(with: match.range(at: 1))
                    XCTAssertTrue(name.hasSuffix("@2x.png"), "\(page.folder): \(name)")
                    referenced += 1
                }
            }
        }
        XCTAssertGreaterThanOrEqual(referenced, 5)
        // The check itself: a picture with an alpha channel is caught.
        var rgba = [UInt8](repeating: 0, count: 26)
        rgba[0..<8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        rgba[12..<16] = [0x49, 0x48, 0x44, 0x52]
        rgba[19] = 1; rgba[23] = 1; rgba[24] = 8; rgba[25] = 6
        XCTAssertTrue(PNG.hasAlpha(Data(rgba)))
    }
}
