import BookModel
import BookTour
import Foundation

/// A page of the web edition as slides, in the order a presenter
/// shows them (code in parts, then what a run shows).
extension SiteBuilder {
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
                    if open != nil {
                        out.append("</div>")
                        open = nil
                    }
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
            if case .code(let lines) = part { return lines.contains { $0.text.contains(LearnerView.predictionLine) } }
            return false
        }
        let output = try PageOutput.recorded(PageOutput.recordedPath(page, language: language), root: root)
        let prediction = output.prediction
        var plan = SlidePlan()
        var question: String?
        var stated: [String] = []
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
                stated.append(Self.plain(markdown))
                let blocks = prose.blocks(markdown)
                let number = block ?? (1000 + index)
                for (position, rendered) in blocks.enumerated() {
                    let block = ProseBlock(
                        rendered: rendered, number: number, source: markdown, markdown: position == 0 ? markdown : nil,
                        beforeQuestion: asksAfter.map { index < $0 } ?? false)
                    addProse(block, ref: ref, language: language, prediction: prediction, images: images, to: &plan)
                    if !Self.calloutTitles(rendered.node).isEmpty, block.beforeQuestion { question = rendered.html }
                }
            case .code(let visible):
                addCode(visible.map(\.text), to: &plan)
                if index == asksAfter, let prediction { addCheckpoint(prediction, question: question, language: language, to: &plan) }
                if index == lastCode { try addRun(ref, language: language, output: output, to: &plan) }
            }
        }
        if lastCode == nil { try addRun(ref, language: language, output: output, to: &plan) }
        if let point {
            let label = t("The point", language)
            // The halves of the book's rule this page states, on screen for the room as well.
            let rule = ruleHalves(language).filter { half in stated.contains { $0.contains(half) } }
            let lines = ([point] + rule).map { Double(TextMeasure.lines([TextMeasure.Run(text: $0)], width: M.width / M.prose)) }.reduce(0, +)
            let height = M.heading[2]! * 1.2 + 0.8 + lines * M.prose * M.proseLine + Double(rule.count) * M.paragraphGap * M.prose
            let ruleHTML = rule.map { #"<p class="point rule"><strong>\#(Highlighter.escape($0))</strong></p>"# }.joined()
            plan.show(.html(#"<div class="takeaway"><h2 class="ask">\#(label)</h2><p class="point">\#(inline(point))</p>\#(ruleHTML)</div>"#), height: height, kind: "point")
        }
        plan.finish()
        return plan
    }

    /// A block of a page's prose as the slides meet it: rendered, its prose block's number and
    /// Markdown, and whether it stands above the checkpoint's question.
    struct ProseBlock {
        var rendered: ProseRenderer.Block
        var number: Int
        /// The whole prose block's Markdown, and what the notes keep of it (on its first block).
        var source: String
        var markdown: String?
        var beforeQuestion: Bool
    }

    /// Where a block of prose goes: the title slide, a picture's slide, a list or a callout the
    /// room reads (in parts when longer than a slide), a code excerpt; otherwise the notes.
    func addProse(
        _ block: ProseBlock, ref: PageRef, language: String, prediction: RecordedPrediction?, images: [String: (width: Int, height: Int)],
        to plan: inout SlidePlan
    ) {
        typealias M = SlideMetrics
        // A recap of the book's previous page, which the speaker view leaves out
        // where a plan skipped that page.
        let rendered = block.rendered
        let html = Self.opensWithStrong(rendered.node, t("Last page:", language)) ? Self.marked(rendered.html, as: "recap") : rendered.html
        let piece = SlidePlan.Piece.prose(block: block.number, html: html, markdown: block.markdown)
        if case .heading(1) = rendered.node.kind, plan.slides.isEmpty, plan.current.isEmpty {
            // The title slide: the page's title, and its point.
            plan.show(piece, height: M.heading[1]! * 1.2 + 1.3, kind: "title")
            let chapter = t("Chapter %@: ", language, "\(ref.chapter)") + chapterName(ref.chapterFolder, language)
            plan.add(.html(#"<p class="kicker">\#(Highlighter.escape(chapter)) · \#(t("page %@", language, "\(ref.page)"))</p>"#), height: 0, kind: "title")
            plan.close()
        } else if rendered.node.children.count == 1, case .image = rendered.node.children[0].kind {
            // A chapter picture: a slide of its own.
            plan.close()
            plan.show(piece, height: plan.capacity, kind: "picture")
            plan.close()
        } else if case .list(let ordered, let start, _) = rendered.node.kind,
            !Self.calloutTitles(rendered.node).contains(t("Predict", language)),
            !(block.beforeQuestion && !Self.calloutTitles(rendered.node).isEmpty),
            !Self.listsChoices(rendered.node, of: prediction)
        {
            // A list or a callout (an exercise's task) is what the room reads: on the
            // slide, unless it is the question or its choices (the ask slide shows them).
            let height = SlideEstimate.block(rendered.node, images: images)
            if height <= plan.capacity {
                let shown = SlidePlan.Piece.prose(block: block.number, html: Self.onSlide(rendered.html), markdown: block.markdown)
                plan.show(shown, height: height, kind: "list")
            } else {
                // Longer than a slide: slides show its items in parts (a copy that
                // reading mode does not show); the list itself stays for reading
                // mode, marked so that the speaker's notes leave it out.
                plan.note(.prose(block: block.number, html: Self.marked(rendered.html, as: "in-parts"), markdown: block.markdown))
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
        } else if case .codeBlock(let info) = rendered.node.kind,
            ProseRenderer.isSwift(rendered.node, info: info, source: block.source.components(separatedBy: "\n")),
            case let height = SlideEstimate.block(rendered.node, images: images), height <= plan.capacity
        {
            // An excerpt of the Shop module the prose quotes (1.5's sink, 2.2's
            // wrapper): the room sees the code the notes talk about.
            let shown = SlidePlan.Piece.prose(block: block.number, html: Self.onSlide(rendered.html), markdown: block.markdown)
            plan.show(shown, height: height, kind: "code excerpt")
        } else if Self.listsChoices(rendered.node, of: prediction) {
            // The choices: the ask slide shows them, so the notes leave them out.
            plan.note(.prose(block: block.number, html: Self.marked(rendered.html, as: "choices"), markdown: block.markdown))
        } else {
            plan.note(piece)
        }
    }

    /// Whether a block names every choice of the checkpoint as the learner writes it (`code`).
    static func listsChoices(_ node: MarkdownNode, of prediction: RecordedPrediction?) -> Bool {
        guard let choices = prediction?.choices, !choices.isEmpty else { return false }
        let code = Set(node.descendants.filter { $0.kind == .code }.map(\.literal))
        return choices.allSatisfy { code.contains($0.spelled) }
    }

    /// The titles of a list's callouts (`* callout(Title):`, `- Note:`), read from its Markdown.
    static func calloutTitles(_ node: MarkdownNode) -> [String] {
        guard case .list = node.kind else { return [] }
        return node.children.compactMap { ProseRenderer.callout($0)?.title }
    }

    /// Whether a paragraph opens with `text` in bold (a recap's "**Last page:**").
    static func opensWithStrong(_ node: MarkdownNode, _ text: String) -> Bool {
        guard node.kind == .paragraph, let first = node.children.first, first.kind == .strong else { return false }
        return first.plainText == text
    }

    /// The book's rule, in its two halves, as the wrap-up shows it.
    func ruleHalves(_ language: String) -> [String] {
        [
            t("Inside a notification, use the value you were sent.", language),
            t("Read other state only when the notification comes after the action has stored every value you read.", language),
        ]
    }

    /// Markdown as plain text: links as their text, no emphasis, lines joined.
    static func plain(_ markdown: String) -> String {
        markdown.replacingOccurrences(of: #"\[([^\]]*)\]\([^)]*\)"#, with: "$1", options: .regularExpression)
            .replacingOccurrences(of: "**", with: "").replacingOccurrences(of: "\n ", with: " ").replacingOccurrences(of: "\n", with: " ")
    }

    /// A list's or a paragraph's HTML with a class on its opening tag (`<ol class="…" start="3">`),
    /// a code block's beside its own (`<pre class="code …">`); anything else as it is.
    static func marked(_ html: String, as name: String) -> String {
        for tag in ["<ul", "<ol", "<p"] where html.hasPrefix(tag + ">") || html.hasPrefix(tag + " start=") {
            return tag + #" class="\#(name)""# + html.dropFirst(tag.count)
        }
        if html.hasPrefix(#"<pre class=""#) { return #"<pre class="\#(name) "# + html.dropFirst(#"<pre class=""#.count) }
        return html
    }

    /// A list's HTML marked to show on the slide (the rest of the prose is the step's notes).
    static func onSlide(_ html: String) -> String { marked(html, as: "on-slide") }

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
        let cuts = SlidePlan.parts(
            rows, capacity: plan.capacity - frame,
            preferred: { cut in
                plain[cut - 1].trimmingCharacters(in: .whitespaces).isEmpty
                    || (plain[cut].first.map { $0 != " " } ?? false && plain[cut - 1].trimmingCharacters(in: .whitespaces) == "}")
            },
            avoided: { cut in
                // A comment stays with the line it is about.
                plain[cut - 1].trimmingCharacters(in: .whitespaces).hasPrefix("//")
            })
        for (number, range) in cuts.enumerated() {
            let height = rows[range].reduce(0, +) + frame
            plan.show(.html(Highlighter.pre(Array(html[range]), part: (number + 1, cuts.count))), height: height, kind: "code")
        }
    }
}
