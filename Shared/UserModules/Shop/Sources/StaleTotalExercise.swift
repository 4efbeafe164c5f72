// Chapter 4's exercise, "fix the stale total": a pay label kept up to date from a
// `$selectedCoupon` sink. The check runs a script and says what kind of wrong it saw.

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
        /// Shows what the screen showed before the coupon changed: read in willSet.
        case stale
        /// Shows the total with tax, as if there were no coupon.
        case ignoresCoupon
        /// Applied the new coupon on top of the old coupon's total.
        case doubleDiscount
        /// The label was never updated after a coupon change.
        case silent
        case other
    }

    /// One coupon change and what the label showed after it.
    public struct Observation: Equatable, Sendable {
        public var coupon: Coupon
        public var shown: Int
        public var expected: Int
    }

    /// The cart the check uses: two items, then every coupon change that moves the total.
    public static let items: [Product] = [.apple, .pen]
    public static let coupons: [Coupon] = [.tenPercentOff, .tenYenOff, .none, .tenPercentOff]

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
        var previousCoupon = presenter.selectedCoupon
        for coupon in coupons {
            let updatesBefore = label.updates
            presenter.select(coupon)
            let total = presenter.totalWithTax
            let expected = coupon.apply(to: total)
            observations.append(Observation(coupon: coupon, shown: label.pay, expected: expected))
            if label.pay != expected {
                var kinds: Set<Verdict> = []
                if label.updates == updatesBefore { kinds.insert(.silent) }
                if label.pay == previousCoupon.apply(to: total) { kinds.insert(.stale) }
                if label.pay == total { kinds.insert(.ignoresCoupon) }
                if label.pay == coupon.apply(to: previousCoupon.apply(to: total)) { kinds.insert(.doubleDiscount) }
                explanations.append(kinds)
            }
            previousCoupon = coupon
        }
        withExtendedLifetime(subscriptions) {}
        // The first kind of mistake that explains every wrong answer; the order goes from the
        // most specific explanation to the most general.
        let verdict: Verdict
        if explanations.isEmpty {
            verdict = .correct
        } else {
            verdict = [.silent, .ignoresCoupon, .doubleDiscount, .stale].first { kind in explanations.allSatisfy { $0.contains(kind) } } ?? .other
        }
        return (verdict, observations)
    }
}

extension StaleTotalExercise.Verdict {
    public var passed: Bool { self == .correct }

    public var message: String {
        "The label shows the right total after every coupon change. You used the value the publisher delivered, not a read of the property that has not changed yet."
    }

    /// From a nudge to the answer; the last hint always says what to write.
    public var hints: [String] {
        let answer = "Inside the sink, use its argument: `label.pay = coupon.apply(to: presenter.totalWithTax)`."
        switch self {
        case .correct:
            return []
        case .stale:
            return [
                "The label is one step behind: after each change it shows what the previous coupon gave.",
                "@Published sends in willSet. While the sink runs, `presenter.selectedCoupon` (and so `totalAfterCoupon`) still holds the old coupon.",
                answer,
            ]
        case .ignoresCoupon:
            return [
                "The label shows the total with tax, as if no coupon were selected.",
                "The coupon arrives as the sink's argument: apply it to the total with tax.",
                answer,
            ]
        case .doubleDiscount:
            return [
                "The discount is applied twice: the new coupon on top of the old coupon's total.",
                "`totalAfterCoupon` already has a coupon applied (the old one). Start from `totalWithTax`.",
                answer,
            ]
        case .silent:
            return [
                "After a coupon change the label did not change at all.",
                "Set `label.pay` inside the sink, and keep the subscription: `.store(in: &subscriptions)`.",
                answer,
            ]
        case .other:
            return [
                "The label shows a total that is neither the old one nor the right one.",
                "The right total is the coupon the sink received, applied to `presenter.totalWithTax`.",
                answer,
            ]
        }
    }
}
