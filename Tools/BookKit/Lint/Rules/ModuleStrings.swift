import BookModel
import Foundation

/// A module string's translation is keyed by its English: that English must still stand in
/// the sources as a literal, or the translation is never shown.
enum ModuleStrings: BookRule {
    static let id = "module-strings"
    static let summary = "every translated module string still stands in Chapters/ or Shared/"
    static let subject = LintSubject.bookAndSources
    static let looksAt = "Translations/<lang>/Strings.json against the sources in Chapters/ and Shared/"
    static let examples: [LintExample] = [
        .refuses(
            .replace("Translations/ja/Strings.json", "\"id\" : \"(stale)\"", "\"id\" : \"(stale, gone)\""),
            with: "Translations/ja/Strings.json:", ": orphan entry: \"(stale, gone)\" no longer stands in Chapters/ or Shared/")
    ]

    static func check(_ book: LintedBook) -> [Problem] {
        guard let root = book.tree?.root, !book.translations.isEmpty else { return [] }
        var source = ""
        for folder in ["Chapters", "Shared"] {
            let url = root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(atPath: url.path) else { continue }
            for case let relative as String in walker where relative.hasSuffix(".swift") {
                source += String(decoding: FileManager.default.contents(atPath: url.appendingPathComponent(relative).path) ?? Data(), as: UTF8.self)
            }
        }
        let escaped = { (string: String) in string.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") }
        let swiftUIKeys = TranslationSources.literalStrings(in: root.appendingPathComponent("Shared"))
        return book.translations.flatMap { set in
            (set.localization.strings?.entries ?? []).filter { !source.includes($0.id) && !source.includes(escaped($0.id)) && !swiftUIKeys.contains($0.id) }.map {
                Problem(
                    set.path(TranslationSources.stringsFile), line: set.line(TranslationSources.stringsFile, $0.id), "orphan entry: \"\($0.id.prefix(60))\" no longer stands in Chapters/ or Shared/")
            }
        }
    }
}
