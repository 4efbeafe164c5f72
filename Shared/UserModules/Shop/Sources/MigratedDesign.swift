// The half-way migration, and the bug it brings: the delegate design with each didSet +
// delegate call swapped for @Published, and the view's delegate methods swapped for sinks.
// The view still pulls every value in update(), from a sink on each @Published property. What
// it reads there, and why, is chapter 1's The Migration Bug.

import Combine

public final class MigratedCart {
    @Published public private(set) var items: [Product] = []

    public var count: Int { items.count }
    public var subtotal: Int { Pricing.subtotal(of: items) }

    public init() {}

    public func add(_ product: Product) {
        items.append(product)
    }
}

public final class MigratedPresenter: CartPresenterInput {
    public let cart: MigratedCart

    public init(cart: MigratedCart = MigratedCart()) {
        self.cart = cart
    }

    @Published public private(set) var selectedCoupon: Coupon = .none

    public var items: [Product] { cart.items }
    public var count: Int { cart.count }
    public var totalWithTax: Int { Pricing.includingTax(cart.subtotal) }
    public var totalAfterCoupon: Int { selectedCoupon.apply(to: totalWithTax) }

    public func add(_ product: Product) { cart.add(product) }
    public func select(_ coupon: Coupon) { selectedCoupon = coupon }
}

public final class MigratedCartView: CartScreenDriving, LogKeeping {
    /// The concrete presenter, not `CartPresenterInput`: that protocol has no publishers, and
    /// a half-way migration leaves the protocols as they were.
    public let presenter: MigratedPresenter
    public private(set) var shown = CartScreen.empty
    public private(set) var log: [CartNotice] = []
    private var subscriptions = Set<AnyCancellable>()

    public init(presenter: MigratedPresenter = MigratedPresenter()) {
        self.presenter = presenter
        presenter.cart.$items
            .sink { [weak self] items in self?.itemsDidChange(to: items) }
            .store(in: &subscriptions)
        presenter.$selectedCoupon
            .sink { [weak self] coupon in self?.couponDidChange(to: coupon) }
            .store(in: &subscriptions)
        log = []  // a @Published sends its current value on subscribe; start the log after that
    }

    /// Pull every value from the presenter: the delegate design's update(), unchanged.
    public func update() {
        shown = CartScreen(reading: presenter)
    }

    private func itemsDidChange(to items: [Product]) {
        update()
        log.append(CartNotice(via: "$items", property: "items",
                              delivered: items.listed, read: shown.itemList))
    }

    private func couponDidChange(to coupon: Coupon) {
        update()
        log.append(CartNotice(via: "$selectedCoupon", property: "selectedCoupon",
                              delivered: "\(coupon)", read: "\(shown.coupon)"))
    }

    public func perform(_ action: CartAction) {
        let start = log.count
        presenter.perform(action)
        log.settle(from: start, reading: presenter)
    }
    public func clearLog() { log = [] }
}
