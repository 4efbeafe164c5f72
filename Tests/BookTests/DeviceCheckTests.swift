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
