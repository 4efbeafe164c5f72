//#-hidden-code
import Shop
import Stage

let recorder = TimingRecorder(lanes: SideBySide.designs)

/// The three views as columns, stale values flagged: what the live view draws.
func columns(_ step: SideBySide.Step, title: String) -> Columns {
    Columns(title: title, headers: SideBySide.designs, rowLabels: CartScreen.fieldLabels,
            cells: step.cells.map { column in column.map { Columns.Cell($0.text, stale: $0.stale) } })
}

/// The columns of an empty cart, for a script with no actions.
let emptyColumns = Columns(title: "empty cart", headers: SideBySide.designs, rowLabels: CartScreen.fieldLabels,
                           cells: SideBySide.designs.map { _ in CartScreen.empty.fields.map { Columns.Cell($0.text) } })
var latestColumns = emptyColumns

func record(_ step: SideBySide.Step) {
    recorder.begin("\(step.action)")
    for notice in step.notices {
        recorder.record(lane: notice.design, via: notice.via, delivered: notice.delivered, read: notice.read, settled: notice.settled)
    }
}
//#-end-hidden-code
/*:
 # All Three, Side by Side

 One script, three designs, run together:

 * **Delegate**: didSet, delegate call, `update()` pulls every value;
 * **@Published**: the half-way migration, the same `update()` called from `$` sinks;
 * **CurrentValueSubject**: the same again, with `@CurrentValue`.

 After each action the page shows the three screens as columns. A value marked `!` is
 stale: it is not what the cart holds now. Below them, the timeline shows every
 notification: what it sent, and what the property read at that moment.
 */
let designs = SideBySide()
let script = CartScript(/*#-editable-code actions*/[.add(.pen), .add(.apple), .select(.tenPercentOff)]/*#-end-editable-code*/)

for action in script.actions {
    let step = designs.perform(action)
    //#-hidden-code
    record(step)
    latestColumns = columns(step, title: "after \(action)")
    //#-end-hidden-code
    print(columns(step, title: "after \(action)").text)
    print()
}
//#-hidden-code
let buttons: [(String, CartAction)] = Product.allCases.map { ("add \($0)", .add($0)) } + Coupon.allCases.map { ("\($0)", .select($0)) }
Stage.showInteractiveCart(
    buttons: buttons.map(\.0), columns: latestColumns, timeline: recorder.timeline,
    autoplay: [0],
    press: { index in
        let step = designs.perform(buttons[index].1)
        record(step)
        return (columns(step, title: "after \(buttons[index].0)"), recorder.timeline)
    })
//#-end-hidden-code
/*:
 After "add apple", the middle column is one step behind:

 ```
 after add apple
        | Delegate     | @Published | CurrentValueSubject
 items  | [pen, apple] | [pen] !    | [pen, apple]
 count  | 2            | 1 !        | 2
 total  | 165          | 55 !       | 165
 coupon | none         | none       | none
 pay    | 165          | 55 !       | 165
 (! = stale: not what the cart holds now)
 ```

 In the timeline, only the `@Published` marks are stale: its sink read `items` before the
 new list was stored. The delegate and the subject read what they were about.

 The live view is interactive: tap a product or a coupon and all three designs get the same
 action. On a terminal the page taps "add apple" by itself and prints the result.

 [Previous](@previous) | [Next](@next)
 */
