// What the book's tests share (this package's BookTests and the web edition's SiteTests): the
// sources read once, every page and variant compiled once, and scratch copies to break.
import BookBuild
import BookKit
import BookLint
import BookModel
import BookRun
import BookTour
import Foundation
import XCTest

/// The repository this file sits in.
public let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The sources, read once.
public let sources: SourceTree = {
    switch SourceChecks.load(root: repositoryRoot) {
    case .success(let tree): return tree
    case .failure(let problems): fatalError("the sources have problems:\n\(problems)")
    }
}()

public let variants: [PageVariant] = (try? PageVariant.load(root: repositoryRoot)) ?? []

/// English and every language of Translations/: what the tests check each language for.
public let bookLanguages = ["en"] + TranslationSources.languages(in: repositoryRoot)

/// The Japanese translations, read once (nil when they cannot be read: the tests that use
/// them say so).
public let japaneseTranslations: Localization? = try? Localization.load(root: repositoryRoot, language: "ja")

/// Every page and variant, compiled once (in parallel, cached across runs by their inputs),
/// by the compiler the `book` tool uses.
private let compiled: Result<[String: URL], Error> = Result {
    let programs = BookPrograms.all(tree: sources, variants: variants)
    let compiler = PageCompiler(sharedModules: sources.modules.map(\.name))
    let urls = try compiler.executables(for: programs)
    return Dictionary(uniqueKeysWithValues: zip(programs.map(\.name), urls))
}

/// The executable of a page or variant (by its target name).
public func executable(named name: String, file: StaticString = #filePath, line: UInt = #line) throws -> URL {
    let all: [String: URL]
    do { all = try compiled.get() } catch {
        XCTFail("the pages do not compile: \(error)", file: file, line: line)
        throw error
    }
    guard let url = all[name] else {
        XCTFail("no page or variant named \(name)", file: file, line: line)
        throw CocoaError(.fileNoSuchFile)
    }
    return url
}

public func executable(for page: PageFolder, file: StaticString = #filePath, line: UInt = #line) throws -> URL {
    try executable(named: page.targetName, file: file, line: line)
}

/// Each page's run, cached by name and environment: several tests look at the same output.
private let runCache = Locked([String: PageRunner.Run]())

private func cacheKey(_ name: String, _ environment: [String: String]) -> String {
    ([name] + environment.keys.sorted().map { "\($0)=\(environment[$0]!)" }).joined(separator: "\u{1}")
}

public func runCached(executableNamed name: String, environment: [String: String] = [:],
                      file: StaticString = #filePath, line: UInt = #line) throws -> PageRunner.Run {
    try runCached(executablesNamed: [name], environment: environment, file: file, line: line)[0]
}

/// Runs of several pages or variants, those not yet cached run side by side.
public func runCached(executablesNamed names: [String], environment: [String: String] = [:],
                      file: StaticString = #filePath, line: UInt = #line) throws -> [PageRunner.Run] {
    let missing = names.filter { runCache.value[cacheKey($0, environment)] == nil }
    let executables = try missing.map { try executable(named: $0, file: file, line: line) }
    for (name, result) in zip(missing, PageRunner.runAll(executables.map { ($0, environment) })) {
        let run = try result.get()
        runCache.mutate { $0[cacheKey(name, environment)] = run }
    }
    return names.map { runCache.value[cacheKey($0, environment)]! }
}

public func expectedOutput(_ relativePath: String) -> PageOutput? {
    try? PageOutput.recorded(relativePath, root: repositoryRoot)
}

/// A page's recorded run in `language` (Tests/BookTests/Expected).
public func expectedOutput(_ page: PageFolder, language: String = "en") -> PageOutput? {
    expectedOutput(PageOutput.recordedPath(page, language: language))
}

/// Where scratch files go: a folder of this test process's own, removed when it exits; in
/// memory (/dev/shm) where the machine has it, since the tests copy, build and lint whole books
/// many times. Set as TMPDIR too, for what the tools write there.
public let scratchRoot: URL = {
    var isDirectory: ObjCBool = false
    let memory = FileManager.default.fileExists(atPath: "/dev/shm", isDirectory: &isDirectory) && isDirectory.boolValue
        && FileManager.default.isWritableFile(atPath: "/dev/shm")
    let base = memory ? URL(fileURLWithPath: "/dev/shm") : FileManager.default.temporaryDirectory
    let url = base.appendingPathComponent("booktests-\(getpid())")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    if memory { setenv("TMPDIR", url.path, 1) }
    scratchToRemove = url.path
    atexit { if let path = scratchToRemove { try? FileManager.default.removeItem(atPath: path) } }
    return url
}()
nonisolated(unsafe) private var scratchToRemove: String?

/// A scratch folder removed at the end of the test.
public func scratchFolder(_ test: XCTestCase) throws -> URL {
    let url = try scratchFolder()
    test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
}

/// A scratch folder of its own, removed when the test process exits (Swift Testing suites).
public func scratchFolder() throws -> URL {
    let url = scratchRoot.appendingPathComponent("booktests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Copies the authored sources (Chapters, Shared, Assets, Translations) to a scratch root the
/// test may break; with `book`, the committed book too (built from exactly these sources, as
/// BookToolTests checks), so a test starts from a current book without building one.
public func copyOfSources(_ test: XCTestCase, book: Bool = false) throws -> URL {
    let root = try copyOfSources(book: book)
    test.addTeardownBlock { try? FileManager.default.removeItem(at: root) }
    return root
}

/// The four folders `book build` reads: everything else in the repository is not its input.
public let sourceFolders = ["Chapters", "Shared", "Assets", "Translations"]

public func copyOfSources(book: Bool = false) throws -> URL {
    let root = try scratchFolder()
    var folders = sourceFolders
    if book { folders.append(BookSettings.bookFolder) }
    for folder in folders {
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent(folder), to: root.appendingPathComponent(folder))
    }
    return root
}

/// Every file under a folder with its bytes (the same snapshot the linter compares).
public func snapshot(_ folder: URL) -> [String: Data] { FileSnapshot.take(folder) }

/// A fenced block's lines as a reader sees them: their common indentation removed.
public func readerLines(_ body: [String]) -> [String] {
    let indent = body.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
    return body.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
}

/// Does `block` appear in `lines` as consecutive lines (ignoring trailing spaces)?
public func contains(_ lines: [String], block: [String]) -> Bool {
    let clean = { (line: String) in line.replacingOccurrences(of: #"\s+$"#, with: "", options: .regularExpression) }
    let haystack = lines.map(clean), needle = block.map(clean)
    guard !needle.isEmpty, needle.count <= haystack.count else { return needle.isEmpty }
    return (0...(haystack.count - needle.count)).contains { Array(haystack[$0..<$0 + needle.count]) == needle }
}

/// Two file trees are byte-identical; on failure, names the files that differ.
public func assertSameFiles(_ left: [String: Data], _ right: [String: Data], _ message: String,
                            file: StaticString = #filePath, line: UInt = #line) {
    let differing = Set(left.keys).union(right.keys).filter { left[$0] != right[$0] }.sorted()
    XCTAssertTrue(differing.isEmpty, "\(message): \(differing.prefix(10).joined(separator: ", "))", file: file, line: line)
}

/// What a run of a tool printed.
public struct ToolRun { public var status: Int32; public var out: String; public var err: String }

/// `book build`, `book lint` and `book tour`, called in-process: the same BookKit functions and
/// words the tool uses, without starting it. (`bookProcess` starts the real tool: one
/// end-to-end test per command uses it.)
public func book(_ arguments: [String]) throws -> ToolRun {
    var rest = arguments
    let command = rest.removeFirst()
    func option(_ name: String) -> String? {
        guard let index = rest.firstIndex(of: name), index + 1 < rest.count else { return nil }
        let value = rest[index + 1]
        rest.removeSubrange(index...(index + 1))
        return value
    }
    let root = URL(fileURLWithPath: option("--root") ?? repositoryRoot.path)
    let result: CommandResult
    switch command {
    case "build":
        result = BookCommands.build(root: root, output: option("--output").map { URL(fileURLWithPath: $0) })
    case "lint" where rest.contains("--rules"):
        result = BookCommands.lintRules(root: root, language: option("--lang") ?? "en")
    case "lint":
        let checkSources = !rest.contains("--no-sources")
        rest.removeAll { $0 == "--no-sources" }
        result = BookCommands.lint(root: root, book: rest.first.map { URL(fileURLWithPath: $0) }, checkSources: checkSources)
    case "tour":
        let language = option("--lang") ?? "en"
        let tree: SourceTree
        switch SourceChecks.load(root: root) {
        case .failure(let problems): return ToolRun(status: 1, out: "", err: problems.all.map(\.description).joined(separator: "\n"))
        case .success(let loaded): tree = loaded
        }
        let written = Locked([String]())
        let tour = Tour(root: root, tree: tree, language: language, chapter: option("--chapter").flatMap { Int($0) },
                        page: option("--page").flatMap { Int($0) }, write: { text in written.mutate { $0.append(text) } })
        let failures = try tour.run(compiler: PageCompiler(sharedModules: tree.modules.map(\.name)))
        result = CommandResult(status: failures.isEmpty ? 0 : 1, out: written.value.map { $0 + "\n" }.joined(), err: "")
    default:
        return try bookProcess(arguments)
    }
    return ToolRun(status: result.status, out: result.out, err: result.err)
}

/// Runs the real `book` executable built beside the tests.
public func bookProcess(_ arguments: [String]) throws -> ToolRun {
    try tool("book", arguments)
}

/// Runs one of the package's executables, built beside the tests.
public func tool(_ name: String, _ arguments: [String]) throws -> ToolRun {
    let finished = try ChildProcess.run(PageRunner.productsFolder().appendingPathComponent(name), arguments)
    return ToolRun(status: finished.status, out: finished.outputText, err: finished.errorText)
}

/// A pseudo-translation into `code`, made from Translations/ja in a copy of the sources: every
/// name, hint and word of the tool, the modules and the editions as its English in brackets;
/// prose, glossary and code comments as in English (their Markdown and page links must hold).
/// It shows which texts a language reaches, and that a new language is only a folder.
public func addPseudoLanguage(_ code: String, in root: URL) throws {
    let source = root.appendingPathComponent("Translations/ja")
    let target = root.appendingPathComponent("Translations/\(code)")
    let bracketed: Set<String> = [
        TranslationSources.bookFile, TranslationSources.toolFile, TranslationSources.editionFile, TranslationSources.stringsFile,
        TranslationSources.editableFieldsFile,
    ]
    let files = FileManager.default.enumerator(atPath: source.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".json") } ?? []
    for file in files where file != "Terms.json" {
        var translation = try TranslationFile.read(source.appendingPathComponent(file))
        translation.entries = translation.entries.map { entry in
            var entry = entry
            entry.language = code
            entry.lines = entry.en
            if bracketed.contains(file) || entry.id == "Name" || entry.id.hasPrefix("Hint") {
                entry.lines[0] = "[" + entry.lines[0]
                entry.lines[entry.lines.count - 1] += "]"
            }
            return entry
        }
        let url = target.appendingPathComponent(file)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try translation.data().write(to: url)
    }
}
