//#-hidden-code
import BookStage
import Shop

let recorder = TimingRecorder(lanes: ["@Published + update()"])
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # The Migration Bug

 **Last page:** `@Published` sends in **[willSet](glossary://willSet)**: its subscriber received 1
 while the property still read 0. `CurrentValueSubject` stores first and sends after, like
 **didSet**: its subscriber read 1. That program comes from the Japanese article
 [“Don't use @Published outside SwiftUI”](https://zenn.dev/yasos/articles/36d700e7e7e2e8).
 A read inside a notification that does not return the value the property holds once the change is done is a [stale read](glossary://stale%20read).

 ![The book's pictures draw a line per design, a dot per notification and a dashed line where the value is stored. Here two lanes: the @Published mark before the dashed line, the CurrentValueSubject mark after it](Chapter3@2x.png)

 So the first half of the book's rule: **Inside a notification, [use the value you were sent](glossary://notification%20rule).**

 **Goal:** See what a stale read does to a real screen.

 A team moves its delegate screen to Combine one step at a time: each `didSet` + delegate call
 becomes `@Published`, each delegate method a `sink`, and the view keeps its `update()`, which
 pulls every value. That is `MigratedCartView`:

       presenter.cart.$items
           .sink { [weak self] items in self?.itemsDidChange(to: items) }

       private func itemsDidChange(to items: [Product]) {
           update()

 * callout(Predict):
   The demo script adds a pen, then an apple. Right after "add apple", what does
   `MigratedCartView` show? Choose a case of `Shown` for `prediction`, then run.

 - `.penAndApple`: The new cart: `[pen, apple]`, count 2, total 165.
 - `.onePen`: The cart before the apple: `[pen]`, count 1, total 55.
 - `.newListOldTotal`: The new list, `[pen, apple]`, with the old count 1 and total 55.
 */
enum Shown { case notYet, penAndApple, onePen, newListOldTotal }
let prediction: Shown = /*#-editable-code your prediction*/.notYet/*#-end-editable-code*/

let view = MigratedCartView()
let script = CartScript.demo
var shown: [CartScreen] = []
var heard: [[CartNotice]] = []

for action in script.actions {
    view.perform(action)
    shown.append(view.shown)
//#-localizable-zone(Comment1)
    // The notifications this action caused.
//#-end-localizable-zone
    heard.append(view.log)
    view.clearLog()
}
//#-hidden-code
for (action, notices) in zip(script.actions, heard) {
    recorder.begin("\(action)")
    for notice in notices {
        recorder.record(lane: "@Published + update()", via: notice.via, delivered: notice.delivered, read: notice.read, settled: notice.settled)
    }
}
let expected = script.expectedScreens
let table = Columns(
    title: Localized.string("After each action"), headers: [Localized.string("the view shows"), Localized.string("it should show")],
    rowLabels: script.actions.map { "\($0)" },
    cells: [zip(shown, expected).map { Columns.Cell($0.description, stale: $0 != $1) }, expected.map { Columns.Cell($0.description) }])
// The row the question asks about, above the table; before Run the app shows the poster,
// where what the view shows stays a question.
let rows = zip(script.actions, shown).map { "\($0) → \($1)" }
let asked = rows.filter { $0.hasPrefix("add apple →") }
let question = Columns(
    title: table.title, headers: table.headers, rowLabels: table.rowLabels,
    cells: [shown.map { _ in Columns.Cell("?") }, table.cells[1]])
Stage.show(
    table, timeline: recorder.timeline, title: "update() called from a $ sink", lines: asked,
    poster: LiveViewContent(title: "update() called from a $ sink", lines: ["add apple → ?"], columns: question))
Stage.predict(prediction, Prediction(choices: [
    PredictionChoice(.penAndApple, says: "The new cart: `[pen, apple]`, count 2, total 165.", shows: ["add apple → [pen, apple] count 2, total 165"],
                     ifWrong: "That is what the delegate view shows: its didSet calls the delegate after the store. A `$` sink runs in willSet."),
    PredictionChoice(.onePen, says: "The cart before the apple: `[pen]`, count 1, total 55.", shows: ["add apple → [pen] count 1, total 55"],
                     ifWrong: "`update()` reads the presenter, and inside the sink the presenter still holds the cart from before the apple."),
    PredictionChoice(.newListOldTotal, says: "The new list, `[pen, apple]`, with the old count 1 and total 55.", shows: ["add apple → [pen, apple] count 1, total 55"],
                     ifWrong: "`update()` does not use the items the sink was sent: it reads the list from the presenter too, like the count and the total."),
], printed: rows, why: "The sink runs inside `@Published`'s willSet, so `update()` reads the presenter before the new items are stored: after \"add apple\" the view draws one pen. Every screen is one step behind."))
//#-end-hidden-code
/*:#localized(key: "Prose2")
 Run, then compare with your prediction: the live view puts what the view shows beside what
 it should show, a wrong row in red, and draws every notification on a timeline.

 [Previous](@previous) | [Next Chapter](@next)
 */
