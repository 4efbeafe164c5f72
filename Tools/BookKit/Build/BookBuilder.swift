import Foundation

/// `book build`: sources in, `DelegateVsPublished.playgroundbook` out.
///
/// The book is assembled in a hidden folder beside the output and swapped in with two
/// renames, so a failed build leaves the previous book exactly as it was.
public enum BookBuilder {
    /// Builds the book for the sources at `root` into `output`. Throws every problem at once.
    public static func build(root: URL, output: URL) throws -> BookSummary {
        let tree: SourceTree
        switch SourceTree.load(root: root) {
        case .failure(let problems): throw problems
        case .success(let loaded): tree = loaded
        }
        return try build(tree, output: output)
    }

    /// Builds the book for sources already read and checked.
    static func build(_ tree: SourceTree, output: URL) throws -> BookSummary {
        try AtomicFolder.replace(output) { staging in try assemble(tree, into: staging) }
        return BookSummary(tree: tree)
    }

    /// Writes the whole book into `folder` (which must not exist yet).
    static func assemble(_ tree: SourceTree, into folder: URL) throws {
        let contents = folder.appendingPathComponent("Contents")
        let manifest = BookSettings.manifest(
            chapters: tree.chapters.map(\.folder),
            privateModules: tree.modules.filter { $0.kind == "Modules" }.map(\.name))
        try write(PlistWriter.data(manifest), to: contents.appendingPathComponent("Manifest.plist"))

        for chapter in tree.chapters {
            let chapterURL = contents.appendingPathComponent("Chapters/\(chapter.folder)")
            try write(PlistWriter.data(chapter.manifest), to: chapterURL.appendingPathComponent("Manifest.plist"))
            for resources in ["PrivateResources", "PublicResources"] {
                try copyTree(chapter.url.appendingPathComponent(resources), to: chapterURL.appendingPathComponent(resources))
            }
            for page in chapter.pages {
                let pageURL = chapterURL.appendingPathComponent("Pages/\(page.folder)")
                try write(PlistWriter.data(page.manifest), to: pageURL.appendingPathComponent("Manifest.plist"))
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
        try write(data, to: target)
    }

    public static func write(_ data: Data, to url: URL) throws {
        do {
            // Creating a folder that exists walks and retries every ancestor: look first.
            let folder = url.deletingLastPathComponent()
            if !FileManager.default.fileExists(atPath: folder.path) {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            }
            try data.write(to: url)
        } catch {
            throw Problems([Problem(display(url), "cannot write: \(PlistReader.reason(error))")])
        }
    }
}

/// A folder written whole or not at all: assembled in a hidden sibling, then swapped in with
/// two renames. Any failure leaves the previous folder exactly as it was, and no temporary
/// folder behind. `book build` and `book site` write this way.
public enum AtomicFolder {
    public static func replace(_ output: URL, assemble: (URL) throws -> Void) throws {
        let fileManager = FileManager.default
        let parent = output.deletingLastPathComponent()
        let staging = parent.appendingPathComponent(".\(output.lastPathComponent).building-\(getpid())")
        let previous = parent.appendingPathComponent(".\(output.lastPathComponent).previous-\(getpid())")
        try? fileManager.removeItem(at: staging)
        do {
            try assemble(staging)
        } catch {
            try? fileManager.removeItem(at: staging)
            throw error
        }
        // Swap: old folder aside, new one in, old one gone. Any failure puts the old one back.
        let hadOld = fileManager.fileExists(atPath: output.path)
        do {
            if hadOld { try fileManager.moveItem(at: output, to: previous) }
            try fileManager.moveItem(at: staging, to: output)
        } catch {
            if hadOld && !fileManager.fileExists(atPath: output.path) { try? fileManager.moveItem(at: previous, to: output) }
            try? fileManager.removeItem(at: staging)
            throw Problems([Problem(display(output), "cannot put the new \(output.lastPathComponent) in place: \(PlistReader.reason(error))")])
        }
        if hadOld { try? fileManager.removeItem(at: previous) }
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
