import BookModel
import Foundation

/// `book build`: sources in, `DelegateVsPublished.playgroundbook` out.
///
/// The book is made in memory, then written to a hidden folder beside the output and swapped
/// in with two renames, so a failed build leaves the previous book exactly as it was. The lint
/// compares the files in memory with the committed book (BookIsCurrent).
public enum BookBuilder {
    /// Builds the book for sources already read and checked.
    public static func build(_ tree: SourceTree, output: URL) throws -> BookSummary {
        let book = try files(tree)
        try AtomicFolder.replace(output) { staging in
            for (path, data) in book.sorted(by: { $0.key < $1.key }) { try FileWriter.write(data, to: staging.appendingPathComponent(path)) }
        }
        return BookSummary(tree: tree)
    }

    /// Every file of the book, by its path inside the book folder.
    public static func files(_ tree: SourceTree) throws -> [String: Data] {
        // A folder that is never written: what the files' paths are relative to.
        let book = BookFiles(base: URL(fileURLWithPath: "/\(BookSettings.bookFolder)"))
        try assemble(tree, into: book)
        return book.files
    }

    /// Puts the whole book into `book`.
    static func assemble(_ tree: SourceTree, into book: BookFiles) throws {
        let contents = book.base.appendingPathComponent("Contents")
        let manifest = BookSettings.manifest(
            chapters: tree.chapters.map(\.folder),
            privateModules: tree.modules.filter { $0.kind == "Modules" }.map(\.name))
        book.add(try PlistWriter.data(manifest), at: contents.appendingPathComponent("Manifest.plist"))

        for chapter in tree.chapters {
            let chapterURL = contents.appendingPathComponent("Chapters/\(chapter.folder)")
            book.add(try PlistWriter.data(chapter.manifest), at: chapterURL.appendingPathComponent("Manifest.plist"))
            for resources in ["PrivateResources", "PublicResources"] {
                try book.copy(chapter.url.appendingPathComponent(resources), to: chapterURL.appendingPathComponent(resources))
            }
            for page in chapter.pages {
                let pageURL = chapterURL.appendingPathComponent("Pages/\(page.folder)")
                book.add(try PlistWriter.data(page.manifest), at: pageURL.appendingPathComponent("Manifest.plist"))
                for file in ["main.swift", "LiveView.swift"] {
                    try book.copy(page.url.appendingPathComponent(file), to: pageURL.appendingPathComponent(file))
                }
                for resources in ["PrivateResources", "PublicResources"] {
                    try book.copy(page.url.appendingPathComponent(resources), to: pageURL.appendingPathComponent(resources))
                }
            }
        }
        for module in tree.modules {
            let target = contents.appendingPathComponent("\(module.kind)/\(module.name).playgroundmodule/Sources")
            try book.copy(module.sources, to: target)
        }
        for asset in tree.assets {
            try book.copy(asset, to: contents.appendingPathComponent("PrivateResources/\(asset.lastPathComponent)"))
        }
        let glossary = tree.root.appendingPathComponent("Assets/Glossary.plist")
        var localizations = try TranslationSources.languages(in: tree.root).compactMap { try Localization.load(root: tree.root, language: $0) }
        if !localizations.isEmpty { localizations.insert(try Localization.english(root: tree.root, tree: tree), at: 0) }
        for localization in localizations {
            try localization.write(tree: tree, into: contents, glossary: glossary) { data, url in book.add(data, at: url) }
        }
        // A localized image (a Japanese poster) gets its English twin in en.lproj: the page's
        // own image, which a device in any other language also shows.
        for page in tree.pages where !localizations.isEmpty {
            let resources = contents.appendingPathComponent("Chapters/\(page.chapterFolder)/Pages/\(page.folder)/PrivateResources")
            for language in localizations.dropFirst().map(\.language) {
                for name in book.names(in: resources.appendingPathComponent("\(language).lproj")) where name.hasSuffix(".png") {
                    if let own = book.file(at: resources.appendingPathComponent(name)) { book.add(own, at: resources.appendingPathComponent("en.lproj/\(name)")) }
                }
            }
        }
    }
}

/// A book's files while it is being made: in memory, by their paths inside `base`.
final class BookFiles {
    let base: URL
    private(set) var files: [String: Data] = [:]

    init(base: URL) { self.base = base }

    func add(_ data: Data, at url: URL) {
        files[path(url)] = data
    }

    func file(at url: URL) -> Data? { files[path(url)] }

    /// The names of the files directly in `folder`, sorted.
    func names(in folder: URL) -> [String] {
        let prefix = path(folder) + "/"
        return files.keys.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }.filter { !$0.contains("/") }.sorted()
    }

    private func path(_ url: URL) -> String { String(url.path.dropFirst(base.path.count + 1)) }

    /// Copies a file, or a folder's files recursively (sorted, bytes only: no dates or
    /// permissions carried over, so the result depends on contents alone). Missing source: no-op.
    func copy(_ source: URL, to target: URL) throws {
        let fileManager = FileManager.default
        guard fileManager.fileExists(atPath: source.path) else { return }
        if Layout.isDirectory(source) {
            for entry in Layout.entries(source) where entry != ".DS_Store" {
                try copy(source.appendingPathComponent(entry), to: target.appendingPathComponent(entry))
            }
            return
        }
        guard let data = fileManager.contents(atPath: source.path) else {
            throw Problems([Problem(display(source), "cannot read the file (check its permissions)")])
        }
        add(data, at: target)
    }
}

/// What a build made, for the tool's one-line report.
public struct BookSummary: Equatable {
    public var chapters: Int
    public var pages: Int
    public var modules: [String]

    init(tree: SourceTree) {
        chapters = tree.chapters.count
        pages = tree.pages.count
        modules = tree.modules.map(\.name)
    }
}

/// Every file under a folder with its bytes, keyed by relative path: how two books compare.
public enum FileSnapshot {
    public static func take(_ root: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return files }
        for case let relative as String in walker {
            let url = root.appendingPathComponent(relative)
            if Layout.isDirectory(url) { continue }
            files[relative] = FileManager.default.contents(atPath: url.path) ?? Data()
        }
        return files
    }
}
