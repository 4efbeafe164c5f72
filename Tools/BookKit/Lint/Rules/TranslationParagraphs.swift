import BookModel

/// A translation keeps its English's paragraphs: a paragraph dropped while a page was
/// rewritten is otherwise invisible, because the fingerprint was accepted for the whole entry.
enum TranslationParagraphs: BookRule {
    static let id = "translation-paragraphs"
    static let summary = "a translation has as many paragraphs (blocks between blank lines) as its English"
    static let subject = LintSubject.bookAndSources
    static let looksAt = "Translations/<lang>/ against the English of the sources"
    static let shop = "Translations/ja/Pages/01-DelegateOrPublished/01-TheShop.json"
    static let examples: [LintExample] = [
        .refuses(
            .replace(shop, "\"\",\n        \" [次へ](@next)\"", "\" [次へ](@next)\""),
            with: "\(shop):", ": Prose2: 3 paragraphs where the English has 4")
    ]

    /// Blocks of non-blank lines, as Markdown separates paragraphs, lists and code.
    static func paragraphs(_ lines: [String]) -> Int {
        var count = 0, blank = true
        for line in lines {
            let isBlank = line.allSatisfy(\.isWhitespace)
            if !isBlank && blank { count += 1 }
            blank = isBlank
        }
        return count
    }

    static func check(_ book: LintedBook) -> [Problem] {
        var problems: [Problem] = []
        for set in book.translations {
            for (file, translation) in set.localization.files.sorted(by: { $0.key < $1.key }) {
                for entry in translation.entries where entry.isTranslated {
                    let english = paragraphs(entry.en), translated = paragraphs(entry.lines)
                    guard english != translated else { continue }
                    problems.append(
                        Problem(
                            set.path(file), line: set.line(file, entry.id),
                            "\(entry.id): \(translated) paragraphs where the English has \(english): a paragraph was lost or split"))
                }
            }
        }
        return problems
    }
}
