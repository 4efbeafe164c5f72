//#-hidden-code
import Shop
import Stage

let recorder = TimingRecorder(lanes: ["@Published", "CurrentValueSubject"])
//#-end-hidden-code
/*:
 # Store, Then Send

 ![Three lanes: delegate, @Published, CurrentValueSubject](Chapter4.png)

 A [CurrentValueSubject](glossary://CurrentValueSubject) is a [subject](glossary://subject): it holds a value and sends every new one to its subscribers. Setting
 its `value` (or calling `send(_:)`) **stores first, then sends**. So a subscriber that
 reads the subject's `value` sees what it was sent.

 Here both kinds hold the selected coupon, and each subscriber reads back what it holds.
 */
final class Coupons {
    @Published var published: Coupon = .none
    let subject = CurrentValueSubject<Coupon, Never>(.none)
}

let coupons = Coupons()
var subscriptions = Set<AnyCancellable>()

coupons.$published.dropFirst().sink { sent in
    print("@Published sent \(sent), reads \(coupons.published)")
    //#-hidden-code
    recorder.record(lane: "@Published", via: "$published", delivered: "\(sent)", read: "\(coupons.published)")
    //#-end-hidden-code
}.store(in: &subscriptions)
coupons.subject.dropFirst().sink { sent in
    print("CurrentValueSubject sent \(sent), reads \(coupons.subject.value)")
    //#-hidden-code
    recorder.record(lane: "CurrentValueSubject", via: "subject", delivered: "\(sent)", read: "\(coupons.subject.value)")
    //#-end-hidden-code
}.store(in: &subscriptions)

for coupon in [/*#-editable-code coupons*/Coupon.tenPercentOff, .tenYenOff/*#-end-editable-code*/] {
    //#-hidden-code
    recorder.begin("select \(coupon)")
    //#-end-hidden-code
    coupons.published = coupon
    coupons.subject.value = coupon
}
//#-hidden-code
Stage.show(recorder.timeline, title: "@Published and CurrentValueSubject, same changes")
//#-end-hidden-code
/*:
 The page prints:

 ```
 @Published sent tenPercentOff, reads none
 CurrentValueSubject sent tenPercentOff, reads tenPercentOff
 @Published sent tenYenOff, reads tenPercentOff
 CurrentValueSubject sent tenYenOff, reads tenYenOff
 ```

 Same changes, same order of code, opposite timing: `@Published` is willSet,
 `CurrentValueSubject` is didSet.

 [Previous](@previous) | [Next](@next)
 */
