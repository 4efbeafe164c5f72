import Foundation

/// Rules about what a learner sees in Swift Playgrounds, checked on sources and built books:
/// what would not compile, would hide a lesson, or would mislead in the app.
public enum LearnerRules {
    /// The Swift compiler each Swift Playgrounds release ships.
    public static let swiftOfApp: [String: String] = ["4.4": "5.9", "4.5": "5.10", "4.6": "6.0", "4.7": "6.2"]

    /// Attached and freestanding macros of Apple's SDKs that pages might use. Before Swift 6.0
    /// the results-logging pass breaks macro-expanded page code (swiftlang/swift #74848, #74854).
    public static let knownMacros = [
        "@Observable", "@ObservationIgnored", "@ObservationTracked", "@Model", "@Entry", "@Previewable",
        "#Preview", "#Predicate", "#Expression",
    ]

    public static func check(chapters: [ChapterFolder], manifest: BookManifest, manifestPath: String, modules: [(name: String, sources: URL)], base: URL) -> [Problem] {
        var problems: [Problem] = []
        let minimumApp = manifest.MinimumSwiftPlaygroundsVersion ?? "4.4"
        let minimumSwift = swiftOfApp[minimumApp]
        let macroDeclarations = modules.flatMap { module in swiftFiles(module.sources).flatMap { declaredMacros(in: $0.text) } }
        let macros = knownMacros + macroDeclarations.map { "@" + $0 } + macroDeclarations.map { "#" + $0 }

        if let minimumSwift, let declared = manifest.SwiftVersion, declared != minimumSwift {
            problems.append(Problem(manifestPath, "SwiftVersion \(declared) disagrees with MinimumSwiftPlaygroundsVersion \(minimumApp), which ships Swift \(minimumSwift)"))
        }
        for module in modules {
            for file in swiftFiles(module.sources) {
                let path = display(file.url, relativeTo: base)
                let lines = file.text.lineStrings().enumerated().map { ($0.offset + 1, $0.element) }
                problems += gates(in: lines, path: path, minimumSwift: minimumSwift, minimumApp: minimumApp)
                if let line = typeDeclaration(named: module.name, in: file.text) {
                    problems.append(Problem(path, line: line, "module \(module.name) declares a type named \(module.name): `\(module.name).x` then depends on name lookup picking the type over the module; rename one"))
                }
            }
        }
        for chapter in chapters {
            for page in chapter.pages {
                let path = display(page.url.appendingPathComponent("main.swift"), relativeTo: base)
                let manifestPath = display(page.url.appendingPathComponent("Manifest.plist"), relativeTo: base)
                problems += check(page, path: path, manifestPath: manifestPath, macros: macros, minimumApp: minimumApp, minimumSwift: minimumSwift)
            }
        }
        return problems
    }

    static func check(_ page: PageFolder, path: String, manifestPath: String, macros: [String], minimumApp: String, minimumSwift: String?) -> [Problem] {
        var problems: [Problem] = []
        let markup = page.markup
        let logging = page.manifest.PlaygroundLoggingMode != "Off"
        let code = markup.lines.filter { $0.kind != .prose }
        // Each line without its comments and string contents, worked out once.
        var strippedLines: [Int: String] = [:]
        for line in markup.lines where line.kind != .prose { strippedLines[line.number] = stripped(line.text) }
        let stripped = { (line: PageMarkup.Line) in strippedLines[line.number] ?? "" }

        if logging && isBelow(minimumApp, "4.6") {
            for line in code {
                let text = stripped(line)
                if let macro = macros.first(where: { contains(text, word: $0) }) {
                    problems.append(Problem(path, line: line.number, "\(macro) in page code with results logging on: Swift Playgrounds \(minimumApp) (Swift \(minimumSwift ?? "?")) cannot compile macro-expanded code with logging; move the declaration into a module or set PlaygroundLoggingMode to Off"))
                }
            }
        }
        let setsLiveView = PosterFiles.hasLiveView(page)
        if setsLiveView && logging {
            problems.append(Problem(manifestPath, "this page sets a live view with results logging on: SwiftUI live views abort with logging; set PlaygroundLoggingMode to Off"))
        }
        if setsLiveView && page.manifest.PosterReference == nil {
            problems.append(Problem(manifestPath, "this page has a live view but no PosterReference: the live view opens blank until the page runs (run `swift run book posters`)"))
        }
        if !logging {
            for line in code where line.kind != .hiddenCode && contains(stripped(line), word: "print") && stripped(line).includes("print(") {
                problems.append(Problem(path, line: line.number, "print with results logging off: the learner never sees this line; show it in the live view"))
            }
        }
        if logging {
            problems += lonePrints(code, stripped: stripped, path: path)
        }
        for line in markup.lines where line.kind == .hiddenCode && contains(stripped(line), word: "print") && stripped(line).includes("print(") {
            problems.append(Problem(path, line: line.number, "print in hidden code: the app shows results only beside visible lines, so the learner never sees this"))
        }
        if logging, let line = code.first(where: { contains(stripped($0), word: "deinit") }) {
            problems.append(Problem(path, line: line.number, "a lesson that depends on deinit with results logging on: the playground transform stores each value it logs in a temporary, which can keep a top-level object alive until the page ends (`x = Object(); x = nil`); set PlaygroundLoggingMode to Off and show the facts in the live view"))
        }
        problems += gates(in: markup.lines.map { ($0.number, $0.text) }, path: path, minimumSwift: minimumSwift, minimumApp: minimumApp, editable: Set(markup.lines.filter { $0.kind == .editableCode || $0.text.includes("//#-editable-code") }.map(\.number)))
        for line in markup.lines where line.kind == .prose {
            let text = line.text.trimmingSpaces()
            if text.hasPrefix("|") && text.includes("---") {
                problems.append(Problem(path, line: line.number, "a Markdown table: playground markup renders no tables; use a list"))
            }
        }
        for block in markup.proseBlocks {
            problems += NotificationRule.check(block.text, language: "en", path: path, line: block.line)
        }
        problems += hiddenNames(markup, path: path)
        // Apple's pages start hidden-code markers at column 0; indented ones (say, in a loop)
        // hide part of a block the learner then reads with a hole in it.
        for line in markup.lines where line.text.first == " " || line.text.first == "\t" {
            let trimmed = line.text.trimmingSpaces()
            if trimmed == "//#-hidden-code" || trimmed == "//#-end-hidden-code" {
                problems.append(Problem(path, line: line.number, "\(trimmed) not at column 0: hide whole statements, outside blocks, as Apple's pages do"))
            }
        }
        // A comment the learner reads is the book's own words: it goes in a localizable zone,
        // so each language shows it translated. (Editable code is the learner's, as written.)
        for line in markup.lines where line.kind == .code && line.zone == nil {
            if hasComment(line.text) && !line.text.trimmingSpaces().hasPrefix("//#-") {
                problems.append(Problem(path, line: line.number, "a comment in visible code outside //#-localizable-zone(id): the Japanese edition cannot translate it"))
            }
        }
        if code.contains(where: { $0.text.includes("Stage.assess(") }) {
            problems += exerciseRules(markup, path: path)
        }
        return problems
    }

    /// A `print` that is a closure's only statement is the closure's implicit return: the
    /// playground transform logs the `()` it returns, not the text it printed, so the results
    /// beside it never show that text. Give the closure a second statement.
    static func lonePrints(_ code: [PageMarkup.Line], stripped: (PageMarkup.Line) -> String, path: String) -> [Problem] {
        let lines = code.filter { !stripped($0).isEmpty }
        var problems: [Problem] = []
        for (index, line) in lines.enumerated() {
            let text = stripped(line)
            guard text.hasPrefix("print(") || text.includes("{ print(") || text.includes(" in print(") else { continue }
            let opensHere = text.includes("{ print(") || text.includes(" in print(")
            let closesHere = opensHere && text.hasSuffix("}")
            let opensBefore = index > 0 && opensClosure(stripped(lines[index - 1]))
            let closesAfter = index + 1 < lines.count && stripped(lines[index + 1]).hasPrefix("}")
            if closesHere || (opensBefore && closesAfter) {
                problems.append(Problem(path, line: line.number, "a print that is its closure's only statement: with results logging on, the app shows `()` beside it, never the text; give the closure a second statement (e.g. read the value into a constant first)"))
            }
        }
        return problems
    }

    /// Does this line end by opening a closure (`.sink { value in`, `async {`), not a block of a
    /// statement or declaration (`for ... {`, `didSet {`, `func f() {`)?
    static func opensClosure(_ line: String) -> Bool {
        if line.hasSuffix(" in") { return true }
        guard line.hasSuffix("{") else { return false }
        let statements: Set<String> = ["for", "if", "while", "func", "init", "do", "else", "guard", "switch", "repeat", "didSet", "willSet",
                                       "get", "set", "deinit", "class", "struct", "enum", "extension", "protocol", "final", "public",
                                       "private", "fileprivate", "internal", "static", "case", "default", "defer", "var", "@MainActor"]
        let first = line.drop { $0 == "}" || $0 == " " }.prefix { !$0.isWhitespace && $0 != "(" && $0 != "{" }
        return !statements.contains(String(first))
    }

    /// Exercise pages narrow code completion to the task and label every editable region.
    static func exerciseRules(_ markup: PageMarkup, path: String) -> [Problem] {
        var problems: [Problem] = []
        let completions = markup.lines.filter { $0.text.hasPrefix("//#-code-completion(") }
        if !completions.contains(where: { $0.text.replacingOccurrences(of: " ", with: "") == "//#-code-completion(everything,hide)" }) {
            problems.append(Problem(path, line: 1, "an exercise page narrows code completion: add //#-code-completion(everything, hide), then show what the task needs"))
        } else if !completions.contains(where: { $0.text.replacingOccurrences(of: " ", with: "").includes(",show,") }) {
            problems.append(Problem(path, line: completions[0].number, "code completion hides everything and shows nothing: add //#-code-completion(identifier, show, ...) for what the task uses"))
        }
        for line in markup.lines {
            let trimmed = line.text.trimmingSpaces()
            if trimmed == "//#-editable-code" || line.text.includes("/*#-editable-code*/") {
                problems.append(Problem(path, line: line.number, "an editable region without a placeholder: say what goes there (//#-editable-code what to write)"))
            }
        }
        return problems
    }

    /// Names declared in hidden code and used in visible code: the learner reads a name whose
    /// declaration the app never shows.
    static func hiddenNames(_ markup: PageMarkup, path: String) -> [Problem] {
        let pattern = #"\b(?:let|var|func|class|struct|enum|protocol|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let keywords = ["let", "var", "func", "class", "struct", "enum", "protocol", "typealias"]
        func declared(_ kinds: Set<PageMarkup.Kind>) -> Set<String> {
            Set(markup.lines.filter { kinds.contains($0.kind) }.flatMap { line -> [String] in
                // The regular expression only where a keyword could start a declaration.
                guard keywords.contains(where: { line.text.includes($0) }) else { return [] }
                let text = stripped(line.text)
                return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } }
            })
        }
        let hiddenOnly = declared([.hiddenCode]).subtracting(declared([.code, .editableCode]))
        guard !hiddenOnly.isEmpty else { return [] }
        var problems: [Problem] = []
        for line in markup.lines where line.kind == .code || line.kind == .editableCode {
            let text = stripped(line.text)
            for name in hiddenOnly.sorted() where contains(text, word: name) {
                problems.append(Problem(path, line: line.number, "'\(name)' is declared in hidden code: the learner reads a name whose declaration they cannot see; declare it in visible code or use a named Shared API"))
            }
        }
        return problems
    }

    /// `#if compiler(>=X)` / `#if swift(>=X)` that every supported app passes (a dead gate),
    /// and editable lines inside a compiler or availability gate (edits that compile to
    /// nothing, or never run, in older apps).
    static func gates(in source: [(number: Int, text: String)], path: String, minimumSwift: String?, minimumApp: String, editable: Set<Int> = []) -> [Problem] {
        var problems: [Problem] = []
        var conditions: [(line: Int, gate: Bool)] = []
        var availability: [(line: Int, depth: Int)] = []
        var depth = 0
        for (number, raw) in source {
            let text = raw.trimmingSpaces()
            if text.hasPrefix("#if") {
                let gate = text.includes("compiler(") || text.includes("swift(")
                conditions.append((number, gate))
                if gate, let minimumSwift, let version = text.range(of: #"[0-9]+(\.[0-9]+)*"#, options: .regularExpression).map({ String(text[$0]) }),
                   text.includes(">="), !isBelow(minimumSwift, version, swiftVersions: true) {
                    problems.append(Problem(path, line: number, "\(text) is always true: MinimumSwiftPlaygroundsVersion \(minimumApp) already ships Swift \(minimumSwift)"))
                }
            } else if text.hasPrefix("#endif") {
                _ = conditions.popLast()
            }
            // Only braces and #available matter below: most lines have neither.
            guard raw.includes("{") || raw.includes("}") || raw.includes("#available(") || editable.contains(number) else { continue }
            let code = stripped(String(raw))
            if code.includes("#available(") && (code.hasPrefix("if") || code.hasPrefix("guard") || code.includes("} else if")) {
                availability.append((number, depth))
            }
            for character in code {
                if character == "{" { depth += 1 }
                if character == "}" {
                    depth -= 1
                    while let last = availability.last, depth <= last.depth { availability.removeLast() }
                }
            }
            if editable.contains(number) {
                if let gate = conditions.last(where: \.gate) {
                    problems.append(Problem(path, line: number, "editable code inside the compiler gate at line \(gate.line): in older apps the learner's edits compile to nothing; keep the gate in a module"))
                } else if let gate = availability.last {
                    problems.append(Problem(path, line: number, "editable code inside the availability gate at line \(gate.line): on older systems the learner's edits never run; keep the gate in a module"))
                }
            }
        }
        return problems
    }

    static func typeDeclaration(named name: String, in text: String) -> Int? {
        let pattern = #"\b(?:enum|struct|class|actor|protocol|typealias)\s+"# + NSRegularExpression.escapedPattern(for: name) + #"\b"#
        guard text.includes(name) else { return nil }
        // The declaration must stand in code, not in a comment or a string.
        for (index, line) in text.lineStrings().enumerated()
        where line.includes(name) && line.range(of: pattern, options: .regularExpression) != nil
            && stripped(line).range(of: pattern, options: .regularExpression) != nil {
            return index + 1
        }
        return nil
    }

    static func declaredMacros(in text: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: #"\bmacro\s+([A-Za-z_][A-Za-z0-9_]*)"#) else { return [] }
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } }
    }

    static func swiftFiles(_ folder: URL) -> [(url: URL, text: String)] {
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().compactMap { relative in
            let url = folder.appendingPathComponent(relative)
            return FileManager.default.contents(atPath: url.path).map { (url, String(decoding: $0, as: UTF8.self)) }
        }
    }

    /// Whether `line` has a `//` comment (outside a string literal).
    static func hasComment(_ line: String) -> Bool { scan(line).comment }

    /// The line's code without its comment and string contents, trimmed (so a word in a
    /// string is not code).
    static func stripped(_ line: String) -> String { scan(line).code }

    /// One pass over a line: its code with string contents left out, and whether a `//`
    /// comment follows it.
    static func scan(_ line: String) -> (code: String, comment: Bool) {
        var out = ""
        var inString = false
        var previous: Character = " "
        for character in line {
            if !inString && character == "/" && previous == "/" {
                out.removeLast()
                return (out.trimmingSpaces(), true)
            }
            if character == "\"" && previous != "\\" { inString.toggle(); out.append("\""); previous = character; continue }
            if !inString { out.append(character) }
            previous = character
        }
        return (out.trimmingSpaces(), false)
    }

    /// `word` stands in `text` on its own (not inside a longer identifier).
    static func contains(_ text: String, word: String) -> Bool {
        // Byte by byte: this runs for every code line of every page on each build and lint,
        // and most lines do not hold the word at all.
        guard text.includes(word) else { return false }
        let haystack = Array(text.utf8), needle = Array(word.utf8)
        guard let first = needle.first, haystack.count >= needle.count else { return false }
        // A byte of an identifier: ASCII letters, digits, `_`, and any non-ASCII (letters).
        let isPart = { (byte: UInt8) in byte >= 0x80 || byte == 0x5F || (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
        for start in 0...(haystack.count - needle.count) where haystack[start] == first {
            guard haystack[start..<start + needle.count].elementsEqual(needle) else { continue }
            let before = start == 0 ? nil : haystack[start - 1]
            let after = start + needle.count == haystack.count ? nil : haystack[start + needle.count]
            if !(before.map(isPart) ?? false) && !(after.map(isPart) ?? false) && before != UInt8(ascii: ".") { return true }
        }
        return false
    }

    /// Dotted versions compared number by number: is `a` below `b`?
    static func isBelow(_ a: String, _ b: String, swiftVersions: Bool = false) -> Bool {
        let left = a.split(separator: ".").map { Int($0) ?? 0 }, right = b.split(separator: ".").map { Int($0) ?? 0 }
        for index in 0..<max(left.count, right.count) {
            let l = index < left.count ? left[index] : 0, r = index < right.count ? right[index] : 0
            if l != r { return l < r }
        }
        return false
    }
}
