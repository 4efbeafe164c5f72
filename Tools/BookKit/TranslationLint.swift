import Foundation

/// `book lint` on the translations: every text that needs one has an entry, none is left
/// empty, none is orphaned, none translates an English that has changed since, and no
/// translation uses a variant the term list avoids. Each problem names the translation file
/// and the entry's line.
public enum TranslationLint {
    public static func check(root: URL, tree: SourceTree) -> [Problem] {
        var problems: [Problem] = []
        for language in TranslationSources.languages {
            let folder = root.appendingPathComponent("Translations/\(language)")
            guard Layout.isDirectory(folder) else { continue }
            let path = { (file: String) in display(folder.appendingPathComponent(file), relativeTo: root) }
            let localization: Localization
            do {
                guard let loaded = try Localization.load(root: root, language: language) else { continue }
                localization = loaded
            } catch let found as Problems {
                problems += found.all
                continue
            } catch {
                problems.append(Problem(path(""), "cannot read the translations: \(error)"))
                continue
            }
            // Module strings are known by running the pages (`book translate`); here the
            // strings file itself says which exist, and each must still stand in the sources.
            let strings = localization.strings?.entries.map(\.id) ?? []
            let expected: TranslationSources
            do { expected = try TranslationSources(tree: tree, strings: strings) } catch {
                problems.append(Problem(path(""), "cannot read the English: \(error)"))
                continue
            }
            for page in tree.pages {
                for block in page.markup.proseBlocks where block.key == nil {
                    problems.append(Problem(display(page.url.appendingPathComponent("main.swift"), relativeTo: root), line: block.line,
                                            "a prose block without #localized(key:): the \(language) edition cannot translate it"))
                }
            }
            let avoided = avoidedTerms(folder.appendingPathComponent("Terms.json"))
            for (file, wanted) in expected.files.sorted(by: { $0.key < $1.key }) {
                guard let translation = localization.files[file] else {
                    problems.append(Problem(path(file), "missing translation file: run `swift run book translate --lang \(language)`"))
                    continue
                }
                let text = String(decoding: FileManager.default.contents(atPath: folder.appendingPathComponent(file).path) ?? Data(), as: UTF8.self)
                let lines = entryLines(in: text)
                let lineOf = { (id: String) in lines[id] ?? 1 }
                for english in wanted.entries {
                    guard let entry = translation.entry(english.id) else {
                        problems.append(Problem(path(file), "no \(language) entry for \(english.id): run `swift run book translate --lang \(language)`, then translate it"))
                        continue
                    }
                    if !entry.isTranslated {
                        problems.append(Problem(path(file), line: lineOf(entry.id), "\(entry.id) is not translated yet"))
                    } else if entry.fingerprint != english.fingerprint {
                        problems.append(Problem(path(file), line: lineOf(entry.id),
                                                "\(entry.id): the English changed since it was translated: translate it again, then `swift run book translate --lang \(language) --accept \(file)#\(entry.id)`"))
                    }
                    if language == "ja" && entry.isTranslated, !softBreaksBetweenJapanese(entry.translation).isEmpty {
                        problems.append(Problem(path(file), line: lineOf(entry.id), "\(entry.id): a line break between two Japanese characters inside a paragraph shows as a space: keep each paragraph on one line"))
                    }
                    if language == "ja" && entry.isTranslated {
                        problems += JapaneseStyle.check(entry.translation, id: entry.id, path: path(file), line: lineOf(entry.id))
                    }
                    // Pages quote the rule's one sentence; the glossary entry is where it is defined.
                    if entry.isTranslated && file.hasPrefix("Pages/") {
                        problems += NotificationRule.check(entry.translation, language: language, path: path(file), line: lineOf(entry.id))
                    }
                    for (variant, term) in avoided where entry.translation.includes(variant) {
                        problems.append(Problem(path(file), line: lineOf(entry.id), "\(entry.id) uses \"\(variant)\": the term list says \"\(term)\""))
                    }
                }
                for entry in translation.entries where !wanted.entries.contains(where: { $0.id == entry.id }) {
                    problems.append(Problem(path(file), line: lineOf(entry.id), "orphan entry \(entry.id): no English text has this id any more"))
                }
            }
            for file in localization.files.keys.sorted() where expected.files[file] == nil {
                problems.append(Problem(path(file), "orphan translation file: no page or source has this name"))
            }
            // A module string must still stand in the sources, as a literal.
            let sources = sourceText(root)
            let swiftUIKeys = TranslationSources.literalStrings(in: root.appendingPathComponent("Shared"))
            let stringsLines = entryLines(in: String(decoding: FileManager.default.contents(atPath: folder.appendingPathComponent(TranslationSources.stringsFile).path) ?? Data(), as: UTF8.self))
            for entry in localization.strings?.entries ?? [] where !appears(entry.id, in: sources) && !swiftUIKeys.contains(entry.id) {
                problems.append(Problem(path(TranslationSources.stringsFile), line: stringsLines[entry.id] ?? 1,
                                        "orphan entry: \"\(entry.id.prefix(60))\" no longer stands in Chapters/ or Shared/"))
            }
        }
        return problems
    }

    /// The line of every `"id" : "<id>"` in a translation file's JSON, read in one pass.
    static func entryLines(in text: String) -> [String: Int] {
        var out: [String: Int] = [:]
        for (index, line) in text.lineStrings().enumerated() {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("\"id\"") else { continue }
            let value = trimmed.drop { $0 != ":" }.dropFirst().drop { $0 == " " }.trimmingSuffix(",")
            if let id = try? JSONDecoder().decode(String.self, from: Data(value.utf8)), out[id] == nil { out[id] = index + 1 }
        }
        return out
    }

    static func avoidedTerms(_ url: URL) -> [(variant: String, term: String)] {
        struct Terms: Decodable { struct Term: Decodable { var ja: String; var avoid: [String] }; var terms: [Term] }
        guard let data = FileManager.default.contents(atPath: url.path), let terms = try? JSONDecoder().decode(Terms.self, from: data) else { return [] }
        return terms.terms.flatMap { term in term.avoid.map { ($0, term.ja) } }
    }

    static func sourceText(_ root: URL) -> String {
        var text = ""
        for folder in ["Chapters", "Shared"] {
            let url = root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(atPath: url.path) else { continue }
            for case let relative as String in walker where relative.hasSuffix(".swift") {
                text += String(decoding: FileManager.default.contents(atPath: url.appendingPathComponent(relative).path) ?? Data(), as: UTF8.self)
            }
        }
        return text
    }

    /// Does `string` stand in Swift source, as written or with its quotes and backslashes escaped?
    static func appears(_ string: String, in source: String) -> Bool {
        source.includes(string) || source.includes(string.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\""))
    }
}

extension TranslationLint {
    /// A Japanese paragraph keeps to one line: Markdown turns a line break inside a paragraph
    /// into a space, which between two Japanese characters shows as a stray gap. Returns the
    /// 1-based line (within the text) of each such break.
    static func softBreaksBetweenJapanese(_ text: String) -> [Int] {
        let lines = text.components(separatedBy: "\n")
        var found: [Int] = []
        var fence = false
        for index in lines.indices.dropLast() {
            let line = lines[index].trimmingSpaces(), next = lines[index + 1]
            if line.hasPrefix("```") { fence.toggle() }
            let nextText = next.trimmingSpaces()
            guard !fence, let last = line.last, let first = nextText.first, isJapanese(last), isJapanese(first) else { continue }
            // The next line starts a block of its own (a list item, a heading, code): not a soft break.
            let indent = next.prefix { $0 == " " }.count
            if indent >= 5 || nextText.hasPrefix("#") || nextText.hasPrefix("* ") || nextText.hasPrefix("- ") || nextText.hasPrefix("```") { continue }
            found.append(index + 1)
        }
        return found
    }

    static func isJapanese(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first?.value else { return false }
        return (0x3000...0x30FF).contains(scalar) || (0x3400...0x9FFF).contains(scalar) || (0xFF00...0xFFEF).contains(scalar)
    }
}

extension Substring {
    func trimmingSuffix(_ suffix: String) -> Substring { hasSuffix(suffix) ? dropLast(suffix.count) : self }
}
