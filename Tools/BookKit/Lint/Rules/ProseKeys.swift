import BookModel

/// A prose block without a key has nothing a translation can name: it stays English.
enum ProseKeys: BookRule {
    static let id = "prose-keys"
    static let summary = "every prose block has a #localized(key:) a translation can name"
    static let subject = LintSubject.bookAndSources
    static let looksAt = "every page's prose blocks in the sources, when there are translations"
    static let examples: [LintExample] = [
        .refuses(
            .replace("Chapters/01-DelegateOrPublished.playgroundchapter/Pages/01-TheShop.playgroundpage/main.swift", "/*:#localized(key: \"Prose2\")", "/*:"),
            with: "01-TheShop.playgroundpage/main.swift:", ": a prose block without #localized(key:): the ja edition cannot translate it")
    ]

    static func check(_ book: LintedBook) -> [Problem] {
        guard let tree = book.tree else { return [] }
        return book.translations.flatMap { set in
            tree.pages.flatMap { page in
                page.markup.proseBlocks.filter { $0.key == nil }.map {
                    Problem(
                        display(page.url.appendingPathComponent("main.swift"), relativeTo: tree.root), line: $0.line,
                        "a prose block without #localized(key:): the \(set.language) edition cannot translate it")
                }
            }
        }
    }
}
