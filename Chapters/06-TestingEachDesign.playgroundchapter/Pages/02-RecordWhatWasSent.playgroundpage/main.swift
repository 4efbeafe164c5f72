//#-hidden-code
import BookStage
import Combine
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # Record What Was Sent

 A check of the screen after each action catches the stale-read bug: chapter 4's side by
 side shows the `@Published` column one step behind. It does not say **why**. For that,
 record **each notification**: what it sent, and what the property read at that moment. Then
 assert on the recording.

 Both presenters below get the same coupons. Each sink records one event into a
 `TimingRecorder`, the recorder that draws this book's timelines; the checks run on its
 recording, and the live view shows both.
 */
let recorder = TimingRecorder(lanes: ["@Published", "CurrentValueSubject"])
var verdicts: [String] = []

//#-localizable-zone(Comment1)
/// One check: its name, and whether it held.
//#-end-localizable-zone
func check(_ name: String, _ passed: Bool) {
    verdicts.append("\(passed ? "PASS" : "FAIL"): \(name)")
}

let published = MigratedPresenter()
let subject = SubjectPresenter()
var subscriptions = Set<AnyCancellable>()

published.$selectedCoupon.dropFirst().sink { sent in
    recorder.record(lane: "@Published", via: "$selectedCoupon", delivered: "\(sent)", read: "\(published.selectedCoupon)")
}.store(in: &subscriptions)
subject.$selectedCoupon.dropFirst().sink { sent in
    recorder.record(lane: "CurrentValueSubject", via: "$selectedCoupon", delivered: "\(sent)", read: "\(subject.selectedCoupon)")
}.store(in: &subscriptions)

for coupon in [/*#-editable-code coupons to select*/Coupon.tenPercentOff, .tenYenOff/*#-end-editable-code*/] {
    recorder.begin("select \(coupon)")
    published.select(coupon)
    subject.select(coupon)
}

let events = recorder.timeline.events
check("every @Published read is stale", events.filter { $0.lane == "@Published" }.allSatisfy(\.isStale))
check("no CurrentValueSubject read is stale", !events.filter { $0.lane == "CurrentValueSubject" }.contains(where: \.isStale))
check("each @Published read is the coupon from before its change", events.filter { $0.lane == "@Published" }.map(\.read) == ["none"] + events.filter { $0.lane == "@Published" }.dropLast().map(\.settled))
//#-hidden-code
Stage.show(recorder.timeline, title: "The recording the checks ran on", lines: verdicts)
//#-end-hidden-code
/*:#localized(key: "Prose2")
 The live view lists:

 ```
 PASS: every @Published read is stale
 PASS: no CurrentValueSubject read is stale
 PASS: each @Published read is the coupon from before its change
 ```

 Each event is a value, so a test can also compare whole recordings with `==`. Try selecting
 the same coupon twice in a row, or `none` first: which check fails, and why?

 [Previous](@previous) | [Next](@next)
 */
