import BookModel
import Foundation

/// What the app shows after a run, as text for the tour.
public enum AppView {
    /// The words the tour frames a page with, in the tour's language (ToolWords).
    public struct Labels: Sendable {
        public var code, afterRun, results, noResults, loggingOff, liveView, assessment, notYet, pass, firstHint, more, andSolution: String
        public var predict, yourPrediction, answer, right, wrong, poster, posterIsTheRun: String
        /// The words themselves, for what the labels above do not hold ("%@ times").
        public var words: ToolWords

        public init(_ words: ToolWords) {
            self.words = words
            code = words["--- code ---"]
            afterRun = words["--- after Run, the app shows ---"]
            results = words["Results, beside the code:"]
            noResults = words["Results: (none)"]
            loggingOff = words["(results logging is off: %@ printed line(s) not shown)"]
            liveView = words["Live view:"]
            assessment = words["Assessment:"]
            notYet = words["Not yet."]
            pass = words["Pass: "]
            firstHint = words["Hint 1 (the Hint button shows it first):"]
            more = words["(then %@ more hint(s)%@, one tap at a time)"]
            andSolution = words[" and the solution"]
            predict = words["Predict, then run. Which one will the run show?"]
            yourPrediction = words["Your prediction (its number or name; Enter to skip): "]
            answer = words["The run shows %@: %@"]
            right = words["You predicted %@: right."]
            wrong = words["You predicted %@: not what the run shows."]
            poster = words["Live view, until Run (its poster):"]
            posterIsTheRun = words["Live view, until Run: its poster, the picture the run below draws."]
        }

        public static let en = Labels(ToolWords.english)
    }

    /// A checkpoint's question, before the results: its choices, numbered.
    public static func question(_ prediction: RecordedPrediction, labels: Labels = .en) -> String {
        ([labels.predict] + prediction.choices.enumerated().map { "  \($0.offset + 1). \($0.element.spelled)  \(plain($0.element.says))" }).joined(separator: "\n")
    }

    /// A checkpoint's answer, after the results: what the run showed and why; with a
    /// prediction typed in the tour, whether it was right, or the misconception it reveals.
    public static func answer(_ prediction: RecordedPrediction, predicted: RecordedPrediction.Choice?, labels: Labels = .en) -> String {
        var lines: [String] = []
        if let predicted {
            let (right, feedback) = prediction.feedback(for: predicted)
            lines.append(fill(right ? labels.right : labels.wrong, predicted.spelled))
            if !right { lines.append("  " + plain(feedback)) }
        }
        lines.append(fill(labels.answer, prediction.answer, plain(prediction.answerChoice?.says ?? "")))
        lines.append("  " + plain(prediction.why))
        return lines.joined(separator: "\n")
    }

    /// The live view before Run: the app shows the page's poster there. A page that draws its
    /// poster apart (a checkpoint's, which must not answer) shows it; otherwise the poster is
    /// the run's own view, shown after Run.
    public static func poster(_ output: PageOutput, labels: Labels = .en) -> String {
        guard let poster = output.poster else { return labels.posterIsTheRun }
        return ([labels.poster] + poster.map { $0.isEmpty ? "" : "  " + $0 }).joined(separator: "\n")
    }

    /// Feedback as the terminal shows prose: code spans without their backticks.
    static func plain(_ text: String) -> String { text.replacingOccurrences(of: "`", with: "") }

    /// A translated label's values, `%@` in order or `%1$@` by number (`ToolWords.fill`).
    static func fill(_ format: String, _ values: String...) -> String { ToolWords.fill(format, values) }

    /// What the app shows after a run, part by part (a presenter steps through them): with
    /// logging on, the visible code with each line's results under it (the recording's
    /// sidebar); the live view; the assessment (on a checkpoint page, the answer and why).
    public static func parts(
        _ output: PageOutput, logging: Bool, labels: Labels = .en, predicted: RecordedPrediction.Choice? = nil
    ) -> [String] {
        var results = [labels.afterRun]
        if logging {
            if let sidebar = output.sidebar {
                results.append(labels.results)
                results += beside(sidebar, words: labels.words).map { $0.isEmpty ? "" : "  " + $0 }
            } else {
                results.append(output.results.isEmpty ? labels.noResults : labels.results)
                results += output.results.map { "  " + $0 }
            }
        } else if !output.results.isEmpty {
            results.append(labels.loggingOff.replacingOccurrences(of: "%@", with: "\(output.results.count)"))
        }
        var parts = [results.joined(separator: "\n")]
        if let liveView = output.liveView {
            parts.append(([labels.liveView] + liveView.map { $0.isEmpty ? "" : "  " + $0 }).joined(separator: "\n"))
        }
        if let prediction = output.prediction {
            parts.append(answer(prediction, predicted: predicted, labels: labels))
        } else if let summary = output.assessment.map({ assessmentSummary($0, labels: labels) }) {
            parts.append(([labels.assessment] + summary.map { "  " + $0 }).joined(separator: "\n"))
        }
        return parts
    }

    public static func text(_ output: PageOutput, logging: Bool, labels: Labels = .en) -> String {
        parts(output, logging: logging, labels: labels).joined(separator: "\n")
    }

    /// The visible code with each line's results under it: "▸" and the one result, or "▸ N
    /// times" (in the tour's words) and the values, indented under it.
    public static func beside(_ sidebar: [SidebarLine], words: ToolWords = .english) -> [String] {
        var out: [String] = []
        for line in sidebar {
            out.append(line.code)
            let indent = String(repeating: " ", count: line.code.prefix { $0 == " " || $0 == "✎" }.count + 2)
            switch line.shown {
            case nil: continue
            case .one(let result): out.append(indent + "▸ " + result)
            case .many(let values):
                out.append(indent + "▸ " + words.format("%@ times", "\(values.count)"))
                out += values.map { indent + "    " + $0 }
            }
        }
        return out
    }

    /// The assessment as the app first shows it: the verdict, and the first hint the Hint
    /// button reveals; the rest come one tap at a time.
    public static func assessmentSummary(_ assessment: RecordedAssessment, labels: Labels = .en) -> [String] {
        if assessment.passed { return [labels.pass + (assessment.message ?? "")] }
        var out = [labels.notYet]
        if let first = assessment.hints.first { out.append(labels.firstHint + " " + first) }
        let more = assessment.hints.count - 1
        if more > 0 || assessment.solution != nil {
            out.append(fill(labels.more, "\(max(more, 0))", assessment.solution != nil ? labels.andSolution : ""))
        }
        return out
    }
}
