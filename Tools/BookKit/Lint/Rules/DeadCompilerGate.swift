import BookModel

/// A `#if compiler(>=X)` or `#if swift(>=X)` that every supported app passes hides nothing:
/// it only misleads a reader into thinking some app skips it.
enum DeadCompilerGate: BookRule {
    static let id = "dead-compiler-gate"
    static let summary = "no compiler gate that every supported app passes, in pages or modules"
    static let subject = LintSubject.sourcesOrBook
    static let looksAt = "the Swift files of every module and page, in the sources and in a built book"
    static let examples: [LintExample] = [
        .refuses(
            .replace("Shared/UserModules/Shop/Sources/ObservationDesign.swift", "#if compiler(>=6.2)", "#if compiler(>=5.9)"),
            with: "Shared/UserModules/Shop/Sources/ObservationDesign.swift:", ": #if compiler(>=5.9) is always true: MinimumSwiftPlaygroundsVersion 4.4 already ships Swift 5.9")
    ]

    static func check(_ book: LintedBook) -> [Problem] {
        let facts = book.facts
        let gates = { (lines: [(number: Int, text: String)], path: String) in
            CodeScan.gates(in: lines, path: path, minimumSwift: facts.minimumSwift, minimumApp: facts.minimumApp)
        }
        let modules = book.modules.flatMap { module in
            module.files.flatMap { file in gates(file.text.lineStrings().enumerated().map { ($0.offset + 1, $0.element) }, book.path(file.url)) }
        }
        return modules + book.pages.flatMap { page in gates(page.markup.lines.map { ($0.number, $0.text) }, book.path(page.url.appendingPathComponent("main.swift"))) }
    }
}
