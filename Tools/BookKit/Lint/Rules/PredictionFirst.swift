import BookModel
import Foundation

/// A prediction checkpoint asks before it tells: the learner meets the question with
/// `prediction` still `.notYet`; no prose, code or picture above that line, and no prose
/// anywhere on the page (the app shows all of it before Run), shows the printed lines that
/// settle the answer (any choice's `shows:` text); and no live view's poster shows the outcome.
enum PredictionFirst: PageRule {
    static let id = "prediction-first"
    static let summary = "a prediction checkpoint asks before anything above it shows the answer"
    static let examples: [LintExample] = [
        .accepts(
            page:
                "/*:\n * callout(Predict):\n   Which?\n */\nlet prediction: Reading = /*#-editable-code your prediction*/.notYet/*#-end-editable-code*/\nprint(\"sent 1, reads 0\")\n//#-hidden-code\nStage.predict(prediction, Prediction(choices: [PredictionChoice(.zero, says: \"0\", shows: [\"sent 1, reads 0\"], ifWrong: \"no\")], printed: [], why: \"why\"))\n//#-end-hidden-code"
        ),
        .refuses(
            page:
                "/*:\n It prints `sent 1, reads 0`.\n * callout(Predict):\n   Which?\n */\nlet prediction: Reading = /*#-editable-code your prediction*/.notYet/*#-end-editable-code*/\n//#-hidden-code\nStage.predict(prediction, Prediction(choices: [PredictionChoice(.zero, says: \"0\", shows: [\"sent 1, reads 0\"], ifWrong: \"no\"), PredictionChoice(.one, says: \"1\", shows: [\"sent 1, reads 1\"], ifWrong: \"no\")], printed: [], why: \"why\"))\n//#-end-hidden-code",
            "main.swift:2: `sent 1, reads 0` stands above the prediction and shows what the run prints for .zero"),
        .refuses(
            page:
                "/*:\n * callout(Predict):\n   Which?\n */\nlet prediction: Reading = /*#-editable-code your prediction*/.notYet/*#-end-editable-code*/\n//#-hidden-code\nStage.predict(prediction, Prediction(choices: [PredictionChoice(.zero, says: \"0\", shows: [\"sent 1, reads 0\"], ifWrong: \"no\"), PredictionChoice(.one, says: \"1\", shows: [\"sent 1, reads 1\"], ifWrong: \"no\")], printed: [], why: \"why\"))\n//#-end-hidden-code\n/*:\n The run prints `sent 1, reads 0`.\n */",
            "main.swift:10: `sent 1, reads 0` stands in the page's prose, which the app shows before Run"),
        .refuses(
            page:
                "/*:\n * callout(Predict):\n   Which?\n */\nlet prediction: Reading = /*#-editable-code your prediction*/.zero/*#-end-editable-code*/\n//#-hidden-code\nStage.predict(prediction, Prediction(choices: [PredictionChoice(.zero, says: \"0\", shows: [\"x\"], ifWrong: \"no\")], printed: [], why: \"why\"))\n//#-end-hidden-code",
            "main.swift:5: the prediction must start as `.notYet`"),
        .refuses(
            page:
                "/*:\n * callout(Predict):\n   Which?\n */\nlet prediction: Reading = /*#-editable-code your prediction*/.notYet/*#-end-editable-code*/\n//#-hidden-code\nStage.show(table, title: \"t\")\nStage.predict(prediction, Prediction(choices: [PredictionChoice(.zero, says: \"0\", shows: [\"x\"], ifWrong: \"no\")], printed: [], why: \"why\"))\n//#-end-hidden-code",
            "main.swift:8: a checkpoint page's live view passes `poster:`"),
        .accepts(
            page:
                "/*:\n * callout(Predict):\n   Which?\n */\nlet prediction: Reading = /*#-editable-code your prediction*/.notYet/*#-end-editable-code*/\n//#-hidden-code\nStage.show(table, title: \"t\", poster: question)\nStage.predict(prediction, Prediction(choices: [PredictionChoice(.zero, says: \"0\", shows: [\"x\"], ifWrong: \"no\")], printed: [], why: \"why\"))\n//#-end-hidden-code"
        ),
        .refuses(
            page:
                "let prediction: Reading = /*#-editable-code your prediction*/.notYet/*#-end-editable-code*/\n//#-hidden-code\nStage.predict(prediction, Prediction(choices: [PredictionChoice(.zero, says: \"0\", shows: [\"x\"], ifWrong: \"no\")], printed: [], why: \"why\"))\n//#-end-hidden-code",
            "main.swift:1: no `* callout(Predict):` above the prediction"),
    ]

    static func check(_ page: LintedPage) -> [Problem] {
        let lines = page.markup.lines
        guard let call = lines.firstIndex(where: { $0.kind == .hiddenCode && $0.text.includes("Stage.predict(") }) else { return [] }
        guard let asked = lines.firstIndex(where: { $0.kind != .prose && $0.kind != .hiddenCode && $0.text.includes(PageMarkup.predictionLine) }) else {
            return [Problem(page.path, line: lines[call].number, "Stage.predict without a visible `let prediction: ...` line for the learner's answer")]
        }
        var problems: [Problem] = []
        if !lines[asked].text.includes("*/.notYet/*#-end-editable-code*/") {
            problems.append(Problem(page.path, line: lines[asked].number, "the prediction must start as `.notYet` in an editable region, so the learner answers before the run"))
        }
        if !lines[..<asked].contains(where: { $0.kind == .prose && $0.text.includes("callout(Predict):") }) {
            problems.append(Problem(page.path, line: lines[asked].number, "no `* callout(Predict):` above the prediction: the learner needs the question before the code"))
        }
        // The app shows the poster before Run: drawn from the run, it would show the outcome.
        let code = lines.filter { $0.kind != .prose }
        if code.contains(where: { $0.text.includes("Stage.show") }) && !code.contains(where: { $0.text.includes("poster: ") }) {
            problems.append(
                Problem(
                    page.path, line: lines[call].number,
                    "a checkpoint page's live view passes `poster:`, what the app shows before Run; drawn from the run, the poster would show the outcome"))
        }
        // Each choice's printed lines, from the hidden call: `PredictionChoice(.name, ... shows: ["...", "..."]`.
        let hidden = lines[call...].prefix { $0.kind == .hiddenCode }.map(\.text).joined(separator: "\n")
        let choices = choicesShown(in: hidden)
        for (choice, shows) in choices {
            // A text every choice shows (a line of an order question) tells nothing alone.
            for shown in shows where shown.count >= 6 && !choices.allSatisfy({ $0.1.contains(shown) }) {
                if let line = lines[..<asked].first(where: { $0.text.includes(shown) }) {
                    problems.append(Problem(page.path, line: line.number, "`\(shown)` stands above the prediction and shows what the run prints for .\(choice): ask before you tell"))
                } else if let line = lines[asked...].first(where: { $0.kind == .prose && $0.text.includes(shown) }) {
                    // The app shows every prose block before Run, below the code too.
                    problems.append(
                        Problem(
                            page.path, line: line.number,
                            "`\(shown)` stands in the page's prose, which the app shows before Run, and shows what the run prints for .\(choice): let the run and the verdict tell it"))
                }
            }
        }
        return problems
    }

    /// The choices of a `Prediction` call and the texts each `shows:`.
    static func choicesShown(in code: String) -> [(String, [String])] {
        guard let choice = try? NSRegularExpression(pattern: #"PredictionChoice\(\.(\w+),[\s\S]*?shows: \[([^\]]*)\]"#),
            let literal = try? NSRegularExpression(pattern: #""((?:[^"\\]|\\.)*)""#)
        else { return [] }
        return choice.matches(in: code, range: NSRange(code.startIndex..., in: code)).compactMap { match in
            guard let name = Range(match.range(at: 1), in: code), let list = Range(match.range(at: 2), in: code) else { return nil }
            let texts = String(code[list])
            let shows = literal.matches(in: texts, range: NSRange(texts.startIndex..., in: texts)).compactMap { Range($0.range(at: 1), in: texts).map { String(texts[$0]) } }
            return (String(code[name]), shows)
        }
    }
}
