import BookModel

/// An exercise labels every editable region with what goes there.
enum EditablePlaceholder: PageRule {
    static let id = "editable-placeholder"
    static let summary = "every editable region of an exercise says what goes there"
    static let examples: [LintExample] = [
        .accepts(page: "//#-editable-code\nlet a = 1\n//#-end-editable-code"),
        .accepts(page: "Stage.assess(true)\nlet b = /*#-editable-code how it holds it*/1/*#-end-editable-code*/"),
        .refuses(page: "Stage.assess(true)\nlet b = /*#-editable-code*/1/*#-end-editable-code*/", "main.swift:2: an editable region without a placeholder"),
    ]

    static func check(_ page: LintedPage) -> [Problem] {
        guard page.code.contains(where: { $0.text.includes("Stage.assess(") }) else { return [] }
        return page.markup.lines.filter { $0.text.trimmingSpaces() == "//#-editable-code" || $0.text.includes("/*#-editable-code*/") }.map {
            Problem(page.path, line: $0.number, "an editable region without a placeholder: say what goes there (//#-editable-code what to write)")
        }
    }
}
