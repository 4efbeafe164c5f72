import Observation
import Shop
import XCTest

/// Chapter 5's facts about Observation, asserted.
final class ObservationTests: XCTestCase {
    @Observable final class ObservedCart {
        var coupon: Coupon = .none
        var items: [Product] = []
    }

    final class Box: @unchecked Sendable { var reads: [Coupon] = [] }

    func testOnChangeRunsBeforeTheChangeAndOnlyOnce() {
        let cart = ObservedCart()
        let box = Box()
        withObservationTracking { _ = cart.coupon } onChange: { box.reads.append(cart.coupon) }
        cart.items.append(.apple)
        XCTAssertEqual(box.reads, [], "a property the closure never read does not count")
        cart.coupon = .tenPercentOff
        cart.coupon = .tenYenOff
        XCTAssertEqual(box.reads, [.none], "once, and before the change")
    }

    @MainActor
    func testObservationsYieldsValuesAfterTheChange() async throws {
        guard #available(macOS 26, iOS 26, *) else { throw XCTSkip("Observations needs macOS 26") }
        #if compiler(>=6.2)
        let cart = ObservedCart()
        let values = Observations { cart.coupon }
        var seen: [String] = []
        let reader = Task { @MainActor in
            for await coupon in values {
                seen.append("sent \(coupon) read \(cart.coupon)")
                if seen.count == 2 { break }
            }
        }
        while seen.isEmpty { await Task.yield() }
        cart.coupon = .tenPercentOff
        cart.coupon = .tenYenOff
        await reader.value
        XCTAssertEqual(seen, ["sent none read none", "sent tenYenOff read tenYenOff"])
        #endif
    }
}

/// Chapter 5's Container / Presentational split, without SwiftUI.
final class ContainerTests: XCTestCase {
    func testTheContainerOwnsTheLogicAndHandsOutPlainValues() {
        let container = CartContainer()
        var willChange = 0
        let subscription = container.objectWillChange.sink { willChange += 1 }
        for action in CartScript.demo.actions {
            switch action {
            case .add(let product): container.summary.onAdd(product)
            case .select(let coupon): container.summary.onSelect(coupon)
            }
        }
        XCTAssertEqual(container.summary.screen, CartScript.demo.expectedScreens.last)
        XCTAssertEqual(willChange, CartScript.demo.actions.count)
        withExtendedLifetime(subscription) {}
    }

    func testThePresentationalInputIsPlainData() {
        // The preview's input needs no container: a value built from values.
        let input = CartSummaryInput.preview
        XCTAssertEqual(input.screen, .expected(items: [.apple, .pen], coupon: .tenPercentOff))
        XCTAssertEqual(input.products, Product.allCases)
        XCTAssertEqual(input.coupons, Coupon.allCases)
        var tapped: [Product] = []
        let custom = CartSummaryInput(screen: .empty, onAdd: { tapped.append($0) })
        custom.onAdd(.pen)
        XCTAssertEqual(tapped, [.pen])
        // Its stored properties are values and closures, never a reference to a model.
        for child in Mirror(reflecting: input).children {
            XCTAssertFalse(type(of: child.value) is AnyClass, "\(child.label ?? "?") is a class instance")
        }
    }

    func testTheContainerIsFreed() {
        weak var weakContainer: CartContainer?
        do {
            let container = CartContainer()
            container.summary.onAdd(.apple)
            weakContainer = container
        }
        XCTAssertNil(weakContainer)
    }
}
