import BookKit
import Foundation

/// The workshop's slides between the book's pages: the welcome (how to get the book), the
/// break, and the wrap-up (the rule in its final words). On each slide the room sees what is
/// marked `on-slide`; the rest is the speaker view's notes, as on the book's pages.
extension SiteBuilder {
    func workshopHTML(language: String) -> String {
        // The zip stands beside the top index on the published site (see indexHTML).
        let zip = "../" + BookZip.fileName
        func slide(_ kind: String, _ title: String, shown: [String], notes: [String]) -> String {
            let list = shown.map { "<li>\($0)</li>" }.joined()
            let prose = notes.map { "<p>\(inline($0))</p>" }.joined(separator: "\n")
            return #"<section class="slide" data-kind="\#(kind)"><div class="prose" data-block="0"><h1>\#(Highlighter.escape(title))</h1>"#
                + "\n" + #"<ul class="on-slide">\#(list)</ul>"# + "\n" + prose + "</div></section>"
        }
        let first = t("Inside a notification, use the value you were sent.", "通知の中では、送られてきた値を使いましょう。", language)
        let second = t(
            "Read other state only when the notification comes after the action has stored every value you read.",
            "ほかの状態を読んでよいのは、読む値を操作がすべて保存し終えた後に通知が届く場合だけです。", language)
        let slides = [
            slide(
                "title", t("Welcome", "ようこそ", language),
                shown: [
                    t("Get the book: ", "ブックを入手：", language) + #"<a href="\#(zip)" download>\#(BookZip.fileName)</a>"#
                        + t(" (Swift Playgrounds 4.4 or later)", "（Swift Playgrounds 4.4 以降）", language),
                    t("No iPad? Read along in the web edition: ", "iPad がなければ Web 版で：", language) + #"<a href="index.html">index.html</a>"#,
                    t("Predict before every run.", "実行の前に、必ず予想します。", language),
                ],
                notes: [
                    t(
                        "Show the link until every device has the book open on its first page; pair people without a device.",
                        "全員の端末で最初のページが開くまで、このリンクを表示しておきます。端末のない人は隣の人と組んでもらいます。", language),
                    t(
                        "Say what the session answers: delegate, `@Published` or `CurrentValueSubject`, and when exactly each one tells you about a change.",
                        "この回で答える問いを伝えます。デリゲート、`@Published`、`CurrentValueSubject` のどれを使うか、そして、それぞれが変更をいつ知らせるのかです。",
                        language),
                ]),
            slide(
                "title", t("Break", "休憩", language),
                shown: [t("Back in a few minutes: chapter 2, the fix.", "数分後に、第2章「直し方」から再開します。", language)],
                notes: [
                    t(
                        "Before the break, ask the room what the migrated screen read inside its sink; after it, start with chapter 2's first page.",
                        "休憩の前に、移行した画面が sink の中で何を読んだかを会場に聞きます。休憩の後は、第2章の最初のページから始めます。", language)
                ]),
            slide(
                "title", t("The rule", "ルール", language),
                shown: [first, second, t("Questions: ", "質問：", language) + #"<a href="questions.html">questions.html</a>"#],
                notes: [
                    t(
                        "Read both sentences aloud; then take questions, and point to the shelf page that answers each one.",
                        "2つの文を読み上げます。それから質問を受け、それぞれに答える発展の章のページを示します。", language)
                ]),
        ]
        return deckPageHTML(
            language: language, file: "workshop.html", title: "\(t("Workshop", "ワークショップ", language)) · \(bookName(language))",
            previous: nil, next: "01-01.html", where: t("Workshop: welcome, break, wrap-up", "ワークショップ：あいさつ、休憩、まとめ", language),
            deck: slides.joined(separator: "\n"), notes: speakerNotesScript(["page": "workshop"], language: language))
    }
}
