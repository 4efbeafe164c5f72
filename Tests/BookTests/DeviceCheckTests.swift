import BookKit
import BookTestSupport
import Foundation
import XCTest

/// docs/DEVICE-CHECK.md and its Japanese are what `book device-check` makes from today's
/// recordings: an expected output in them can never be one the pages no longer print.
final class DeviceCheckTests: XCTestCase {
    func testTheChecklistIsGeneratedFromTheRecordings() throws {
        for language in ["en", "ja"] {
            let path = DeviceCheck.path(language: language)
            let committed = try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
            let fresh = try DeviceCheck.markdown(root: repositoryRoot, tree: sources, language: language)
            XCTAssertEqual(committed, fresh, "\(path) drifted from the recordings: run `swift run book device-check`")
            // Fifteen minutes, in steps that add up.
            let minutes = fresh.split(separator: "\n").filter { $0.hasPrefix("## ") }.compactMap { line -> Int? in
                guard let match = line.range(of: #"(\d+)(?= min|分)"#, options: .regularExpression) else { return nil }
                return Int(line[match])
            }
            XCTAssertEqual(minutes.count, 7, path)
            XCTAssertEqual(minutes.reduce(0, +), 15, "\(path): the steps take \(minutes) minutes")
        }
        // The exercise step quotes the page's recorded hints: change a recording, the checklist changes.
        let exercise = try XCTUnwrap(expectedOutput("02-Published.playgroundchapter/05-ExerciseTheCouponPipeline.playgroundpage.txt"))
        let firstHint = try XCTUnwrap(PageOutput(parsing: exercise).assessment?.dropFirst().first)
        XCTAssertTrue(try String(contentsOf: repositoryRoot.appendingPathComponent("docs/DEVICE-CHECK.md"), encoding: .utf8).contains(firstHint))
    }
}

/// Every picture of the book is opaque: it carries its own light background, so the cover,
/// the chapter pictures and the posters read the same in dark appearance (the book declares
/// SupportsDarkMode), instead of dark text on a dark pane.
final class PictureAppearanceTests: XCTestCase {
    func testEveryPictureIsOpaque() throws {
        let book = repositoryRoot.appendingPathComponent(BookSettings.bookFolder)
        let walker = try XCTUnwrap(FileManager.default.enumerator(atPath: book.path))
        var pictures = 0
        for case let relative as String in walker where relative.hasSuffix(".png") {
            let data = try Data(contentsOf: book.appendingPathComponent(relative))
            XCTAssertNotNil(PNG.size(of: data), relative)
            XCTAssertFalse(PNG.hasAlpha(data), "\(relative) has transparency: it would show the pane's dark background through it")
            pictures += 1
        }
        XCTAssertGreaterThan(pictures, 20)
        // The check itself: a picture with an alpha channel is caught.
        var rgba = [UInt8](repeating: 0, count: 26)
        rgba[0..<8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        rgba[12..<16] = [0x49, 0x48, 0x44, 0x52]
        rgba[19] = 1; rgba[23] = 1; rgba[24] = 8; rgba[25] = 6
        XCTAssertTrue(PNG.hasAlpha(Data(rgba)))
    }
}
