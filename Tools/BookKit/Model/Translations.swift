import Foundation

/// One translation file: the entries for a page, the book, the glossary or the module strings.
public struct TranslationFile: Codable, Equatable, Sendable {
    /// What the file translates, for the reader.
    public var source: String
    public var entries: [TranslationEntry]

    public init(source: String, entries: [TranslationEntry]) {
        self.source = source
        self.entries = entries
    }

    public func entry(_ id: String) -> TranslationEntry? { entries.first { $0.id == id } }

    /// The translation of `id`, when there is one.
    public func text(_ id: String) -> String? {
        entry(id).flatMap { $0.isTranslated ? $0.translation : nil }
    }

    public static func read(_ url: URL) throws -> TranslationFile {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw Problems([Problem(display(url), "cannot read the translation file")])
        }
        do {
            return try JSONDecoder().decode(TranslationFile.self, from: data)
        } catch {
            throw Problems([Problem(display(url), "not a translation file (JSON with source and entries of id, fingerprint, en and the translation under its language's code): \(error)")])
        }
    }

    public func data() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }
}

/// A short, stable fingerprint of a text: FNV-1a, 64 bits, in hex. Same text, same value, on
/// every platform and run.
public enum Fingerprint {
    public static func of(_ text: String) -> String {
        var hash = Hasher()
        hash.add(Data(text.utf8))
        return hash.value
    }

    /// FNV-1a over bytes fed in parts.
    public struct Hasher {
        var state: UInt64 = 0xcbf2_9ce4_8422_2325
        public init() {}
        public mutating func add(_ data: Data) {
            var state = self.state
            // Through a raw buffer: iterating Data byte by byte is slow in a debug build.
            data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
                for byte in bytes.bindMemory(to: UInt8.self) {
                    state = (state ^ UInt64(byte)) &* 0x100_0000_01b3
                }
            }
            self.state = state
        }
        public var value: String {
            let hex = String(state, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }
    }
}

/// The English texts of the book that a translation must cover, file by file, and where the
/// translations live: Translations/<lang>/...
public struct TranslationSources: Sendable {
    /// The languages the book is translated into: each folder of Translations/ that holds the
    /// book's words (Book.json). A new language is a new folder: `book translate --lang xx`
    /// starts it, and every command that writes a language then writes it too.
    public static func languages(in root: URL) -> [String] {
        let folder = root.appendingPathComponent("Translations")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { FileManager.default.fileExists(atPath: folder.appendingPathComponent("\($0)/\(bookFile)").path) }.sorted()
    }

    /// Why `--lang` cannot show `language` (neither English nor a folder of Translations/), or nil.
    public static func unknownLanguage(_ language: String, in root: URL) -> String? {
        let languages = languages(in: root)
        return language == "en" || languages.contains(language) ? nil : "--lang must be en or one of \(languages.joined(separator: ", "))"
    }

    /// A document in `language`: the English one's path itself, a translation's with the
    /// language before its extension ("docs/DEVICE-CHECK.md" → "docs/DEVICE-CHECK.ja.md").
    public static func document(_ englishPath: String, language: String) -> String {
        guard language != "en", let dot = englishPath.lastIndex(of: ".") else { return englishPath }
        return englishPath[..<dot] + ".\(language)" + englishPath[dot...]
    }

    /// A language code `book translate` accepts for a new folder: "fr", "pt-BR".
    public static func isLanguageCode(_ code: String) -> Bool {
        code.range(of: #"^[a-z]{2,3}(-[A-Z]{2}|-[A-Z][a-z]{3})?$"#, options: .regularExpression) != nil && code != "en"
    }

    /// File (relative to Translations/<lang>/) → the English entries it must hold.
    public var files: [String: (source: String, entries: [TranslationEntry])] = [:]

    public static func pageFile(_ page: PageFolder) -> String {
        "Pages/\(page.chapterFolder.split(separator: ".")[0])/\(page.folder.split(separator: ".")[0]).json"
    }

    public static let bookFile = "Book.json", glossaryFile = "Glossary.json", stringsFile = "Strings.json", toolFile = "Tool.json",
        editableFieldsFile = "EditableFields.json", editionFile = "Edition.json"

    /// Reads the English of the tree: page names, prose blocks, hints; book and chapter
    /// names; glossary; the module strings `strings` (collected by running the pages); and
    /// the tool's words `toolTexts` (the tour's, and the lint catalogue's: `LintCatalogue.toolWords`).
    public init(tree: SourceTree, strings: [String], toolTexts: [String] = ToolWords.texts) throws {
        var book = [TranslationEntry(id: "Name", english: BookSettings.manifest(chapters: [], privateModules: []).Name)]
        for chapter in tree.chapters {
            book.append(TranslationEntry(id: "Chapter.\(chapter.folder)", english: chapter.manifest.Name))
            for page in chapter.pages {
                var entries = [TranslationEntry(id: "Name", english: page.manifest.Name)]
                for block in page.markup.proseBlocks {
                    guard let key = block.key else { continue }
                    entries.append(TranslationEntry(id: key, english: block.text))
                }
                for zone in page.markup.localizableZones {
                    entries.append(TranslationEntry(id: zone.id, english: zone.text))
                }
                for (index, hint) in Self.hints(page).enumerated() {
                    entries.append(TranslationEntry(id: "Hint\(index + 1)", english: hint))
                }
                files[Self.pageFile(page)] = ("Chapters/\(page.chapterFolder)/Pages/\(page.folder)", entries)
            }
        }
        files[Self.bookFile] = ("the book's and the chapters' names", book)
        files[Self.glossaryFile] = ("Assets/Glossary.plist", try Self.glossaryEntries(tree.root.appendingPathComponent("Assets/Glossary.plist")))
        let placeholders = Set(tree.pages.flatMap { LearnerView.placeholders($0.markup) })
        files[Self.editableFieldsFile] = ("the editable regions' placeholders (EditableFields.strings)", placeholders.sorted().map { TranslationEntry(id: $0, english: $0) })
        files[Self.toolFile] = ("what the book tool shows: around the pages (book tour), and the lint's rules (book lint --rules)", toolTexts.map { TranslationEntry(id: $0, english: $0) })
        files[Self.editionFile] = (
            "what the web edition and the presenter's guide write", EditionWords.texts.map { TranslationEntry(id: $0, english: $0) }
        )
        files[Self.stringsFile] = ("what the modules show: verdicts, hints, live-view titles and labels", Array(Set(strings)).sorted().map { TranslationEntry(id: $0, english: $0) })
    }

    /// The page's Hints.plist contents, in order.
    public static func hints(_ page: PageFolder) -> [String] {
        let url = page.url.appendingPathComponent("PrivateResources/Hints.plist")
        guard let data = FileManager.default.contents(atPath: url.path),
            let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
            let hints = plist["Hints"] as? [[String: Any]]
        else { return [] }
        return hints.compactMap { $0["Content"] as? String }
    }

    static func glossaryEntries(_ url: URL) throws -> [TranslationEntry] {
        guard let data = FileManager.default.contents(atPath: url.path),
            let plist = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
            let terms = plist["Terms"] as? [String: [String: Any]]
        else { return [] }
        var entries: [TranslationEntry] = []
        for term in terms.keys.sorted() {
            let entry = terms[term]!
            entries.append(TranslationEntry(id: "\(term).Title", english: entry["Title"] as? String ?? term))
            entries.append(TranslationEntry(id: "\(term).Definition", english: entry["Definition"] as? String ?? ""))
            if let firstUse = entry["FirstUse"] as? [String: Any], let title = firstUse["Title"] as? String {
                entries.append(TranslationEntry(id: "\(term).FirstUse", english: title))
            }
        }
        return entries
    }
}

extension TranslationSources {
    /// The verdicts and hints written in the pages' hidden code and in the Shop module's
    /// exercise check, including branches no page or variant reaches: a hint is a string
    /// literal on a line of its own, a pass message is `.pass("...")`, a solution
    /// `solution: "..."`, and the Shop check's last hint `let answer = "..."`.
    package static func verdictStrings(root: URL) -> Set<String> {
        let patterns = [
            #"^\s*"((?:[^"\\]|\\.)*)",?\s*$"#, #"\.pass\("((?:[^"\\]|\\.)*)"\)"#,
            #"solution: "((?:[^"\\]|\\.)*)""#, #"let answer = "((?:[^"\\]|\\.)*)""#,
        ]
        let regexes = patterns.compactMap { try? NSRegularExpression(pattern: $0, options: .anchorsMatchLines) }
        var files: [URL] = [root.appendingPathComponent("Shared/UserModules/Shop/Sources/StaleTotalExercise.swift")]
        if let walker = FileManager.default.enumerator(atPath: root.appendingPathComponent("Chapters").path) {
            for case let relative as String in walker where relative.hasSuffix("main.swift") {
                files.append(root.appendingPathComponent("Chapters/\(relative)"))
            }
        }
        var out = Set<String>()
        for file in files {
            let source = String(decoding: FileManager.default.contents(atPath: file.path) ?? Data(), as: UTF8.self)
            // Only hidden code (pages) or the whole file (the Shop check) holds verdicts.
            let text =
                file.lastPathComponent == "main.swift"
                ? PageMarkup(source: source, path: file.path).lines.filter { $0.kind == .hiddenCode }.map(\.text).joined(separator: "\n")
                : source
            for regex in regexes {
                for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    guard let range = Range(match.range(at: 1), in: text) else { continue }
                    let literal = String(text[range])
                    if literal.contains("\\(") { continue }  // interpolated: not a fixed text
                    out.insert(literal.replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\"))
                }
            }
        }
        return out
    }

    /// `Localized.string("...")` and `Localized.format("...", ...)` literals in Swift files.
    package static func literalStrings(in folder: URL) -> Set<String> {
        // `Localized` lookups, and SwiftUI titles written as literals (a LocalizedStringKey,
        // looked up in the same Localizable.strings; an interpolation is a %@ in the key).
        let patterns = [
            #"Localized\.(?:string|format)\("((?:[^"\\]|\\.)*)""#,
            #"\b(?:Button|Picker|Toggle|Text|LabeledContent)\("((?:[^"\\]|\\.)+)""#,
        ]
        let regexes = patterns.compactMap { try? NSRegularExpression(pattern: $0) }
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var out = Set<String>()
        for case let relative as String in walker where relative.hasSuffix(".swift") {
            let text = String(decoding: FileManager.default.contents(atPath: folder.appendingPathComponent(relative).path) ?? Data(), as: UTF8.self)
            for (index, regex) in regexes.enumerated() {
                for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    guard let range = Range(match.range(at: 1), in: text) else { continue }
                    var literal = String(text[range])
                    if index == 1 { literal = literal.replacingOccurrences(of: #"\\\([^)]*\)"#, with: "%@", options: .regularExpression) }
                    out.insert(literal.replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\"))
                }
            }
        }
        return out
    }

    /// Brings the files under Translations/<lang>/ up to date with the English: adds missing
    /// entries (untranslated), refreshes each entry's `en`, keeps translations and
    /// fingerprints (so a changed English shows as stale until it is translated again), and
    /// keeps orphans unless `prune`. `accept` lists "file#id" whose fingerprints to renew.
    /// Returns the files written.
    @discardableResult
    public func sync(root: URL, language: String, prune: Bool, accept: Set<String>) throws -> [String] {
        var written: [String] = []
        for file in files.keys.sorted() {
            let url = root.appendingPathComponent("Translations/\(language)/\(file)")
            let existing = FileManager.default.fileExists(atPath: url.path) ? try TranslationFile.read(url) : TranslationFile(source: "", entries: [])
            let wanted = files[file]!
            var entries: [TranslationEntry] = wanted.entries.map { fresh in
                guard var old = existing.entry(fresh.id) else {
                    var fresh = fresh
                    fresh.language = language
                    return fresh
                }
                old.en = fresh.en
                if accept.contains("\(file)#\(fresh.id)") { old.fingerprint = fresh.fingerprint }
                return old
            }
            if !prune {
                entries += existing.entries.filter { old in !wanted.entries.contains { $0.id == old.id } }
            }
            let updated = TranslationFile(source: wanted.source, entries: entries)
            if updated != existing || !FileManager.default.fileExists(atPath: url.path) {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try updated.data().write(to: url)
                written.append("Translations/\(language)/\(file)")
            }
        }
        return written
    }
}
