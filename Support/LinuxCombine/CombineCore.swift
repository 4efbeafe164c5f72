import Foundation
import OpenCombine

/// The shared engine behind CombineLatest and Merge: N upstreams, one downstream.
///
/// Both operators subscribe to every upstream, forward downstream demand to each of them,
/// cancel every upstream on cancel, fail at once on the first failure (cancelling the rest),
/// and finish only when every upstream has finished. They differ in what an upstream value
/// produces, which `Policy` decides.
final class FanInSubscription<Output, Failure: Error>: Subscription {
    enum Policy {
        /// Keep the latest value of each upstream; once all have one, every new value emits
        /// `combine(latest)`. Without demand only the newest combination is kept (buffer of 1).
        case combineLatest(([Any]) -> Output)
        /// Every upstream value is emitted in arrival order; values that arrive without demand
        /// wait in a queue (bounded by the demand already requested from upstream).
        case merge
    }

    private let lock = NSRecursiveLock()
    private let policy: Policy
    private var downstream: AnySubscriber<Output, Failure>?
    private var upstreams: [Subscription?]
    private var finished: [Bool]
    private var latest: [Any?]
    private var pendingCombination = false
    private var queue: [Output] = []
    private var demand = Subscribers.Demand.none
    private var terminated = false
    private var delivering = false

    init(count: Int, policy: Policy, downstream: AnySubscriber<Output, Failure>) {
        self.policy = policy
        self.downstream = downstream
        upstreams = Array(repeating: nil, count: count)
        finished = Array(repeating: false, count: count)
        latest = Array(repeating: nil, count: count)
    }

    /// Subscribes to upstream `index`; `transform` turns its output into `Any` for the engine.
    func attach<Upstream: Publisher>(_ upstream: Upstream, at index: Int, as transform: @escaping (Upstream.Output) -> Any)
    where Upstream.Failure == Failure {
        upstream.subscribe(Inner(parent: self, index: index, transform: transform))
    }

    // MARK: Subscription

    func request(_ demand: Subscribers.Demand) {
        precondition(demand > .none, "demand must be positive")
        lock.lock()
        if terminated { lock.unlock(); return }
        self.demand += demand
        let subscriptions = upstreams
        lock.unlock()
        drain()
        for (index, subscription) in subscriptions.enumerated() where !isFinished(index) {
            subscription?.request(demand)
        }
    }

    func cancel() {
        lock.lock()
        guard !terminated else { lock.unlock(); return }
        terminated = true
        let subscriptions = upstreams
        upstreams = upstreams.map { _ in nil }
        downstream = nil
        queue = []
        lock.unlock()
        subscriptions.forEach { $0?.cancel() }
    }

    // MARK: From the upstreams

    fileprivate func received(subscription: Subscription, at index: Int) {
        lock.lock()
        guard !terminated, upstreams[index] == nil else {
            lock.unlock()
            subscription.cancel()
            return
        }
        upstreams[index] = subscription
        let pending = demand
        lock.unlock()
        if pending > .none { subscription.request(pending) }
    }

    fileprivate func received(_ value: Any, at index: Int) {
        lock.lock()
        guard !terminated else { lock.unlock(); return }
        switch policy {
        case .combineLatest:
            latest[index] = value
            if latest.allSatisfy({ $0 != nil }) { pendingCombination = true }
        case .merge:
            queue.append(value as! Output)  // merge's upstreams all have Output as their output
        }
        lock.unlock()
        drain()
    }

    fileprivate func received(completion: Subscribers.Completion<Failure>, at index: Int) {
        lock.lock()
        guard !terminated else { lock.unlock(); return }
        switch completion {
        case .failure:
            terminated = true
            let others = upstreams.enumerated().filter { $0.offset != index }.map(\.element)
            let subscriber = downstream
            downstream = nil
            upstreams = upstreams.map { _ in nil }
            lock.unlock()
            others.forEach { $0?.cancel() }
            subscriber?.receive(completion: completion)
        case .finished:
            finished[index] = true
            upstreams[index] = nil
            lock.unlock()
            drain()
        }
    }

    private func isFinished(_ index: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return finished[index]
    }

    /// Sends what demand allows, then the completion once every upstream finished and nothing
    /// is left to send. Re-entrant calls (a downstream that requests from inside receive) just
    /// add demand; the outer loop sends.
    func drain() {
        lock.lock()
        if delivering || terminated { lock.unlock(); return }
        delivering = true
        while !terminated, demand > .none, let next = nextOutput() {
            demand -= 1
            let subscriber = downstream
            lock.unlock()
            let more = subscriber?.receive(next) ?? .none
            lock.lock()
            demand += more
        }
        let done = !terminated && finished.allSatisfy { $0 } && queue.isEmpty && !pendingCombination
        if done { terminated = true }
        let subscriber = done ? downstream : nil
        if done { downstream = nil }
        delivering = false
        lock.unlock()
        subscriber?.receive(completion: .finished)
    }

    private func nextOutput() -> Output? {
        switch policy {
        case .combineLatest(let combine):
            guard pendingCombination else { return nil }
            pendingCombination = false
            return combine(latest.map { $0! })
        case .merge:
            return queue.isEmpty ? nil : queue.removeFirst()
        }
    }

    private struct Inner<Input>: Subscriber {
        let parent: FanInSubscription
        let index: Int
        let transform: (Input) -> Any
        let combineIdentifier = CombineIdentifier()

        func receive(subscription: Subscription) { parent.received(subscription: subscription, at: index) }
        func receive(_ input: Input) -> Subscribers.Demand {
            parent.received(transform(input), at: index)
            return .none  // demand is forwarded by request(_:), never granted per value
        }
        func receive(completion: Subscribers.Completion<Failure>) { parent.received(completion: completion, at: index) }
    }
}
