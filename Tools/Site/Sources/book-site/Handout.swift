import BookTour
import Foundation

/// The handout: every page on one printable page (`all.html`), and the presenter's notes
/// sheets in its presenter's copy.
extension SiteBuilder {
    /// Every page's slides on one page, for the browser's Print: one slide per sheet, live
    /// views in their final state. `all.html#chapter=3` shows (and prints) one chapter.
    func handoutHTML(language: String, decks: [(PageRef, String)]) -> String {
        var plans: [String: [String]] = [:]
        for plan in guidePlans { plans[plan.id] = plan.pages }
        let planPagesJSON = String(decoding: (try? JSONSerialization.data(withJSONObject: plans, options: [.sortedKeys])) ?? Data("{}".utf8), as: UTF8.self)
        var chapters: [String] = []
        for (c, chapter) in tree.chapters.enumerated() {
            let pages = decks.filter { $0.0.chapter == c + 1 }.map { ref, deck in
                // The prose's Markdown source stays on the page itself (the browser test reads it there).
                let deck = deck.replacingOccurrences(of: #" data-markdown="[^"]*""#, with: "", options: .regularExpression)
                return #"<article class="page-deck" id="page-\#(ref.file.replacingOccurrences(of: ".html", with: ""))" aria-label="\#(Highlighter.escape(pageName(ref.folder, language)))">"# + "\n"
                    + deck + pageNotesHTML(ref, language: language) + "\n</article>"
            }
            chapters.append(
                #"<div class="chapter" data-chapter="\#(c + 1)" role="region" aria-label="\#(Highlighter.escape(t("Chapter %@: ", language, "\(c + 1)") + chapterName(chapter, language)))">"#
                    + "\n" + pages.joined(separator: "\n") + "\n</div>")
        }
        return """
            <!DOCTYPE html>
            <html lang="\(language)">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(t("Handout", language)) · \(Highlighter.escape(bookName(language)))</title>
            <link rel="stylesheet" href="../assets/style.css">
            </head>
            <body class="handout">
            <header class="bar"><a class="home" href="index.html">\(Highlighter.escape(bookName(language)))</a><span class="where">\(t("Handout: every page, one slide per printed sheet (#summary: each page from a new sheet; #notes: the presenter's copy, with notes and answers)", language))</span>\(languageLinks(language) { "../\($0)/all.html" })</header>
            <main class="deck">
            \(chapters.joined(separator: "\n"))
            </main>
            <script type="application/json" id="plan-pages">\(planPagesJSON)</script>
            <script src="../assets/handout.js"></script>
            </body>
            </html>

            """
    }

    /// A page's notes from the presenter's guide, as a sheet of their own after its slides:
    /// printed only in the presenter's copy (`all.html#notes`), never in the attendees' handout.
    func pageNotesHTML(_ ref: PageRef, language: String) -> String {
        let key = PresenterGuide.key(chapter: ref.chapter, page: ref.page)
        guard let note = guideNotes[language]?.pages[key] else { return "" }
        let talk = note.talk.map { "<li>" + inline($0) + "</li>" }.joined()
        return "\n"
            + #"<section class="slide page-notes" data-kind="notes"><h2>\#(t("Notes", language)) · \#(Highlighter.escape("\(ref.chapter).\(ref.page) \(pageName(ref.folder, language))"))</h2>"#
            + #"<p><strong>\#(inline(note.point))</strong></p><ul>\#(talk)</ul>"#
            + #"<p><strong>\#(t("Listen for:", language))</strong> \#(inline(note.listenFor))</p><p><strong>\#(t("Next:", language))</strong> \#(inline(note.next))</p></section>"#
    }
}
