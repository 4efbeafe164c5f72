//#-hidden-code
import Shop
import Stage

let recorder = TimingRecorder(lanes: ["@Published", "CurrentValueSubject"])
var failures = 0
func check(_ name: String, _ passed: Bool) {
    if !passed { failures += 1 }
    print("\(passed ? "PASS" : "FAIL"): \(name)")
}
//#-end-hidden-code
/*:
 # Record What Was Sent

 A timing bug hides from tests that only look at the end state: after the script, the
 migrated view and the fixed one hold nearly the same values. To catch it, record **each
 notification**: what it sent, and what the property read at that moment. Then assert on
 the recording.

 Both presenters below get the same coupons. Each sink records one event.
 */
let published = MigratedPresenter()
let subject = SubjectPresenter()
var subscriptions = Set<AnyCancellable>()

published.$selectedCoupon.dropFirst().sink { sent in
    recorder.record(lane: "@Published", via: "$selectedCoupon", delivered: "\(sent)", read: "\(published.selectedCoupon)")
}.store(in: &subscriptions)
subject.$selectedCoupon.dropFirst().sink { sent in
    recorder.record(lane: "CurrentValueSubject", via: "$selectedCoupon", delivered: "\(sent)", read: "\(subject.selectedCoupon)")
}.store(in: &subscriptions)

for coupon in [Coupon.tenPercentOff, .tenYenOff] {
    recorder.begin("select \(coupon)")
    published.select(coupon)
    subject.select(coupon)
}

let events = recorder.timeline.events
check("@Published read the old coupon every time", events.filter { $0.lane == "@Published" }.map(\.read) == ["none", "tenPercentOff"])
check("CurrentValueSubject read what it sent", events.filter { $0.lane == "CurrentValueSubject" }.allSatisfy { $0.read == $0.delivered })
check("exactly the @Published reads are stale", events.filter(\.isStale).map(\.lane) == ["@Published", "@Published"])
//#-hidden-code
Stage.show(recorder.timeline, title: "The recording the checks ran on")
//#-end-hidden-code
/*:
 The page prints:

 ```
 PASS: @Published read the old coupon every time
 PASS: CurrentValueSubject read what it sent
 PASS: exactly the @Published reads are stale
 ```

 The recorder is the same `TimingRecorder` that draws this book's timelines: each event is a
 value, so a test can compare whole recordings with `==`.

 [Previous](@previous) | [Next](@next)
 */
