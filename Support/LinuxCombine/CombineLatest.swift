import OpenCombine

extension Publishers {
    /// Apple's `Publishers.CombineLatest`: no output until every upstream has sent a value,
    /// then one output (the latest of each) per upstream value.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let engine = FanInSubscription<Output, Failure>(
                count: 2, policy: .combineLatest { ($0[0] as! A.Output, $0[1] as! B.Output) },
                downstream: AnySubscriber(subscriber))
            subscriber.receive(subscription: engine)
            engine.attach(a, at: 0) { $0 }
            engine.attach(b, at: 1) { $0 }
            engine.drain()
        }
    }

    /// Apple's `Publishers.CombineLatest3`.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C

        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let engine = FanInSubscription<Output, Failure>(
                count: 3,
                policy: .combineLatest { ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output) },
                downstream: AnySubscriber(subscriber))
            subscriber.receive(subscription: engine)
            engine.attach(a, at: 0) { $0 }
            engine.attach(b, at: 1) { $0 }
            engine.attach(c, at: 2) { $0 }
            engine.drain()
        }
    }
}

extension Publisher {
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
    where Failure == P.Failure {
        Publishers.CombineLatest(self, other)
    }

    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T>
    where Failure == P.Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }

    public func combineLatest<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q)
        -> Publishers.CombineLatest3<Self, P, Q>
    where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2)
    }

    public func combineLatest<P: Publisher, Q: Publisher, T>(
        _ publisher1: P, _ publisher2: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T>
    where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2).map(transform)
    }
}
