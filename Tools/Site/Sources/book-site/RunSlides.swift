import BookModel
import BookRun
import BookTour
import Foundation

/// What a run shows, as slides: results beside the code, the live view, the assessment, and
/// a checkpoint's question and answer.
extension SiteBuilder {
    /// What the app shows after a run: results where logging is on (today's output block; the
    /// per-line results replace it here), the live view (the SVG its run drew, and the
    /// presenter's stage made from it), the assessment with hints and solution to reveal one
    /// at a time. Each starts a slide, but results that fit join the code they come from.
    func addRun(_ ref: PageRef, language: String, output: PageOutput, to plan: inout SlidePlan) throws {
        typealias M = SlideMetrics
        let page = ref.folder
        var headed = false
        func heading() -> String {
            defer { headed = true }
            return headed ? "" : #"<h2 class="after-run">\#(t("After Run", language))</h2>"#
        }
        if page.manifest.PlaygroundLoggingMode != "Off" {
            // The results sidebar, recorded by `book expect` from the page compiled with the
            // playground transform: each visible line with what was logged on it.
            guard let sidebar = output.sidebar else {
                throw Problems([Problem(PageOutput.recordedPath(page, language: language), "no recorded results sidebar: run `swift run book expect`")])
            }
            let rows = Self.sidebarRows(sidebar, words: ToolWords.load(language: localizations[language]))
            // Presenter mode shows the lines that logged something, each result under its line.
            let heights = rows.map { row in
                row.results.isEmpty ? 0 : (SlideEstimate.codeRows([row.code]) + SlideEstimate.codeRows(Self.presentedResults(row))) * M.code * M.codeLine
            }
            let frame = M.codePadding + M.codeGap + M.label
            let cuts = SlidePlan.parts(heights, capacity: plan.capacity - frame)
            // The slide that shows a checkpoint's answer lines is the one the handout keeps.
            let keyLines = output.prediction?.answerChoice?.shows ?? []
            func showsKey(_ value: String) -> Bool { keyLines.contains { RecordedPrediction.line(value, begins: $0) } }
            for (number, range) in cuts.enumerated() {
                let height = heights[range].reduce(0, +) + frame
                let label = t("Results, beside the code", language) + (cuts.count > 1 ? " (\(number + 1)/\(cuts.count))" : "")
                let keyed = rows[range].contains { row in row.results.contains { ([$0.head] + $0.values).contains(where: showsKey) } }
                plan.show(
                    .html(heading() + #"<h3>\#(label)</h3>"# + resultsHTML(Array(rows[range]), language: language)), height: height,
                    kind: keyed ? "results key" : "results")
            }
        }
        if PosterFiles.hasLiveView(page) {
            // The picture its run drew (reading mode), and the stage a presenter steps through
            // (the live view's recorded parts): on one slide, or the screen on one and the
            // timeline on the next.
            let svgURL = root.appendingPathComponent(PosterFiles.expectedSVG(page, language: language))
            let svg = String(decoding: (try? Data(contentsOf: svgURL)) ?? Data(), as: UTF8.self)
            guard let view = output.stage else {
                throw Problems([Problem(PageOutput.recordedPath(page, language: language), "no recorded live view: run `swift run book expect`")])
            }
            for (number, part) in Stage.parts(view).enumerated() {
                plan.close()
                let label = t("Live view", language)
                plan.show(
                    .html(heading() + #"<h3>\#(label)</h3><div class="liveview">\#(number == 0 ? svg : "")\#(Stage.html(view, part: part, words: words(language)))</div>"#), height: plan.capacity,
                    kind: part == .timeline ? "timeline" : "liveview")
            }
        }
        if let assessment = output.assessment, output.prediction == nil {
            let hints = assessment.hints, solution = assessment.solution
            var html = [heading() + #"<div class="assessment"><h3>\#(t("Assessment", language))</h3><p class="verdict">\#(t("Not yet.", language))</p>"#]
            html.append(#"<ol class="hints">"# + hints.map { #"<li hidden>\#(inline($0))</li>"# }.joined() + "</ol>")
            if let solution { html.append(#"<p class="solution" hidden><strong>\#(t("Solution:", language))</strong> \#(inline(solution))</p>"#) }
            html.append(#"<p class="hint-key">\#(t("Press h for a hint.", language))</p></div>"#)
            plan.close()
            plan.show(.html(html.joined(separator: "\n")), height: plan.capacity, kind: "assessment")
        }
        plan.close()
    }

    /// A prediction checkpoint, before what the run shows: the question and its choices with a
    /// Check button (reading mode; the feedback for each choice rides on its input), and the
    /// answer on a slide of its own, concealed in reading mode until the learner checks. A
    /// presenter asks the room on the first slide and shows the answer on the next.
    func addCheckpoint(_ prediction: RecordedPrediction, question: String?, language: String, to plan: inout SlidePlan) {
        plan.close()
        var html = [
            #"<form class="predict" data-right="\#(MarkdownHTML.escape(t("Right.", language)))" data-wrong="\#(MarkdownHTML.escape(t("Not what the run shows.", language)))" data-none="\#(MarkdownHTML.escape(t("Choose one first.", language)))">"#
        ]
        html.append(#"<h2 class="ask">\#(t("Predict, then run", language))</h2>"#)
        if let question { html.append(#"<div class="prose">\#(question)</div>"#) }
        html.append(#"<fieldset><legend>\#(t("Which one will the run show?", language))</legend>"#)
        for (number, choice) in prediction.choices.enumerated() {
            let feedback = prediction.feedback(for: choice)
            html.append(
                #"<label><input type="radio" name="prediction" value="\#(number + 1)" data-right="\#(feedback.right)" data-feedback="\#(MarkdownHTML.escape(inline(feedback.text)))"> <code>\#(Highlighter.escape(choice.spelled))</code> \#(inline(choice.says))</label>"#
            )
        }
        html.append(#"</fieldset><button type="submit">\#(t("Check", language))</button><p class="feedback" role="status" aria-live="polite"></p></form>"#)
        plan.show(.html(html.joined(separator: "\n")), height: plan.capacity, kind: "predict")
        plan.close()
        plan.show(
            .html(
                #"<div class="answer"><h2 class="ask">\#(t("The run shows", language))</h2><p><code>\#(Highlighter.escape(prediction.answer))</code> \#(inline(prediction.answerChoice?.says ?? ""))</p><p>\#(inline(prediction.why))</p></div>"#
            ), height: plan.capacity, kind: "answer")
        plan.close()
    }

    /// A line of the results sidebar and what was logged on it: each result, and for a line
    /// that ran N times ("3 times"), the values it logged.
    typealias SidebarRow = (code: String, results: [(head: String, values: [String])])

    /// The recorded sidebar as rows: each visible line, and what the sidebar shows beside it
    /// (`SidebarLine.shown`): the one result, or "N times" in the tool's words and the values.
    static func sidebarRows(_ lines: [SidebarLine], words: ToolWords) -> [SidebarRow] {
        lines.map { line in
            switch line.shown {
            case nil: (line.code, [])
            case .one(let result): (line.code, [(result, [])])
            case .many(let values): (line.code, [(words.format("%@ times", "\(values.count)"), values)])
            }
        }
    }

    /// A line's values as shown: a run of one value once, with how many times ("Shop.PayLabel ×6").
    static func collapsed(_ values: [String]) -> [String] {
        var out: [(String, Int)] = []
        for value in values {
            if let last = out.last, last.0 == value { out[out.count - 1].1 += 1 } else { out.append((value, 1)) }
        }
        return out.map { $0.1 > 1 ? "\($0.0) ×\($0.1)" : $0.0 }
    }

    /// A few short values are shown one per line (at most eight, each within a line of a
    /// slide); more, or longer, run on in a row.
    static func onLines(_ values: [String]) -> Bool {
        !values.isEmpty && values.count <= 8 && values.allSatisfy { $0.count <= 70 }
    }

    /// How a result's values are shown: collapsed, one per line when few and short, else in a
    /// row of which presenter mode shows the first `shown`. The one decision behind both the
    /// HTML (`resultsHTML`) and its estimated height (`presentedResults`).
    static func shownResult(_ values: [String]) -> (values: [String], onLines: Bool, shown: Int) {
        let values = collapsed(values)
        let lines = onLines(values)
        return (values, lines, lines ? values.count : shownValues(values))
    }

    /// A row's results as presenter mode shows them under the line: "▸ 3 times: a, b, c", or
    /// the values one per line when there are few.
    static func presentedResults(_ row: SidebarRow) -> [String] {
        let indent = String(repeating: " ", count: row.code.dropFirst(2).prefix { $0 == " " }.count + 2)
        return row.results.flatMap { result -> [String] in
            let (values, onLines, shown) = shownResult(result.values)
            if onLines {
                return [indent + "▸ " + result.head + ":"] + values.map { indent + "  " + $0 }
            }
            let more = values.count - shown
            return [indent + "▸ " + result.head + (shown == 0 ? "" : ": " + values.prefix(shown).joined(separator: ", ")) + (more > 0 ? ", … \(more) more" : "")]
        }
    }

    /// How many of a line's values presenter mode shows: as many as fill four rows of a slide
    /// (the app's sidebar shows the count and keeps the values a tap away).
    static func shownValues(_ values: [String]) -> Int {
        var length = 0
        for (index, value) in values.enumerated() {
            length += value.count + 2
            if length > 4 * 76 { return index }
        }
        return values.count
    }

    /// The code with each line's results in a column to its right, as the app's results
    /// sidebar shows them (presenter mode puts them under their line, a line that ran N times
    /// with its values in a row). An editable line (✎) and its placeholder (⟦…⟧) are marked as
    /// the code blocks mark them.
    func resultsHTML(_ rows: [SidebarRow], language: String) -> String {
        let html = rows.map { row -> String in
            var code = row.code
            let editable = code.hasPrefix("✎")
            code = String(code.dropFirst(min(2, code.count)))
            var escaped = Highlighter.escape(code)
            escaped = escaped.replacingOccurrences(of: #"⟦([^⟧]*)⟧"#, with: #"<mark class="editable">$1</mark>"#, options: .regularExpression)
            let results = row.results.map { result in
                let (collapsed, onLines, shown) = Self.shownResult(result.values)
                let values = collapsed.enumerated().map { index, value in
                    #"<span class="v\#(onLines ? " line" : index < shown ? "" : " x")">\#(Highlighter.escape(value))</span>"#
                }.joined()
                let more = collapsed.count - shown
                return #"<span class="r">\#(Highlighter.escape(result.head))</span>"# + values
                    + (more > 0 ? #"<span class="more">\#(t(", … %@ more", language, "\(more)"))</span>"# : "")
            }.joined()
            // Presenter mode indents the results under their line.
            let indent = row.results.isEmpty ? 0 : code.prefix { $0 == " " }.count
            return #"<tr\#(editable ? #" class="editable""# : "")\#(indent > 0 ? #" style="--i: \#(indent)""# : "")><td>\#(escaped.isEmpty ? " " : escaped)</td><td>\#(results)</td></tr>"#
        }
        let head = #"<thead class="visually-hidden"><tr><th scope="col">\#(t("Code", language))</th><th scope="col">\#(t("Results", language))</th></tr></thead>"#
        return #"<table class="results">\#(head)<tbody>\#(html.joined())</tbody></table>"#
    }

    /// A hint's text: escaped, with `code` spans.
    func inline(_ text: String) -> String {
        Highlighter.escape(text).replacingOccurrences(of: #"`([^`]+)`"#, with: "<code>$1</code>", options: .regularExpression)
    }
}
