import BookModel
import Foundation

/// One language's translations beside the English they must cover, read once per lint for
/// the translation rules and the text rules.
struct TranslationSet {
    var language: String
    var localization: Localization
    var expected: TranslationSources
    /// Variants the term list (Terms.json) avoids, with the term it uses instead.
    var avoided: [(variant: String, term: String)]
    /// The line of each entry's `"id"`, by file, then by id.
    var lines: [String: [String: Int]]
    let path: (String) -> String

    func line(_ file: String, _ id: String) -> Int { lines[file]?[id] ?? 1 }

    /// Every language under Translations/, or the problems that stop reading one.
    static func load(root: URL, tree: SourceTree) -> (sets: [TranslationSet], problems: [Problem]) {
        var sets: [TranslationSet] = [], problems: [Problem] = []
        for language in TranslationSources.languages(in: root) {
            let folder = root.appendingPathComponent("Translations/\(language)")
            let path = { (file: String) in display(folder.appendingPathComponent(file), relativeTo: root) }
            do {
                guard let localization = try Localization.load(root: root, language: language) else { continue }
                // Module strings are known by running the pages (`book translate`); here the
                // strings file itself says which exist (ModuleStrings checks each still does).
                let expected = try TranslationSources(tree: tree, strings: localization.strings?.entries.map(\.id) ?? [], toolTexts: LintCatalogue.toolWords)
                var lines: [String: [String: Int]] = [:]
                for file in localization.files.keys {
                    lines[file] = entryLines(in: String(decoding: FileManager.default.contents(atPath: folder.appendingPathComponent(file).path) ?? Data(), as: UTF8.self))
                }
                sets.append(
                    TranslationSet(
                        language: language, localization: localization, expected: expected,
                        avoided: avoidedTerms(folder.appendingPathComponent("Terms.json")), lines: lines, path: path))
            } catch let found as Problems {
                problems += found.all
            } catch {
                problems.append(Problem(path(""), "cannot read the translations: \(error)"))
            }
        }
        return (sets, problems)
    }

    /// Every translated text the English still asks for, as the text rules read it.
    var texts: [LintedText] {
        expected.files.sorted { $0.key < $1.key }.flatMap { file, wanted in
            wanted.entries.compactMap { english -> LintedText? in
                guard let entry = localization.files[file]?.entry(english.id), entry.isTranslated else { return nil }
                return LintedText(
                    text: entry.translation, language: language, id: entry.id, path: path(file),
                    line: { line(file, entry.id) }, isPage: file.hasPrefix("Pages/"), avoided: avoided)
            }
        }
    }

    /// The line of every `"id" : "<id>"` in a translation file's JSON, read in one pass.
    static func entryLines(in text: String) -> [String: Int] {
        var out: [String: Int] = [:]
        for (index, line) in text.lineStrings().enumerated() {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("\"id\"") else { continue }
            var value = trimmed.drop { $0 != ":" }.dropFirst().drop { $0 == " " }
            if value.hasSuffix(",") { value = value.dropLast() }
            if let id = try? JSONDecoder().decode(String.self, from: Data(value.utf8)), out[id] == nil { out[id] = index + 1 }
        }
        return out
    }

    static func avoidedTerms(_ url: URL) -> [(variant: String, term: String)] {
        struct Terms: Decodable {
            struct Term: Decodable {
                var ja: String
                var avoid: [String]
            }
            var terms: [Term]
        }
        guard let data = FileManager.default.contents(atPath: url.path), let terms = try? JSONDecoder().decode(Terms.self, from: data) else { return [] }
        return terms.terms.flatMap { term in term.avoid.map { ($0, term.ja) } }
    }
}
