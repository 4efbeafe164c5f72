// Design 3: the fix. The half-way migration again, with @Published swapped for @CurrentValue.
// Nothing else changes: the view keeps its update(). Why that is enough, and within which
// limits, is chapter 2's When May a Handler Read More? (each action here stores one value).

import Combine

public final class SubjectCart {
    @CurrentValue public private(set) var items: [Product] = []

    public var count: Int { items.count }
    public var subtotal: Int { Pricing.subtotal(of: items) }

    public init() {}

    public func add(_ product: Product) {
        items.append(product)
    }
}

public final class SubjectPresenter: CartPresenterInput {
    public let cart: SubjectCart

    public init(cart: SubjectCart = SubjectCart()) {
        self.cart = cart
    }

    @CurrentValue public private(set) var selectedCoupon: Coupon = .none

    public var items: [Product] { cart.items }
    public var count: Int { cart.count }
    public var totalWithTax: Int { Pricing.includingTax(cart.subtotal) }
    public var totalAfterCoupon: Int { selectedCoupon.apply(to: totalWithTax) }

    public func add(_ product: Product) { cart.add(product) }
    public func select(_ coupon: Coupon) { selectedCoupon = coupon }
}

public final class SubjectCartView: CartScreenDriving, LogKeeping {
    /// The concrete presenter, not `CartPresenterInput`: that protocol has no publishers, and
    /// a half-way migration leaves the protocols as they were.
    public let presenter: SubjectPresenter
    public private(set) var shown = CartScreen.empty
    public private(set) var log: [CartNotice] = []
    private var subscriptions = Set<AnyCancellable>()

    public init(presenter: SubjectPresenter = SubjectPresenter()) {
        self.presenter = presenter
        presenter.cart.$items
            .sink { [weak self] items in self?.itemsDidChange(to: items) }
            .store(in: &subscriptions)
        presenter.$selectedCoupon
            .sink { [weak self] coupon in self?.couponDidChange(to: coupon) }
            .store(in: &subscriptions)
        log = []  // a subject sends its current value on subscribe; start the log after that
    }

    public func update() {
        shown = CartScreen(reading: presenter)
    }

    private func itemsDidChange(to items: [Product]) {
        update()
        log.append(CartNotice(via: "$items", property: "items", delivered: items.listed, read: shown.itemList))
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
