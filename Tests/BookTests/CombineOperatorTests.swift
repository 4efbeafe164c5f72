import Combine
import Shop
import XCTest

/// combineLatest and merge as Apple documents them. On Linux these run LinuxCombine's
/// operators; on macOS the same tests run Apple's, so both must agree.
final class CombineOperatorTests: XCTestCase {
    enum Failure: Error, Equatable { case boom }

    /// A subscriber that records everything and asks for a set demand.
    final class Recorder<Input>: Subscriber {
        typealias Failure = CombineOperatorTests.Failure
        var values: [Input] = []
        var completion: Subscribers.Completion<Failure>?
        var subscription: Subscription?
        let initial: Subscribers.Demand
        let combineIdentifier = CombineIdentifier()

        init(demand: Subscribers.Demand = .unlimited) { initial = demand }
        func receive(subscription: Subscription) {
            self.subscription = subscription
            if initial > .none { subscription.request(initial) }
        }
        func receive(_ input: Input) -> Subscribers.Demand { values.append(input); return .none }
        func receive(completion: Subscribers.Completion<Failure>) { self.completion = completion }
    }

    func testCombineLatestWaitsForEveryUpstreamThenEmitsPerValue() {
        let a = PassthroughSubject<Int, Failure>(), b = PassthroughSubject<String, Failure>()
        let recorder = Recorder<String>()
        a.combineLatest(b).map { "\($0)\($1)" }.subscribe(recorder)
        a.send(1)
        a.send(2)
        XCTAssertEqual(recorder.values, [], "no output until every upstream has sent")
        b.send("x")
        b.send("y")
        a.send(3)
        XCTAssertEqual(recorder.values, ["2x", "2y", "3y"])
    }

    func testCombineLatestWithTransformAndThreeUpstreams() {
        let a = PassthroughSubject<Int, Failure>(), b = PassthroughSubject<Int, Failure>(), c = PassthroughSubject<Int, Failure>()
        let recorder = Recorder<Int>()
        a.combineLatest(b, c) { $0 * 100 + $1 * 10 + $2 }.subscribe(recorder)
        a.send(1); b.send(2)
        XCTAssertEqual(recorder.values, [])
        c.send(3)
        b.send(5)
        XCTAssertEqual(recorder.values, [123, 153])
        let pairs = Recorder<Int>()
        a.combineLatest(b) { $0 + $1 }.subscribe(pairs)
        a.send(1); b.send(1)
        XCTAssertEqual(pairs.values, [2])
    }

    func testCombineLatestFinishesWhenAllFinishAndFailsAtOnce() {
        let a = PassthroughSubject<Int, Failure>(), b = PassthroughSubject<Int, Failure>()
        let finished = Recorder<(Int, Int)>()
        a.combineLatest(b).subscribe(finished)
        a.send(1); b.send(1)
        a.send(completion: .finished)
        XCTAssertNil(finished.completion, "one upstream finishing does not finish")
        b.send(2)
        XCTAssertEqual(finished.values.map(\.1), [1, 2], "the finished upstream's last value still combines")
        b.send(completion: .finished)
        XCTAssertEqual(finished.completion, .finished)

        let c = PassthroughSubject<Int, Failure>(), d = PassthroughSubject<Int, Failure>()
        let failed = Recorder<(Int, Int)>()
        c.combineLatest(d).subscribe(failed)
        c.send(completion: .failure(.boom))
        XCTAssertEqual(failed.completion, .failure(.boom))
        d.send(1)
        c.send(1)
        XCTAssertTrue(failed.values.isEmpty, "nothing after a failure")
    }

    func testCombineLatestHonoursDemand() {
        let a = PassthroughSubject<Int, Failure>(), b = PassthroughSubject<Int, Failure>()
        let recorder = Recorder<(Int, Int)>(demand: .max(1))
        a.combineLatest(b).subscribe(recorder)
        a.send(1); b.send(1); a.send(2); a.send(3)
        XCTAssertEqual(recorder.values.map(\.0), [1], "only the demanded value")
        recorder.subscription?.request(.max(1))
        a.send(4)
        a.send(5)
        XCTAssertEqual(recorder.values.count, 2, "one more value for one more demand")
        XCTAssertEqual(recorder.values.first?.0, 1)
    }

    func testCancelCancelsEveryUpstream() {
        var cancelled: [String] = []
        let a = PassthroughSubject<Int, Failure>(), b = PassthroughSubject<Int, Failure>()
        let recorder = Recorder<(Int, Int)>()
        a.handleEvents(receiveCancel: { cancelled.append("a") })
            .combineLatest(b.handleEvents(receiveCancel: { cancelled.append("b") }))
            .subscribe(recorder)
        recorder.subscription?.cancel()
        XCTAssertEqual(cancelled.sorted(), ["a", "b"])
        a.send(1); b.send(1)
        XCTAssertTrue(recorder.values.isEmpty)

        cancelled = []
        let merged = Recorder<Int>()
        a.handleEvents(receiveCancel: { cancelled.append("a") })
            .merge(with: b.handleEvents(receiveCancel: { cancelled.append("b") }))
            .subscribe(merged)
        merged.subscription?.cancel()
        XCTAssertEqual(cancelled.sorted(), ["a", "b"])
    }

    func testMergeInterleavesFinishesWhenAllFinishAndFailsAtOnce() {
        let a = PassthroughSubject<Int, Failure>(), b = PassthroughSubject<Int, Failure>()
        let recorder = Recorder<Int>()
        a.merge(with: b).subscribe(recorder)
        a.send(1); b.send(2); a.send(3)
        a.send(completion: .finished)
        b.send(4)
        XCTAssertNil(recorder.completion)
        b.send(completion: .finished)
        XCTAssertEqual(recorder.values, [1, 2, 3, 4])
        XCTAssertEqual(recorder.completion, .finished)

        let c = PassthroughSubject<Int, Failure>(), d = PassthroughSubject<Int, Failure>()
        let failed = Recorder<Int>()
        c.merge(with: d).subscribe(failed)
        d.send(completion: .failure(.boom))
        c.send(1)
        XCTAssertEqual(failed.completion, .failure(.boom))
        XCTAssertEqual(failed.values, [])
    }

    func testMergeHonoursDemand() {
        let recorder = Recorder<Int>(demand: .max(2))
        Publishers.MergeMany([1, 2, 3].publisher.setFailureType(to: Failure.self), [4, 5].publisher.setFailureType(to: Failure.self))
            .subscribe(recorder)
        XCTAssertEqual(recorder.values.count, 2)
        XCTAssertNil(recorder.completion)
        recorder.subscription?.request(.unlimited)
        XCTAssertEqual(recorder.values.sorted(), [1, 2, 3, 4, 5])
        XCTAssertEqual(recorder.completion, .finished)
    }
}
