import BookModel

/// Before Swift 6.0 the results-logging pass breaks macro-expanded page code
/// (swiftlang/swift #74848, #74854): Swift Playgrounds 4.4 ships 5.9.
enum MacroWithLogging: PageRule {
    static let id = "macro-with-logging"
    static let summary = "no macro in page code with results logging on, in apps older than 4.6"
    static let examples: [LintExample] = [
        .accepts(page: "import Shop\nlet cart = Cart()"),
        .accepts(page: "@Observable final class Tracked { var n = 0 }", logging: false),
        .refuses(
            page: "import Observation\n@Observable final class Tracked { var n = 0 }",
            "main.swift:2: @Observable in page code with results logging on: Swift Playgrounds 4.4 (Swift 5.9) cannot compile"),
    ]

    static func check(_ page: LintedPage) -> [Problem] {
        guard page.logging && CodeScan.isBelow(page.facts.minimumApp, "4.6") else { return [] }
        return page.code.compactMap { line in
            page.facts.macros.first { CodeScan.contains(page.stripped(line), word: $0) }.map { macro in
                Problem(
                    page.path, line: line.number,
                    "\(macro) in page code with results logging on: Swift Playgrounds \(page.facts.minimumApp) (Swift \(page.facts.minimumSwift ?? "?")) cannot compile macro-expanded code with logging; move the declaration into a module or set PlaygroundLoggingMode to Off"
                )
            }
        }
    }
}
