import BookModel
import Foundation

/// What a page printed on Linux, split the way the app shows it: printed lines (inline
/// results, shown only with results logging on), the latest live view, the assessment, a
/// prediction checkpoint's choices and answer, and a poster that differs from the live view.
public struct PageOutput: Equatable {
    public var results: [String] = []
    public var liveView: [String]?
    /// What the live view shows until Run, where the page draws it apart from the run's view.
    public var poster: [String]?
    public var assessment: [String]?
    public var prediction: RecordedPrediction?

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
                    default: assessment = open.lines
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

    /// The assessment as the app first shows it: the verdict, and the first hint the Hint
    /// button reveals; the rest come one tap at a time.
    public func assessmentSummary(_ labels: AppView.Labels = .en) -> [String]? {
        guard let assessment, let verdict = assessment.first else { return nil }
        if verdict.hasPrefix("pass") { return [labels.pass + verdict.dropFirst("pass: ".count)] }
        let hints = assessment.filter { $0.hasPrefix("hint ") }
        var out = [labels.notYet]
        if let first = hints.first, let colon = first.firstIndex(of: ":") {
            out.append(labels.firstHint + first[first.index(after: colon)...])
        }
        let more = hints.count - 1
        let solution = assessment.contains { $0.hasPrefix("solution:") }
        if more > 0 || solution {
            let extra = solution ? labels.andSolution : ""
            var text = labels.more
            for value in ["\(more)", extra] {
                if let range = text.range(of: "%@") { text.replaceSubrange(range, with: value) }
            }
            out.append(text)
        }
        return out
    }
}

extension PageOutput {
    /// Where `book expect` records a page's run in `language`, under Tests/BookTests/Expected.
    public static func recordedPath(_ page: PageFolder, language: String = "en") -> String {
        "\(language == "en" ? "" : language + "/")\(page.chapterFolder)/\(page.folder).txt"
    }

    /// A recorded run (`relativePath` under Tests/BookTests/Expected), read and parsed; a
    /// missing one is a problem that names the file and the command that writes it.
    public static func recorded(_ relativePath: String, root: URL) throws -> PageOutput {
        let url = root.appendingPathComponent("Tests/BookTests/Expected/\(relativePath)")
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw Problems([Problem(display(url, relativeTo: root), "no recorded run: run `swift run book expect`")])
        }
        return PageOutput(parsing: String(decoding: data, as: UTF8.self))
    }
}

/// A prediction checkpoint as its page's run printed it (BookStage's `Prediction.text`):
/// every choice with its claim, the printed lines that show it, its feedback; the answer this
/// run observed, and why.
public struct RecordedPrediction: Equatable, Sendable {
    public struct Choice: Equatable, Sendable {
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
