// Design 1: delegates. The cart tells its delegate in didSet; the presenter tells the view;
// the view pulls every value in update(). Each side talks to the other through a protocol.

/// The cart's partner: told after the items change.
public protocol CartDelegate: AnyObject {
    func cartDidChange(_ cart: DelegateCart)
}

public final class DelegateCart {
    /// Weak: the delegate usually owns the cart, and a strong reference back would be a cycle.
    public weak var delegate: CartDelegate?

    public private(set) var items: [Product] = [] {
        didSet { delegate?.cartDidChange(self) }  // after the change: `items` is already new
    }

    public var count: Int { items.count }
    public var subtotal: Int { Pricing.subtotal(of: items) }

    public init() {}

    public func add(_ product: Product) {
        items.append(product)
    }
}

/// The presenter's partner (seed 004's "PresenterOutput"): what the presenter tells its view.
public protocol CartPresenterOutput: AnyObject {
    func itemsDidChange()
    func couponDidChange()
}

public final class DelegatePresenter: CartPresenterInput, CartDelegate {
    public weak var output: CartPresenterOutput?
    private let cart: DelegateCart

    public init(cart: DelegateCart = DelegateCart()) {
        self.cart = cart
        cart.delegate = self
    }

    public var items: [Product] { cart.items }
    public var count: Int { cart.count }
    public var totalWithTax: Int { Pricing.includingTax(cart.subtotal) }
    public var totalAfterCoupon: Int { selectedCoupon.apply(to: totalWithTax) }

    public private(set) var selectedCoupon: Coupon = .none {
        didSet { output?.couponDidChange() }
    }

    public func add(_ product: Product) { cart.add(product) }
    public func select(_ coupon: Coupon) { selectedCoupon = coupon }

    public func cartDidChange(_ cart: DelegateCart) {
        output?.itemsDidChange()
    }
}

public final class DelegateCartView: CartPresenterOutput, CartScreenDriving {
    public let presenter: DelegatePresenter
    /// What the screen shows: filled in by update().
    public private(set) var shown = CartScreen.empty
    /// Every notification this view received, and what it read then.
    public private(set) var log: [CartNotice] = []

    public init(presenter: DelegatePresenter = DelegatePresenter()) {
        self.presenter = presenter
        presenter.output = self
        update()
    }

    /// Pull every value from the presenter.
    public func update() {
        shown = CartScreen(reading: presenter)
    }

    public func itemsDidChange() {
        update()
        log.append(CartNotice(via: "itemsDidChange()", property: "items", delivered: nil, read: shown.itemList))
    }

    public func couponDidChange() {
        update()
        log.append(CartNotice(via: "couponDidChange()", property: "selectedCoupon", delivered: nil, read: "\(shown.coupon)"))
    }

    public func perform(_ action: CartAction) { presenter.perform(action) }
    public func clearLog() { log = [] }
}
