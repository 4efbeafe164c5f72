import BookModel
import Foundation

/// Reading Swift a line at a time, as the lint rules need it: code without comments and
/// strings, whole words, closures, compiler and availability gates.
enum CodeScan {

    static func typeDeclaration(named name: String, in text: String) -> Int? {
        let pattern = #"\b(?:enum|struct|class|actor|protocol|typealias)\s+"# + NSRegularExpression.escapedPattern(for: name) + #"\b"#
        guard text.includes(name) else { return nil }
        // The declaration must stand in code, not in a comment or a string.
        for (index, line) in text.lineStrings().enumerated()
        where line.includes(name) && line.range(of: pattern, options: .regularExpression) != nil
            && stripped(line).range(of: pattern, options: .regularExpression) != nil
        {
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
            if character == "\"" && previous != "\\" {
                inString.toggle()
                out.append("\"")
                previous = character
                continue
            }
            if !inString { out.append(character) }
            previous = character
        }
        return (out.trimmingSpaces(), false)
    }

    /// `word` stands in `text` on its own (not inside a longer identifier).
    static func contains(_ text: String, word: String) -> Bool {
        // Byte by byte: this runs for every code line of every page on each build and lint,
        // and most lines do not hold the word at all. Against a Character-by-Character search:
        // `book lint` 0.64 s instead of 0.69 s, 0.90 s instead of 1.07 s (best of 5 and of 7).
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

    /// Does this line end by opening a closure (`.sink { value in`, `async {`), not a block of a
    /// statement or declaration (`for ... {`, `didSet {`, `func f() {`)?
    static func opensClosure(_ line: String) -> Bool {
        if line.hasSuffix(" in") { return true }
        guard line.hasSuffix("{") else { return false }
        let statements: Set<String> = [
            "for", "if", "while", "func", "init", "do", "else", "guard", "switch", "repeat", "didSet", "willSet",
            "get", "set", "deinit", "class", "struct", "enum", "extension", "protocol", "final", "public",
            "private", "fileprivate", "internal", "static", "case", "default", "defer", "var", "@MainActor",
        ]
        let first = line.drop { $0 == "}" || $0 == " " }.prefix { !$0.isWhitespace && $0 != "(" && $0 != "{" }
        return !statements.contains(String(first))
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
                    text.includes(">="), !isBelow(minimumSwift, version, swiftVersions: true)
                {
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
                    problems.append(
                        Problem(path, line: number, "editable code inside the compiler gate at line \(gate.line): in older apps the learner's edits compile to nothing; keep the gate in a module"))
                } else if let gate = availability.last {
                    problems.append(
                        Problem(path, line: number, "editable code inside the availability gate at line \(gate.line): on older systems the learner's edits never run; keep the gate in a module"))
                }
            }
        }
        return problems
    }
}
