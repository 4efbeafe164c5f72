import Foundation

/// What the book looks like on disk, read the same way from the sources and from a built book:
/// chapters and pages have the same layout in `Chapters/` and in `Contents/Chapters/`.
public struct PageFolder: Sendable {
    public var chapterFolder: String
    public var folder: String
    public var url: URL
    public var manifest: PageManifest
    public var markup: PageMarkup

    package init(chapterFolder: String, folder: String, url: URL, manifest: PageManifest, markup: PageMarkup) {
        self.chapterFolder = chapterFolder
        self.folder = folder
        self.url = url
        self.manifest = manifest
        self.markup = markup
    }
    /// The name of the page's executable (PageCompiler).
    public var targetName: String { PageTarget.name(chapter: chapterFolder, page: folder) }
    /// Results logging on: the app compiles the page with the playground transform and shows
    /// each line's results beside it.
    public var logsResults: Bool { manifest.PlaygroundLoggingMode != "Off" }
    /// An exercise: its hidden code assesses what the learner wrote.
    public var isExercise: Bool { markup.lines.contains { $0.kind == .hiddenCode && $0.text.contains("Stage.assess(") } }
    /// A prediction checkpoint: its hidden code grades the learner's prediction.
    public var isCheckpoint: Bool { markup.lines.contains { $0.kind == .hiddenCode && $0.text.contains("Stage.predict(") } }
}

public struct ChapterFolder: Sendable {
    public var folder: String
    public var url: URL
    public var manifest: ChapterManifest
    public var pages: [PageFolder]

    /// The shelf: optional chapters, one question a page, beside the course. Their folders are
    /// named `NN-Shelf…`; everything else is the course, read in order.
    public var isShelf: Bool { folder.dropFirst(3).hasPrefix("Shelf") }
}

public enum PageTarget {
    /// `Page_<chapter stem>_<page stem>`, non-alphanumerics as `_`.
    public static func name(chapter: String, page: String) -> String {
        let stem = { (folder: String) in String(folder.split(separator: ".").first ?? "") }
        let raw = "Page_" + stem(chapter) + "_" + stem(page)
        return String(raw.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }
}

package enum Layout {
    static let fileManager = FileManager.default

    /// Entries of a folder, sorted, hidden files included (a stray .DS_Store is a problem).
    package static func entries(_ url: URL) -> [String] {
        ((try? fileManager.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }

    package static func isDirectory(_ url: URL) -> Bool {
        var isDir: ObjCBool = false
        return fileManager.fileExists(atPath: url.path, isDirectory: &isDir) && isDir.boolValue
    }

    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.first, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { ($0.isLetter || $0.isNumber || $0 == "_") && $0.isASCII }
    }

    /// Reads the chapters under `chaptersURL` in `order` (the book manifest's list), or in
    /// folder order when `order` is nil (sources). Every problem is collected.
    package static func readChapters(_ chaptersURL: URL, order: [String]?, manifestLine: (String) -> (String, Int), base: URL)
        -> (chapters: [ChapterFolder], problems: [Problem])
    {
        var problems: [Problem] = []
        var chapters: [ChapterFolder] = []
        let present = entries(chaptersURL)
        let listed = order ?? present.filter { $0.hasSuffix(".playgroundchapter") }
        for name in present where !listed.contains(name) {
            let url = chaptersURL.appendingPathComponent(name)
            problems.append(
                Problem(
                    display(url, relativeTo: base),
                    name.hasSuffix(".playgroundchapter") ? "chapter folder not listed in the book manifest's Chapters" : "stray file: only .playgroundchapter folders belong here"))
        }
        var names: [String: String] = [:]
        for name in listed {
            let url = chaptersURL.appendingPathComponent(name)
            guard name.hasSuffix(".playgroundchapter") else {
                let (path, line) = manifestLine(name)
                problems.append(Problem(path, line: line, "chapter '\(name)' must be a folder ending in .playgroundchapter"))
                continue
            }
            guard isDirectory(url) else {
                let (path, line) = manifestLine(name)
                problems.append(Problem(path, line: line, "chapter '\(name)' is listed but its folder is missing"))
                continue
            }
            let manifestURL = url.appendingPathComponent("Manifest.plist")
            let reader = PlistReader(url: manifestURL, path: display(manifestURL, relativeTo: base))
            switch reader.decode(ChapterManifest.self, rules: ManifestRules.chapter) {
            case .failure(let found): problems += found.all
            case .success(let manifest):
                if let other = names[manifest.Name] {
                    problems.append(Problem(reader.path, line: 1, "chapter name '\(manifest.Name)' is also the name of \(other); names must be unique"))
                }
                names[manifest.Name] = name
                let (pages, pageProblems) = readPages(url, chapterFolder: name, manifest: manifest, manifestText: reader, base: base)
                problems += pageProblems
                chapters.append(ChapterFolder(folder: name, url: url, manifest: manifest, pages: pages))
            }
            for entry in entries(url) where !["Manifest.plist", "Pages", "PrivateResources", "PublicResources"].contains(entry) {
                problems.append(Problem(display(url.appendingPathComponent(entry), relativeTo: base), "stray file: a chapter holds Manifest.plist, Pages/ and resources only"))
            }
        }
        return (chapters, problems)
    }

    static func readPages(_ chapterURL: URL, chapterFolder: String, manifest: ChapterManifest, manifestText reader: PlistReader, base: URL)
        -> ([PageFolder], [Problem])
    {
        var problems: [Problem] = []
        var pages: [PageFolder] = []
        let pagesURL = chapterURL.appendingPathComponent("Pages")
        let text = String(decoding: fileManager.contents(atPath: reader.url.path) ?? Data(), as: UTF8.self)
        let lineOf = { (entry: String) in PlistReader.line(ofString: entry, in: text) }
        for name in entries(pagesURL) where !manifest.Pages.contains(name) {
            problems.append(
                Problem(
                    display(pagesURL.appendingPathComponent(name), relativeTo: base),
                    "page folder not listed in \(chapterFolder)/Manifest.plist's Pages"))
        }
        var names: [String: String] = [:]
        for name in manifest.Pages {
            let url = pagesURL.appendingPathComponent(name)
            guard name.hasSuffix(".playgroundpage") || name.hasSuffix(".cutscenepage") else {
                problems.append(Problem(reader.path, line: lineOf(name), "page '\(name)' must end in .playgroundpage or .cutscenepage"))
                continue
            }
            guard isDirectory(url) else {
                problems.append(Problem(reader.path, line: lineOf(name), "page '\(name)' is listed but its folder is missing"))
                continue
            }
            if name.hasSuffix(".cutscenepage") { continue }
            let manifestURL = url.appendingPathComponent("Manifest.plist")
            let pageReader = PlistReader(url: manifestURL, path: display(manifestURL, relativeTo: base))
            let mainURL = url.appendingPathComponent("main.swift")
            let mainPath = display(mainURL, relativeTo: base)
            var markup = PageMarkup(source: "", path: mainPath)
            if let data = fileManager.contents(atPath: mainURL.path) {
                markup = PageMarkup(source: String(decoding: data, as: UTF8.self), path: mainPath)
            } else {
                problems.append(
                    Problem(mainPath, fileManager.fileExists(atPath: mainURL.path) ? "cannot read the file (check its permissions)" : "missing main.swift: every page needs one (format 6.0 and later)")
                )
            }
            for entry in entries(url) where !["Manifest.plist", "main.swift", "LiveView.swift", "PrivateResources", "PublicResources"].contains(entry) {
                let message =
                    entry == "Contents.swift"
                    ? "Contents.swift is the pre-6.0 page file: name it main.swift"
                    : entry == "Edits"
                        ? "Edits/ is the app's record of a learner's changes: never ship it"
                        : "stray file: a page holds Manifest.plist, main.swift, LiveView.swift and resources only"
                problems.append(Problem(display(url.appendingPathComponent(entry), relativeTo: base), message))
            }
            problems += checkHints(url.appendingPathComponent("PrivateResources/Hints.plist"), base: base)
            for entry in entries(url.appendingPathComponent("PrivateResources")) where entry.hasSuffix(".lproj") {
                problems += checkHints(url.appendingPathComponent("PrivateResources/\(entry)/Hints.plist"), base: base)
            }
            switch pageReader.decode(PageManifest.self, rules: ManifestRules.page) {
            case .failure(let found): problems += found.all
            case .success(let pageManifest):
                if let other = names[pageManifest.Name] {
                    problems.append(
                        Problem(
                            pageReader.path, line: PlistReader.line(of: "Name", in: String(decoding: fileManager.contents(atPath: manifestURL.path) ?? Data(), as: UTF8.self)),
                            "page name '\(pageManifest.Name)' is also the name of \(other) in this chapter; names must be unique"))
                }
                names[pageManifest.Name] = name
                if let poster = pageManifest.PosterReference {
                    let found = ["PrivateResources", "PublicResources"].contains { fileManager.fileExists(atPath: url.appendingPathComponent("\($0)/\(poster)").path) }
                    if !found { problems.append(Problem(pageReader.path, "PosterReference '\(poster)' is not in the page's resources")) }
                }
                pages.append(PageFolder(chapterFolder: chapterFolder, folder: name, url: url, manifest: pageManifest, markup: markup))
            }
        }
        return (pages, problems)
    }

    /// Hints.plist: {Hints: [{Content or FileReference, optional SpoilerButtonTitle}]}.
    static func checkHints(_ url: URL, base: URL) -> [Problem] {
        guard fileManager.fileExists(atPath: url.path) else { return [] }
        let reader = PlistReader(url: url, path: display(url, relativeTo: base))
        switch reader.dictionary() {
        case .failure(let problems): return problems.all
        case .success(let (dict, text, _)):
            guard let hints = dict["Hints"] as? [Any], !hints.isEmpty else {
                return [Problem(reader.path, line: PlistReader.line(of: "Hints", in: text), "'Hints' must be a non-empty array of hints")]
            }
            var problems: [Problem] = []
            for (index, hint) in hints.enumerated() {
                guard let hint = hint as? [String: Any] else {
                    problems.append(Problem(reader.path, "hint \(index + 1) must be a dictionary"))
                    continue
                }
                let has = (hint["Content"] != nil ? 1 : 0) + (hint["FileReference"] != nil ? 1 : 0)
                if has != 1 { problems.append(Problem(reader.path, "hint \(index + 1) must have exactly one of Content or FileReference")) }
                if let file = hint["FileReference"] as? String,
                    !fileManager.fileExists(atPath: url.deletingLastPathComponent().appendingPathComponent(file).path)
                {
                    problems.append(Problem(reader.path, "hint \(index + 1)'s FileReference '\(file)' is not in PrivateResources"))
                }
                for key in hint.keys where !["Content", "FileReference", "SpoilerButtonTitle"].contains(key) {
                    problems.append(Problem(reader.path, line: PlistReader.line(of: key, in: text), "unknown hint key '\(key)'"))
                }
            }
            return problems
        }
    }

    /// A module folder: only Sources/ with .swift files (nested folders allowed).
    package static func checkModule(_ url: URL, name: String, base: URL, allowedBesideSources: [String] = []) -> [Problem] {
        var problems: [Problem] = []
        if !isIdentifier(name) {
            problems.append(Problem(display(url, relativeTo: base), "module name '\(name)' is not a Swift identifier"))
        }
        let sources = url.appendingPathComponent("Sources")
        if !isDirectory(sources) {
            problems.append(Problem(display(url, relativeTo: base), "module has no Sources/ folder"))
        }
        for entry in entries(url) where entry != "Sources" && !allowedBesideSources.contains(entry) {
            problems.append(
                Problem(
                    display(url.appendingPathComponent(entry), relativeTo: base),
                    "file outside Sources/: only Sources/*.swift is compiled, and a stray file can stop the book opening"))
        }
        var swiftFiles = 0
        if let walker = fileManager.enumerator(atPath: sources.path) {
            for case let relative as String in walker {
                let file = sources.appendingPathComponent(relative)
                if isDirectory(file) { continue }
                if relative.hasSuffix(".swift") {
                    swiftFiles += 1
                    if !fileManager.isReadableFile(atPath: file.path) {
                        problems.append(Problem(display(file, relativeTo: base), "cannot read the file (check its permissions)"))
                    }
                } else {
                    problems.append(Problem(display(file, relativeTo: base), "only .swift files belong in a module's Sources/"))
                }
            }
        }
        if swiftFiles == 0 && isDirectory(sources) {
            problems.append(Problem(display(sources, relativeTo: base), "module has no .swift files"))
        }
        return problems
    }
}
