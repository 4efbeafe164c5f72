import BookModel
import BookRun
import BookTestSupport
import BookTour
import Foundation
import Testing
import XCTestSpellings

/// The Japanese edition: complete, current, checked by the linter, and what the Japanese
/// tour and runs show.
/// A Swift Testing suite: its cases run side by side with the other suites.
@Suite struct LocalizationTests {
    var japanese: Localization { get throws { try XCTUnwrap(japaneseTranslations) } }

    /// The Localizable.strings a build ships, written once where the pages can read it (the
    /// same path every time, so the tests share the runs made with it).
    func stringsFile() throws -> URL {
        let url = scratchRoot.appendingPathComponent("ja-Localizable.strings")
        let data = try Localization.stringsData(try japanese.localizableStrings)
        if FileManager.default.contents(atPath: url.path) != data { try data.write(to: url, options: .atomic) }
        return url
    }

    /// Runs in Japanese, cached; with several names, those not yet run run side by side.
    func runJapanese(_ name: String, strings: URL) throws -> PageRunner.Run {
        try runCached(executableNamed: name, environment: ["BOOK_STRINGS": strings.path])
    }

    func runJapanese(_ names: [String], strings: URL) throws -> [PageRunner.Run] {
        try runCached(executablesNamed: names, environment: ["BOOK_STRINGS": strings.path])
    }

    /// Every page and every variant, run in Japanese: no word the modules show lacks a
    /// translation, and the program's own output is the same as in English.
    @Test func testEveryPageAndVariantRunsInJapaneseWithNothingUntranslated() throws {
        let strings = try stringsFile()
        let names = sources.pages.map(\.targetName) + variants.map(\.targetName)
        _ = try runCached(executablesNamed: names)
        for (name, run) in zip(names, try runJapanese(names, strings: strings)) {
            XCTAssertTrue(run.succeeded, "\(name) failed in Japanese: \(run.errors)")
            XCTAssertFalse(run.errors.contains("untranslated:"), "\(name): \(run.errors.split(separator: "\n").prefix(3).joined(separator: "; "))")
            let english = PageOutput(parsing: try runCached(executableNamed: name).output)
            XCTAssertEqual(PageOutput(parsing: run.output).results, english.results, "\(name): the program's own output changed")
        }
    }

    /// The recorded Japanese runs (what the web edition shows) are what the pages print today.
    @Test func testRecordedJapaneseOutputsAreCurrent() throws {
        let strings = try stringsFile()
        for (page, run) in zip(sources.pages, try runJapanese(sources.pages.map(\.targetName), strings: strings)) {
            XCTAssertEqual(PageOutput(parsing: run.output), expectedOutput(page, language: "ja")?.printedOnly, "\(page.folder): run `swift run book expect`")
        }
    }

    /// Every exercise's verdicts in Japanese: the pass message and the hints the Japanese run
    /// shows are the translations of the English ones.
    @Test func testExerciseVerdictsAreTheTranslationsOfTheEnglish() throws {
        let strings = try stringsFile()
        let table = try japanese.localizableStrings
        let exercises = sources.pages.filter(\.isExercise)
        XCTAssertEqual(exercises.count, 8)
        var passes = 0
        for page in exercises {
            for name in [page.targetName] + variants.filter({ $0.pagePath.hasSuffix(page.folder) }).map(\.targetName) {
                let english = try XCTUnwrap(PageOutput(parsing: try runCached(executableNamed: name).output).assessment?.lines)
                let japaneseLines = try XCTUnwrap(PageOutput(parsing: try runJapanese(name, strings: strings).output).assessment?.lines)
                XCTAssertEqual(english.count, japaneseLines.count, name)
                for (en, ja) in zip(english, japaneseLines) {
                    let (label, text) = split(en)
                    let (jaLabel, jaText) = split(ja)
                    XCTAssertEqual(label, jaLabel, name)
                    guard !text.isEmpty else { continue }
                    let translated = try XCTUnwrap(table[text], "\(name): no Japanese for \"\(text)\"")
                    XCTAssertEqual(jaText, translated, name)
                    // A solution that is only code stays code; everything else reads in Japanese.
                    let onlyCode = text.hasPrefix("`") && text.hasSuffix("`") && text.dropFirst().dropLast().allSatisfy { $0 != "`" }
                    if !onlyCode { XCTAssertNotEqual(jaText, text, "\(name): \"\(text)\" is not translated") }
                    if label == "pass" { passes += 1 }
                }
            }
        }
        XCTAssertEqual(passes, 11, "every exercise passes with its right fixes (Choose a Design accepts three, the table two), in Japanese too")
    }

    func split(_ line: String) -> (String, String) {
        if line == "not yet" { return ("not yet", "") }
        guard let colon = line.range(of: ": ") else { return (line, "") }
        return (String(line[..<colon.lowerBound]), String(line[colon.upperBound...]))
    }

    /// What a Japanese page quotes in fences is what the Japanese run shows the learner.
    @Test func testJapaneseProseQuotesWhatTheJapaneseRunShows() throws {
        let strings = try stringsFile()
        for page in sources.pages {
            let file = try XCTUnwrap(try japanese.page(page), "\(page.folder): no translation file")
            let output = PageOutput(parsing: try runJapanese(page.targetName, strings: strings).output)
            let visible = page.manifest.PlaygroundLoggingMode == "Off" ? (output.liveView ?? []) : output.results
            for block in page.markup.proseBlocks {
                guard let key = block.key, let text = file.text(key) else { continue }
                let markup = PageMarkup(source: "/*:\n" + text + "\n*/\n", path: "\(page.folder)#\(key)")
                for fence in markup.proseCodeBlocks {
                    let lines = readerLines(fence.body)
                    XCTAssertTrue(contains(visible, block: lines), "\(page.folder) \(key): the Japanese prose quotes output the Japanese run does not show:\n\(lines.joined(separator: "\n"))")
                }
            }
        }
    }

    /// The Japanese prose has no English sentences left: outside code spans, fences, indented
    /// code and link targets, no run of four or more English words.
    @Test func testNoUntranslatedEnglishSentences() throws {
        let words = try NSRegularExpression(pattern: #"(?:\b[A-Za-z][a-z']+\b[ ,]+){3,}\b[A-Za-z][a-z']+\b"#)
        for page in sources.pages {
            let file = try XCTUnwrap(try japanese.page(page))
            for entry in file.entries where entry.id.hasPrefix("Prose") || entry.id.hasPrefix("Hint") || entry.id == "Name" {
                var inFence = false
                for line in entry.lines {
                    if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inFence.toggle(); continue }
                    if inFence || line.hasPrefix("     ") { continue }
                    let prose = line.replacingOccurrences(of: #"`[^`]*`"#, with: " ", options: .regularExpression)
                        .replacingOccurrences(of: #"\]\([^)]*\)"#, with: "]", options: .regularExpression)
                    let range = NSRange(prose.startIndex..., in: prose)
                    if let match = words.firstMatch(in: prose, range: range), let found = Range(match.range, in: prose) {
                        XCTFail("\(TranslationSources.pageFile(page)) \(entry.id): English left in the Japanese: \"\(prose[found])\"")
                    }
                }
            }
        }
    }

    /// The book's other words a Japanese learner reads: code comments (zones), module strings,
    /// placeholders, glossary. None is left in English (a text that is only code may stay).
    @Test func testNoUntranslatedEnglishInCommentsStringsPlaceholdersAndGlossary() throws {
        let words = try NSRegularExpression(pattern: #"(?:\b[A-Za-z][a-z']+\b[ ,]+){3,}\b[A-Za-z][a-z']+\b"#)
        var checked = 0
        func check(_ file: String, _ entry: TranslationEntry) {
            let prose = entry.translation.replacingOccurrences(of: #"`[^`]*`"#, with: " ", options: .regularExpression)
                .replacingOccurrences(of: #"\]\([^)]*\)"#, with: "]", options: .regularExpression)
            checked += 1
            if let match = words.firstMatch(in: prose, range: NSRange(prose.startIndex..., in: prose)), let found = Range(match.range, in: prose) {
                XCTFail("\(file) \(entry.id): English left in the Japanese: \"\(prose[found])\"")
            }
        }
        for page in sources.pages {
            let file = try XCTUnwrap(try japanese.page(page))
            for entry in file.entries where !entry.id.hasPrefix("Prose") && !entry.id.hasPrefix("Hint") && entry.id != "Name" { check(TranslationSources.pageFile(page), entry) }
        }
        for name in [TranslationSources.stringsFile, TranslationSources.editableFieldsFile, TranslationSources.glossaryFile] {
            for entry in try XCTUnwrap(try japanese.files[name]).entries { check(name, entry) }
        }
        XCTAssertGreaterThan(checked, 150)
    }

    /// The Japanese glossary's first-use links: each names its page as the Japanese edition
    /// does, and points where the base glossary points (a PageReference names the manifests'
    /// Name values, which are one file for every language; only their display is localized).
    @Test func testGlossaryFirstUsesNameTheirPagesInJapanese() throws {
        let files = snapshot(repositoryRoot.appendingPathComponent(BookSettings.bookFolder))
        func terms(_ path: String) throws -> [String: [String: Any]] {
            let data = try XCTUnwrap(files["Contents/PrivateResources/\(path)"])
            let plist = try XCTUnwrap(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
            return try XCTUnwrap(plist["Terms"] as? [String: [String: Any]])
        }
        let base = try terms("Glossary.plist"), ja = try terms("ja.lproj/Glossary.plist")
        var names: [String: String] = [:]
        for page in sources.pages { names[page.manifest.Name] = try japanese.name(of: page) }
        var checked = 0
        for (term, entry) in ja {
            guard let firstUse = entry["FirstUse"] as? [String: String] else { continue }
            let reference = try XCTUnwrap(firstUse["PageReference"])
            XCTAssertEqual(reference, (base[term]?["FirstUse"] as? [String: String])?["PageReference"], term)
            let page = try XCTUnwrap(reference.split(separator: "/").last.flatMap { String($0).removingPercentEncoding })
            XCTAssertEqual(firstUse["Title"], names[page], "\(term): its first use names the page differently")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 20)
    }

    /// A hint reads the same before a run (the page's Hints.plist) and after it (the verdict's
    /// hints, from Localizable.strings), in Japanese as in English.
    @Test func testEachHintReadsTheSameBeforeAndAfterARun() throws {
        let strings = try XCTUnwrap(try japanese.strings)
        var pairs = 0
        for page in sources.pages {
            let hints = TranslationSources.hints(page)
            guard !hints.isEmpty else { continue }
            let file = try XCTUnwrap(try japanese.page(page))
            for (index, english) in hints.enumerated() {
                guard let after = strings.text(english) else { continue }
                pairs += 1
                XCTAssertEqual(file.text("Hint\(index + 1)"), after, "\(page.folder) Hint\(index + 1) reads differently after a run")
            }
        }
        XCTAssertGreaterThanOrEqual(pairs, 12)
    }

    /// Every editable region's placeholder ships translated, in one book-level
    /// EditableFields.strings per language (English beside Japanese), as Apple's book does.
    @Test func testEditableRegionPlaceholdersAreLocalized() throws {
        let files = snapshot(repositoryRoot.appendingPathComponent(BookSettings.bookFolder))
        func table(_ language: String) throws -> [String: String] {
            let data = try XCTUnwrap(files["Contents/PrivateResources/\(language).lproj/EditableFields.strings"], "no \(language) EditableFields.strings")
            return try XCTUnwrap(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String])
        }
        let placeholders = Set(sources.pages.flatMap { LearnerView.placeholders($0.markup) })
        XCTAssertGreaterThan(placeholders.count, 20)
        let ja = try table("ja"), en = try table("en")
        XCTAssertEqual(Set(ja.keys), placeholders)
        XCTAssertEqual(en, Dictionary(uniqueKeysWithValues: placeholders.map { ($0, $0) }))
        for (english, japanese) in ja {
            XCTAssertNotEqual(english, japanese, "the placeholder \"\(english)\" is not translated")
        }
    }

    /// The Japanese tour runs every page and shows the Japanese prose and verdicts.
    @Test func testTheJapaneseTourRunsEveryPage() throws {
        let run = try book(["tour", "--lang", "ja", "--root", repositoryRoot.path])
        XCTAssertEqual(run.status, 0, run.err)
        XCTAssertTrue(run.out.contains("\(sources.pages.count)ページ、すべて実行しました。"))
        XCTAssertEqual(run.out.components(separatedBy: "--- 実行後、アプリに表示されるもの ---").count - 1, sources.pages.count)
        XCTAssertFalse(run.err.contains("untranslated:"), run.err)
        for page in sources.pages {
            XCTAssertTrue(run.out.contains(try japanese.name(of: page)), "\(page.folder): no Japanese title in the tour")
        }
        XCTAssertEqual(run.out.components(separatedBy: "ヒント1（ヒントボタンで最初に表示）").count - 1, 8, "each exercise shows its first hint, in Japanese")
        // An editable region that starts empty shows its placeholder, translated.
        XCTAssertTrue(run.out.contains("⟦監視を続ける方法⟧"), "the empty region of Keep Watching shows its Japanese placeholder")
        XCTAssertFalse(run.out.contains("how to keep watching"))
        let english = try book(["tour", "--root", repositoryRoot.path])
        XCTAssertFalse(english.out.contains("ヒント"), "the English tour stays English")
    }

    /// No translation uses a variant the term list avoids, and the list itself is sound.
    @Test func testTheTermListIsUsed() throws {
        struct Terms: Decodable { struct Term: Decodable { var en: String; var ja: String; var avoid: [String] }; var terms: [Term] }
        let data = try Data(contentsOf: repositoryRoot.appendingPathComponent("Translations/ja/Terms.json"))
        let terms = try JSONDecoder().decode(Terms.self, from: data).terms
        XCTAssertGreaterThan(terms.count, 15)
        let all = try japanese.files.values.flatMap(\.entries).map(\.translation).joined(separator: "\n")
        for term in terms {
            for variant in term.avoid { XCTAssertFalse(all.contains(variant), "a translation uses \"\(variant)\" for \(term.en): write \(term.ja)") }
        }
        for used in ["デリゲート", "購読", "発行", "ライブビュー", "循環参照", "古い値の読み取り"] {
            XCTAssertTrue(all.contains(used), "the translations never use \(used)")
        }
    }

    /// The English ships in en.lproj beside the Japanese, file for file, as Apple's localized
    /// books do; its texts are the English of the sources (the development-language rule keeps it so).
    @Test func testTheBookShipsEnglishBesideJapanese() throws {
        let files = snapshot(repositoryRoot.appendingPathComponent(BookSettings.bookFolder))
        let japanese = files.keys.filter { $0.contains("/ja.lproj/") }
        XCTAssertGreaterThan(japanese.count, 60)
        for path in japanese {
            XCTAssertNotNil(files[path.replacingOccurrences(of: "/ja.lproj/", with: "/en.lproj/")], "\(path) has no en.lproj twin")
        }
        let page = "Contents/Chapters/01-DelegateOrPublished.playgroundchapter/Pages/01-TheShop.playgroundpage"
        let prose = try XCTUnwrap(PropertyListSerialization.propertyList(from: files["\(page)/PrivateResources/en.lproj/Prose.strings"]!, format: nil) as? [String: String])
        let shop = try XCTUnwrap(sources.pages.first { $0.folder == "01-TheShop.playgroundpage" })
        XCTAssertEqual(prose["Prose1"], shop.markup.proseBlocks.first { $0.key == "Prose1" }?.text)
        let poster = "Contents/Chapters/02-TheFix.playgroundchapter/Pages/03-AllThreeSideBySide.playgroundpage/PrivateResources/"
        XCTAssertEqual(files[poster + "en.lproj/" + PosterFiles.png], files[poster + PosterFiles.png])

    }

    /// The built book ships the Japanese resources where Swift Playgrounds looks for them,
    /// as property lists, and the English files are untouched by them.
    @Test func testTheBookShipsJapaneseResources() throws {
        let book = repositoryRoot.appendingPathComponent(BookSettings.bookFolder)
        let files = snapshot(book)
        let page = "Contents/Chapters/01-DelegateOrPublished.playgroundchapter/Pages/01-TheShop.playgroundpage"
        for path in ["\(page)/PrivateResources/ja.lproj/Prose.strings", "\(page)/PrivateResources/ja.lproj/ManifestPlist.strings",
                     "Contents/PrivateResources/ja.lproj/Localizable.strings", "Contents/PrivateResources/ja.lproj/Glossary.plist",
                     "Contents/PrivateResources/ja.lproj/ManifestPlist.strings",
                     "Contents/Chapters/01-DelegateOrPublished.playgroundchapter/PrivateResources/ja.lproj/ManifestPlist.strings",
                     "Contents/Chapters/04-ShelfDelegates.playgroundchapter/Pages/04-StrongDelegatesLeak.playgroundpage/PrivateResources/ja.lproj/Hints.plist"] {
            let data = try XCTUnwrap(files[path], "missing \(path)")
            XCTAssertNoThrow(try PropertyListSerialization.propertyList(from: data, format: nil), path)
        }
        let prose = try XCTUnwrap(PropertyListSerialization.propertyList(from: files["\(page)/PrivateResources/ja.lproj/Prose.strings"]!, format: nil) as? [String: String])
        XCTAssertEqual(Set(prose.keys), ["Prose1", "Prose2"])
        XCTAssertTrue(prose["Prose1"]!.contains("100円"))
        let main = String(decoding: try XCTUnwrap(files["\(page)/main.swift"]), as: UTF8.self)
        XCTAssertTrue(main.contains(#"/*:#localized(key: "Prose1")"#))
    }
}
