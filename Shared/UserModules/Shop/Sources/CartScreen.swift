/// Everything the cart screen shows. Every design's view ends up holding one of these,
/// so the three designs can be compared value for value.
public struct CartScreen: Equatable, Sendable {
    public var items: [Product]
    public var count: Int
    public var totalWithTax: Int
    public var coupon: Coupon
    public var totalAfterCoupon: Int

    public init(items: [Product], count: Int, totalWithTax: Int, coupon: Coupon, totalAfterCoupon: Int) {
        self.items = items
        self.count = count
        self.totalWithTax = totalWithTax
        self.coupon = coupon
        self.totalAfterCoupon = totalAfterCoupon
    }

    /// The reference: what the screen must show for these items and this coupon.
    /// A plain function of two values, with no objects and no notifications.
    public static func expected(items: [Product], coupon: Coupon) -> CartScreen {
        let total = Pricing.includingTax(Pricing.subtotal(of: items))
        return CartScreen(
            items: items, count: items.count, totalWithTax: total,
            coupon: coupon, totalAfterCoupon: coupon.apply(to: total))
    }

    /// An empty cart with no coupon.
    public static let empty = CartScreen.expected(items: [], coupon: .none)
}

extension CartScreen: CustomStringConvertible {
    /// One line, e.g. `[apple, pen] count 2, total 165, tenPercentOff, pay 148`.
    public var description: String {
        "\(itemList) count \(count), total \(totalWithTax), \(coupon), pay \(totalAfterCoupon)"
    }

    /// The items as `[apple, pen]`.
    public var itemList: String { items.listed }

    /// The screen as labelled lines, one value per line.
    public var lines: [String] {
        [
            "items: \(itemList)",
            "count: \(count)",
            "total with tax: \(totalWithTax)",
            "coupon: \(coupon)",
            "total after coupon: \(totalAfterCoupon)",
        ]
    }
}
