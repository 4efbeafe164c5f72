import BookTour
import Foundation

/// A reading page around its deck: the bar, the overlays (`o`, `?`, `b`) and the speaker
/// view's notes.
extension SiteBuilder {
    func pageHTML(_ ref: PageRef, language: String, previous: String?, next: String?, deck: String) -> String {
        let page = ref.folder
        let place = Highlighter.escape(t("Chapter %@ · Page %@", language, "\(ref.chapter)", "\(ref.page)"))
        return deckPageHTML(
            language: language, file: ref.file, title: "\(pageName(page, language)) · \(bookName(language))", previous: previous, next: next,
            where: place + #"<span class="page-name">\#(t(": ", language))\#(Highlighter.escape(pageName(page, language)))</span>"#,
            deck: deck, notes: speakerNotesJSON(ref, previous: previous, language: language))
    }

    /// A page with a deck the presenter steps through (`presenter.js`): the book's pages and
    /// the workshop's own slides. `place` is the bar's HTML; `notes` the speaker view's script.
    func deckPageHTML(
        language: String, file: String, title: String, previous: String?, next: String?, where place: String, deck: String, notes: String
    ) -> String {
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
            <button type="button" class="mode" data-present="\(t("Present", language))" data-read="\(t("Read", language))">\(t("Present", language))</button>
            \(languageLinks(language) { "../\($0)/\(file)" })
            </header>
            <main class="deck">
            \(deck)
            </main>
            \(notes)
            \(overviewHTML(language: language))
            <footer class="keys">\(Highlighter.escape(t("p: present · s: speaker view · → / Space / PageDown: next · ← / PageUp: back · o: all pages · b: blank · h: next hint · f: full screen · ?: keys", language)))</footer>
            </body>
            </html>

            """
    }

    /// The overview of every page (`o` or Esc; its list comes from assets/pages-<lang>.js, one
    /// file for all pages), the keys (`?`) and the blank screen (`b`): hidden until asked for.
    func overviewHTML(language: String) -> String {
        let keys = [
            ("p", t("present, or read", language)), ("s", t("speaker view in a second window", language)),
            ("→ / Space / PageDown", t("next step, then the next page", language)), ("← / PageUp", t("back", language)),
            ("o / Esc", t("every page; arrows and Enter jump", language)), ("b", t("blank the screen", language)),
            ("h", t("next hint", language)), ("f", t("full screen", language)), ("?", t("these keys", language)),
        ]
        let rows = keys.map { #"<tr><th scope="row"><kbd>\#(Highlighter.escape($0.0))</kbd></th><td>\#(Highlighter.escape($0.1))</td></tr>"# }.joined()
        return #"<div class="overlay overview" role="dialog" aria-modal="true" aria-label="\#(t("Every page", language))" hidden><h2>\#(t("Every page", language))</h2><ol></ol></div>"#
            + #"<div class="overlay help" role="dialog" aria-modal="true" aria-label="\#(t("Keys", language))" hidden><h2>\#(t("Keys", language))</h2><table>\#(rows)</table></div>"#
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
            var entry: [String: Any] = ["id": plan.id, "title": plan.title(language, words: words(language))]
            let stops = stops(of: plan)
            if let index = stops.firstIndex(where: { $0.file == file }) {
                entry["start"] = stops[index].start
                entry["end"] = stops[index].end
                if index + 1 < stops.count { entry["nextPage"] = stops[index + 1].file }
                if index > 0 { entry["previousPage"] = stops[index - 1].file }
                // Every stop, so the speaker view knows whether the plan skips the book's previous page.
                entry["stops"] = stops.map(\.file)
            }
            return entry
        }
    }

    /// The speaker view's data as a script: `object` and the view's labels.
    func speakerNotesScript(_ object: [String: Any], language: String) -> String {
        var object = object
        object["labels"] = [
            "speakerView": t("Speaker view", language),
            "now": t("Now", language), "next": t("Next", language), "notes": t("Notes", language),
            "listen": t("Listen for", language), "then": t("Then", language),
            "elapsed": t("Elapsed", language), "planned": t("planned %@–%@ min", language),
            "behind": t("%@ min behind", language), "ahead": t("%@ min ahead", language),
            "onTime": t("on time", language), "notInPlan": t("not in this plan", language),
            "noNotes": t("No notes for this page.", language),
            "planNext": t("Next in your plan (the book goes on elsewhere)", language),
            "colon": t(":", language), "comma": t(", ", language), "lead": t(": ", language),
            "restart": t("Restart the clock", language),
            "backAt": t("Back at %@, in %@ minutes.", language),
            "comingUp": t("Ahead on this page, what its prose says next:", language),
            "noStepNotes": t("Nothing more for this step: show it, and go on.", language),
            "endOfPage": t("Next page", language), "plan": t("Plan", language),
            "bookOrder": t("Book order, no plan", language),
            "task": t("The room's task", language),
            "give": t("(%@ min in your plan, 8 of them hands-on)", language),
            "solution": t("Solution, for your eyes only", language),
            "hints": t("What each press of h shows the room", language),
            "picture": t("How to read the picture", language),
            "answerWith": t("Answer it with", language),
            "skipped": t("Your plan skipped the page before; its point, if the room needs it", language),
        ]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        let json = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "</", with: "<\\/")
        return #"<script type="application/json" id="speaker-notes">\#(json)</script>"#
    }
}
