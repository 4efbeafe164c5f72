import Foundation

/// One thing wrong with a source or a book: `path:line: message`.
public struct Problem: Error, Equatable, CustomStringConvertible, Sendable {
    public var path: String
    public var line: Int
    public var message: String

    public init(_ path: String, line: Int = 1, _ message: String) {
        self.path = path
        self.line = line
        self.message = message
    }

    public var description: String { "\(path):\(line): \(message)" }
}

/// Several problems at once: a build refuses to start until every one is fixed.
public struct Problems: Error, CustomStringConvertible {
    public var all: [Problem]
    public init(_ all: [Problem]) { self.all = all }
    public var description: String { all.map(\.description).joined(separator: "\n") }
}

/// Paths as people type them: relative to the current folder when possible.
public func display(_ url: URL, relativeTo base: URL? = nil) -> String {
    let path = url.standardizedFileURL.path
    let basePath = (base ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL.path
    if path.hasPrefix(basePath + "/") { return String(path.dropFirst(basePath.count + 1)) }
    return path
}
