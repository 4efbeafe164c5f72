// Design 2: @Published pipelines. No didSet, no computed properties, no delegate protocols:
// every value is a publisher, derived with map / combineLatest and stored with assign(to:).

import Combine

public final class PublishedCart {
    @Published public private(set) var items: [Product] = []
    @Published public private(set) var count = 0
    @Published public private(set) var subtotal = 0

    public init() {
        $items.map(\.count).assign(to: &$count)
        $items.map(Pricing.subtotal(of:)).assign(to: &$subtotal)
    }

    public func add(_ product: Product) {
        items.append(product)
    }
}

public final class PublishedPresenter: CartPresenterInput {
    private let cart: PublishedCart

    @Published public private(set) var items: [Product] = []
    @Published public private(set) var count = 0
    @Published public private(set) var totalWithTax = 0
    @Published public private(set) var selectedCoupon: Coupon = .none
    @Published public private(set) var totalAfterCoupon = 0

    public init(cart: PublishedCart = PublishedCart()) {
        self.cart = cart
        cart.$items.assign(to: &$items)
        cart.$count.assign(to: &$count)
        cart.$subtotal.map(Pricing.includingTax).assign(to: &$totalWithTax)
        // Uses the values the publishers deliver, never a read of the properties.
        $selectedCoupon.combineLatest($totalWithTax)
            .map { coupon, total in coupon.apply(to: total) }
            .assign(to: &$totalAfterCoupon)
    }

    public func add(_ product: Product) { cart.add(product) }
    public func select(_ coupon: Coupon) { selectedCoupon = coupon }
}

/// Binds each value: every property follows its publisher. No update(), nothing to forget.
public final class PublishedCartView: CartScreenDriving {
    public let presenter: PublishedPresenter

    @Published public private(set) var items: [Product] = []
    @Published public private(set) var count = 0
    @Published public private(set) var totalWithTax = 0
    @Published public private(set) var coupon: Coupon = .none
    @Published public private(set) var totalAfterCoupon = 0

    public init(presenter: PublishedPresenter = PublishedPresenter()) {
        self.presenter = presenter
        // assign(to: &$x) ties each subscription to this view's own property: no cycle.
        presenter.$items.assign(to: &$items)
        presenter.$count.assign(to: &$count)
        presenter.$totalWithTax.assign(to: &$totalWithTax)
        presenter.$selectedCoupon.assign(to: &$coupon)
        presenter.$totalAfterCoupon.assign(to: &$totalAfterCoupon)
    }

    public var shown: CartScreen {
        CartScreen(items: items, count: count, totalWithTax: totalWithTax, coupon: coupon, totalAfterCoupon: totalAfterCoupon)
    }

    public func perform(_ action: CartAction) { presenter.perform(action) }
}
