// The shop every chapter uses: two products, three coupons, 10% consumption tax.
// Money is whole yen in Int; every rounding rule lives in `Pricing`, nowhere else.

/// What the shop sells.
public enum Product: String, CaseIterable, Sendable {
    case apple
    case pen

    public var name: String { rawValue }

    /// Price in yen, before tax.
    public var price: Int {
        switch self {
        case .apple: return 100
        case .pen: return 50
        }
    }
}

/// The coupons a customer can pick. `.none` means "no coupon".
public enum Coupon: String, CaseIterable, Sendable {
    case none
    case tenPercentOff
    case tenYenOff

    /// The price after this coupon, rounded as `Pricing` says.
    public func apply(to price: Int) -> Int {
        switch self {
        case .none: return price
        case .tenPercentOff: return Pricing.percent(100 - 10, of: price)
        case .tenYenOff: return max(0, price - 10)
        }
    }
}

/// The one place that says how money is computed.
public enum Pricing {
    /// Consumption tax, in percent.
    public static let taxPercent = 10

    /// `percent`% of `price`, rounded down to whole yen. Integer arithmetic, so
    /// 150 yen with tax is 165, never 165.00000000000003 or 164.
    public static func percent(_ percent: Int, of price: Int) -> Int {
        price * percent / 100
    }

    /// The sum of the items' prices, before tax.
    public static func subtotal(of items: [Product]) -> Int {
        items.reduce(0) { $0 + $1.price }
    }

    /// A price with tax added, rounded down.
    public static func includingTax(_ price: Int) -> Int {
        percent(100 + taxPercent, of: price)
    }
}

extension Array where Element == Product {
    /// The items as `[apple, pen]`.
    public var listed: String {
        "[" + map(\.name).joined(separator: ", ") + "]"
    }
}
