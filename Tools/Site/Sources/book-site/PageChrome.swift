import BookKit
import Foundation

/// A reading page around its deck: the bar, the overlays (`o`, `?`, `b`) and the speaker
/// view's notes.
extension SiteBuilder {
    func pageHTML(_ ref: PageRef, language: String, previous: String?, next: String?, deck: String) -> String {
        let page = ref.folder
        let place = Highlighter.escape(t("Chapter \(ref.chapter) · Page \(ref.page)", "第\(ref.chapter)章 · \(ref.page)ページ", language))
        return deckPageHTML(
            language: language, file: ref.file, title: "\(pageName(page, language)) · \(bookName(language))", previous: previous, next: next,
            where: place + #"<span class="page-name">\#(t(": ", "：", language))\#(Highlighter.escape(pageName(page, language)))</span>"#,
            deck: deck, notes: speakerNotesJSON(ref, previous: previous, language: language))
    }

    /// A page with a deck the presenter steps through (`presenter.js`): the book's pages and
    /// the workshop's own slides. `place` is the bar's HTML; `notes` the speaker view's script.
    func deckPageHTML(
        language: String, file: String, title: String, previous: String?, next: String?, where place: String, deck: String, notes: String
    ) -> String {
        let other = languages.first { $0 != language } ?? "en"
        let switchLabel = other == "ja" ? "日本語" : "English"
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
            <script src="../assets/deck-logic.js" defer></script>
            <script src="../assets/presenter.js" defer></script>
            </head>
            <body data-previous="\(previous ?? "")" data-next="\(next ?? "")" data-page="\(file)">
            <header class="bar">
            <a class="home" href="index.html">\(Highlighter.escape(bookName(language)))</a>
            <span class="where">\(place)</span>
            <span class="step" aria-live="polite"></span>
            <button type="button" class="mode" data-present="\(t("Present", "発表", language))" data-read="\(t("Read", "読む", language))">\(t("Present", "発表", language))</button>
            <a class="language" href="../\(other)/\(file)" hreflang="\(other)" lang="\(other)">\(switchLabel)</a>
            </header>
            <main class="deck">
            \(deck)
            </main>
            \(notes)
            \(overviewHTML(language: language))
            <footer class="keys">\(Highlighter.escape(t("p: present · s: speaker view · → / Space / PageDown: next · ← / PageUp: back · o: all pages · b: blank · h: next hint · f: full screen · ?: keys", "p: 発表モード · s: 発表者ビュー · → / Space / PageDown: 次へ · ← / PageUp: 戻る · o: 全ページ · b: 暗転 · h: 次のヒント · f: 全画面 · ?: キー一覧", language)))</footer>
            </body>
            </html>

            """
    }

    /// The overview of every page (`o` or Esc; its list comes from assets/pages-<lang>.js, one
    /// file for all pages), the keys (`?`) and the blank screen (`b`): hidden until asked for.
    func overviewHTML(language: String) -> String {
        let keys = [
            ("p", t("present, or read", "発表モードと閲覧の切り替え", language)), ("s", t("speaker view in a second window", "発表者ビューを別のウィンドウで開く", language)),
            ("→ / Space / PageDown", t("next step, then the next page", "次のステップ、最後まで進むと次のページ", language)), ("← / PageUp", t("back", "戻る", language)),
            ("o / Esc", t("every page; arrows and Enter jump", "全ページの一覧。矢印キーと Enter で移動", language)), ("b", t("blank the screen", "画面を暗転", language)),
            ("h", t("next hint", "次のヒント", language)), ("f", t("full screen", "全画面", language)), ("?", t("these keys", "このキー一覧", language)),
        ]
        let rows = keys.map { #"<tr><th scope="row"><kbd>\#(Highlighter.escape($0.0))</kbd></th><td>\#(Highlighter.escape($0.1))</td></tr>"# }.joined()
        return #"<div class="overlay overview" role="dialog" aria-modal="true" aria-label="\#(t("Every page", "全ページ", language))" hidden><h2>\#(t("Every page", "全ページ", language))</h2><ol></ol></div>"#
            + #"<div class="overlay help" role="dialog" aria-modal="true" aria-label="\#(t("Keys", "キー一覧", language))" hidden><h2>\#(t("Keys", "キー一覧", language))</h2><table>\#(rows)</table></div>"#
            + #"<div class="blank" hidden></div>"#
    }

    /// The presenter's guide for this page (docs/guide), for the speaker view (`s`): the notes
    /// in the page's language, where the page stands in each plan, and the view's labels. A
    /// page without notes gets none; the view then says so.
    func speakerNotesJSON(_ ref: PageRef, previous: String?, language: String) -> String {
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
            // What answers the misconception, said in the room when the plan skips that page.
            if let fix = guideNotes[language]?.pages[note.fixedBy], note.fixedBy != key {
                object["fixedBy"] = [
                    "file": note.fixedBy + ".html", "point": fix.point,
                    "inPlans": guidePlans.filter { $0.pages.contains(note.fixedBy) }.map(\.id),
                ]
            }
        }
        // The point of the book's previous page, for a plan that skips it.
        if let previous = previous?.replacingOccurrences(of: ".html", with: ""), let note = guideNotes[language]?.pages[previous] {
            object["previousPoint"] = note.point
        }
        object["plans"] = planEntries(for: ref.file, language: language)
        return speakerNotesScript(object, language: language)
    }

    /// A plan's stops as the deck's files, in order, with their minutes: its pages, its breaks
    /// (`break-1.html`, …) and the stretches that are no page, the welcome before the first
    /// page (`workshop.html`) and the wrap-up after the last (`wrap-up.html`).
    func stops(of plan: PresenterGuide.Plans.Plan) -> [(file: String, start: Int, end: Int)] {
        var stops: [(file: String, start: Int, end: Int)] = []
        var clock = 0, breaks = 0, pastFirstPage = false
        for item in plan.items {
            let file: String
            if let page = item.page {
                file = page + ".html"
                pastFirstPage = true
            } else if item.break != nil {
                breaks += 1
                file = "break-\(breaks).html"
            } else {
                file = pastFirstPage ? "wrap-up.html" : "workshop.html"
            }
            stops.append((file, clock, clock + item.length))
            clock += item.length
        }
        return stops
    }

    /// Where `file` stands in each plan, for the speaker view: its minutes, and the plan's next
    /// and previous stops (→ at the end of a deck follows the chosen plan).
    func planEntries(for file: String, language: String) -> [[String: Any]] {
        guidePlans.map { plan in
            var entry: [String: Any] = ["id": plan.id, "title": plan.title[language] ?? plan.id]
            let stops = stops(of: plan)
            if let index = stops.firstIndex(where: { $0.file == file }) {
                entry["start"] = stops[index].start
                entry["end"] = stops[index].end
                if index + 1 < stops.count { entry["nextPage"] = stops[index + 1].file }
                if index > 0 { entry["previousPage"] = stops[index - 1].file }
            }
            return entry
        }
    }

    /// The speaker view's data as a script: `object` and the view's labels.
    func speakerNotesScript(_ object: [String: Any], language: String) -> String {
        var object = object
        object["labels"] = [
            "now": t("Now", "いま", language), "next": t("Next", "次", language), "notes": t("Notes", "ノート", language),
            "listen": t("Listen for", "耳を傾けること", language), "then": t("Then", "次へ", language),
            "elapsed": t("Elapsed", "経過", language), "planned": t("planned %@–%@ min", "予定 %@〜%@分", language),
            "behind": t("%@ min behind", "%@分遅れ", language), "ahead": t("%@ min ahead", "%@分早い", language),
            "onTime": t("on time", "予定どおり", language), "notInPlan": t("not in this plan", "この進行案にはありません", language),
            "noNotes": t("No notes for this page.", "このページのノートはありません。", language),
            "planNext": t("Next in your plan (the book goes on elsewhere)", "進行案の次のページ（本の順とは異なります）", language),
            "colon": t(":", "：", language), "comma": t(", ", "、", language), "lead": t(": ", "：", language),
            "restart": t("Restart the clock", "経過時間をリセット", language),
            "backAt": t("Back at %@, in %@ minutes.", "%@ に再開します（%@分後）。", language),
            "comingUp": t("Ahead on this page, what its prose says next:", "このページで次に続く本文：", language),
            "noStepNotes": t("Nothing more for this step: show it, and go on.", "このステップのノートはありません。スライドを見せて次へ進みます。", language),
            "endOfPage": t("Next page", "次のページ", language), "plan": t("Plan", "進行案", language),
            "bookOrder": t("Book order, no plan", "ページ順（進行案なし）", language),
            "task": t("The room's task", "参加者の課題", language),
            "give": t("%@ min in your plan, 8 of them hands-on", "進行案では%@分、うち8分は手を動かす時間", language),
            "solution": t("Solution, for your eyes only", "解答（発表者だけが見るもの）", language),
            "picture": t("How to read the picture", "図の読み方", language),
            "answerWith": t("Answer it with", "こう答えます", language),
            "skipped": t("Your plan skipped the page before; its point, if the room needs it", "進行案では前のページを飛ばしています。必要なら、その要点を伝えます", language),
        ]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        let json = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "</", with: "<\\/")
        return #"<script type="application/json" id="speaker-notes">\#(json)</script>"#
    }
}
