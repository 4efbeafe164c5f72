import BookModel
import Foundation

/// The module strings the pages show, for `book translate`.
public enum PageStrings {
    /// Every text the pages (and their variants) ask `Localized` for, found by running them
    /// with BOOK_STRINGS_RECORD; plus the literal `Localized.string("...")` and
    /// `Localized.format("...")` texts in the Shared sources (the SwiftUI ones never run here).
    public static func collect(root: URL, executables: [URL]) throws -> [String] {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("book-strings-\(getpid())-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: scratch) }
        for executable in executables {
            let run = try PageRunner.run(executable, environment: ["BOOK_STRINGS_RECORD": scratch.path])
            guard run.succeeded else {
                throw Problems([Problem(executable.lastPathComponent, "failed while collecting strings (status \(run.status)): \(run.errors)")])
            }
        }
        var strings = Set<String>()
        let recorded = String(decoding: FileManager.default.contents(atPath: scratch.path) ?? Data(), as: UTF8.self)
        for line in recorded.split(separator: "\n") {
            if let text = try? JSONDecoder().decode(String.self, from: Data(line.utf8)) { strings.insert(text) }
        }
        strings.formUnion(TranslationSources.literalStrings(in: root.appendingPathComponent("Shared")))
        strings.formUnion(TranslationSources.verdictStrings(root: root))
        return strings.sorted()
    }
}
