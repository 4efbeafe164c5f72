import BookKit
import Foundation
import XCTest

/// The repository this test file sits in.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The sources, read once.
let sources: SourceTree = {
    switch SourceTree.load(root: repositoryRoot) {
    case .success(let tree): return tree
    case .failure(let problems): fatalError("the sources have problems:\n\(problems)")
    }
}()

let variants: [PageVariant] = (try? PageVariant.load(root: repositoryRoot)) ?? []

/// Each page's run, cached: several tests look at the same output.
private let runCache = NSCache<NSString, RunBox>()
private final class RunBox { let run: PageRunner.Run; init(_ run: PageRunner.Run) { self.run = run } }

func runCached(executableNamed name: String, file: StaticString = #filePath, line: UInt = #line) throws -> PageRunner.Run {
    if let cached = runCache.object(forKey: name as NSString) { return cached.run }
    guard let executable = PageRunner.executable(named: name) else {
        XCTFail("no executable \(name) in \(PageRunner.productsFolder().path): run `swift build --manifest-cache none --disable-build-manifest-caching --build-tests`", file: file, line: line)
        throw CocoaError(.fileNoSuchFile)
    }
    let result = try PageRunner.run(executable)
    runCache.setObject(RunBox(result), forKey: name as NSString)
    return result
}

func expectedOutput(_ relativePath: String) -> String? {
    let url = repositoryRoot.appendingPathComponent("Tests/BookTests/Expected/\(relativePath)")
    return FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) }
}

/// A scratch folder removed at the end of the test.
func scratchFolder(_ test: XCTestCase) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("booktests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
}

/// Copies the authored sources (Chapters, Shared, Assets) to a scratch root the test may break.
func copyOfSources(_ test: XCTestCase) throws -> URL {
    let root = try scratchFolder(test)
    for folder in ["Chapters", "Shared", "Assets", "Translations"] {
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent(folder), to: root.appendingPathComponent(folder))
    }
    return root
}

/// Every file under a folder with its bytes (the same snapshot the linter compares).
func snapshot(_ folder: URL) -> [String: Data] { FileSnapshot.take(folder) }

/// A fenced block's lines as a reader sees them: their common indentation removed.
func readerLines(_ body: [String]) -> [String] {
    let indent = body.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
    return body.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
}

/// Does `block` appear in `lines` as consecutive lines (ignoring trailing spaces)?
func contains(_ lines: [String], block: [String]) -> Bool {
    let clean = { (line: String) in line.replacingOccurrences(of: #"\s+$"#, with: "", options: .regularExpression) }
    let haystack = lines.map(clean), needle = block.map(clean)
    guard !needle.isEmpty, needle.count <= haystack.count else { return needle.isEmpty }
    return (0...(haystack.count - needle.count)).contains { Array(haystack[$0..<$0 + needle.count]) == needle }
}

/// Two file trees are byte-identical; on failure, names the files that differ.
func assertSameFiles(_ left: [String: Data], _ right: [String: Data], _ message: String,
                     file: StaticString = #filePath, line: UInt = #line) {
    let differing = Set(left.keys).union(right.keys).filter { left[$0] != right[$0] }.sorted()
    XCTAssertTrue(differing.isEmpty, "\(message): \(differing.prefix(10).joined(separator: ", "))", file: file, line: line)
}

/// What a run of the real `book` executable printed.
struct ToolRun { var status: Int32; var out: String; var err: String }

/// Runs the `book` executable built beside the tests.
func book(_ arguments: [String]) throws -> ToolRun {
    try tool("book", arguments)
}

/// Runs one of the package's executables, built beside the tests.
func tool(_ name: String, _ arguments: [String]) throws -> ToolRun {
    let process = Process()
    process.executableURL = PageRunner.productsFolder().appendingPathComponent(name)
    process.arguments = arguments
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ToolRun(status: process.terminationStatus, out: String(decoding: outData, as: UTF8.self), err: String(decoding: errData, as: UTF8.self))
}
