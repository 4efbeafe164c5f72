// Variant of Chapters/09-ShelfTesting.playgroundchapter/Pages/02-RecordWhatWasSent.playgroundpage: the same coupon selected twice: two steps in the picture, not one.
//#-hidden-code
import BookStage
import Combine
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # How Do I Test a @Published Property?

 A check of the screen after each action catches the stale-read bug, and All Three, Side by Side showed why it happens. A test can record the same thing: **each notification**,
 what it sent, and what the property read at that moment. Then assert on the recording.

 Both presenters below get the same coupons. Each sink records one `Notice`, a struct on this
 page: the action it came from, what it sent, and what the property read at that moment. The
 checks run on that recording, and the live view draws it.
 */
//#-localizable-zone(NoticeComment)
/// One notification, as its sink saw it.
//#-end-localizable-zone
struct Notice: Equatable {
    var lane: String
    var action: String
    var sent: String
    var read: String
}
var recording: [Notice] = []
var action = ""
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
    recording.append(Notice(lane: "@Published", action: action, sent: "\(sent)", read: "\(published.selectedCoupon)"))
}.store(in: &subscriptions)
subject.$selectedCoupon.dropFirst().sink { sent in
    recording.append(Notice(lane: "CurrentValueSubject", action: action, sent: "\(sent)", read: "\(subject.selectedCoupon)"))
}.store(in: &subscriptions)

for coupon in [/*#-editable-code coupons to select*/Coupon.tenYenOff, .tenYenOff/*#-end-editable-code*/] {
    action = "select \(coupon)"
    published.select(coupon)
    subject.select(coupon)
}

let fromPublished = recording.filter { $0.lane == "@Published" }
let fromSubject = recording.filter { $0.lane == "CurrentValueSubject" }
check("no @Published read is the value it sent", fromPublished.allSatisfy { $0.read != $0.sent })
check("every CurrentValueSubject read is the value it sent", fromSubject.allSatisfy { $0.read == $0.sent })
check("each @Published read is the coupon from before its change", fromPublished.map(\.read) == ["none"] + fromPublished.dropLast().map(\.sent))
//#-hidden-code
// The picture of the recording. Each select sends once, so what a notice sent is what its
// property held once the select was done. A step ends when a lane is heard from again, so
// the same coupon selected twice is two steps.
var actions: [String] = []
var stepOf: [Int] = []
var lanesHeard: Set<String> = []
for (index, notice) in recording.enumerated() {
    if index == 0 || notice.action != recording[index - 1].action || lanesHeard.contains(notice.lane) {
        actions.append(notice.action)
        lanesHeard = []
    }
    lanesHeard.insert(notice.lane)
    stepOf.append(actions.count)
}
let timeline = Timeline(lanes: ["@Published", "CurrentValueSubject"], steps: ["subscribe"] + actions, events: recording.enumerated().map { index, notice in
    TimingEvent(order: index + 1, step: stepOf[index], lane: notice.lane, via: "$selectedCoupon", delivered: notice.sent, read: notice.read, settled: notice.sent)
})
Stage.show(timeline, title: "The recording the checks ran on", lines: verdicts)
//#-end-hidden-code
/*:#localized(key: "Prose2")
 The live view lists:

 ```
 PASS: no @Published read is the value it sent
 PASS: every CurrentValueSubject read is the value it sent
 PASS: each @Published read is the coupon from before its change
 ```

 Here each select sends once, so the value a notification sent is the value its property holds
 once the select is done: a read that differs from it is a [stale read](glossary://stale%20read).
 Each `Notice` is a value, so a test can also compare whole recordings with `==`. These
 checks pin down how each publisher behaves; a test of your own view would assert that the
 view reads what it was sent. Try selecting
 the same coupon twice in a row, or `none` first: which check fails, and why?

 [Previous](@previous) | [Next](@next)
 */
