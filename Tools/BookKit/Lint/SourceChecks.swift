import BookModel
import Foundation

/// The sources read and checked by every rule that runs on them: where every command starts.
public enum SourceChecks {
    /// Reads and checks every source; returns all problems at once, or the tree. With `only`,
    /// just the rules of those ids check them (LintRuleTests runs one rule at a time).
    public static func load(root: URL, only: Set<String>? = nil) -> Result<SourceTree, Problems> {
        let (tree, problems) = read(root: root, only: only)
        if let tree, problems.isEmpty { return .success(tree) }
        return .failure(Problems(problems))
    }

    /// Reads every source: the tree (nil when the chapters cannot be read at all) and every
    /// problem the rules find. `book posters` uses it to draw posters that are still missing.
    public static func read(root: URL, only: Set<String>? = nil) -> (SourceTree?, [Problem]) {
        let (read, problems) = SourceTree.readFolders(root: root)
        guard let tree = read else { return (nil, problems) }
        let manifest = BookSettings.manifest(chapters: tree.chapters.map(\.folder), privateModules: tree.modules.filter { $0.kind == "Modules" }.map(\.name))
        let linted = LintedBook(
            base: root, chapters: tree.chapters, modules: tree.modules.map { .init(name: $0.name, kind: $0.kind, sources: $0.sources) },
            resources: root.appendingPathComponent("Assets"), manifest: manifest,
            manifestPath: "Tools/BookKit/Model/SourceTree.swift (BookSettings)", tree: tree, readProblems: problems)
        return (tree, LintCatalogue.run(linted, on: .sources, only: only))
    }
}
