import Combine
import Shop
import XCTest

/// One reference model, every design: after every action of thousands of seeded random
/// scripts, each view shows exactly what `CartScreen.expected(items:coupon:)` says.
final class ReferenceModelTests: XCTestCase {
    let scripts = 2_000
    let length = 12

    func assertMatchesReference(_ makeView: () -> CartScreenDriving, design: String) {
        for seed in UInt64(1)...UInt64(scripts) {
            let script = CartScript.random(seed: seed, count: length)
            let shown = script.run(on: makeView())
            let expected = script.expectedScreens
            if let step = shown.indices.first(where: { shown[$0] != expected[$0] }) {
                XCTFail("\(design), seed \(seed), step \(step + 1) (\(script.actions[step])): shows \(shown[step]), expected \(expected[step])")
                return
            }
        }
    }

    func testDelegateDesign() { assertMatchesReference({ DelegateCartView() }, design: "delegate") }
    func testPublishedDesign() { assertMatchesReference({ PublishedCartView() }, design: "@Published") }
    func testCurrentValueSubjectDesign() { assertMatchesReference({ SubjectCartView() }, design: "CurrentValueSubject") }

    /// The half-way migration is the bug: after every action, it shows the state before it.
    func testMigratedViewShowsThePreviousState() {
        for seed in UInt64(1)...UInt64(500) {
            let script = CartScript.random(seed: seed, count: length)
            let shown = script.run(on: MigratedCartView())
            let before = [CartScreen.empty] + script.expectedScreens.dropLast()
            XCTAssertEqual(shown, before, "seed \(seed)")
        }
    }

    func testRandomScriptsAreReproducibleAndVaried() {
        XCTAssertEqual(CartScript.random(seed: 7, count: 50), CartScript.random(seed: 7, count: 50))
        XCTAssertNotEqual(CartScript.random(seed: 7, count: 50), CartScript.random(seed: 8, count: 50))
        let actions = (1...200).flatMap { CartScript.random(seed: $0, count: 10).actions }
        for product in Product.allCases { XCTAssertTrue(actions.contains(.add(product))) }
        for coupon in Coupon.allCases { XCTAssertTrue(actions.contains(.select(coupon))) }
    }

    /// The figures the seed article printed, from this book's catalog.
    func testCatalogReachesTheSeedFigures() {
        XCTAssertEqual(Pricing.includingTax(Pricing.subtotal(of: [.pen])), 55)
        XCTAssertEqual(Pricing.includingTax(Pricing.subtotal(of: [.apple])), 110)
        XCTAssertEqual(Pricing.includingTax(Pricing.subtotal(of: [.pen, .apple])), 165)
        XCTAssertEqual(Pricing.includingTax(Pricing.subtotal(of: [.pen, .apple, .pen])), 220)
        XCTAssertEqual(Coupon.tenPercentOff.apply(to: 110), 99)
        XCTAssertEqual(Coupon.tenPercentOff.apply(to: 165), 148)  // 148.5 rounds down
        XCTAssertEqual(Coupon.tenYenOff.apply(to: 5), 0)  // never below zero
    }
}
