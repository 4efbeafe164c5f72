import Foundation

/// The book's translations as `book build` writes them: for each language, the files of
/// Translations/<lang>/ turned into the resources Swift Playgrounds reads from
/// `<lang>.lproj` folders (Apple's "Get Started with Code" book shows the layout).
public struct Localization: Sendable {
    public var language: String
    public var files: [String: TranslationFile]

    /// The translations at `root`/Translations/<language>, or nil when there are none.
    public static func load(root: URL, language: String) throws -> Localization? {
        let folder = root.appendingPathComponent("Translations/\(language)")
        guard Layout.isDirectory(folder) else { return nil }
        var files: [String: TranslationFile] = [:]
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return nil }
        for case let relative as String in walker where relative.hasSuffix(".json") && relative != "Terms.json" {
            files[relative] = try TranslationFile.read(folder.appendingPathComponent(relative))
        }
        return Localization(language: language, files: files)
    }

    /// The English as a translation of itself: what `en.lproj` holds. Apple's localized books
    /// ship the development language's folder beside every other, so a device whose language
    /// matches none of them falls back to English, not to whichever folder is alone.
    public static func english(root: URL, tree: SourceTree) throws -> Localization {
        // Module strings are known by running the pages (`book translate`); the Japanese
        // strings file lists them, each keyed by its English.
        let strings = TranslationSources.languages(in: root).compactMap { try? load(root: root, language: $0)?.strings?.entries.map(\.id) }.first ?? []
        var files: [String: TranslationFile] = [:]
        for (name, wanted) in try TranslationSources(tree: tree, strings: strings).files {
            files[name] = TranslationFile(
                source: wanted.source,
                entries: wanted.entries.map {
                    TranslationEntry(id: $0.id, english: $0.english, translation: $0.en)
                })
        }
        return Localization(language: "en", files: files)
    }

    public func page(_ page: PageFolder) -> TranslationFile? { files[TranslationSources.pageFile(page)] }
    public var book: TranslationFile? { files[TranslationSources.bookFile] }
    public var glossary: TranslationFile? { files[TranslationSources.glossaryFile] }
    public var strings: TranslationFile? { files[TranslationSources.stringsFile] }
    public var editableFields: TranslationFile? { files[TranslationSources.editableFieldsFile] }

    /// What a page's visible code shows in this language: its comment zones (by id) and its
    /// editable regions' placeholders (by `LearnerView.placeholderKey` + the English).
    public func codeText(_ page: PageFolder) -> (String) -> String? {
        let file = self.page(page), fields = editableFields
        return { key in
            key.hasPrefix(LearnerView.placeholderKey) ? fields?.text(String(key.dropFirst(LearnerView.placeholderKey.count))) : file?.text(key)
        }
    }

    /// Translated page, chapter or book name, or the English.
    public func name(of page: PageFolder) -> String { self.page(page)?.text("Name") ?? page.manifest.Name }
    public func name(of chapter: ChapterFolder) -> String { book?.text("Chapter.\(chapter.folder)") ?? chapter.manifest.Name }

    /// Localizable.strings: what the modules show, keyed by the English.
    public var localizableStrings: [String: String] {
        var table: [String: String] = [:]
        for entry in strings?.entries ?? [] where entry.isTranslated { table[entry.id] = entry.translation }
        return table
    }

    /// The environment that makes a page speak `language`: BOOK_STRINGS pointing at the
    /// Localizable.strings a build would ship, written into `scratch`. Empty for English.
    public static func environment(root: URL, language: String, scratch: URL) throws -> [String: String] {
        guard language != "en", let localization = try load(root: root, language: language) else { return [:] }
        let file = scratch.appendingPathComponent("\(language)-Localizable.strings")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        try stringsData(localization.localizableStrings).write(to: file)
        return ["BOOK_STRINGS": file.path]
    }

    /// A .strings file as Apple's books ship it: a property list, written by Foundation.
    public static func stringsData(_ table: [String: String]) throws -> Data {
        try PropertyListSerialization.data(fromPropertyList: table, format: .xml, options: 0)
    }

    /// Makes every `<lang>.lproj` resource of the book under `contents`, handing each file to `write`.
    package func write(tree: SourceTree, into contents: URL, glossary: URL, with write: (Data, URL) throws -> Void) throws {
        let lproj = "\(language).lproj"
        let bookResources = contents.appendingPathComponent("PrivateResources/\(lproj)")
        let bookName = BookSettings.manifest(chapters: [], privateModules: []).Name
        var manifestNames: [String: String] = [:]
        if let name = book?.text("Name") { manifestNames[bookName] = name }
        try write(Self.stringsData(manifestNames), bookResources.appendingPathComponent("ManifestPlist.strings"))
        try write(Self.stringsData(localizableStrings), bookResources.appendingPathComponent("Localizable.strings"))
        // Placeholders of editable regions, keyed by the English, for the whole book (as in
        // Apple's "Get Started with Code": one EditableFields.strings per language).
        var fields: [String: String] = [:]
        for entry in editableFields?.entries ?? [] where entry.isTranslated { fields[entry.id] = entry.translation }
        try write(Self.stringsData(fields), bookResources.appendingPathComponent("EditableFields.strings"))
        if let glossaryData = try localizedGlossary(glossary) {
            try write(glossaryData, bookResources.appendingPathComponent("Glossary.plist"))
        }
        for chapter in tree.chapters {
            let chapterURL = contents.appendingPathComponent("Chapters/\(chapter.folder)")
            var chapterNames: [String: String] = [:]
            if let name = book?.text("Chapter.\(chapter.folder)") { chapterNames[chapter.manifest.Name] = name }
            try write(Self.stringsData(chapterNames), chapterURL.appendingPathComponent("PrivateResources/\(lproj)/ManifestPlist.strings"))
            for page in chapter.pages {
                let resources = chapterURL.appendingPathComponent("Pages/\(page.folder)/PrivateResources/\(lproj)")
                let file = self.page(page)
                var prose: [String: String] = [:]
                for block in page.markup.proseBlocks {
                    if let key = block.key, let text = file?.text(key) { prose[key] = text }
                }
                try write(Self.stringsData(prose), resources.appendingPathComponent("Prose.strings"))
                var code: [String: String] = [:]
                for zone in page.markup.localizableZones {
                    if let text = file?.text(zone.id) { code[zone.id] = text }
                }
                if !page.markup.localizableZones.isEmpty {
                    try write(Self.stringsData(code), resources.appendingPathComponent("LocalizableCode.strings"))
                }
                var pageNames: [String: String] = [:]
                if let name = file?.text("Name") { pageNames[page.manifest.Name] = name }
                try write(Self.stringsData(pageNames), resources.appendingPathComponent("ManifestPlist.strings"))
                let hints = TranslationSources.hints(page).indices.compactMap { file?.text("Hint\($0 + 1)") }
                if !hints.isEmpty && hints.count == TranslationSources.hints(page).count {
                    let plist: [String: Any] = ["Hints": hints.map { ["Content": $0] }]
                    try write(try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0), resources.appendingPathComponent("Hints.plist"))
                }
            }
        }
    }

    /// The glossary with translated titles, definitions and first-use titles; page
    /// references stay as they are (they name the manifests' names).
    func localizedGlossary(_ url: URL) throws -> Data? {
        guard let glossary, let data = FileManager.default.contents(atPath: url.path),
            let plist = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
            let terms = plist["Terms"] as? [String: [String: Any]]
        else { return nil }
        var localized: [String: Any] = [:]
        for (term, entry) in terms {
            var copy = entry
            if let title = glossary.text("\(term).Title") { copy["Title"] = title }
            if let definition = glossary.text("\(term).Definition") { copy["Definition"] = definition }
            if var firstUse = entry["FirstUse"] as? [String: Any], let title = glossary.text("\(term).FirstUse") {
                firstUse["Title"] = title
                copy["FirstUse"] = firstUse
            }
            localized[term] = copy
        }
        return try PropertyListSerialization.data(fromPropertyList: ["Terms": localized], format: .xml, options: 0)
    }
}
