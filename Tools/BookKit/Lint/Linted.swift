import BookModel
import Foundation

/// What the app the book targets ships, which page rules compare against.
struct BookFacts: Sendable {
    /// The Swift compiler each Swift Playgrounds release ships.
    static let swiftOfApp: [String: String] = ["4.4": "5.9", "4.5": "5.10", "4.6": "6.0", "4.7": "6.2"]
    /// Attached and freestanding macros of Apple's SDKs that pages might use.
    static let knownMacros = [
        "@Observable", "@ObservationIgnored", "@ObservationTracked", "@Model", "@Entry", "@Previewable",
        "#Preview", "#Predicate", "#Expression",
    ]

    var minimumApp = "4.4"
    var minimumSwift: String? = "5.9"
    var macros = knownMacros

    init() {}

    init(manifest: BookManifest?, modules: [LintedBook.Module]) {
        minimumApp = manifest?.MinimumSwiftPlaygroundsVersion ?? "4.4"
        minimumSwift = Self.swiftOfApp[minimumApp]
        let declared = modules.flatMap { $0.files.flatMap { CodeScan.declaredMacros(in: $0.text) } }
        macros += declared.map { "@" + $0 } + declared.map { "#" + $0 }
    }
}

/// One page as its rules see it.
struct LintedPage {
    var page: PageFolder
    var path: String
    var manifestPath: String
    var facts: BookFacts
    /// Where an image its prose shows may be: the page's, the chapter's and the book's resources.
    var resources: [URL]
    /// Each code line without its comments and string contents, worked out once for all rules.
    let stripped: [Int: String]

    init(_ page: PageFolder, base: URL, facts: BookFacts, bookResources: URL) {
        self.page = page
        path = display(page.url.appendingPathComponent("main.swift"), relativeTo: base)
        manifestPath = display(page.url.appendingPathComponent("Manifest.plist"), relativeTo: base)
        self.facts = facts
        let chapter = page.url.deletingLastPathComponent().deletingLastPathComponent()
        resources = [page.url, chapter].flatMap { ["PrivateResources", "PublicResources"].map($0.appendingPathComponent) } + [bookResources]
        var stripped: [Int: String] = [:]
        for line in page.markup.lines where line.kind != .prose { stripped[line.number] = CodeScan.stripped(line.text) }
        self.stripped = stripped
    }

    var markup: PageMarkup { page.markup }
    var logging: Bool { page.logsResults }
    var code: [PageMarkup.Line] { markup.lines.filter { $0.kind != .prose } }
    func stripped(_ line: PageMarkup.Line) -> String { stripped[line.number] ?? "" }
}

/// One text a reader reads, and where it stands.
struct LintedText {
    var text: String
    var language: String
    /// The entry's id in its translation file; the prose block's key for English prose.
    var id: String
    var path: String
    var line: () -> Int
    /// A page's text (rather than the glossary's, the tool's or a module's).
    var isPage: Bool
    /// Variants the language's term list avoids, with the term it uses instead.
    var avoided: [(variant: String, term: String)] = []
}

/// The whole book as its rules see it: the sources, a built book, or both.
public struct LintedBook: Sendable {
    struct Module: Sendable {
        var name: String
        var kind: String
        var sources: URL
        /// Its Swift files, read once for every rule that looks at them.
        var files: [(url: URL, text: String)]

        init(name: String, kind: String, sources: URL) {
            (self.name, self.kind, self.sources) = (name, kind, sources)
            files = CodeScan.swiftFiles(sources)
        }
    }

    var base: URL
    var chapters: [ChapterFolder]
    var modules: [Module]
    /// Assets/ for the sources, Contents/PrivateResources for a built book.
    var resources: URL
    var manifest: BookManifest?
    var manifestPath: String
    /// A built book's folder, when the rule looks at one.
    var book: URL?
    /// The sources, when the rule looks at them.
    var tree: SourceTree?
    /// What reading the folders and manifests found.
    var readProblems: [Problem]
    /// Each language's translations, when the rule looks at a book beside its sources.
    var translations: [TranslationSet] = []

    var pages: [PageFolder] { chapters.flatMap(\.pages) }
    var facts: BookFacts { BookFacts(manifest: manifest, modules: modules) }
    func path(_ url: URL) -> String { display(url, relativeTo: base) }
}
