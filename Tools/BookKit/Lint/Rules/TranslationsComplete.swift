import BookModel

/// Every text that needs a translation has one, none is left empty or orphaned, and none
/// translates an English that has changed since (its fingerprint says so).
enum TranslationsComplete: BookRule {
    static let id = "translations-complete"
    static let summary = "every English text has a current translation in each language, and no translation is orphaned"
    static let subject = LintSubject.bookAndSources
    static let looksAt = "Translations/<lang>/ against the English of the sources"
    static let shop = "Translations/ja/Pages/01-DelegateOrPublished/01-TheShop.json"
    static let examples: [LintExample] = [
        .refuses(.replace(shop, "\"id\" : \"Prose2\"", "\"id\" : \"Prose9\""), with: "\(shop):1: no ja entry for Prose2"),
        .refuses(.replace(shop, "\"id\" : \"Prose2\"", "\"id\" : \"Prose9\""), with: "\(shop):", ": orphan entry Prose9"),
        .refuses(
            .replace(
                "Chapters/01-DelegateOrPublished.playgroundchapter/Pages/01-TheShop.playgroundpage/main.swift", "Change the items or the coupon, and run it again.",
                "Change the items or the coupon and run it again."),
            with: "\(shop):", ": Prose1: the English changed since it was translated"),
        .refuses(.remove(shop), with: "\(shop):1: missing translation file: run `swift run book translate --lang ja`"),
    ]

    static func check(_ book: LintedBook) -> [Problem] {
        var problems: [Problem] = []
        for set in book.translations {
            let language = set.language
            for (file, wanted) in set.expected.files.sorted(by: { $0.key < $1.key }) {
                guard let translation = set.localization.files[file] else {
                    problems.append(Problem(set.path(file), "missing translation file: run `swift run book translate --lang \(language)`"))
                    continue
                }
                for english in wanted.entries {
                    guard let entry = translation.entry(english.id) else {
                        problems.append(Problem(set.path(file), "no \(language) entry for \(english.id): run `swift run book translate --lang \(language)`, then translate it"))
                        continue
                    }
                    if !entry.isTranslated {
                        problems.append(Problem(set.path(file), line: set.line(file, entry.id), "\(entry.id) is not translated yet"))
                    } else if entry.fingerprint != english.fingerprint {
                        problems.append(
                            Problem(
                                set.path(file), line: set.line(file, entry.id),
                                "\(entry.id): the English changed since it was translated: translate it again, then `swift run book translate --lang \(language) --accept \(file)#\(entry.id)`"))
                    }
                }
                let ids = Set(wanted.entries.map(\.id))
                for entry in translation.entries where !ids.contains(entry.id) {
                    problems.append(Problem(set.path(file), line: set.line(file, entry.id), "orphan entry \(entry.id): no English text has this id any more"))
                }
            }
            for file in set.localization.files.keys.sorted() where set.expected.files[file] == nil {
                problems.append(Problem(set.path(file), "orphan translation file: no page or source has this name"))
            }
        }
        return problems
    }
}
