import Foundation

/// The book's fixed settings: what `book build` writes into Contents/Manifest.plist beside
/// the chapter list, which comes from Chapters/.
public enum BookSettings {
    public static let bookFolder = "DelegateVsPublished.playgroundbook"
    public static let cover = "Cover@2x.png"

    public static func manifest(chapters: [String], privateModules: [String]) -> BookManifest {
        BookManifest(
            Version: "7.0", Name: "Delegate vs @Published",
            ContentIdentifier: "io.github.delegatevspublished.book", ContentVersion: "1.0.0",
            DeploymentTarget: "ios17.0", DevelopmentRegion: "en", SwiftVersion: "5.9",
            // Limited: Shop is a user module the learner reads and edits but cannot remove
            // (with Full, deleting it would break every page). docs/FORMAT-NOTES.md has the evidence.
            Chapters: chapters, ImageReference: cover, UserModuleMode: "Limited",
            UserAutoImportedAuxiliaryModules: privateModules.isEmpty ? nil : privateModules,
            SupportsDarkMode: true, MinimumSwiftPlaygroundsVersion: "4.4")
    }
}

/// The author's sources at the repository root: Chapters/, Shared/, Assets/.
public struct SourceTree: Sendable {
    public struct Module: Sendable {
        public var name: String
        /// "UserModules" (learners see and edit it) or "Modules" (private).
        public var kind: String
        public var sources: URL
    }

    public var root: URL
    public var chapters: [ChapterFolder]
    public var modules: [Module]
    public var assets: [URL]

    public var pages: [PageFolder] { chapters.flatMap(\.pages) }

    /// Reads the folders (Lint's `SourceChecks.read` checks them too): the tree, nil when the
    /// chapters cannot be read at all, and what reading found.
    package static func readFolders(root: URL) -> (SourceTree?, [Problem]) {
        let base = root
        var problems: [Problem] = []
        let chaptersURL = root.appendingPathComponent("Chapters")
        if !Layout.isDirectory(chaptersURL) {
            return (nil, [Problem(display(chaptersURL, relativeTo: base), "missing Chapters/ folder (run book from the repository root, or pass --root)")])
        }
        let (chapters, chapterProblems) = Layout.readChapters(
            chaptersURL, order: nil, manifestLine: { _ in ("Chapters", 1) }, base: base)
        problems += chapterProblems
        if chapters.isEmpty && chapterProblems.isEmpty {
            problems.append(Problem(display(chaptersURL, relativeTo: base), "no chapters: add NN-Name.playgroundchapter folders"))
        }

        var modules: [Module] = []
        let shared = root.appendingPathComponent("Shared")
        for entry in Layout.entries(shared) where !["Modules", "UserModules"].contains(entry) {
            problems.append(Problem(display(shared.appendingPathComponent(entry), relativeTo: base), "stray file: Shared/ holds Modules/ and UserModules/ only"))
        }
        for kind in ["UserModules", "Modules"] {
            let kindURL = shared.appendingPathComponent(kind)
            for name in Layout.entries(kindURL) {
                let url = kindURL.appendingPathComponent(name)
                guard Layout.isDirectory(url) else {
                    problems.append(Problem(display(url, relativeTo: base), "stray file: Shared/\(kind)/ holds one folder per module"))
                    continue
                }
                problems += Layout.checkModule(url, name: name, base: base)
                modules.append(Module(name: name, kind: kind, sources: url.appendingPathComponent("Sources")))
            }
        }

        let assetsURL = root.appendingPathComponent("Assets")
        var assets: [URL] = []
        for name in Layout.entries(assetsURL) {
            let url = assetsURL.appendingPathComponent(name)
            if name.hasSuffix(".png") || name == "Glossary.plist" {
                assets.append(url)
            } else {
                problems.append(Problem(display(url, relativeTo: base), "stray file: Assets/ holds PNG images and Glossary.plist only"))
            }
        }
        return (SourceTree(root: root, chapters: chapters, modules: modules, assets: assets), problems)
    }
}
