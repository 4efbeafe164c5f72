import BookModel

/// Playground markup's markers, as the app reads them: each known, each closed, none inside
/// another's region (PageMarkup finds these while it reads the page).
enum PageMarkers: PageRule {
    static let id = "page-markers"
    static let summary = "every marker is known, opened and closed in order, prose blocks closed"
    static let examples: [LintExample] = [
        .accepts(page: "//#-hidden-code\nimport Shop\n//#-end-hidden-code\n/*:#localized(key: \"Prose1\")\n Hello\n */"),
        .refuses(page: "//#-hidden-code\nimport Shop", "main.swift:1: //#-hidden-code never closed with //#-end-hidden-code"),
        .refuses(page: "let a = 1\n    //#-code-completion(everything, hide)", "main.swift:2: //#-code-completion must start at column 0"),
        .refuses(page: "//#-shown-code", "main.swift:1: unknown marker '//#-shown-code'"),
        .accepts(page: "enum Design {\n//#-localizable-zone(Comment1)\n    /// A delegate.\n//#-end-localizable-zone\n    case delegate\n}"),
        .refuses(
            page: "enum Design {\n    //#-localizable-zone(Comment1)\n    /// A delegate.\n//#-end-localizable-zone\n    case delegate\n}",
            "main.swift:2: //#-localizable-zone must start at column 0"),
        .refuses(
            page: "//#-localizable-zone(Comment1)\n// A delegate.\n  //#-end-localizable-zone",
            "main.swift:3: //#-end-localizable-zone must start at column 0"),
        .refuses(
            .replace(
                "DelegateVsPublished.playgroundbook/Contents/Chapters/01-DelegateOrPublished.playgroundchapter/Pages/01-TheShop.playgroundpage/main.swift", "import Shop\n",
                "import Shop\n    //#-code-completion(everything, hide)\n"),
            with: "Contents/Chapters/01-DelegateOrPublished.playgroundchapter/Pages/01-TheShop.playgroundpage/main.swift:", ": //#-code-completion must start at column 0"),
    ]

    static func check(_ page: LintedPage) -> [Problem] { page.markup.problems }
}
