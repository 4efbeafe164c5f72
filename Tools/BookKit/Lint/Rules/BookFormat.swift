import BookModel

/// The layout and manifests BOOK_FORMAT.md describes, found while the sources or the book are
/// read (a book that cannot be read has nothing else to check). ManifestRules lists every key.
enum BookFormat: BookRule {
    static let id = "book-format"
    static let summary = "folders, manifests, hints and modules as the playground book format lays them out"
    static let subject = LintSubject.sourcesOrBook
    static let looksAt = "the folders, manifests, Hints.plist files and modules of the sources and of a built book"
    static let shop = "Chapters/01-DelegateOrPublished.playgroundchapter/Pages/01-TheShop.playgroundpage"
    static let built = "DelegateVsPublished.playgroundbook/Contents"
    static let examples: [LintExample] = [
        .refuses(
            .remove("Chapters/01-DelegateOrPublished.playgroundchapter/Pages/02-TheCartTellsItsDelegate.playgroundpage"),
            with: "01-DelegateOrPublished.playgroundchapter/Manifest.plist:", "page '02-TheCartTellsItsDelegate.playgroundpage' is listed but its folder is missing"),
        .refuses(.write("\(shop)/Manifest.plist", "<plist><dict><key>Name</key><string>oops</dict>"), with: "01-TheShop.playgroundpage/Manifest.plist:", "not a valid property list"),
        .refuses(.setKey("\(shop)/Manifest.plist", "LiveViewMode", nil), with: "01-TheShop.playgroundpage/Manifest.plist:1: missing required key 'LiveViewMode'"),
        .refuses(
            .replace("\(shop)/Manifest.plist", "HiddenByDefault", "Sometimes"),
            with: "01-TheShop.playgroundpage/Manifest.plist:7: 'LiveViewMode' must be one of \"VisibleByDefault\", \"HiddenByDefault\", not \"Sometimes\""),
        .refuses(
            .replace("Chapters/01-DelegateOrPublished.playgroundchapter/Pages/02-TheCartTellsItsDelegate.playgroundpage/Manifest.plist", "The Cart Tells Its Delegate", "The Shop"),
            with: "02-TheCartTellsItsDelegate.playgroundpage/Manifest.plist:", "page name 'The Shop' is also the name of 01-TheShop.playgroundpage in this chapter"),
        .refuses(
            .replace(
                "Chapters/04-ShelfDelegates.playgroundchapter/Pages/04-StrongDelegatesLeak.playgroundpage/PrivateResources/Hints.plist", "<key>Content</key>",
                "<key>FileReference</key><string>Hint1.txt</string><key>Content</key>"),
            with: "04-StrongDelegatesLeak.playgroundpage/PrivateResources/Hints.plist:", "hint 1 must have exactly one of Content or FileReference"),
        .refuses(.write("Shared/UserModules/Shop/Notes.swift", "// stray\n"), with: "Shared/UserModules/Shop/Notes.swift:1: file outside Sources/"),
        .refuses(.write("\(built)/Chapters/.DS_Store", ""), with: "Contents/Chapters/.DS_Store:1: stray file"),
        .refuses(.write("\(built)/Edits/Edit.plist", ""), with: "Contents/Edits:1: Edits/ is the app's record of a learner's changes: never ship it"),
    ]

    static func check(_ book: LintedBook) -> [Problem] { book.readProblems }
}
