// Design 1: delegates, as Model-View-Presenter. The cart (the model) tells its delegate when
// its items change; the presenter tells the view; the view pulls every value in update(). Each side
// knows the other only through a protocol made for that conversation, and the presenter
// gets both partners in its initializer, so neither can be forgotten or swapped unseen.

/// The cart's partner: told when the items change.
public protocol CartDelegate: AnyObject {
    func cartDidChange(_ cart: CartModelInput)
}

/// What a presenter may ask of the model. A test can hand the presenter a stand-in model.
public protocol CartModelInput: AnyObject {
    var items: [Product] { get }
    var delegate: CartDelegate? { get set }
    func add(_ product: Product)
}

public final class DelegateCart: CartModelInput {
    /// Weak, as UIKit's delegates are.
    public weak var delegate: CartDelegate?

    public private(set) var items: [Product] = [] {
        didSet { delegate?.cartDidChange(self) }
    }

    public var count: Int { items.count }
    public var subtotal: Int { Pricing.subtotal(of: items) }

    public init() {}

    public func add(_ product: Product) {
        items.append(product)
    }
}

/// What the presenter tells its view. The view's half of the conversation.
public protocol CartPresenterOutput: AnyObject {
    func itemsDidChange()
    func couponDidChange()
}

public final class DelegatePresenter: CartPresenterInput, CartDelegate {
    /// Weak: the view owns its presenter.
    private weak var view: CartPresenterOutput?
    private let model: CartModelInput

    public init(view: CartPresenterOutput, model: CartModelInput) {
        self.view = view
        self.model = model
        model.delegate = self
    }

    public var items: [Product] { model.items }
    public var count: Int { model.items.count }
    public var totalWithTax: Int { Pricing.includingTax(Pricing.subtotal(of: model.items)) }
    public var totalAfterCoupon: Int { selectedCoupon.apply(to: totalWithTax) }

    public private(set) var selectedCoupon: Coupon = .none {
        didSet { view?.couponDidChange() }
    }

    public func add(_ product: Product) { model.add(product) }
    public func select(_ coupon: Coupon) { selectedCoupon = coupon }

    public func cartDidChange(_ cart: CartModelInput) {
        view?.itemsDidChange()
    }
}

public final class DelegateCartView: CartPresenterOutput, CartScreenDriving, LogKeeping {
    /// The view sees its presenter only through `CartPresenterInput`.
    public private(set) lazy var presenter: CartPresenterInput = DelegatePresenter(view: self, model: DelegateCart())
    /// What the screen shows: filled in by update().
    public private(set) var shown = CartScreen.empty
    /// Every notification this view received, and what it read then.
    public private(set) var log: [CartNotice] = []

    public init() {}

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

    public func perform(_ action: CartAction) {
        let start = log.count
        presenter.perform(action)
        log.settle(from: start, reading: presenter)
    }
    public func clearLog() { log = [] }
}
