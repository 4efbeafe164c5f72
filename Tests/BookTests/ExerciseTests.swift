import BookTestSupport
import Combine
import Foundation
import Shop
import XCTest

/// Chapter 2's exercise check, driven with the fixes a learner might write.
final class ExerciseTests: XCTestCase {
    func verdict(_ pay: @escaping (MigratedPresenter, Coupon, [Product]) -> Int) -> StaleTotalExercise.Verdict {
        StaleTotalExercise.check { presenter, label, subscriptions in
            presenter.$selectedCoupon.combineLatest(presenter.cart.$items).sink { coupon, items in
                label.pay = pay(presenter, coupon, items)
                label.didUpdate()
            }.store(in: &subscriptions)
        }.verdict
    }

    func testTheRightFixPasses() {
        XCTAssertEqual(verdict { _, coupon, items in coupon.apply(to: Pricing.includingTax(Pricing.subtotal(of: items))) }, .correct)
        XCTAssertEqual(verdict { _, coupon, items in CartScreen.expected(items: items, coupon: coupon).totalAfterCoupon }, .correct)
    }

    func testTheUnchangedCodeIsStale() {
        XCTAssertEqual(verdict { presenter, _, _ in presenter.totalAfterCoupon }, .stale)
    }

    /// The fix the first edition accepted: right for every coupon change, one step behind
    /// when a product is added, because `totalWithTax` is read while `$items` sends.
    func testReadingTheTotalIsSafeOnlyWhileItemsStayTheSame() {
        XCTAssertEqual(verdict { presenter, coupon, _ in coupon.apply(to: presenter.totalWithTax) }, .staleOnAdd)
    }

    func testPlausibleWrongFixesFailWithTheirOwnHints() {
        XCTAssertEqual(verdict { presenter, _, _ in presenter.selectedCoupon.apply(to: presenter.totalWithTax) }, .stale)
        XCTAssertEqual(verdict { _, _, items in Pricing.includingTax(Pricing.subtotal(of: items)) }, .ignoresCoupon)
        XCTAssertEqual(verdict { presenter, coupon, _ in coupon.apply(to: presenter.totalAfterCoupon) }, .doubleDiscount)
        XCTAssertEqual(verdict { _, _, _ in 42 }, .other)
        let silent = StaleTotalExercise.check { _, _, _ in }.verdict
        XCTAssertEqual(silent, .silent)
    }

    /// The hints live in the page's hidden code, never in the Shop module the learner can open
    /// before the exercise (LearnerViewTests checks each wrong fix's first hint).
    func testTheShopModuleHoldsNoHintOrAnswer() throws {
        let source = try String(contentsOf: repositoryRoot.appendingPathComponent("Shared/UserModules/Shop/Sources/StaleTotalExercise.swift"), encoding: .utf8)
        XCTAssertFalse(source.contains("hints"), "StaleTotalExercise.swift holds hints")
        XCTAssertFalse(source.contains("coupon.apply(to: Pricing.includingTax"), "StaleTotalExercise.swift holds the answer")
        XCTAssertFalse(source.contains("willSet"), "StaleTotalExercise.swift tells when @Published sends")
        let wrongs: [StaleTotalExercise.Verdict] = [.stale, .staleOnAdd, .ignoresCoupon, .doubleDiscount, .silent, .later, .other]
        XCTAssertTrue(wrongs.allSatisfy { !$0.passed })
        XCTAssertTrue(StaleTotalExercise.Verdict.correct.passed)
    }
}
