import BookModel
import Foundation

/// `book lint`: a built book read as the app reads it, then every rule of the catalogue; with
/// the sources, also the rules that compare the book with them.
public enum BookLinter {
    /// All problems in the book at `book`; with `sources`, also every difference from a fresh build.
    /// With `only`, just what the rules of those ids (and reading the book and sources) find.
    public static func lint(book: URL, sources: URL?, only: Set<String>? = nil) -> [Problem] {
        guard Layout.isDirectory(book) else {
            return [Problem(display(book, relativeTo: book.deletingLastPathComponent()), "no book here: run `swift run book build` first")]
        }
        var linted = read(book)
        var problems = LintCatalogue.run(linted, on: .book, only: only)
        if let sources {
            // The sources are read and checked once, for every rule that compares with them.
            switch SourceChecks.load(root: sources, only: only) {
            case .failure(let found): problems += found.all
            case .success(let tree):
                linted.tree = tree
                let (sets, found) = TranslationSet.load(root: sources, tree: tree)
                linted.translations = sets
                problems += found + LintCatalogue.run(linted, on: .bookAndSources, only: only)
            }
        }
        return problems
    }

    /// The book's folders and manifests, and what reading them found.
    static func read(_ book: URL) -> LintedBook {
        let base = book.deletingLastPathComponent()
        let path = { (url: URL) in display(url, relativeTo: base) }
        var problems: [Problem] = []
        for entry in Layout.entries(book) where entry != "Contents" {
            problems.append(Problem(path(book.appendingPathComponent(entry)), "stray file: a book holds Contents/ only"))
        }
        let contents = book.appendingPathComponent("Contents")
        let allowed = ["Manifest.plist", "Chapters", "Modules", "UserModules", "PrivateResources", "PublicResources"]
        for entry in Layout.entries(contents) where !allowed.contains(entry) {
            let message = entry == "Edits" ? "Edits/ is the app's record of a learner's changes: never ship it" : "stray file: not part of a playground book's Contents/"
            problems.append(Problem(path(contents.appendingPathComponent(entry)), message))
        }

        let manifestURL = contents.appendingPathComponent("Manifest.plist")
        let reader = PlistReader(url: manifestURL, path: path(manifestURL))
        var manifest: BookManifest?
        switch reader.decode(BookManifest.self, rules: ManifestRules.book) {
        case .failure(let found): problems += found.all
        case .success(let decoded): manifest = decoded
        }
        let manifestText = String(decoding: FileManager.default.contents(atPath: manifestURL.path) ?? Data(), as: UTF8.self)

        // Chapters and pages, in the manifest's order.
        var chapters: [ChapterFolder] = []
        if let manifest {
            if Set(manifest.Chapters).count != manifest.Chapters.count {
                problems.append(Problem(reader.path, line: PlistReader.line(of: "Chapters", in: manifestText), "a chapter is listed twice in Chapters"))
            }
            let (read, found) = Layout.readChapters(
                contents.appendingPathComponent("Chapters"), order: manifest.Chapters,
                manifestLine: { (reader.path, PlistReader.line(ofString: $0, in: manifestText)) }, base: base)
            chapters = read
            problems += found
        }

        // Modules: Name.playgroundmodule/Sources/*.swift, with unique names.
        var modules: [LintedBook.Module] = []
        for kind in ["Modules", "UserModules"] {
            let kindURL = contents.appendingPathComponent(kind)
            for entry in Layout.entries(kindURL) {
                let url = kindURL.appendingPathComponent(entry)
                guard entry.hasSuffix(".playgroundmodule"), Layout.isDirectory(url) else {
                    problems.append(Problem(path(url), "stray file: \(kind)/ holds Name.playgroundmodule folders only"))
                    continue
                }
                let name = String(entry.dropLast(".playgroundmodule".count))
                modules.append(.init(name: name, kind: kind, sources: url.appendingPathComponent("Sources")))
                problems += Layout.checkModule(url, name: name, base: base)
            }
        }
        if Set(modules.map(\.name)).count != modules.count {
            problems.append(Problem(path(contents), "two modules share a name: module names must be unique across Modules/ and UserModules/"))
        }
        let resources = contents.appendingPathComponent("PrivateResources")
        for entry in Layout.entries(resources) where !(entry.hasSuffix(".png") || entry == "Glossary.plist" || entry.hasSuffix(".lproj")) {
            problems.append(Problem(path(resources.appendingPathComponent(entry)), "stray file: the book's PrivateResources holds images, Glossary.plist and .lproj folders"))
        }
        return LintedBook(
            base: base, chapters: chapters, modules: modules, resources: resources, manifest: manifest,
            manifestPath: reader.path, book: book, readProblems: problems)
    }
}
