import BookKit
import Foundation

/// A page of the web edition: its reading page, and its slides in the order a presenter
/// shows them (code in parts, then what a run shows).
extension SiteBuilder {
    func pageHTML(_ ref: PageRef, language: String, previous: String?, next: String?, deck: String) -> String {
        let page = ref.folder
        let other = languages.first { $0 != language } ?? "en"
        let switchLabel = other == "ja" ? "日本語" : "English"
        let title = "\(pageName(page, language)) · \(bookName(language))"
        return """
        <!DOCTYPE html>
        <html lang="\(language)">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(Highlighter.escape(title))</title>
        <link rel="stylesheet" href="../assets/style.css">
        <script>if (/(^#|&)present(&|$)/.test(location.hash)) document.documentElement.classList.add('presenting');</script>
        <script src="../assets/pages-\(language).js" defer></script>
        <script src="../assets/presenter.js" defer></script>
        </head>
        <body data-previous="\(previous ?? "")" data-next="\(next ?? "")" data-page="\(ref.file)">
        <header class="bar">
        <a class="home" href="index.html">\(Highlighter.escape(bookName(language)))</a>
        <span class="where">\(Highlighter.escape(t("Chapter \(ref.chapter) · Page \(ref.page)", "第\(ref.chapter)章 · \(ref.page)ページ", language)))<span class="page-name">\(t(": ", "：", language))\(Highlighter.escape(pageName(page, language)))</span></span>
        <span class="step" aria-live="polite"></span>
        <button type="button" class="mode" data-present="\(t("Present", "発表", language))" data-read="\(t("Read", "読む", language))">\(t("Present", "発表", language))</button>
        <a class="language" href="../\(other)/\(ref.file)" hreflang="\(other)" lang="\(other)">\(switchLabel)</a>
        </header>
        <main class="deck">
        \(deck)
        </main>
        \(speakerNotesJSON(ref, language: language))
        \(overviewHTML(current: ref, language: language))
        <footer class="keys">\(Highlighter.escape(t("p: present · s: speaker view · → / Space / PageDown: next · ← / PageUp: back · o: all pages · b: blank · h: next hint · f: full screen · ?: keys", "p: 発表モード · s: 発表者ビュー · → / Space / PageDown: 次へ · ← / PageUp: 戻る · o: 全ページ · b: 暗転 · h: 次のヒント · f: 全画面 · ?: キー一覧", language)))</footer>
        </body>
        </html>

        """
    }

    /// The overview of every page (`o` or Esc; its list comes from assets/pages-<lang>.js, one
    /// file for all pages), the keys (`?`) and the blank screen (`b`): hidden until asked for.
    func overviewHTML(current: PageRef, language: String) -> String {
        let keys = [("p", t("present, or read", "発表モードと閲覧の切り替え", language)), ("s", t("speaker view in a second window", "発表者ビューを別のウィンドウで開く", language)),
                    ("→ / Space / PageDown", t("next step, then the next page", "次のステップ、最後まで進むと次のページ", language)), ("← / PageUp", t("back", "戻る", language)),
                    ("o / Esc", t("every page; arrows and Enter jump", "全ページの一覧。矢印キーと Enter で移動", language)), ("b", t("blank the screen", "画面を暗転", language)),
                    ("h", t("next hint", "次のヒント", language)), ("f", t("full screen", "全画面", language)), ("?", t("these keys", "このキー一覧", language))]
        let rows = keys.map { #"<tr><th scope="row"><kbd>\#(Highlighter.escape($0.0))</kbd></th><td>\#(Highlighter.escape($0.1))</td></tr>"# }.joined()
        return #"<div class="overlay overview" role="dialog" aria-modal="true" aria-label="\#(t("Every page", "全ページ", language))" hidden><h2>\#(t("Every page", "全ページ", language))</h2><ol></ol></div>"#
            + #"<div class="overlay help" role="dialog" aria-modal="true" aria-label="\#(t("Keys", "キー一覧", language))" hidden><h2>\#(t("Keys", "キー一覧", language))</h2><table>\#(rows)</table></div>"#
            + #"<div class="blank" hidden></div>"#
    }

    /// The presenter's guide for this page (docs/guide), for the speaker view (`s`): the notes
    /// in the page's language, where the page stands in each plan, and the view's labels. A
    /// page without notes gets none; the view then says so.
    func speakerNotesJSON(_ ref: PageRef, language: String) -> String {
        let key = PresenterGuide.key(chapter: ref.chapter, page: ref.page)
        var object: [String: Any] = ["page": key]
        if let note = guideNotes[language]?.pages[key] {
            object["point"] = note.point
            object["talk"] = note.talk
            object["listenFor"] = note.listenFor
            object["next"] = note.next
            // An exercise: the room's task, and the solution for the presenter's eyes only.
            if let task = note.attendees { object["task"] = task }
            if let solution = note.solution { object["solution"] = solution }
            if let reasoning = note.reasoning { object["reasoning"] = reasoning }
        }
        var plans: [[String: Any]] = []
        for plan in guidePlans {
            var entry: [String: Any] = ["id": plan.id, "title": plan.title[language] ?? plan.id]
            if let at = plan.span(of: key) { entry["start"] = at.start; entry["end"] = at.end }
            // The plan's next and previous pages (→ at a page's end follows the chosen plan).
            let keys = plan.pages
            if let index = keys.firstIndex(of: key) {
                if index + 1 < keys.count { entry["nextPage"] = keys[index + 1] + ".html" }
                if index > 0 { entry["previousPage"] = keys[index - 1] + ".html" }
            }
            plans.append(entry)
        }
        object["plans"] = plans
        object["labels"] = [
            "now": t("Now", "いま", language), "next": t("Next", "次", language), "notes": t("Notes", "ノート", language),
            "listen": t("Listen for", "耳を傾けること", language), "then": t("Then", "次へ", language),
            "elapsed": t("Elapsed", "経過", language), "planned": t("planned %@–%@ min", "予定 %@〜%@分", language),
            "behind": t("%@ min behind", "%@分遅れ", language), "ahead": t("%@ min ahead", "%@分早い", language),
            "onTime": t("on time", "予定どおり", language), "notInPlan": t("not in this plan", "この進行案にはありません", language),
            "noNotes": t("No notes for this page.", "このページのノートはありません。", language),
            "planNext": t("Next in your plan (the book goes on elsewhere)", "進行案の次のページ（本の順とは異なります）", language),
            "colon": t(":", "：", language),
            "restart": t("Restart the clock", "経過時間をリセット", language),
            "comingUp": t("Ahead on this page, what its prose says next:", "この後の本文：", language),
            "noStepNotes": t("Nothing more for this step: show it, and go on.", "このステップのノートはありません。スライドを見せて次へ進みます。", language),
            "endOfPage": t("Next page", "次のページ", language), "plan": t("Plan", "進行案", language),
            "bookOrder": t("Book order, no plan", "ページ順（進行案なし）", language),
            "task": t("The room's task", "参加者の課題", language), "give": t("give it %@ min", "%@分取ります", language),
            "solution": t("Solution, for your eyes only", "解答（発表者だけが見るもの）", language),
        ]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        let json = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "</", with: "<\\/")
        return #"<script type="application/json" id="speaker-notes">\#(json)</script>"#
    }

    /// A page as slides (`<section class="slide">`), in the order a presenter shows it: the
    /// prose and code as the page has them, and after the page's last code what a run shows
    /// (results, live view, assessment), then the prose that follows. Reading mode shows the
    /// slides one after another; presenter mode one at a time; print one per sheet.
    func deckHTML(_ ref: PageRef, language: String, previous: String?, next: String?, images: [String: (width: Int, height: Int)]) throws -> String {
        let plan = try slides(ref, language: language, previous: previous, next: next, images: images)
        return plan.slides.map { slide in
            var out: [String] = []
            var open: Int?
            var started = Set<Int>()
            for piece in slide.pieces {
                switch piece {
                case .html(let html):
                    if open != nil { out.append("</div>"); open = nil }
                    out.append(html)
                case .prose(let block, let html, let markdown):
                    if open != block {
                        if open != nil { out.append("</div>") }
                        let source = withMarkdown ? markdown.map { #" data-markdown="\#(MarkdownHTML.escape($0).replacingOccurrences(of: "\n", with: "&#10;"))""# } ?? "" : ""
                        out.append(#"<div class="prose" data-block="\#(block)"\#(started.contains(block) ? "" : source)>"#)
                        started.insert(block)
                        open = block
                    }
                    out.append(html)
                }
            }
            if open != nil { out.append("</div>") }
            // A checkpoint's answer stays concealed in reading mode until the learner checks.
            // The timeline on a slide of its own is the presenter's; reading and print show the picture.
            let concealed = slide.kinds == ["answer"] ? #" answer concealed"# : slide.kinds == ["timeline"] ? " stage-only" : ""
            return #"<section class="slide\#(concealed)" data-kind="\#(slide.kinds.joined(separator: " "))">"# + "\n" + out.joined() + "</section>"
        }.joined(separator: "\n")
    }

    func slides(_ ref: PageRef, language: String, previous: String?, next: String?, images: [String: (width: Int, height: Int)]) throws -> SlidePlan {
        typealias M = SlideMetrics
        let page = ref.folder
        let translation = localizations[language]?.page(page)
        let prose = ProseRenderer(next: next, previous: previous, images: images)
        let parts = LearnerView.parts(page.markup, translation: localizations[language]?.codeText(page) ?? { _ in nil })
        let lastCode = parts.lastIndex { if case .code = $0 { return true } else { return false } }
        // A checkpoint asks right after the code that holds the prediction, before any prose
        // that tells the answer; its question is the last callout above it.
        let asksAfter = parts.firstIndex { part in
            if case .code(let lines) = part { return lines.contains { Self.text(of: $0).contains(LearnerView.predictionLine) } }
            return false
        }
        let output = try PageOutput.recorded(PageOutput.recordedPath(page, language: language), root: root)
        let prediction = output.prediction
        var plan = SlidePlan()
        var question: String?
        // The guide's point for the page closes it, as its takeaway: on the title it would tell
        // the room what the page's question and later pages ask.
        let point = guideNotes[language]?.pages[PresenterGuide.key(chapter: ref.chapter, page: ref.page)]?.point
        for (index, part) in parts.enumerated() {
            switch part {
            case .prose(let block, var lines):
                if let block, let key = page.markup.proseBlocks[block].key, let translated = translation?.text(key) {
                    lines = translated.components(separatedBy: "\n")
                }
                let markdown = ProseRenderer.markdown(lines)
                let blocks = prose.blocks(markdown)
                let number = block ?? (1000 + index)
                for (position, rendered) in blocks.enumerated() {
                    let piece = SlidePlan.Piece.prose(block: number, html: rendered.html, markdown: position == 0 ? markdown : nil)
                    if case .heading(1) = rendered.node.kind, plan.slides.isEmpty, plan.current.isEmpty {
                        // The title slide: the page's title, and its point.
                        plan.show(piece, height: M.heading[1]! * 1.2 + 1.3, kind: "title")
                        let chapter = t("Chapter \(ref.chapter): ", "第\(ref.chapter)章 ", language) + chapterName(ref.chapterFolder, language)
                        plan.add(.html(#"<p class="kicker">\#(Highlighter.escape(chapter)) · \#(t("page \(ref.page)", "\(ref.page)ページ目", language))</p>"#), height: 0, kind: "title")
                        plan.close()
                    } else if rendered.node.children.count == 1, case .image = rendered.node.children[0].kind {
                        // A chapter picture: a slide of its own.
                        plan.close()
                        plan.show(piece, height: plan.capacity, kind: "picture")
                        plan.close()
                    } else if case .list(let ordered, let start, _) = rendered.node.kind,
                              !["Predict", "予想"].contains(where: { rendered.html.contains(#"<strong class="callout-title">\#($0)<"#) }),
                              !(asksAfter.map { index < $0 } ?? false && rendered.html.contains(#"<li class="callout"#)) {
                        // A list or a callout (an exercise's task) is what the room reads: on the
                        // slide, unless it is the question (the ask slide shows it).
                        let height = SlideEstimate.block(rendered.node, images: images)
                        if height <= plan.capacity {
                            let shown = SlidePlan.Piece.prose(block: number, html: Self.onSlide(rendered.html), markdown: position == 0 ? markdown : nil)
                            plan.show(shown, height: height, kind: "list")
                        } else {
                            // Longer than a slide: the list stays in the notes, and slides show
                            // its items in parts (a copy that reading mode does not show).
                            plan.note(piece)
                            var item = 0
                            let heights = rendered.node.children.map { child in
                                var one = rendered.node
                                one.children = [child]
                                return SlideEstimate.block(one, images: images) - M.paragraphGap * M.prose
                            }
                            for range in SlidePlan.parts(heights, capacity: plan.capacity - 1) {
                                let open = ordered ? #"<ol class="on-slide" start="\#(start + item)">"# : #"<ul class="on-slide">"#
                                let html = #"<div class="prose slide-copy">\#(open)\#(rendered.items[range].joined())\#(ordered ? "</ol>" : "</ul>")</div>"#
                                plan.close()
                                plan.show(.html(html), height: heights[range].reduce(0, +) + 1, kind: "list")
                                item += range.count
                            }
                        }
                    } else {
                        plan.note(piece)
                    }
                    if rendered.html.contains(#"<li class="callout"#), asksAfter.map({ index < $0 }) ?? false { question = rendered.html }
                }
            case .code(let visible):
                addCode(visible.map(Self.text(of:)), to: &plan)
                if index == asksAfter, let prediction { addCheckpoint(prediction, question: question, language: language, to: &plan) }
                if index == lastCode { try addRun(ref, language: language, output: output, to: &plan) }
            }
        }
        if lastCode == nil { try addRun(ref, language: language, output: output, to: &plan) }
        if let point {
            let label = t("The point", "このページの要点", language)
            let height = M.heading[2]! * 1.2 + 0.8 + Double(TextMeasure.lines([TextMeasure.Run(text: point)], width: M.width / M.prose)) * M.prose * M.proseLine
            plan.show(.html(#"<div class="takeaway"><h2 class="ask">\#(label)</h2><p class="point">\#(inline(point))</p></div>"#), height: height, kind: "point")
        }
        plan.finish()
        return plan
    }

    /// A list's HTML marked to show on the slide (the rest of the prose is the step's notes).
    static func onSlide(_ html: String) -> String {
        for tag in ["<ul>", "<ol>", "<ol start="] where html.hasPrefix(tag) {
            return tag.hasSuffix(">") ? String(tag.dropLast()) + #" class="on-slide">"# + html.dropFirst(tag.count) : #"<ol class="on-slide" start="# + html.dropFirst(tag.count)
        }
        return html
    }

    /// A run of the page's code, highlighted, on the current slide if it fits, else on slides
    /// of its own, in parts when it is longer than a slide (cut at blank lines and between
    /// declarations where it can). With `resultsHTML`, the one place that writes code and
    /// what it printed: per-line results beside the code go here.
    func addCode(_ lines: [String], to plan: inout SlidePlan) {
        typealias M = SlideMetrics
        let html = Highlighter.highlighted(lines)
        let plain = lines.map { String($0.dropFirst(min(2, $0.count))) }
        let rows = plain.map { SlideEstimate.codeRows([$0]) * M.code * M.codeLine }
        let frame = M.codePadding + M.codeGap
        let total = rows.reduce(0, +) + frame
        if total <= plan.capacity {
            plan.show(.html(Highlighter.pre(html)), height: total, kind: "code")
            return
        }
        let cuts = SlidePlan.parts(rows, capacity: plan.capacity - frame, preferred: { cut in
            plain[cut - 1].trimmingCharacters(in: .whitespaces).isEmpty
                || (plain[cut].first.map { $0 != " " } ?? false && plain[cut - 1].trimmingCharacters(in: .whitespaces) == "}")
        }, avoided: { cut in
            // A comment stays with the line it is about.
            plain[cut - 1].trimmingCharacters(in: .whitespaces).hasPrefix("//")
        })
        for (number, range) in cuts.enumerated() {
            let height = rows[range].reduce(0, +) + frame
            plan.show(.html(Highlighter.pre(Array(html[range]), part: (number + 1, cuts.count))), height: height, kind: "code")
        }
    }

    /// A visible line's text: LearnerView's `.code` holds the lines as strings, or as values
    /// with a `text` (and the source line they show).
    static func text(of line: Any) -> String {
        if let text = line as? String { return text }
        return Mirror(reflecting: line).children.first { $0.label == "text" }?.value as? String ?? ""
    }

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
            return headed ? "" : #"<h2 class="after-run">\#(t("After Run", "実行すると", language))</h2>"#
        }
        if page.manifest.PlaygroundLoggingMode != "Off" {
            // The results sidebar, recorded by `book expect` from the page compiled with the
            // playground transform: each visible line with what was logged on it.
            let sidebarURL = root.appendingPathComponent("Tests/BookTests/Expected/\(ResultsSidebar.expectedPath(page, language: language))")
            guard let sidebarData = FileManager.default.contents(atPath: sidebarURL.path) else {
                throw Problems([Problem(display(sidebarURL), "no recorded results sidebar: run `swift run book expect`")])
            }
            var beside = String(decoding: sidebarData, as: UTF8.self).components(separatedBy: "\n")
            if beside.last == "" { beside.removeLast() }
            let rows = Self.sidebarRows(beside)
            // Presenter mode shows the lines that logged something, each result under its line.
            let heights = rows.map { row in
                row.results.isEmpty ? 0 : (SlideEstimate.codeRows([row.code]) + SlideEstimate.codeRows(Self.presentedResults(row))) * M.code * M.codeLine
            }
            let frame = M.codePadding + M.codeGap + M.label
            let cuts = SlidePlan.parts(heights, capacity: plan.capacity - frame)
            for (number, range) in cuts.enumerated() {
                let height = heights[range].reduce(0, +) + frame
                let label = t("Results, beside the code", "結果（コードの横に表示）", language) + (cuts.count > 1 ? " (\(number + 1)/\(cuts.count))" : "")
                plan.show(.html(heading() + #"<h3>\#(label)</h3>"# + resultsHTML(Array(rows[range]), language: language)), height: height, kind: "results")
            }
        }
        if PosterFiles.hasLiveView(page) {
            let svgURL = root.appendingPathComponent(PosterFiles.expectedSVG(page, language: language))
            let svg = String(decoding: (try? Data(contentsOf: svgURL)) ?? Data(), as: UTF8.self)
            // The picture its run drew (reading mode), and the stage a presenter steps through:
            // on one slide, or the screen on one and the timeline on the next.
            let view = RecordedLiveView(svg: svg)
            for (number, part) in Stage.parts(view).enumerated() {
                plan.close()
                let label = t("Live view", "ライブビュー", language)
                plan.show(.html(heading() + #"<h3>\#(label)</h3><div class="liveview">\#(number == 0 ? svg : "")\#(Stage.html(view, part: part, language: language))</div>"#), height: plan.capacity, kind: part == .timeline ? "timeline" : "liveview")
            }
        }
        if let assessment = output.assessment, output.prediction == nil {
            let hints = assessment.filter { $0.hasPrefix("hint ") }.map { String($0.drop { $0 != ":" }.dropFirst(2)) }
            let solution = assessment.first { $0.hasPrefix("solution: ") }.map { String($0.dropFirst("solution: ".count)) }
            var html = [heading() + #"<div class="assessment"><h3>\#(t("Assessment", "判定", language))</h3><p class="verdict">\#(t("Not yet.", "まだです。", language))</p>"#]
            html.append(#"<ol class="hints">"# + hints.map { #"<li hidden>\#(inline($0))</li>"# }.joined() + "</ol>")
            if let solution { html.append(#"<p class="solution" hidden><strong>\#(t("Solution:", "解答：", language))</strong> \#(inline(solution))</p>"#) }
            html.append(#"<p class="hint-key">\#(t("Press h for a hint.", "h キーでヒントを表示します。", language))</p></div>"#)
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
        var html = [#"<form class="predict" data-right="\#(MarkdownHTML.escape(t("Right.", "正解です。", language)))" data-wrong="\#(MarkdownHTML.escape(t("Not what the run shows.", "実行結果とは違います。", language)))" data-none="\#(MarkdownHTML.escape(t("Choose one first.", "先にどれかを選んでください。", language)))">"#]
        html.append(#"<h2 class="ask">\#(t("Predict, then run", "予想してから実行", language))</h2>"#)
        if let question { html.append(#"<div class="prose">\#(question)</div>"#) }
        html.append(#"<fieldset><legend>\#(t("Which one will the run show?", "実行結果はどれになるでしょうか？", language))</legend>"#)
        for (number, choice) in prediction.choices.enumerated() {
            let feedback = prediction.feedback(for: choice)
            html.append(#"<label><input type="radio" name="prediction" value="\#(number + 1)" data-right="\#(feedback.right)" data-feedback="\#(MarkdownHTML.escape(inline(feedback.text)))"> <code>\#(Highlighter.escape(choice.spelled))</code> \#(inline(choice.says))</label>"#)
        }
        html.append(#"</fieldset><button type="submit">\#(t("Check", "答え合わせ", language))</button><p class="feedback" role="status" aria-live="polite"></p></form>"#)
        plan.show(.html(html.joined(separator: "\n")), height: plan.capacity, kind: "predict")
        plan.close()
        plan.show(.html(#"<div class="answer"><h2 class="ask">\#(t("The run shows", "実行結果", language))</h2><p><code>\#(Highlighter.escape(prediction.answer))</code> \#(inline(prediction.answerChoice?.says ?? ""))</p><p>\#(inline(prediction.why))</p></div>"#), height: plan.capacity, kind: "answer")
        plan.close()
    }

    /// A line of the results sidebar and what was logged on it: each result, and for a line
    /// that ran N times ("3 times"), the values it logged.
    typealias SidebarRow = (code: String, results: [(head: String, values: [String])])

    /// The results sidebar's recording as rows: each visible line with what was logged on it
    /// (`▸ value` lines under it, and the values of "N times", indented under that).
    static func sidebarRows(_ lines: [String]) -> [SidebarRow] {
        var rows: [SidebarRow] = []
        var resultIndent: Int?
        for line in lines {
            let leading = line.prefix { $0 == " " || $0 == "✎" }.count
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            // "▸ " and the value; an empty value leaves "▸" alone.
            if trimmed == "▸" || trimmed.hasPrefix("▸ "), !rows.isEmpty {
                rows[rows.count - 1].results.append((String(trimmed.dropFirst(2)), []))
                resultIndent = leading
            } else if let indent = resultIndent, !trimmed.isEmpty, leading >= indent + 4, !rows.isEmpty, !rows[rows.count - 1].results.isEmpty {
                rows[rows.count - 1].results[rows[rows.count - 1].results.count - 1].values.append(trimmed)
            } else {
                resultIndent = nil
                rows.append((line, []))
            }
        }
        return rows
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
                    + (more > 0 ? #"<span class="more">\#(t(", … \(more) more", "、…ほか\(more)件", language))</span>"# : "")
            }.joined()
            // Presenter mode indents the results under their line.
            let indent = row.results.isEmpty ? 0 : code.prefix { $0 == " " }.count
            return #"<tr\#(editable ? #" class="editable""# : "")\#(indent > 0 ? #" style="--i: \#(indent)""# : "")><td>\#(escaped.isEmpty ? " " : escaped)</td><td>\#(results)</td></tr>"#
        }
        let head = #"<thead class="visually-hidden"><tr><th scope="col">\#(t("Code", "コード", language))</th><th scope="col">\#(t("Results", "結果", language))</th></tr></thead>"#
        return #"<table class="results">\#(head)<tbody>\#(html.joined())</tbody></table>"#
    }

    /// A hint's text: escaped, with `code` spans.
    func inline(_ text: String) -> String {
        Highlighter.escape(text).replacingOccurrences(of: #"`([^`]+)`"#, with: "<code>$1</code>", options: .regularExpression)
    }
}
