// The cart as Container / Presentational, a split that comes from React. The container is a
// SwiftUI view that keeps the state with SwiftUI's own property wrappers (`@State`,
// `@AppStorage`) and hands plain values and callbacks to the presentational view, which only
// draws. What the container decides lives here as plain functions, so it is tested without
// SwiftUI; CartSummaryView.swift holds the two views.

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

    /// Plain data for a preview: no container, no state, no publisher.
    public static var preview: CartSummaryInput { CartSummaryInput(screen: .expected(items: [.apple, .pen], coupon: .tenPercentOff)) }
}

/// What the container decides, as plain functions of plain values.
public enum CartContainerLogic {
    /// The items after the customer adds `product`.
    public static func adding(_ product: Product, to items: [Product]) -> [Product] {
        items + [product]
    }

    /// What the container's body hands the presentational view: the screen for the state as
    /// it is now, and the callbacks that change that state.
    public static func input(
        items: [Product], coupon: Coupon, onAdd: @escaping (Product) -> Void, onSelect: @escaping (Coupon) -> Void
    ) -> CartSummaryInput {
        CartSummaryInput(screen: .expected(items: items, coupon: coupon), onAdd: onAdd, onSelect: onSelect)
    }

    /// The container's SwiftUI view, for a page's live view; nil where SwiftUI does not exist.
    public static func liveView() -> Any? {
        #if canImport(SwiftUI)
        return CartContainerView()
        #else
        return nil
        #endif
    }
}
