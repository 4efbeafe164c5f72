import Foundation

/// What a page's run shows, as data: the printed lines (inline results, shown only with results
/// logging on), the latest live view, a poster that differs from it, the assessment, a
/// prediction checkpoint; where logging is on, the results sidebar; on a live-view page, the
/// live view's parts. `book expect` records it (one JSON file per page and language, under
/// Tests/BookTests/Expected); the tour, the web edition, the device check and the presenter's
/// guide read it. The one place that reads a run's text is `init(parsing:)`.
public struct PageOutput: Codable, Equatable, Sendable {
    public var results: [String] = []
    public var liveView: [String]?
    /// What the live view shows until Run, where the page draws it apart from the run's view.
    public var poster: [String]?
    public var assessment: RecordedAssessment?
    public var prediction: RecordedPrediction?
    /// Every visible line with the results beside it (`ResultsSidebar.lines`), logging on.
    public var sidebar: [SidebarLine]?
    /// The latest live view's parts, as BookStage draws them (BOOK_STAGE_POSTER's `.json`).
    public var stage: RecordedStage?

    public init() {}

    /// What BookStage prints on Linux: lines, with the live view, the poster, the assessment and
    /// a checkpoint each framed by `[name]` and `[end name]`.
    public init(parsing output: String) {
        var lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        var block: (kind: String, lines: [String])?
        for line in lines {
            if let open = block {
                if line == "[end \(open.kind)]" {
                    switch open.kind {
                    case "live view": liveView = open.lines
                    case "prediction": prediction = RecordedPrediction(open.lines)
                    case "poster": poster = open.lines
                    default: assessment = RecordedAssessment(open.lines)
                    }
                    block = nil
                } else {
                    block?.lines.append(line)
                }
            } else if ["[live view]", "[assessment]", "[prediction]", "[poster]"].contains(line) {
                block = (String(line.dropFirst().dropLast()), [])
            } else {
                results.append(line)
            }
        }
        if let open = block { results += ["[\(open.kind)]"] + open.lines }
    }

    /// What the run itself printed: without the sidebar and the live view's parts, which other
    /// records of the same run add.
    public var printedOnly: PageOutput {
        var copy = self
        copy.sidebar = nil
        copy.stage = nil
        return copy
    }
}

extension PageOutput {
    /// Where `book expect` records a page's run in `language`, under Tests/BookTests/Expected.
    public static func recordedPath(_ page: PageFolder, language: String = "en") -> String {
        "\(language == "en" ? "" : language + "/")\(page.chapterFolder)/\(page.folder).json"
    }

    /// Where `book expect` records a learner variant's run.
    public static func recordedPath(variant name: String) -> String { "Variants/\(name).json" }

    /// A recorded run (`relativePath` under Tests/BookTests/Expected), read; a missing or
    /// unreadable one is a problem that names the file and the command that writes it.
    public static func recorded(_ relativePath: String, root: URL) throws -> PageOutput {
        let url = root.appendingPathComponent("Tests/BookTests/Expected/\(relativePath)")
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw Problems([Problem(display(url, relativeTo: root), "no recorded run: run `swift run book expect`")])
        }
        do {
            return try JSONDecoder().decode(PageOutput.self, from: data)
        } catch {
            throw Problems([Problem(display(url, relativeTo: root), "not a recorded run (\(error)): run `swift run book expect`")])
        }
    }

    /// The recorded form: JSON, keys sorted, one value a line, so a review reads its diff.
    public func recordedData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }
}

/// An exercise's verdict as the run gave it: passed with its message, or not yet with the
/// hints the app reveals one at a time, and the solution last.
public struct RecordedAssessment: Codable, Equatable, Sendable {
    public var passed: Bool
    public var message: String?
    public var hints: [String] = []
    public var solution: String?

    public init(passed: Bool, message: String? = nil, hints: [String] = [], solution: String? = nil) {
        self.passed = passed
        self.message = message
        self.hints = hints
        self.solution = solution
    }

    /// BookStage's `Assessment.text`: "pass: message", or "not yet", "hint i of n: text"
    /// lines and "solution: text".
    init(_ lines: [String]) {
        passed = lines.first?.hasPrefix("pass") ?? false
        if passed { message = String(lines[0].dropFirst(min(lines[0].count, "pass: ".count))) }
        for line in lines.dropFirst() {
            if line.hasPrefix("hint "), let colon = line.range(of: ": ") {
                hints.append(String(line[colon.upperBound...]))
            } else if line.hasPrefix("solution: ") {
                solution = String(line.dropFirst("solution: ".count))
            }
        }
    }

    /// The verdict as the run printed it, line by line.
    public var lines: [String] {
        if passed { return ["pass: " + (message ?? "")] }
        return ["not yet"] + hints.enumerated().map { "hint \($0.offset + 1) of \(hints.count): \($0.element)" }
            + (solution.map { ["solution: " + $0] } ?? [])
    }
}

/// A visible line of a page with results logging on, and every result logged on it in order.
public struct SidebarLine: Codable, Equatable, Sendable {
    /// The line as the learner sees it (`LearnerView.VisibleLine.text`).
    public var code: String
    public var results: [String]

    public init(code: String, results: [String]) {
        self.code = code
        self.results = results
    }

    /// What the sidebar shows beside a line that logged something: its one result, or every
    /// value of a line that ran many times, in order (the app shows how many, and lists them in
    /// a viewer). A line break shows as ⏎. How the count is worded is the view's (AppView,
    /// the web edition), in its language.
    public enum Shown: Equatable, Sendable {
        case one(String)
        case many([String])
    }

    public var shown: Shown? {
        let texts = results.map { $0.replacingOccurrences(of: "\n", with: "⏎") }
        guard let first = texts.first else { return nil }
        return texts.count == 1 ? .one(first) : .many(texts)
    }
}

/// A live view's parts as BookStage drew them: title, lines, table, and the timeline's steps,
/// lanes and marks in arrival order (each mark with its step and lane). Every text is the
/// drawn one.
public struct RecordedStage: Codable, Equatable, Sendable {
    public struct Cell: Codable, Equatable, Sendable {
        public var text: String
        public var stale: Bool
    }
    public struct Row: Codable, Equatable, Sendable {
        public var label: String
        public var cells: [Cell]
    }
    public struct Table: Codable, Equatable, Sendable {
        public var title: String
        public var headers: [String]
        public var rows: [Row]
    }
    public struct Mark: Codable, Equatable, Sendable {
        public var order: Int
        public var stale: Bool
        public var via: String, sent: String, read: String
        /// The timeline column (an index into `steps`) and lane it belongs to.
        public var step: Int, lane: Int
    }

    public var title = ""
    public var lines: [String] = []
    public var table: Table?
    public var steps: [String] = []
    public var lanes: [String] = []
    public var marks: [Mark] = []
}

/// A prediction checkpoint as its page's run printed it (BookStage's `Prediction.text`):
/// every choice with its claim, the printed lines that show it, its feedback; the answer this
/// run observed, and why.
public struct RecordedPrediction: Codable, Equatable, Sendable {
    public struct Choice: Codable, Equatable, Sendable {
        public var spelled: String
        public var says: String
        public var shows: [String] = []
        public var ifWrong = ""
    }

    public var choices: [Choice] = []
    public var answer = ""
    public var why = ""

    /// The choice the run showed (the parser keeps only checkpoints whose answer is a choice).
    public var answerChoice: Choice? { choices.first { $0.spelled == answer } }

    init?(_ lines: [String]) {
        for line in lines {
            if line.hasPrefix("choice "), let colon = line.range(of: ": ") {
                choices.append(Choice(spelled: String(line[line.index(line.startIndex, offsetBy: 7)..<colon.lowerBound]), says: String(line[colon.upperBound...])))
            } else if line.hasPrefix("  shows: "), !choices.isEmpty {
                choices[choices.count - 1].shows.append(String(line.dropFirst("  shows: ".count)))
            } else if line.hasPrefix("  if wrong: "), !choices.isEmpty {
                choices[choices.count - 1].ifWrong = String(line.dropFirst("  if wrong: ".count))
            } else if line.hasPrefix("answer: ") {
                answer = String(line.dropFirst("answer: ".count))
            } else if line.hasPrefix("why: ") {
                why = String(line.dropFirst("why: ".count))
            }
        }
        if answerChoice == nil { return nil }
    }

    /// The choice a typed answer names: its number (1 is the first), or its spelling with or
    /// without the leading dot.
    public func choice(named typed: String) -> Choice? {
        let typed = typed.trimmingCharacters(in: .whitespaces)
        if let number = Int(typed), choices.indices.contains(number - 1) { return choices[number - 1] }
        return choices.first { $0.spelled == typed || $0.spelled == "." + typed }
    }

    /// The feedback a choice gets: right with the reason, or the misconception it reveals.
    public func feedback(for choice: Choice) -> (right: Bool, text: String) {
        choice.spelled == answer ? (true, why) : (false, choice.ifWrong)
    }

    /// The choices printed lines show: those whose `shows` texts begin lines in that order
    /// (a line may begin after a `Steps` number, "5. "), as BookStage's `Prediction` reads
    /// them. Exactly one must, or the choices do not tell the run's outcomes apart.
    public func shownChoices(in printed: [String]) -> [Choice] {
        choices.filter { choice in
            var rest = printed[...]
            for shown in choice.shows {
                guard let found = rest.firstIndex(where: { Self.line($0, begins: shown) }) else { return false }
                rest = rest[(found + 1)...]
            }
            return !choice.shows.isEmpty
        }
    }

    public static func line(_ line: String, begins text: String) -> Bool {
        if line.hasPrefix(text) { return true }
        let digits = line.prefix { $0.isNumber }
        return !digits.isEmpty && line.dropFirst(digits.count).hasPrefix(". ") && line.dropFirst(digits.count + 2).hasPrefix(text)
    }
}
