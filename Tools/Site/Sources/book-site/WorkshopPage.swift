import BookKit
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
                where: Highlighter.escape(t("Workshop: ", "ワークショップ：", language) + name), deck: slide,
                notes: speakerNotesScript(["page": file, "plans": planEntries(for: file, language: language)], language: language))
        }
        let first = t("Inside a notification, use the value you were sent.", "通知の中では、送られてきた値を使いましょう。", language)
        let second = t(
            "Read other state only when the notification comes after the action has stored every value you read.",
            "ほかの状態を読んでよいのは、ハンドラーの読む値を操作がすべて保存し終えてから通知が届く場合だけです。", language)
        var decks: [String: String] = [:]
        let welcome = t("Welcome", "ようこそ", language)
        decks["workshop.html"] = deck(
            "workshop.html", welcome, next: "01-01.html",
            slide(
                welcome,
                shown: [
                    t("Get the book: ", "ブックを入手：", language) + #"<a class="show-address" href="\#(zip)" download>\#(BookZip.fileName)</a>"#
                        + t(" (Swift Playgrounds 4.4 or later)", "（Swift Playgrounds 4.4 以降）", language),
                    t("No iPad? Read along in the web edition: ", "iPad がなければ Web 版で：", language)
                        + #"<a class="show-address" href="index.html">index.html</a>"#,
                    t("Predict before every run.", "実行の前に、必ず予想します。", language),
                ],
                notes: [
                    t(
                        "On the published site the link shows its full address; presenting from a clone, run `swift run book zip --output docs/site/DelegateVsPublished.playgroundbook.zip` first, then share the file (AirDrop) or write the published address on the board.",
                        "公開サイトでは、リンクに完全なアドレスが表示されます。クローンから発表するときは、先に `swift run book zip --output docs/site/DelegateVsPublished.playgroundbook.zip` を実行し、ファイルを AirDrop で配るか、公開サイトのアドレスをホワイトボードに書きます。",
                        language),
                    t(
                        "Show the link until every device has the book open on its first page; pair people without a device.",
                        "全員の端末で最初のページが開くまで、このリンクを表示しておきます。端末のない人は隣の人と組んでもらいます。", language),
                    t(
                        "Say what the session answers: delegate, `@Published` or `CurrentValueSubject`, and when exactly each one tells you about a change.",
                        "この回で答える問いを伝えます。デリゲート、`@Published`、`CurrentValueSubject` のどれを使うか、そして、それぞれが変更をいつ知らせるのかです。",
                        language),
                ]))
        let pause = t("Break", "休憩", language)
        let breaks = guidePlans.map { plan in plan.items.filter { $0.break != nil }.count }.max() ?? 0
        for number in stride(from: 1, through: max(breaks, 1), by: 1) {
            decks["break-\(number).html"] = deck(
                "break-\(number).html", pause, next: nil,
                slide(
                    pause, shown: [#"<span class="back-at">"# + t("Back in a few minutes.", "数分後に再開します。", language) + "</span>"],
                    notes: [
                        t(
                            "Before the break, ask the room what the last page showed; after it, → goes on with the next page of your plan.",
                            "休憩の前に、直前のページで何が分かったかを会場に聞きます。休憩の後は、→ で進行案の次のページに進みます。", language)
                    ]))
        }
        let rule = t("The rule", "ルール", language)
        decks["wrap-up.html"] = deck(
            "wrap-up.html", rule, next: nil,
            slide(
                rule, shown: [first, second],
                notes: [
                    t(
                        "Take questions first, with the rule on screen: the web edition's questions.html names the shelf page that answers each one. End by reading both sentences aloud.",
                        "ルールを映したまま、先に質問を受けます。Web 版の questions.html に、それぞれの質問に答える発展の章のページがあります。最後に2つの文を読み上げて終わります。",
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
            ? t("welcome", "ようこそ", language) : file == "wrap-up.html" ? t("the rule", "まとめのルール", language) : t("break", "休憩", language)
        return t("Workshop: ", "ワークショップ：", language) + kind
    }
}
