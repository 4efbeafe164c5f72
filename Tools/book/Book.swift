import ArgumentParser
import BookKit
import Foundation

@main
struct Book: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Build, check and run the DelegateVsPublished playground book.",
        discussion: "Run from the repository root. Sources: Chapters/, Shared/, Assets/.",
        subcommands: [Build.self, Lint.self, Tour.self, Site.self, Expect.self, Posters.self, Translate.self, SVG.self],
        defaultSubcommand: Tour.self)
}

/// The options every command shares.
struct RootOptions: ParsableArguments {
    @Option(help: "The repository root (holds Chapters/, Shared/, Assets/).")
    var root: String = FileManager.default.currentDirectoryPath

    var rootURL: URL { URL(fileURLWithPath: root).standardizedFileURL }
    var bookURL: URL { rootURL.appendingPathComponent(BookSettings.bookFolder) }
}

/// Prints problems one per line on standard error and exits non-zero.
func fail(_ problems: [Problem]) -> ExitCode {
    for problem in problems { FileHandle.standardError.write(Data((problem.description + "\n").utf8)) }
    FileHandle.standardError.write(Data("\(problems.count) problem\(problems.count == 1 ? "" : "s")\n".utf8))
    return ExitCode.failure
}

extension Book {
    struct Build: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Assemble the book from the sources.",
            discussion: "Writes \(BookSettings.bookFolder) atomically: on any error the previous book stays as it was.")

        @OptionGroup var options: RootOptions
        @Option(help: "Where to write the book (default: <root>/\(BookSettings.bookFolder)).")
        var output: String?

        func run() throws {
            let target = output.map { URL(fileURLWithPath: $0).standardizedFileURL } ?? options.bookURL
            do {
                let summary = try BookBuilder.build(root: options.rootURL, output: target)
                print("built \(target.lastPathComponent): \(summary.chapters) chapters, \(summary.pages) pages, modules \(summary.modules.joined(separator: ", "))")
            } catch let problems as Problems {
                throw fail(problems.all)
            }
        }
    }

    struct Lint: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check a book against the playground book format and the sources.",
            discussion: "Prints one line per problem (path:line: what is wrong) and exits non-zero if there are any.")

        @OptionGroup var options: RootOptions
        @Argument(help: "The book to check (default: the committed book).")
        var path: String?
        @Flag(help: "Skip the check that the book is what `book build` makes from today's sources.")
        var noSources = false

        func run() throws {
            let book = path.map { URL(fileURLWithPath: $0).standardizedFileURL } ?? options.bookURL
            let problems = BookLinter.lint(book: book, sources: noSources ? nil : options.rootURL)
            if !problems.isEmpty { throw fail(problems) }
            print("\(book.lastPathComponent): no problems")
        }
    }

    struct Tour: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Run every page in book order and show it as Swift Playgrounds does.",
            discussion: """
                For each page: its prose and its code as the learner sees them (hidden code removed, \
                editable regions marked ✎ and ⟦ ⟧), then what the app shows after a run: inline results \
                only where results logging is on, the live view as text, and an exercise's verdict with \
                the first hint. A page that fails is reported and the tour goes on; the exit status says \
                whether any failed.
                """)

        @OptionGroup var options: RootOptions
        @Option(help: "Only this chapter (1 is the first).")
        var chapter: Int?
        @Option(help: "Only this page of each chosen chapter (1 is the first).")
        var page: Int?
        @Flag(help: "Wait for Enter before each part of a page (prose, code, what the app shows): for a presenter.")
        var step = false
        @Flag(help: "Run the executables as they are, never rebuilding them first (what the tests use).")
        var noBuild = false
        @Option(help: "The language to show the book in: en, or ja (from Translations/ja).")
        var lang = "en"

        func run() throws {
            let tree = try loadTree(options)
            if let chapter, !(1...tree.chapters.count).contains(chapter) {
                throw ValidationError("--chapter must be between 1 and \(tree.chapters.count)")
            }
            guard lang == "en" || TranslationSources.languages.contains(lang) else {
                throw ValidationError("--lang must be en or one of \(TranslationSources.languages.joined(separator: ", "))")
            }
            let localization = lang == "en" ? nil : try Localization.load(root: options.rootURL, language: lang)
            if lang != "en" && localization == nil { throw ValidationError("no translations in Translations/\(lang)") }
            let labels = AppView.Labels.of(lang)
            // The pages look their words up in the Localizable.strings a build would ship.
            let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("book-tour-\(getpid())")
            defer { try? FileManager.default.removeItem(at: scratch) }
            let environment = try Localization.environment(root: options.rootURL, language: lang, scratch: scratch)
            let chosen = tree.chapters.enumerated().filter { chapter == nil || $0.offset + 1 == chapter }
            var failures: [String] = []
            var shown = 0
            var parts = 0
            /// With --step, waits for Enter before every part after the first.
            func part(_ text: String) {
                if step && parts > 0 {
                    print("[Enter]", terminator: "")
                    _ = readLine()
                }
                parts += 1
                print(text)
            }
            for (chapterIndex, chapter) in chosen {
                if let page, !(1...chapter.pages.count).contains(page) {
                    throw ValidationError("--page must be between 1 and \(chapter.pages.count) in chapter \(chapterIndex + 1)")
                }
                for (pageIndex, pageFolder) in chapter.pages.enumerated() where page == nil || pageIndex + 1 == page {
                    shown += 1
                    let chapterName = localization?.name(of: chapter) ?? chapter.manifest.Name
                    let pageName = localization?.name(of: pageFolder) ?? pageFolder.manifest.Name
                    let title = lang == "ja"
                        ? "第\(chapterIndex + 1)章 \(chapterName) / \(pageIndex + 1)ページ: \(pageName)"
                        : "Chapter \(chapterIndex + 1): \(chapterName) / Page \(pageIndex + 1): \(pageName)"
                    let rule = String(repeating: "=", count: title.count)
                    var first = true
                    let translated = localization?.page(pageFolder)
                    for section in LearnerView.sections(pageFolder.markup, translation: { translated?.text($0) }) {
                        let heading = first ? "\n\(rule)\n\(title)\n\(rule)\n" : ""
                        first = false
                        switch section {
                        case .prose(let text): part(heading + text)
                        case .code(let lines): part(heading + "\n" + labels.code + "\n" + lines.joined(separator: "\n") + "\n")
                        }
                    }
                    guard let executable = noBuild ? PageRunner.executable(for: pageFolder) : try executable(for: pageFolder) else {
                        print("(not run) " + PageRunner.missingExecutableMessage(pageFolder))
                        failures.append(title)
                        continue
                    }
                    let result = try PageRunner.run(executable, environment: environment)
                    part(AppView.text(PageOutput(parsing: result.output), logging: pageFolder.manifest.PlaygroundLoggingMode != "Off", labels: labels))
                    if !result.succeeded {
                        let why = result.timedOut ? "timed out" : result.status > 128 ? "crashed (signal \(result.status - 128))" : "exited with status \(result.status)"
                        print("!!! page '\(pageFolder.manifest.Name)' \(why)")
                        if !result.errors.isEmpty { print(result.errors) }
                        failures.append(title)
                    }
                }
            }
            if !failures.isEmpty {
                print("\n\(failures.count) page\(failures.count == 1 ? "" : "s") failed:\n" + failures.map { "  " + $0 }.joined(separator: "\n"))
                throw ExitCode.failure
            }
            print(lang == "ja" ? "\n\(shown)ページ、すべて実行しました。" : "\n\(shown) page\(shown == 1 ? "" : "s"), all ran.")
        }
    }

    struct Expect: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Record what each page prints as its expected output (Tests/BookTests/Expected).",
            discussion: "Runs the real pages; review the diff before committing it.")

        @OptionGroup var options: RootOptions
        @Flag(help: "Do not build the pages and variants first.")
        var noBuild = false

        func run() throws {
            let tree = try loadTree(options)
            if !noBuild {
                try rebuild(["--build-tests"])
                rebuilt = true
            }
            // Each translation's environment, written once: the web edition shows these runs.
            let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("book-expect-\(getpid())")
            defer { try? FileManager.default.removeItem(at: scratch) }
            let environments = try TranslationSources.languages.map { ($0, try Localization.environment(root: options.rootURL, language: $0, scratch: scratch)) }
            for page in tree.pages {
                guard let executable = try executable(for: page) else {
                    throw ValidationError(PageRunner.missingExecutableMessage(page))
                }
                let result = try PageRunner.run(executable)
                guard result.succeeded else {
                    throw ValidationError("page \(page.chapterFolder)/\(page.folder) failed (status \(result.status)):\n\(result.errors)")
                }
                try write(result.output, to: "\(page.chapterFolder)/\(page.folder).txt")
                for (language, environment) in environments {
                    let translated = try PageRunner.run(executable, environment: environment)
                    try write(translated.output, to: "\(language)/\(page.chapterFolder)/\(page.folder).txt")
                }
            }
            for variant in try PageVariant.load(root: options.rootURL) {
                let executable = try variantExecutable(variant)
                let result = try PageRunner.run(executable)
                try write(result.output, to: "Variants/\(variant.name).txt")
            }
        }

        /// Writes one expected output under Tests/BookTests/Expected.
        func write(_ output: String, to relativePath: String) throws {
            let file = options.rootURL.appendingPathComponent("Tests/BookTests/Expected/\(relativePath)")
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(output.utf8).write(to: file)
            print("wrote Tests/BookTests/Expected/\(relativePath)")
        }
    }

    struct Posters: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Draw each live-view page's poster from its real run.",
            discussion: """
                Runs every page that sets a live view with BOOK_STAGE_POSTER set, so the page writes its \
                last live view as SVG; keeps that SVG under Tests/BookTests/Expected/Posters (the tests \
                check it is current) and renders it with rsvg-convert to the page's \
                PrivateResources/\(PosterFiles.png), the image Swift Playgrounds shows before the page runs.
                """)

        @OptionGroup var options: RootOptions
        @Option(help: "The widest a poster may be, in pixels.")
        var maxWidth = 1024

        func run() throws {
            // Posters may be what is missing: every other problem stops this command.
            let (read, found) = SourceTree.read(root: options.rootURL)
            let blocking = found.filter { !$0.message.contains("PosterReference") }
            guard let tree = read, blocking.isEmpty else { throw fail(blocking) }
            let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("book-posters-\(getpid())")
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: scratch) }
            for language in ["en"] + TranslationSources.languages {
            let environment = try Localization.environment(root: options.rootURL, language: language, scratch: scratch)
            for page in tree.pages where PosterFiles.hasLiveView(page) {
                guard let executable = try executable(for: page) else { throw ValidationError(PageRunner.missingExecutableMessage(page)) }
                let svg = try PosterFiles.record(page, executable: executable, scratch: scratch, environment: environment)
                let expected = options.rootURL.appendingPathComponent(PosterFiles.expectedSVG(page, language: language))
                try FileManager.default.createDirectory(at: expected.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(svg.utf8).write(to: expected)
                let png = page.url.appendingPathComponent(PosterFiles.pngPath(language: language))
                try FileManager.default.createDirectory(at: png.deletingLastPathComponent(), withIntermediateDirectories: true)
                let width = min(maxWidth, PosterFiles.width(of: svg))
                let render = Process()
                render.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                render.arguments = ["rsvg-convert", "--width", "\(width)", "--output", png.path, expected.path]
                try render.run()
                render.waitUntilExit()
                guard render.terminationStatus == 0 else {
                    throw ValidationError("rsvg-convert failed for \(page.folder) (status \(render.terminationStatus)); install it with `apt-get install librsvg2-bin`")
                }
                print("wrote \(PosterFiles.expectedSVG(page, language: language)) and \(page.chapterFolder)/Pages/\(page.folder)/\(PosterFiles.pngPath(language: language))")
            }
            }
        }
    }

    struct Translate: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Bring the translation files (Translations/<lang>/) up to date with the English.",
            discussion: """
                Adds an untranslated entry for every new English text (page names, prose blocks, hints, \
                book and chapter names, glossary, and the strings the modules show, found by running \
                every page and variant), refreshes each entry's English, and keeps every translation. An \
                entry whose English changed keeps its old fingerprint, so `book lint` reports it until \
                it is translated again and accepted with --accept FILE#ID.
                """)

        @OptionGroup var options: RootOptions
        @Option(help: "The language to update.")
        var lang = "ja"
        @Flag(help: "Remove entries whose English no longer exists.")
        var prune = false
        @Option(help: "Renew the fingerprint of a re-translated entry: FILE#ID, e.g. Pages/01-Delegates/01-TheShop.json#Prose1.")
        var accept: [String] = []
        @Flag(help: "Do not build the pages and variants first.")
        var noBuild = false

        func run() throws {
            guard TranslationSources.languages.contains(lang) else { throw ValidationError("--lang must be one of \(TranslationSources.languages.joined(separator: ", "))") }
            let tree = try loadTree(options)
            if !noBuild {
                try rebuild(["--build-tests"])
                rebuilt = true
            }
            var executables: [URL] = []
            for page in tree.pages {
                guard let executable = try executable(for: page) else { throw ValidationError(PageRunner.missingExecutableMessage(page)) }
                executables.append(executable)
            }
            for variant in try PageVariant.load(root: options.rootURL) {
                let executable = try variantExecutable(variant)
                executables.append(executable)
            }
            let strings = try TranslationSources.collectStrings(root: options.rootURL, executables: executables)
            let sources = try TranslationSources(tree: tree, strings: strings)
            let written = try sources.sync(root: options.rootURL, language: lang, prune: prune, accept: Set(accept))
            for file in written { print("wrote \(file)") }
            print("\(sources.files.count) translation files, \(sources.files.values.map(\.entries.count).reduce(0, +)) entries")
        }
    }

    struct Site: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write the web edition (docs/site): every page, its real output and its timeline, for a browser.",
            discussion: """
                Builds the `book-site` tool the first time (it needs Ink and swift-syntax, which `book tour` \
                does not), then writes the site atomically from the sources and the recorded real runs. \
                Open docs/site/index.html; → / Space / PageDown step through a page's timeline.
                """)

        @OptionGroup var options: RootOptions
        @Option(help: "Where to write the site (default: <root>/docs/site).")
        var output: String?

        func run() throws {
            var site = PageRunner.productsFolder().appendingPathComponent("book-site")
            if !FileManager.default.isExecutableFile(atPath: site.path) || Site.isStale(site, root: options.rootURL) {
                try rebuild(["--product", "book-site"])
                site = PageRunner.productsFolder().appendingPathComponent("book-site")
            }
            let process = Process()
            process.executableURL = site
            process.arguments = ["--root", options.rootURL.path, "--output", output ?? options.rootURL.appendingPathComponent("docs/site").path]
            try process.run()
            process.waitUntilExit()
            if process.terminationStatus != 0 { throw ExitCode(process.terminationStatus) }
        }

        /// The tool is older than one of its sources (or BookKit's).
        static func isStale(_ executable: URL, root: URL) -> Bool {
            for folder in ["Tools/book-site", "Tools/BookKit"] {
                let url = root.appendingPathComponent(folder)
                for file in (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [] where file.hasSuffix(".swift") {
                    if PageRunner.isOlder(executable, than: url.appendingPathComponent(file)) { return true }
                }
            }
            return false
        }
    }

    struct SVG: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Draw the side-by-side timeline (the demo script through all three designs) as SVG.")

        @Option(help: "Where to write the picture.")
        var output: String = "docs/timeline.svg"

        func run() throws {
            let url = URL(fileURLWithPath: output)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(DemoTimeline.svg().utf8).write(to: url)
            print("wrote \(output)")
        }
    }
}

/// A variant's executable, or an error that says how to build it.
func variantExecutable(_ variant: PageVariant) throws -> URL {
    guard let executable = PageRunner.executable(named: variant.targetName) else {
        throw ValidationError("variant \(variant.name) has no executable: run `swift build --manifest-cache none --disable-build-manifest-caching --build-tests`")
    }
    return executable
}

func loadTree(_ options: RootOptions) throws -> SourceTree {
    switch SourceTree.load(root: options.rootURL) {
    case .failure(let problems): throw fail(problems.all)
    case .success(let tree): return tree
    }
}

/// The page's executable. A page added after SwiftPM cached the package manifest has none
/// (or an old one): build once with the caches bypassed, so adding a page just works.
nonisolated(unsafe) var rebuilt = false

func executable(for page: PageFolder) throws -> URL? {
    let source = page.url.appendingPathComponent("main.swift")
    if let found = PageRunner.executable(for: page), rebuilt || !PageRunner.isOlder(found, than: source) { return found }
    if !rebuilt {
        FileHandle.standardError.write(Data("page \(page.targetName) may be new to SwiftPM: building with its caches bypassed\n".utf8))
        try rebuild(["--product", "book"])
        rebuilt = true
    }
    return PageRunner.executable(for: page)
}

/// `swift build` into the folder this tool runs from, with SwiftPM's manifest cache bypassed
/// so that pages and variants added since the last build become targets.
func rebuild(_ arguments: [String]) throws {
    let folder = PageRunner.productsFolder()
    let configuration = folder.lastPathComponent == "release" ? "release" : "debug"
    var scratch = folder.deletingLastPathComponent()
    if !scratch.lastPathComponent.hasPrefix(".build") { scratch = scratch.deletingLastPathComponent() }
    let command = ["swift", "build", "--manifest-cache", "none", "--disable-build-manifest-caching",
                   "-c", configuration, "--scratch-path", scratch.path] + arguments
    FileHandle.standardError.write(Data((command.joined(separator: " ") + "\n").utf8))
    let build = Process()
    build.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    build.arguments = command
    build.standardOutput = FileHandle.standardError
    try build.run()
    build.waitUntilExit()
    if build.terminationStatus != 0 { throw ValidationError("swift build failed (status \(build.terminationStatus))") }
}
