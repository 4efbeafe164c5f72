import BookModel
import Foundation

/// `book build`: sources in, `DelegateVsPublished.playgroundbook` out.
///
/// The book is assembled in a hidden folder beside the output and swapped in with two
/// renames, so a failed build leaves the previous book exactly as it was.
public enum BookBuilder {
    /// Builds the book for sources already read and checked.
    public static func build(_ tree: SourceTree, output: URL) throws -> BookSummary {
        try AtomicFolder.replace(output) { staging in try assemble(tree, into: staging) }
        return BookSummary(tree: tree)
    }

    /// Writes the whole book into `folder` (which must not exist yet).
    static func assemble(_ tree: SourceTree, into folder: URL) throws {
        let contents = folder.appendingPathComponent("Contents")
        let manifest = BookSettings.manifest(
            chapters: tree.chapters.map(\.folder),
            privateModules: tree.modules.filter { $0.kind == "Modules" }.map(\.name))
        try FileWriter.write(PlistWriter.data(manifest), to: contents.appendingPathComponent("Manifest.plist"))

        for chapter in tree.chapters {
            let chapterURL = contents.appendingPathComponent("Chapters/\(chapter.folder)")
            try FileWriter.write(PlistWriter.data(chapter.manifest), to: chapterURL.appendingPathComponent("Manifest.plist"))
            for resources in ["PrivateResources", "PublicResources"] {
                try copyTree(chapter.url.appendingPathComponent(resources), to: chapterURL.appendingPathComponent(resources))
            }
            for page in chapter.pages {
                let pageURL = chapterURL.appendingPathComponent("Pages/\(page.folder)")
                try FileWriter.write(PlistWriter.data(page.manifest), to: pageURL.appendingPathComponent("Manifest.plist"))
                for file in ["main.swift", "LiveView.swift"] {
                    try copyTree(page.url.appendingPathComponent(file), to: pageURL.appendingPathComponent(file))
                }
                for resources in ["PrivateResources", "PublicResources"] {
                    try copyTree(page.url.appendingPathComponent(resources), to: pageURL.appendingPathComponent(resources))
                }
            }
        }
        for module in tree.modules {
            let target = contents.appendingPathComponent("\(module.kind)/\(module.name).playgroundmodule/Sources")
            try copyTree(module.sources, to: target)
        }
        for asset in tree.assets {
            try copyTree(asset, to: contents.appendingPathComponent("PrivateResources/\(asset.lastPathComponent)"))
        }
        let glossary = tree.root.appendingPathComponent("Assets/Glossary.plist")
        var localizations = try TranslationSources.languages(in: tree.root).compactMap { try Localization.load(root: tree.root, language: $0) }
        if !localizations.isEmpty { localizations.insert(try Localization.english(root: tree.root, tree: tree), at: 0) }
        for localization in localizations {
            try localization.write(tree: tree, into: contents, glossary: glossary)
        }
        // A localized image (a Japanese poster) gets its English twin in en.lproj: the page's
        // own image, which a device in any other language also shows.
        for page in tree.pages where !localizations.isEmpty {
            let resources = contents.appendingPathComponent("Chapters/\(page.chapterFolder)/Pages/\(page.folder)/PrivateResources")
            for language in localizations.dropFirst().map(\.language) {
                for file in Layout.entries(resources.appendingPathComponent("\(language).lproj")) where file.hasSuffix(".png") {
                    try copyTree(resources.appendingPathComponent(file), to: resources.appendingPathComponent("en.lproj/\(file)"))
                }
            }
        }
    }

    /// Copies a file, or a folder's files recursively (sorted, bytes only: no dates or
    /// permissions carried over, so the result depends on contents alone). Missing source: no-op.
    static func copyTree(_ source: URL, to target: URL) throws {
        let fileManager = FileManager.default
        guard fileManager.fileExists(atPath: source.path) else { return }
        if Layout.isDirectory(source) {
            for entry in Layout.entries(source) where entry != ".DS_Store" {
                try copyTree(source.appendingPathComponent(entry), to: target.appendingPathComponent(entry))
            }
            return
        }
        guard let data = fileManager.contents(atPath: source.path) else {
            throw Problems([Problem(display(source), "cannot read the file (check its permissions)")])
        }
        try FileWriter.write(data, to: target)
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
