import BookBuild
import BookModel
import Foundation

/// The committed book is what `book build` makes from today's sources, byte for byte: a
/// learner who downloads it gets what the tests checked.
enum BookIsCurrent: BookRule {
    static let id = "book-is-current"
    static let summary = "the book is exactly what `book build` makes from today's sources"
    static let subject = LintSubject.bookAndSources
    static let looksAt = "a built book against a fresh build of its sources"
    static let examples: [LintExample] = [
        .refuses(
            .replace("DelegateVsPublished.playgroundbook/Contents/Chapters/01-DelegateOrPublished.playgroundchapter/Pages/01-TheShop.playgroundpage/main.swift", "import Shop\n", "import Shop\n\n"),
            with: "01-TheShop.playgroundpage/main.swift:", "differs from what `book build` makes from today's sources: run `swift run book build`")
    ]

    static func check(_ linted: LintedBook) -> [Problem] {
        guard let book = linted.book, let tree = linted.tree else { return [] }
        let built: [String: Data]
        do {
            built = try BookBuilder.files(tree)
        } catch let problems as Problems {
            return problems.all
        } catch {
            return [Problem(display(tree.root), "cannot build the book from the sources: \(error)")]
        }
        let shipped = FileSnapshot.take(book)
        return Set(built.keys).union(shipped.keys).sorted().compactMap { file in
            let path = "\(book.lastPathComponent)/\(file)"
            switch (built[file], shipped[file]) {
            case (nil, _?): return Problem(path, "not made by `book build` from today's sources: run `swift run book build`")
            case (_?, nil): return Problem(path, "missing: the sources have it; run `swift run book build`")
            case let (a?, b?) where a != b:
                return Problem(path, line: firstDifferentLine(a, b), "differs from what `book build` makes from today's sources: run `swift run book build`")
            default: return nil
            }
        }
    }

    static func firstDifferentLine(_ a: Data, _ b: Data) -> Int {
        let left = String(decoding: a, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let right = String(decoding: b, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<min(left.count, right.count) where left[index] != right[index] { return index + 1 }
        return min(left.count, right.count) + 1
    }
}
