// Chapter 2's exercise, "fix the stale total": a pay label kept up to date from a sink that
// gets the coupon and the items. The check runs a script and says what kind of wrong it saw.

import Combine

/// The label the exercise updates. Its `pay` is what the customer would see.
public final class PayLabel {
    public var pay = 0
    public private(set) var updates = 0
    public init() {}

    /// Call from the sink after setting `pay`, so the check knows the label was told.
    public func didUpdate() { updates += 1 }
}

public enum StaleTotalExercise {
    /// What the check saw, from right to most telling kind of wrong.
    public enum Verdict: Hashable, Sendable {
        case correct
        /// Shows what the screen showed before each change.
        case stale
        /// Right after a coupon change, one step behind after adding a product.
        case staleOnAdd
        /// Shows the total with tax, as if there were no coupon.
        case ignoresCoupon
        /// Applied the new coupon on top of the total from before the change, which already
        /// had a coupon applied.
        case doubleDiscount
        /// The label was never updated after a coupon change.
        case silent
        /// The label was told, but its pay was still unset whenever it was read: the sink put
        /// the work off to a later turn of the main queue.
        case later
        case other
    }

    /// One action and what the label showed after it.
    public struct Observation: Equatable, Sendable {
        public var action: CartAction
        public var shown: Int
        public var expected: Int
    }

    /// The cart the check starts from, then what the customer does: coupon changes that move
    /// the total, a product added under a coupon, and more coupon changes.
    public static let items: [Product] = [.apple, .pen]
    public static let actions: [CartAction] = [
        .select(.tenPercentOff), .select(.tenYenOff), .add(.pen), .select(.none), .select(.tenPercentOff),
    ]

    /// Runs the check. `subscribe` is the learner's code: it connects `label` to `presenter`
    /// and stores its subscriptions.
    public static func check(
        subscribe: (MigratedPresenter, PayLabel, inout Set<AnyCancellable>) -> Void
    ) -> (verdict: Verdict, observations: [Observation]) {
        let presenter = MigratedPresenter()
        items.forEach(presenter.add)
        let label = PayLabel()
        var subscriptions = Set<AnyCancellable>()
        subscribe(presenter, label, &subscriptions)
        var observations: [Observation] = []
        // For each wrong answer, every kind of mistake that explains it.
        var explanations: [Set<Verdict>] = []
        var previous = CartScreen(reading: presenter)
        var wrongOnSelect = 0
        for action in actions {
            let updatesBefore = label.updates
            presenter.perform(action)
            let now = CartScreen(reading: presenter)
            let expected = now.totalAfterCoupon
            observations.append(Observation(action: action, shown: label.pay, expected: expected))
            if label.pay != expected {
                if case .select = action { wrongOnSelect += 1 }
                var kinds: Set<Verdict> = []
                if label.updates == updatesBefore { kinds.insert(.silent) }
                if label.pay == previous.totalAfterCoupon { kinds.insert(.stale) }
                if label.pay == now.totalWithTax { kinds.insert(.ignoresCoupon) }
                if label.pay == now.coupon.apply(to: previous.totalAfterCoupon) { kinds.insert(.doubleDiscount) }
                explanations.append(kinds)
            }
            previous = now
        }
        withExtendedLifetime(subscriptions) {}
        // The first kind of mistake that explains every wrong answer; the order goes from the
        // most specific explanation to the most general.
        let verdict: Verdict
        if explanations.isEmpty {
            verdict = .correct
        } else if observations.allSatisfy({ $0.shown == 0 }) && label.updates > 0 {
            verdict = .later
        } else if wrongOnSelect == 0 && explanations.allSatisfy({ $0.contains(.stale) }) {
            verdict = .staleOnAdd
        } else {
            verdict = [.silent, .ignoresCoupon, .doubleDiscount, .stale].first { kind in explanations.allSatisfy { $0.contains(kind) } } ?? .other
        }
        return (verdict, observations)
    }
}

extension StaleTotalExercise.Verdict {
    public var passed: Bool { self == .correct }
}
