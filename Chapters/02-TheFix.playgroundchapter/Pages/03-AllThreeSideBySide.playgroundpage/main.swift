//#-hidden-code
import BookStage
import Shop

let recorder = TimingRecorder(lanes: SideBySide.designs)

/// The three views as columns, stale values flagged: what the live view draws.
func columns(_ step: SideBySide.Step) -> Columns {
    Columns(title: Localized.format("after %@", "\(step.action)"), headers: SideBySide.designs.map(Localized.string),
            rowLabels: CartScreen.fieldLabels.map(Localized.string),
            cells: step.cells.map { column in column.map { Columns.Cell($0.text, stale: $0.stale) } })
}

/// Records one step's notifications on the timeline.
func record(_ step: SideBySide.Step) {
    recorder.begin("\(step.action)")
    for notice in step.notices {
        recorder.record(lane: notice.design, via: notice.via, delivered: notice.delivered, read: notice.read, settled: notice.settled)
    }
}
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # All Three, Side by Side

 **Goal:** Watch one script drive the three designs at once, and find the one that goes stale.

 * **Delegate**: didSet, a delegate call, and `update()` pulls every value;
 * **@Published + update()**: the half-way migration, the same `update()` called from `$` sinks;
 * **CurrentValueSubject**: the same again, with `@CurrentValue`.

 `SideBySide` sends each action to all three. The live view draws the three screens as
 columns, stale values in red, and every notification on the timeline below.

 1. Run the page.
 2. Tap a product or a coupon in the live view: all three designs get the same action.
 */
let designs = SideBySide()
let script = CartScript(/*#-editable-code what the customer does*/[.add(.pen), .add(.apple), .select(.tenPercentOff)]/*#-end-editable-code*/)
var steps: [SideBySide.Step] = []

for action in script.actions {
    steps.append(designs.perform(action))
}
//#-hidden-code
steps.forEach(record)
let emptyColumns = Columns(title: Localized.string("empty cart"), headers: SideBySide.designs.map(Localized.string),
                           rowLabels: CartScreen.fieldLabels.map(Localized.string),
                           cells: SideBySide.designs.map { _ in CartScreen.empty.fields.map { Columns.Cell($0.text) } })
let products: [(String, CartAction)] = Product.allCases.map { product in (Localized.format("add %@", "\(product)"), CartAction.add(product)) }
let couponButtons: [(String, CartAction)] = Coupon.allCases.map { coupon in (Localized.format("select %@", "\(coupon)"), CartAction.select(coupon)) }
let buttons: [(String, CartAction)] = products + couponButtons
/// A tap in the live view: the same action through all three designs.
func press(_ index: Int) -> (Columns, Timeline) {
    let step = designs.perform(buttons[index].1)
    record(step)
    return (columns(step), recorder.timeline)
}
Stage.showInteractiveCart(
    title: "All three, side by side", buttons: buttons.map(\.0),
    columns: steps.last.map(columns) ?? emptyColumns, timeline: recorder.timeline, autoplay: [],
    press: press)
//#-end-hidden-code
/*:#localized(key: "Prose2")
 After the last action, selecting 10% off, the middle column is one step behind (red in the
 live view, `!` in the text below):

 ```
 coupon | tenPercentOff | none !                | tenPercentOff
 pay    | 148           | 165 !                 | 148
 ```

 Only the `@Published + update()` marks are stale: each of its sinks read the presenter before
 the new value was stored.

 [Previous](@previous) | [Next](@next)
 */
