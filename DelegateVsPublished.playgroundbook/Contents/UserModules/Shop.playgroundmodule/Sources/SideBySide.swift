// The three designs on one script: the delegate view, the @Published view that kept its
// update() (the half-way migration), and the same view over @CurrentValue.
// Every design gets exactly one notification per action, so the order below never depends
// on how a publisher orders its subscribers.

import Combine

public final class SideBySide {
    /// Column titles, left to right.
    public static let designs = ["Delegate", "@Published + update()", "CurrentValueSubject"]

    public let delegateView = DelegateCartView()
    public let publishedView = MigratedCartView()
    public let subjectView = SubjectCartView()

    /// One notification in one design, with the value the property settles on.
    public struct Notice: Equatable, Sendable {
        public var design: String
        public var via: String
        public var delivered: String?
        public var read: String
        /// What the property holds once the action is done.
        public var settled: String
    }

    /// What one action did to all three designs.
    public struct Step: Equatable, Sendable {
        public var action: CartAction
        /// The reference: what every screen should show now.
        public var expected: CartScreen
        /// What each design's view shows, in `designs` order.
        public var screens: [CartScreen]
        public var notices: [Notice]

        /// cells[design][row]: each value on the screen, and whether it differs from the reference.
        public var cells: [[(text: String, stale: Bool)]] {
            screens.map { screen in
                zip(screen.fields, expected.fields).map { (text: $0.text, stale: $0.text != $1.text) }
            }
        }
    }

    public init() {
        delegateView.clearLog()
    }

    private var items: [Product] = []
    private var coupon = Coupon.none

    public func perform(_ action: CartAction) -> Step {
        switch action {
        case .add(let product): items.append(product)
        case .select(let chosen): coupon = chosen
        }
        let expected = CartScreen.expected(items: items, coupon: coupon)
        let views: [(String, CartScreenDriving, () -> [CartNotice])] = [
            (Self.designs[0], delegateView, { self.delegateView.log }),
            (Self.designs[1], publishedView, { self.publishedView.log }),
            (Self.designs[2], subjectView, { self.subjectView.log }),
        ]
        var notices: [Notice] = []
        for (design, view, log) in views {
            let before = log().count
            view.perform(action)
            for notice in log().dropFirst(before) {
                notices.append(Notice(design: design, via: notice.via, delivered: notice.delivered, read: notice.read, settled: notice.settled))
            }
        }
        return Step(action: action, expected: expected, screens: views.map { $0.1.shown }, notices: notices)
    }

    public func run(_ script: CartScript) -> [Step] {
        script.actions.map(perform)
    }
}

extension CartScreen {
    /// Row titles for `fields`.
    public static let fieldLabels = ["items", "count", "total", "coupon", "pay"]

    /// Every value on the screen as text, in `fieldLabels` order.
    public var fields: [(label: String, text: String)] {
        zip(Self.fieldLabels, [itemList, "\(count)", "\(totalWithTax)", "\(coupon)", "\(totalAfterCoupon)"]).map { ($0, $1) }
    }
}
