import BookDemo
import BookRun
import BookStage
import BookTestSupport
import Combine
import Shop
import XCTest

/// When each design tells its subscribers, asserted rather than printed.
final class TimingTests: XCTestCase {
    /// Seed 002's program, recorded: @Published delivers 1 while reading 0; the subject 1 and 1.
    func testRecorderCapturesSeed002() {
        final class Sample {
            @Published var publishedValue = 0
            let currentValue = CurrentValueSubject<Int, Never>(0)
        }
        let sample = Sample()
        let recorder = TimingRecorder(lanes: ["@Published", "CurrentValueSubject"])
        var subscriptions = Set<AnyCancellable>()
        sample.$publishedValue.sink { received in
            recorder.record(lane: "@Published", via: "$publishedValue", delivered: "\(received)", read: "\(sample.publishedValue)")
        }.store(in: &subscriptions)
        sample.currentValue.sink { received in
            recorder.record(lane: "CurrentValueSubject", via: "currentValue", delivered: "\(received)", read: "\(sample.currentValue.value)")
        }.store(in: &subscriptions)
        recorder.begin("increment()")
        sample.publishedValue += 1
        sample.currentValue.value += 1
        XCTAssertEqual(recorder.timeline, Timeline(lanes: ["@Published", "CurrentValueSubject"], steps: ["subscribe", "increment()"], events: [
            TimingEvent(order: 1, step: 0, lane: "@Published", via: "$publishedValue", delivered: "0", read: "0", settled: "0"),
            TimingEvent(order: 2, step: 0, lane: "CurrentValueSubject", via: "currentValue", delivered: "0", read: "0", settled: "0"),
            TimingEvent(order: 3, step: 1, lane: "@Published", via: "$publishedValue", delivered: "1", read: "0", settled: "1"),
            TimingEvent(order: 4, step: 1, lane: "CurrentValueSubject", via: "currentValue", delivered: "1", read: "1", settled: "1"),
        ]))
        XCTAssertEqual(recorder.timeline.events.filter(\.isStale).map(\.order), [3])
        XCTAssertEqual(recorder.timeline.events[2].label, "sent 1, property read 0")
    }

    func testPublishedSubscribersReadTheOldValueAndSubjectsTheNew() {
        final class Both {
            @Published var published = Coupon.none
            @CurrentValue var current = Coupon.none
        }
        let both = Both()
        var reads: [String] = []
        let a = both.$published.dropFirst().sink { reads.append("published sent \($0) read \(both.published)") }
        let b = both.$current.dropFirst().sink { reads.append("current sent \($0) read \(both.current)") }
        both.published = .tenYenOff
        both.current = .tenYenOff
        XCTAssertEqual(reads, ["published sent tenYenOff read none", "current sent tenYenOff read tenYenOff"])
        withExtendedLifetime((a, b)) {}
    }

    func testObjectWillChangeFiresBeforeTheStore() {
        final class Model: ObservableObject { @Published var coupon = Coupon.none }
        let model = Model()
        var seen: [Coupon] = []
        let subscription = model.objectWillChange.sink { _ in seen.append(model.coupon) }
        model.coupon = .tenPercentOff
        model.coupon = .tenYenOff
        XCTAssertEqual(seen, [.none, .tenPercentOff])
        withExtendedLifetime(subscription) {}
    }

    /// The side-by-side script: exactly the half-way migration's reads (@Published + update()) are stale.
    func testSideBySideMarksStaleExactlyTheStaleReads() {
        let designs = SideBySide()
        let steps = designs.run(.demo)
        for (index, step) in steps.enumerated() {
            XCTAssertEqual(step.notices.map(\.design), SideBySide.designs, "one notice per design in step \(index + 1)")
            for notice in step.notices {
                let stale = notice.read != notice.settled
                // "select none" while none is selected changes nothing, so even willSet reads right.
                let expectStale = notice.design == SideBySide.designs[1] && !(step.action == .select(.none) && index == 1)
                XCTAssertEqual(stale, expectStale, "step \(index + 1) \(notice.design)")
            }
            XCTAssertEqual(step.screens[0], step.expected)
            XCTAssertEqual(step.screens[2], step.expected)
            let staleCells = step.cells[1].filter(\.stale).count
            XCTAssertEqual(staleCells > 0, step.screens[1] != step.expected)
            XCTAssertTrue(step.cells[0].allSatisfy { !$0.stale } && step.cells[2].allSatisfy { !$0.stale })
        }
        // And the timeline model agrees with the cart's own comparison.
        let timeline = DemoTimeline.record(.demo)
        XCTAssertEqual(timeline.staleCount, 5)
        XCTAssertEqual(Set(timeline.events.filter(\.isStale).map(\.lane)), [SideBySide.designs[1]])
    }

    func testReceiveOnDeliversAfterSendReturns() {
        let subject = PassthroughSubject<Int, Never>()
        var got: [Int] = []
        let subscription = subject.receive(on: DispatchQueue.main).sink { got.append($0) }
        subject.send(1)
        XCTAssertEqual(got, [], "delivered synchronously")
        Stage.runMainQueue { got == [1] }
        XCTAssertEqual(got, [1])
        withExtendedLifetime(subscription) {}
    }

    func testRemoveDuplicatesDropsEqualValues() {
        let presenter = PublishedPresenter()
        var all: [Coupon] = [], distinct: [Coupon] = []
        let a = presenter.$selectedCoupon.sink { all.append($0) }
        let b = presenter.$selectedCoupon.removeDuplicates().sink { distinct.append($0) }
        for coupon in [Coupon.tenPercentOff, .tenPercentOff, .none, .none] { presenter.select(coupon) }
        XCTAssertEqual(all, [.none, .tenPercentOff, .tenPercentOff, .none, .none])
        XCTAssertEqual(distinct, [.none, .tenPercentOff, .none])
        withExtendedLifetime((a, b)) {}
    }

    /// Store-then-send holds only for sends one at a time: a value set from inside a delivery
    /// is delivered at once, nested, and the rest of the outer delivery reads the newer value.
    func testAReentrantSendMakesTheOuterDeliveryReadTheNewerValue() {
        let subject = CurrentValueSubject<Coupon, Never>(.none)
        var seen: [String] = []
        let subscription = subject.dropFirst().sink { sent in
            if sent == .tenPercentOff { subject.value = .tenYenOff }
            seen.append("sent \(sent), reads \(subject.value)")
        }
        subject.value = .tenPercentOff
        XCTAssertEqual(seen, ["sent tenYenOff, reads tenYenOff", "sent tenPercentOff, reads tenYenOff"])
        withExtendedLifetime(subscription) {}
    }

    /// The @CurrentValue wrapper's two catches: its subject is public, and it does not
    /// drive objectWillChange.
    func testTheCurrentValueWrapperCanBeSentToFromOutsideAndDoesNotDriveObjectWillChange() {
        final class Model: ObservableObject {
            @CurrentValue private(set) var coupon: Coupon = .none
        }
        let model = Model()
        var willChange = 0
        let subscription = model.objectWillChange.sink { willChange += 1 }
        model.$coupon.send(.tenYenOff)
        XCTAssertEqual(model.coupon, .tenYenOff, "a send past private(set)")
        XCTAssertEqual(willChange, 0)
        withExtendedLifetime(subscription) {}
    }

    /// A type-erased or forwarded @Published publisher still delivers in willSet.
    func testErasedAndForwardedPublishedStillDeliversBeforeTheStore() {
        let presenter = PublishedPresenter()
        let erased: AnyPublisher<Coupon, Never> = presenter.$selectedCoupon.eraseToAnyPublisher()
        let forwarded = PassthroughSubject<Coupon, Never>()
        var reads: [Coupon] = []
        let a = erased.dropFirst().sink { coupon in reads.append(presenter.selectedCoupon); forwarded.send(coupon) }
        let b = forwarded.sink { _ in reads.append(presenter.selectedCoupon) }
        presenter.select(.tenPercentOff)
        XCTAssertEqual(reads, [.none, .none])
        withExtendedLifetime((a, b)) {}
    }
}
