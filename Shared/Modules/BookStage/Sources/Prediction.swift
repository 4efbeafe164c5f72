// Predict, then run: a page asks what its code will show before the learner runs it. The
// learner writes a choice in the page's code; the run itself decides which choice was right
// (the page's hidden code watches what happened), so the key is never typed by hand.

/// One answer a learner can predict: what it claims, the printed lines (or parts of them)
/// that show it happened, and what picking it when it did not happen reveals (the
/// misconception, in a hint).
public struct PredictionChoice<Value: Hashable> {
    public var value: Value
    public var says: String
    public var shows: [String]
    public var ifWrong: String

    public init(_ value: Value, says: String, shows: [String], ifWrong: String) {
        self.value = value
        self.says = says
        self.shows = shows
        self.ifWrong = ifWrong
    }

    /// The choice as the learner writes it: `.newCount`.
    public var spelled: String { "." + String(describing: value) }
}

/// A prediction checkpoint: the choices, the one this run observed, and why it happened.
public struct Prediction<Value: Hashable> {
    public var choices: [PredictionChoice<Value>]
    public var observed: Value?
    public var why: String

    /// The answer read from what the run printed: the one choice whose `shows` texts begin
    /// printed lines in that order (a line may begin after its number, "5. "); none if no
    /// choice, or more than one, matches.
    public init(choices: [PredictionChoice<Value>], printed: [String], why: String) {
        let matching = choices.filter { Self.printed(printed, shows: $0.shows) }
        self.choices = choices
        self.observed = matching.count == 1 ? matching[0].value : nil
        self.why = why
    }

    /// Whether `shows` begin lines of `printed`, in order.
    public static func printed(_ printed: [String], shows: [String]) -> Bool {
        var rest = printed[...]
        for shown in shows {
            guard let found = rest.firstIndex(where: { line($0, begins: shown) }) else { return false }
            rest = rest[(found + 1)...]
        }
        return !shows.isEmpty
    }

    /// Whether `line` begins with `text`, as printed or after a `Steps` number.
    public static func line(_ line: String, begins text: String) -> Bool {
        if line.hasPrefix(text) { return true }
        let digits = line.prefix { $0.isNumber }
        return !digits.isEmpty && line.dropFirst(digits.count).hasPrefix(". ") && line.dropFirst(digits.count + 2).hasPrefix(text)
    }

    /// The verdict for `predicted`: pass with the reason; or not yet, the first hint naming
    /// what the wrong choice believed, the second the reason, the solution the answer.
    public func assessment(of predicted: Value) -> Assessment {
        guard let answer = choices.first(where: { $0.value == observed }) else {
            return .fail(hints: ["This run printed none of the choices' lines: put the page back as it was, change only your prediction, and run again."])
        }
        guard let chosen = choices.first(where: { $0.value == predicted }) else {
            return .fail(hints: [
                "Predict first: replace `.notYet` with one of the choices the question names, then run.",
            ])
        }
        if chosen.value == answer.value { return .pass(why) }
        return .fail(hints: [chosen.ifWrong, why], solution: answer.spelled)
    }

    /// The checkpoint as the Linux stage prints it, for the tour and the web edition: every
    /// choice with its claim, the output that shows it and its feedback, then the answer.
    public var text: String {
        var lines: [String] = []
        for choice in choices {
            lines.append("choice \(choice.spelled): \(Localized.string(choice.says))")
            lines += choice.shows.map { "  shows: \($0)" }
            lines.append("  if wrong: \(Localized.string(choice.ifWrong))")
        }
        lines.append("answer: " + (choices.first { $0.value == observed }?.spelled ?? "(none)"))
        lines.append("why: " + Localized.string(why))
        return lines.joined(separator: "\n")
    }
}

extension Stage {
    /// Grades the learner's prediction against what this run observed. In the app it sets
    /// the page's assessment (hints one at a time); on Linux it prints the checkpoint and the
    /// verdict, framed for `book tour` and the web edition.
    public static func predict<Value: Hashable>(_ predicted: Value, _ prediction: Prediction<Value>) {
        #if !canImport(PlaygroundSupport)
        print(Frame.prediction.open)
        print(prediction.text)
        print(Frame.prediction.close)
        #endif
        assess(prediction.assessment(of: predicted))
    }
}
