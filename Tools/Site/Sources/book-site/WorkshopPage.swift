import BookBuild
import Foundation

/// The workshop's slides between the book's pages, one deck each so that → follows the chosen
/// plan through them: the welcome (how to get the book), each break, and the wrap-up (the rule
/// in its final words). On each slide the room sees what is marked `on-slide`; the rest is the
/// speaker view's notes, as on the book's pages.
extension SiteBuilder {
    /// Every workshop deck, by file name.
    func workshopDecks(language: String) -> [String: String] {
        // The zip stands beside the top index on the published site (see indexHTML).
        let zip = "../" + BookZip.fileName
        func slide(_ title: String, shown: [String], notes: [String]) -> String {
            let list = shown.map { "<li>\($0)</li>" }.joined()
            let prose = notes.map { "<p>\(inline($0))</p>" }.joined(separator: "\n")
            return #"<section class="slide" data-kind="title"><div class="prose" data-block="0"><h1>\#(Highlighter.escape(title))</h1>"#
                + "\n" + #"<ul class="on-slide">\#(list)</ul>"# + "\n" + prose + "</div></section>"
        }
        func deck(_ file: String, _ name: String, next: String?, _ slide: String) -> String {
            deckPageHTML(
                language: language, file: file, title: "\(name) · \(bookName(language))", previous: nil, next: next,
                where: Highlighter.escape(t("Workshop: ", language) + name), deck: slide,
                notes: speakerNotesScript(["page": file, "plans": planEntries(for: file, language: language)], language: language))
        }
        let halves = ruleHalves(language)
        var decks: [String: String] = [:]
        let welcome = t("Welcome", language)
        decks["workshop.html"] = deck(
            "workshop.html", welcome, next: "01-01.html",
            slide(
                welcome,
                shown: [
                    t("Get the book: ", language) + #"<a class="show-address" href="\#(zip)" download>\#(BookZip.fileName)</a>"#
                        + t(" (Swift Playgrounds 4.4 or later)", language),
                    t("No iPad? Read along in the web edition: ", language)
                        + #"<a class="show-address" href="index.html">index.html</a>"#,
                    t("Predict before every run.", language),
                ],
                notes: [
                    t(
                        "On the published site the link shows its full address. Presenting from a clone: run `swift run book zip --output docs/site/DelegateVsPublished.playgroundbook.zip`, then share the file (AirDrop), or serve the site with `python3 -m http.server 8000 --directory docs/site` and write this laptop's address with `:8000/` on the board (see the guide's setup).",
                        language),
                    t(
                        "Show the link until every device has the book open on its first page; pair people without a device.", language),
                    t(
                        "Say what the session answers: delegate, `@Published` or `CurrentValueSubject`, and when exactly each one tells you about a change.",
                        language),
                ]))
        let pause = t("Break", language)
        let breaks = guidePlans.map { plan in plan.items.filter { $0.break != nil }.count }.max() ?? 0
        for number in stride(from: 1, through: max(breaks, 1), by: 1) {
            decks["break-\(number).html"] = deck(
                "break-\(number).html", pause, next: nil,
                slide(
                    pause, shown: [#"<span class="back-at">"# + t("Back in a few minutes.", language) + "</span>"],
                    notes: [
                        t(
                            "Before the break, ask the room what the last page showed; after it, → goes on with the next page of your plan.", language)
                    ]))
        }
        let rule = t("The rule", language)
        decks["wrap-up.html"] = deck(
            "wrap-up.html", rule, next: nil,
            slide(
                rule, shown: halves,
                notes: [
                    t(
                        "Take questions first, with the rule on screen: the web edition's questions.html names the shelf page that answers each one. End by reading both sentences aloud.",
                        language)
                ]))
        return decks
    }

    /// Where a workshop deck sits in the overview: the welcome, the breaks, the wrap-up.
    func workshopOrder(_ file: String) -> String {
        file == "workshop.html" ? "0" : file == "wrap-up.html" ? "2" : "1" + file
    }

    /// A workshop deck's name in the overview (o) and in the speaker view's way on.
    func workshopName(_ file: String, language: String) -> String {
        let kind =
            file == "workshop.html"
            ? t("welcome", language) : file == "wrap-up.html" ? t("the rule", language) : t("break", language)
        return t("Workshop: ", language) + kind
    }
}
