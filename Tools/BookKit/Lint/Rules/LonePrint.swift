import BookModel

/// A `print` that is a closure's only statement is the closure's implicit return: the
/// playground transform logs the `()` it returns, so the results beside it never show the text.
enum LonePrint: PageRule {
    static let id = "lone-print"
    static let summary = "no print that is its closure's only statement, with results logging on"
    static let examples: [LintExample] = [
        .accepts(page: "let sink = cart.$total.sink { total in\n    let shown = total\n    print(shown)\n}"),
        .accepts(page: "for total in [1, 2] {\n    print(total)\n}"),
        .refuses(page: "let sink = cart.$total.sink { total in\n    print(total)\n}", "main.swift:2: a print that is its closure's only statement"),
        .refuses(page: "let sink = cart.$total.sink { print($0) }", "main.swift:1: a print that is its closure's only statement"),
    ]

    static func check(_ page: LintedPage) -> [Problem] {
        guard page.logging else { return [] }
        let lines = page.code.filter { !page.stripped($0).isEmpty }
        var problems: [Problem] = []
        for (index, line) in lines.enumerated() {
            let text = page.stripped(line)
            guard text.hasPrefix("print(") || text.includes("{ print(") || text.includes(" in print(") else { continue }
            let opensHere = text.includes("{ print(") || text.includes(" in print(")
            let closesHere = opensHere && text.hasSuffix("}")
            let opensBefore = index > 0 && CodeScan.opensClosure(page.stripped(lines[index - 1]))
            let closesAfter = index + 1 < lines.count && page.stripped(lines[index + 1]).hasPrefix("}")
            if closesHere || (opensBefore && closesAfter) {
                problems.append(
                    Problem(
                        page.path, line: line.number,
                        "a print that is its closure's only statement: with results logging on, the app shows `()` beside it, never the text; give the closure a second statement (e.g. read the value into a constant first)"
                    ))
            }
        }
        return problems
    }
}
