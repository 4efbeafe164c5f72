//#-hidden-code
import Shop
import Stage

let recorder = TimingRecorder(lanes: ["@Published"])
//#-end-hidden-code
/*:
 # The Migration Bug

 A team moves its delegate screen to Combine one step at a time. First step: swap each
 `didSet` + delegate call for `@Published`, and each delegate method for a `sink`. The view
 keeps its `update()`, which pulls every value from the presenter, exactly as before.
 That is `MigratedCartView` in the Shop module:

       presenter.$selectedCoupon
           .sink { [weak self] coupon in self?.couponDidChange(to: coupon) }

 It compiles, it runs, and it is wrong. Run the demo script and compare what the view shows
 with what it should show.
 */
let view = MigratedCartView()
let script = CartScript.demo
let expected = script.expectedScreens

for (index, action) in script.actions.enumerated() {
    //#-hidden-code
    recorder.begin("\(action)")
    //#-end-hidden-code
    view.perform(action)
    let shown = view.shown
    print("\(action)")
    print("  shows:     \(shown)")
    if shown != expected[index] {
        print("  should be: \(expected[index])  <- STALE")
    }
    //#-hidden-code
    for notice in view.log {
        let settled = notice.property == "items" ? expected[index].itemList : "\(expected[index].coupon)"
        recorder.record(lane: "@Published", via: notice.via, delivered: notice.delivered, read: notice.read, settled: settled)
    }
    view.clearLog()
    //#-end-hidden-code
}
//#-hidden-code
Stage.show(recorder.timeline, title: "update() called from a $ sink")
//#-end-hidden-code
/*:
 Every screen that should change is one step behind. After "add apple" the view still shows
 one pen:

 ```
 add apple
   shows:     [pen] count 1, total 55, none, pay 55
   should be: [pen, apple] count 2, total 165, none, pay 165  <- STALE
 ```

 The sink runs inside `@Published`'s willSet, so `update()` reads the presenter before the
 new value is stored. It draws the **previous** state, every time. Nothing crashes, and with
 one quick tap nobody notices; the next action even "fixes" the screen, one step late.

 [Previous](@previous) | [Next](@next)
 */
