import BookModel

/// Edits inside a compiler or availability gate compile to nothing, or never run, in older apps.
enum EditableInGate: PageRule {
    static let id = "editable-in-gate"
    static let summary = "no editable code inside a compiler or availability gate"
    static let examples: [LintExample] = [
        .accepts(page: "//#-editable-code what to send\ncart.add(1)\n//#-end-editable-code"),
        .refuses(
            page: "#if compiler(>=6.2)\n//#-editable-code what to send\ncart.add(1)\n//#-end-editable-code\n#endif",
            "main.swift:3: editable code inside the compiler gate at line 1"),
        .refuses(
            page: "if #available(iOS 26, *) {\n//#-editable-code what to send\ncart.add(1)\n//#-end-editable-code\n}",
            "main.swift:3: editable code inside the availability gate at line 1"),
    ]

    static func check(_ page: LintedPage) -> [Problem] {
        let editable = Set(page.markup.lines.filter { $0.kind == .editableCode || $0.text.includes("//#-editable-code") }.map(\.number))
        guard !editable.isEmpty else { return [] }
        return CodeScan.gates(in: page.markup.lines.map { ($0.number, $0.text) }, path: page.path, minimumSwift: nil, minimumApp: page.facts.minimumApp, editable: editable)
    }
}
