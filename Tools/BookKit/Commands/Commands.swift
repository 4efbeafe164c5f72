import BookBuild
import BookLint
import BookModel
import BookRun
import BookTour
import Foundation

/// What a command printed and its exit status. The `book` tool prints it; the tests call the
/// same functions in-process, so they check the tool's own words without starting it.
public struct CommandResult: Sendable {
    public var status: Int32
    public var out: String
    public var err: String

    public init(status: Int32, out: String, err: String) {
        self.status = status
        self.out = out
        self.err = err
    }

    /// Problems one per line and their count, the way every command reports them.
    public static func failure(_ problems: [Problem]) -> CommandResult {
        let lines = problems.map(\.description) + ["\(problems.count) problem\(problems.count == 1 ? "" : "s")"]
        return CommandResult(status: 1, out: "", err: lines.joined(separator: "\n") + "\n")
    }
}

public enum BookCommands {
    /// `book build`: the book from the sources at `root`, written atomically to `output`.
    public static func build(root: URL, output: URL? = nil) -> CommandResult {
        let target = output ?? root.appendingPathComponent(BookSettings.bookFolder)
        do {
            // Sources with a problem are never built: every problem at once, the book untouched.
            let tree: SourceTree
            switch SourceChecks.load(root: root) {
            case .failure(let problems): throw problems
            case .success(let loaded): tree = loaded
            }
            let summary = try BookBuilder.build(tree, output: target)
            return CommandResult(
                status: 0, out: "built \(target.lastPathComponent): \(summary.chapters) chapters, \(summary.pages) pages, modules \(summary.modules.joined(separator: ", "))\n", err: "")
        } catch let problems as Problems {
            return .failure(problems.all)
        } catch {
            return .failure([Problem(display(target, relativeTo: root), "\(error)")])
        }
    }

    /// `book zip`: the committed book, checked (lint-clean and current), as one zip written
    /// atomically to `output` (default: beside the book, where git ignores it).
    public static func zip(root: URL, output: URL? = nil) -> CommandResult {
        let book = root.appendingPathComponent(BookSettings.bookFolder)
        let target = output ?? root.appendingPathComponent(BookZip.fileName)
        let problems = BookLinter.lint(book: book, sources: root)
        if !problems.isEmpty { return .failure(problems + [Problem(display(book, relativeTo: root), "not zipped: the committed book has problems")]) }
        do {
            let data = try BookZip.data(of: book)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: target, options: .atomic)
            return CommandResult(status: 0, out: "wrote \(display(target, relativeTo: root)): \(data.count / 1024) KB\n", err: "")
        } catch let problems as Problems {
            return .failure(problems.all)
        } catch {
            return .failure([Problem(display(target, relativeTo: root), "\(error)")])
        }
    }
}
