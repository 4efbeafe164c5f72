import OpenCombine

extension Publishers {
    /// Apple's `Publishers.Merge`: every element of either upstream, as it arrives.
    public struct Merge<A: Publisher, B: Publisher>: Publisher
    where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let engine = FanInSubscription<Output, Failure>(count: 2, policy: .merge, downstream: AnySubscriber(subscriber))
            subscriber.receive(subscription: engine)
            engine.attach(a, at: 0) { $0 }
            engine.attach(b, at: 1) { $0 }
            engine.drain()
        }
    }

    /// Apple's `Publishers.MergeMany`: every element of any upstream, as it arrives.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let publishers: [Upstream]

        public init(_ upstream: Upstream...) { publishers = upstream }
        public init<Upstreams: Swift.Sequence>(_ upstream: Upstreams) where Upstreams.Element == Upstream { publishers = Array(upstream) }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let engine = FanInSubscription<Output, Failure>(
                count: publishers.count, policy: .merge, downstream: AnySubscriber(subscriber))
            subscriber.receive(subscription: engine)
            for (index, publisher) in publishers.enumerated() { engine.attach(publisher, at: index) { $0 } }
            engine.drain()
        }

        public func merge(with other: Upstream) -> MergeMany { MergeMany(publishers + [other]) }
    }
}

extension Publisher {
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
    where Output == P.Output, Failure == P.Failure {
        Publishers.Merge(self, other)
    }
}
