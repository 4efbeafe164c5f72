import BookModel
import Foundation

/// One language's translations beside the English they must cover, read once per lint for
/// the translation rules and the text rules.
struct TranslationSet: Sendable {
    var language: String
    var localization: Localization
    var expected: TranslationSources
    /// Variants the term list (Terms.json) avoids, with the term it uses instead.
    var avoided: [(variant: String, term: String)]
    /// The line of each entry's `"id"`, by file, then by id.
    var lines: [String: [String: Int]]
    let path: @Sendable (String) -> String

    func line(_ file: String, _ id: String) -> Int { lines[file]?[id] ?? 1 }

    /// Every language under Translations/, or the problems that stop reading one.
    static func load(root: URL, tree: SourceTree) -> (sets: [TranslationSet], problems: [Problem]) {
        var sets: [TranslationSet] = [], problems: [Problem] = []
        for language in TranslationSources.languages(in: root) {
            let folder = root.appendingPathComponent("Translations/\(language)")
            let path = { @Sendable (file: String) in display(folder.appendingPathComponent(file), relativeTo: root) }
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
                        avoided: avoidedTerms(folder.appendingPathComponent("Terms.json"), language: language), lines: lines, path: path))
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

    /// The variants a language's term list (Translations/<lang>/Terms.json) avoids, each with
    /// the term the book uses instead: its entry under the language's code.
    static func avoidedTerms(_ url: URL, language: String) -> [(variant: String, term: String)] {
        guard let data = FileManager.default.contents(atPath: url.path),
            let list = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let terms = list["terms"] as? [[String: Any]]
        else { return [] }
        return terms.flatMap { term -> [(variant: String, term: String)] in
            guard let used = term[language] as? String, let avoid = term["avoid"] as? [String] else { return [] }
            return avoid.map { ($0, used) }
        }
    }
}
