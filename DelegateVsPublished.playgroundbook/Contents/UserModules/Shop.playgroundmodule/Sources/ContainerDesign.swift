// Chapter 5: the cart as Container / Presentational (seed 003). The container owns the state
// and the logic; the presentational view gets plain values and callbacks, so a preview (or a
// test) can hand it any data without building a cart.

/// Everything the presentational cart view needs: values that do not change by themselves,
/// and what to call when the customer taps.
public struct CartSummaryInput {
    public var screen: CartScreen
    public var products: [Product]
    public var coupons: [Coupon]
    public var onAdd: (Product) -> Void
    public var onSelect: (Coupon) -> Void

    public init(screen: CartScreen, products: [Product] = Product.allCases, coupons: [Coupon] = Coupon.allCases,
                onAdd: @escaping (Product) -> Void = { _ in }, onSelect: @escaping (Coupon) -> Void = { _ in }) {
        self.screen = screen
        self.products = products
        self.coupons = coupons
        self.onAdd = onAdd
        self.onSelect = onSelect
    }

    /// Plain data for a preview: no container, no publisher.
    public static let preview = CartSummaryInput(screen: .expected(items: [.apple, .pen], coupon: .tenPercentOff))
}

/// The container: state, logic, and the input it hands to the presentational view.
/// SwiftUI watches `objectWillChange` and asks for `summary` at its next update, after the change.
public final class CartContainer: ObservableObject {
    @Published public private(set) var items: [Product] = []
    @Published public private(set) var coupon: Coupon = .none

    public init() {}

    public func add(_ product: Product) { items.append(product) }
    public func select(_ coupon: Coupon) { self.coupon = coupon }

    /// Read when the view redraws, which SwiftUI does after the change: so reading here is right.
    public var summary: CartSummaryInput {
        CartSummaryInput(
            screen: .expected(items: items, coupon: coupon),
            onAdd: { [weak self] in self?.add($0) },
            onSelect: { [weak self] in self?.select($0) })
    }
}
