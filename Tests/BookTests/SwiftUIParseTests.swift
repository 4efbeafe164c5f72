import Foundation
import XCTest
import BookTestSupport

/// SwiftUI cannot compile on Linux; each file that uses it must at least parse, and use only
/// what iOS 17 has (the macOS workflow compiles them for real).
final class SwiftUIParseTests: XCTestCase {
    func swiftUIFiles() -> [URL] {
        let shared = repositoryRoot.appendingPathComponent("Shared")
        let walker = FileManager.default.enumerator(atPath: shared.path)!
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.map { shared.appendingPathComponent($0) }
            .filter { (try? String(contentsOf: $0, encoding: .utf8))?.contains("import SwiftUI") ?? false }
    }

    func testEverySwiftUIFileParses() throws {
        let files = swiftUIFiles()
        XCTAssertFalse(files.isEmpty)
        for file in files {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["swiftc", "-parse", file.path]
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0, "\(file.lastPathComponent) does not parse:\n\(message)")
        }
    }

    func testNoAPIsNewerThanIOS17() throws {
        // Names that need iOS 18 or later; a live view must not use them.
        let newer = ["@Entry", "onScrollGeometryChange", "MeshGradient", ".presentationSizing", "TabSection"]
        for file in swiftUIFiles() {
            let text = try String(contentsOf: file, encoding: .utf8)
            for name in newer { XCTAssertFalse(text.contains(name), "\(file.lastPathComponent) uses \(name)") }
        }
    }
}
