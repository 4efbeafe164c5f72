/// One thing a customer does on the cart screen.
public enum CartAction: Equatable, Sendable {
    case add(Product)
    case select(Coupon)
}

extension CartAction: CustomStringConvertible {
    public var description: String {
        switch self {
        case .add(let product): return "add \(product)"
        case .select(let coupon): return "select \(coupon)"
        }
    }
}

/// Anything that shows the cart screen and lets a customer act on it: each design's view.
public protocol CartScreenDriving: AnyObject {
    /// What the view shows right now.
    var shown: CartScreen { get }
    /// Do what the customer did, through this design's presenter.
    func perform(_ action: CartAction)
}

/// A view that keeps a log of the notifications it received.
public protocol LogKeeping: AnyObject {
    var log: [CartNotice] { get }
}

/// A list of actions to run through any design, so all of them see the same customer.
public struct CartScript: Equatable, Sendable {
    public var actions: [CartAction]

    public init(_ actions: [CartAction]) {
        self.actions = actions
    }

    /// The script the chapters share: a pen, no coupon, an apple, 10% off, another pen, 10 yen off.
    public static let demo = CartScript([
        .add(.pen), .select(.none), .add(.apple), .select(.tenPercentOff), .add(.pen), .select(.tenYenOff),
    ])

    /// A reproducible random script: the same seed always gives the same actions,
    /// on every platform (SplitMix64, and no standard-library randomness).
    public static func random(seed: UInt64, count: Int) -> CartScript {
        var state = seed
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        func pick<T>(_ all: [T]) -> T { all[Int(next() % UInt64(all.count))] }
        let actions = (0..<count).map { _ -> CartAction in
            next() % 2 == 0 ? .add(pick(Product.allCases)) : .select(pick(Coupon.allCases))
        }
        return CartScript(actions)
    }

    /// What the screen must show after each action: the reference model, step by step.
    public var expectedScreens: [CartScreen] {
        var items: [Product] = []
        var coupon = Coupon.none
        return actions.map { action in
            switch action {
            case .add(let product): items.append(product)
            case .select(let chosen): coupon = chosen
            }
            return CartScreen.expected(items: items, coupon: coupon)
        }
    }

    /// Runs every action through `view` and returns what it showed after each one.
    public func run(on view: CartScreenDriving) -> [CartScreen] {
        actions.map { action in
            view.perform(action)
            return view.shown
        }
    }
}

/// The read-only half of a presenter, and its two actions: what a view may ask for
/// in Model-View-Presenter. Every presenter in this book conforms.
public protocol CartPresenterInput: AnyObject {
    var items: [Product] { get }
    var count: Int { get }
    var totalWithTax: Int { get }
    var selectedCoupon: Coupon { get }
    var totalAfterCoupon: Int { get }
    func add(_ product: Product)
    func select(_ coupon: Coupon)
}

extension CartScreen {
    /// Reads every value from a presenter, the way a delegate-style `update()` does.
    public init(reading presenter: CartPresenterInput) {
        self.init(
            items: presenter.items, count: presenter.count, totalWithTax: presenter.totalWithTax,
            coupon: presenter.selectedCoupon, totalAfterCoupon: presenter.totalAfterCoupon)
    }
}

extension CartPresenterInput {
    /// Sends a customer's action to the presenter.
    public func perform(_ action: CartAction) {
        switch action {
        case .add(let product): add(product)
        case .select(let coupon): select(coupon)
        }
    }
}

/// One notification a view received, and what it read in that moment.
/// Views keep a log of these so pages (and tests) can show *when* each design told them.
public struct CartNotice: Equatable, Sendable {
    /// How the view was told: `"cartDidChange()"`, `"$items"`, ...
    public var via: String
    /// The property that changed: `"items"` or `"selectedCoupon"`.
    public var property: String
    /// The value the notification carried; `nil` for a delegate call, which carries none.
    public var delivered: String?
    /// What reading that property returned while the view handled the notification.
    public var read: String
    /// What the property holds once the action is done. The view fills it in when the
    /// action returns; until then it is the read.
    public var settled: String

    public init(via: String, property: String, delivered: String?, read: String) {
        self.via = via
        self.property = property
        self.delivered = delivered
        self.read = read
        settled = read
    }

}

extension Array where Element == CartNotice {
    /// Fills in `settled` for the notices from `start` on, once an action is done.
    mutating func settle(from start: Int, reading presenter: CartPresenterInput) {
        for index in start..<count {
            self[index].settled = self[index].property == "items" ? presenter.items.listed : "\(presenter.selectedCoupon)"
        }
    }
}
