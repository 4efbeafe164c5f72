import BookModel
import Foundation

/// What Swift Playgrounds shows beside each line of a page with results logging on. The page
/// is compiled with the playground transform; PlaygroundResults records every logged value
/// and printed text with its source line (PLAYGROUND_RESULTS names the file); this is that
/// record, line by line, as the sidebar shows it: one result as itself, more as "N times"
/// with the values in order (the app lists them in a viewer).
public struct ResultsSidebar: Equatable, Sendable {
    public static let environmentKey = "PLAYGROUND_RESULTS"

    /// One logged result: a value's description, or the text a `print` wrote.
    public struct Result: Equatable, Sendable {
        public var isPrint: Bool
        public var text: String

        public init(isPrint: Bool, text: String) {
            self.isPrint = isPrint
            self.text = text
        }
    }

    /// Source line (of main.swift) → its results, in the order they were logged.
    public var lines: [Int: [Result]]

    public init(lines: [Int: [Result]]) { self.lines = lines }

    /// Reads PlaygroundResults' record: `line<TAB>kind<TAB>name<TAB>text`, text escaped.
    public init(records: String) {
        var lines: [Int: [Result]] = [:]
        for record in records.split(separator: "\n", omittingEmptySubsequences: true) {
            let fields = record.split(separator: "\t", maxSplits: 3, omittingEmptySubsequences: false)
            guard fields.count == 4, let line = Int(fields[0]) else { continue }
            switch fields[1] {
            case "value": lines[line, default: []].append(Result(isPrint: false, text: Self.asTheAppNamesIt(Self.unescape(fields[3]))))
            case "print": lines[line, default: []].append(Result(isPrint: true, text: Self.unescape(fields[3])))
            default: continue  // scope entry and exit: nothing to show
            }
        }
        self.lines = lines
    }

    /// A type's name as the app would write it: a page's own types without the module name this
    /// build gives pages (`main.`; the app's is its own), Combine's types as Apple's Combine names
    /// them rather than the OpenCombine that stands in for it on Linux.
    static func asTheAppNamesIt(_ text: String) -> String {
        text.replacingOccurrences(of: #"(?<![A-Za-z0-9_.])main\."#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #"(?<![A-Za-z0-9_.])(Open|Linux)Combine\."#, with: "Combine.", options: .regularExpression)
    }

    static func unescape(_ text: Substring) -> String {
        var out = ""
        var escaped = false
        for character in text {
            if escaped {
                switch character {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": out.append("\r")
                default: out.append(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                out.append(character)
            }
        }
        return out
    }

    /// Runs `executable` (a page compiled with the transform) and reads what it logged.
    public static func record(_ executable: URL, environment: [String: String] = [:], scratch: URL) throws -> (run: PageRunner.Run, sidebar: ResultsSidebar) {
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let file = scratch.appendingPathComponent("\(executable.lastPathComponent)-\(UUID().uuidString).results")
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try PageRunner.run(executable, environment: environment.merging([environmentKey: file.path]) { _, new in new })
        let records = String(decoding: FileManager.default.contents(atPath: file.path) ?? Data(), as: UTF8.self)
        return (run, ResultsSidebar(records: records))
    }

    /// A run as the app makes it: with logging on, the same run also records what the results
    /// sidebar shows beside each visible line (the logger never prints); with it off, none.
    public static func run(_ executable: URL, logging: Bool, environment: [String: String] = [:], scratch: URL) throws -> (run: PageRunner.Run, sidebar: ResultsSidebar?) {
        guard logging else { return (try PageRunner.run(executable, environment: environment), nil) }
        let recorded = try record(executable, environment: environment, scratch: scratch)
        return (recorded.run, recorded.sidebar)
    }

    /// Every visible line of the page (its comments in `localization`'s language) with the
    /// results logged on it, in order: what a recording keeps, and the tour and the web edition
    /// show beside the code.
    public func lines(_ page: PageFolder, localization: Localization? = nil) -> [SidebarLine] {
        LearnerView.visibleLines(page.markup, translation: localization?.codeText(page) ?? { _ in nil }).map { line in
            SidebarLine(code: line.text, results: line.source.map { (lines[$0] ?? []).map(\.text) } ?? [])
        }
    }

    /// Every result text the learner can see beside a visible line of the page.
    public func visibleTexts(_ markup: PageMarkup) -> [(line: Int, text: String)] {
        let visible = Set(markup.lines.filter(\.isVisibleCode).map(\.number))
        return lines.keys.sorted().filter(visible.contains).flatMap { line in lines[line]!.map { (line, $0.text) } }
    }
}

extension ResultsSidebar {
    /// The prose of a page with logging on may quote output only where the learner sees it:
    /// each quoted line is a result beside a visible line. The sidebar shows results line by
    /// line, top to bottom, each line's own in the order they came; a quote in that order
    /// shows what the learner reads. A quote in any other order (the order things ran across
    /// lines) claims what the sidebar does not show, so each of its lines must carry its place
    /// (`1. `, `2. `, increasing), or the sequence belongs in the live view.
    /// `quotes` are the page's fenced blocks: where each starts, and its lines as read.
    public func checkQuotes(_ quotes: [(line: Int, lines: [String])], markup: PageMarkup, path: String) -> [Problem] {
        // What the sidebar shows, read top to bottom: each visible line's results in order.
        let shown = visibleTexts(markup).flatMap { $0.text.components(separatedBy: "\n").map(Self.trimmedEnd) }
        let visible = Set(shown)
        var problems: [Problem] = []
        for quote in quotes {
            let lines = quote.lines.map(Self.trimmedEnd).filter { !$0.isEmpty }
            let unseen = lines.filter { !visible.contains($0) }
            for text in unseen {
                problems.append(Problem(path, line: quote.line, "the quoted output \"\(text)\" stands beside no visible line of the page: the learner cannot see it"))
            }
            guard unseen.isEmpty, lines.count > 1 else { continue }
            // In the sidebar's own order: a subsequence of what it shows top to bottom.
            var rest = shown[...]
            let inSidebarOrder = lines.allSatisfy { text in
                guard let found = rest.firstIndex(of: text) else { return false }
                rest = rest[(found + 1)...]
                return true
            }
            if inSidebarOrder { continue }
            let numbers = lines.map { line -> Int? in
                guard let dot = line.firstIndex(of: "."), line[line.index(after: dot)...].hasPrefix(" ") else { return nil }
                return Int(line[..<dot])
            }
            let numbered = numbers.allSatisfy { $0 != nil } && zip(numbers, numbers.dropFirst()).allSatisfy { $0! < $1! }
            if !numbered {
                problems.append(
                    Problem(
                        path, line: quote.line,
                        "this quote gives an order the results sidebar does not show (it shows each line's results, top to bottom): number each printed line (\"1. \", \"2. \"), or show the sequence in the live view"
                    ))
            }
        }
        return problems
    }

    static func trimmedEnd(_ text: String) -> String {
        var text = text
        while text.last == " " || text.last == "\t" { text.removeLast() }
        return text
    }
}
