import Foundation

/// `book lint`: every rule of the playground book format this project relies on, checked on a
/// built book, plus "the book is exactly what `book build` makes from the sources".
public enum BookLinter {
    /// All problems in the book at `book`; with `sources`, also every difference from a fresh build.
    public static func lint(book: URL, sources: URL?) -> [Problem] {
        let base = book.deletingLastPathComponent()
        let path = { (url: URL) in display(url, relativeTo: base) }
        guard Layout.isDirectory(book) else {
            return [Problem(path(book), "no book here: run `swift run book build` first")]
        }
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
        let lineOf = { (entry: String) in PlistReader.line(ofString: entry, in: manifestText) }

        // Chapters and pages, in the manifest's order.
        var chapters: [ChapterFolder] = []
        if let manifest {
            if Set(manifest.Chapters).count != manifest.Chapters.count {
                problems.append(Problem(reader.path, line: PlistReader.line(of: "Chapters", in: manifestText), "a chapter is listed twice in Chapters"))
            }
            let (read, found) = Layout.readChapters(
                contents.appendingPathComponent("Chapters"), order: manifest.Chapters,
                manifestLine: { (reader.path, lineOf($0)) }, base: base)
            chapters = read
            problems += found
        }

        // Modules: Name.playgroundmodule/Sources/*.swift; auto-imported ones must exist.
        var moduleNames: [String: [String]] = [:]
        var moduleSources: [(name: String, sources: URL)] = []
        for kind in ["Modules", "UserModules"] {
            let kindURL = contents.appendingPathComponent(kind)
            for entry in Layout.entries(kindURL) {
                let url = kindURL.appendingPathComponent(entry)
                guard entry.hasSuffix(".playgroundmodule"), Layout.isDirectory(url) else {
                    problems.append(Problem(path(url), "stray file: \(kind)/ holds Name.playgroundmodule folders only"))
                    continue
                }
                let name = String(entry.dropLast(".playgroundmodule".count))
                moduleNames[kind, default: []].append(name)
                moduleSources.append((name, url.appendingPathComponent("Sources")))
                problems += Layout.checkModule(url, name: name, base: base)
            }
        }
        let allModules = moduleNames.values.joined()
        if Set(allModules).count != allModules.count {
            problems.append(Problem(path(contents), "two modules share a name: module names must be unique across Modules/ and UserModules/"))
        }
        for name in manifest?.UserAutoImportedAuxiliaryModules ?? [] where !(moduleNames["Modules"] ?? []).contains(name) {
            problems.append(Problem(reader.path, line: lineOf(name), "UserAutoImportedAuxiliaryModules lists '\(name)', but Modules/\(name).playgroundmodule does not exist"))
        }

        // Book resources: the cover, the glossary, images.
        let resources = contents.appendingPathComponent("PrivateResources")
        if let cover = manifest?.ImageReference {
            problems += PNG.checkCover(resources.appendingPathComponent(cover), path: path(resources.appendingPathComponent(cover)))
        }
        for entry in Layout.entries(resources) where !(entry.hasSuffix(".png") || entry == "Glossary.plist" || entry.hasSuffix(".lproj")) {
            problems.append(Problem(path(resources.appendingPathComponent(entry)), "stray file: the book's PrivateResources holds images, Glossary.plist and .lproj folders"))
        }
        problems += Layout.checkImages(chapters.flatMap(\.pages), bookResources: resources, base: base)
        problems += developmentLanguage(contents, region: manifest?.DevelopmentRegion ?? "en", path: path)
        problems += Glossary.check(resources.appendingPathComponent("Glossary.plist"), chapters: chapters, base: base)
        if let manifest {
            problems += LearnerRules.check(chapters: chapters, manifest: manifest, manifestPath: reader.path, modules: moduleSources, base: base)
        }

        if let sources {
            // The sources are read and checked once, for both checks.
            switch SourceTree.load(root: sources) {
            case .failure(let found): problems += found.all
            case .success(let tree):
                problems += freshness(book: book, tree: tree)
                problems += TranslationLint.check(root: sources, tree: tree)
            }
        }
        return problems
    }

    /// Wherever a resources folder holds a language's `.lproj`, it holds the development
    /// language's too, with at least the same files, as Apple's localized books do: without it
    /// a device in a third language may fall back to the only localization there is.
    static func developmentLanguage(_ contents: URL, region: String, path: (URL) -> String) -> [Problem] {
        var problems: [Problem] = []
        guard let walker = FileManager.default.enumerator(at: contents, includingPropertiesForKeys: nil) else { return [] }
        var folders: [URL] = []
        for case let url as URL in walker where url.lastPathComponent == "PrivateResources" || url.lastPathComponent == "PublicResources" {
            folders.append(url)
        }
        for folder in folders.sorted(by: { $0.path < $1.path }) {
            let languages = Layout.entries(folder).filter { $0.hasSuffix(".lproj") && $0 != "\(region).lproj" }
            guard !languages.isEmpty else { continue }
            let development = folder.appendingPathComponent("\(region).lproj")
            let present = Set(Layout.entries(development))
            for language in languages {
                for file in Layout.entries(folder.appendingPathComponent(language)) where !present.contains(file) {
                    problems.append(Problem(path(development.appendingPathComponent(file)),
                                            "\(language)/\(file) has no \(region).lproj counterpart: ship the development language (DevelopmentRegion \(region)) beside every other, as Apple's localized books do"))
                }
            }
        }
        return problems
    }

    /// Differences between `book` and what `book build` makes from `sources` now.
    static func freshness(book: URL, tree: SourceTree) -> [Problem] {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("book-lint-\(getpid())-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let fresh = scratch.appendingPathComponent(book.lastPathComponent)
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            _ = try BookBuilder.build(tree, output: fresh)
        } catch let problems as Problems {
            return problems.all
        } catch {
            return [Problem(display(tree.root), "cannot build the book from the sources: \(error)")]
        }
        let built = FileSnapshot.take(fresh)
        let shipped = FileSnapshot.take(book)
        let name = book.lastPathComponent
        var problems: [Problem] = []
        for file in Set(built.keys).union(shipped.keys).sorted() {
            let where_ = "\(name)/\(file)"
            switch (built[file], shipped[file]) {
            case (nil, _?): problems.append(Problem(where_, "not made by `book build` from today's sources: run `swift run book build`"))
            case (_?, nil): problems.append(Problem(where_, "missing: the sources have it; run `swift run book build`"))
            case let (a?, b?) where a != b:
                problems.append(Problem(where_, line: firstDifferentLine(a, b), "differs from what `book build` makes from today's sources: run `swift run book build`"))
            default: break
            }
        }
        return problems
    }

    static func firstDifferentLine(_ a: Data, _ b: Data) -> Int {
        let left = String(decoding: a, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let right = String(decoding: b, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<min(left.count, right.count) where left[index] != right[index] { return index + 1 }
        return min(left.count, right.count) + 1
    }
}
