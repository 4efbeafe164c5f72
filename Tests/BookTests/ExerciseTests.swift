import Combine
import Shop
import XCTest

/// Chapter 4's exercise check, driven with the fixes a learner might write.
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

    func testHintsGoFromANudgeToTheAnswer() {
        let wrongs: [StaleTotalExercise.Verdict] = [.stale, .staleOnAdd, .ignoresCoupon, .doubleDiscount, .silent, .other]
        for wrong in wrongs {
            XCTAssertFalse(wrong.passed)
            XCTAssertGreaterThanOrEqual(wrong.hints.count, 2, "\(wrong)")
            XCTAssertEqual(Set(wrong.hints).count, wrong.hints.count)
            // The answer is the page's last hint, in its hidden code: the Shop module the
            // learner reads never holds it.
            XCTAssertFalse(wrong.hints.joined().contains("coupon.apply(to:"), "\(wrong): the Shop module gives the answer away")
            XCTAssertFalse(wrong.hints.first!.contains("apply"), "\(wrong): the first hint only nudges")
        }
        XCTAssertEqual(Set(wrongs.map { $0.hints[0] }).count, wrongs.count, "each kind of mistake has its own first hint")
        XCTAssertTrue(StaleTotalExercise.Verdict.correct.passed)
        XCTAssertEqual(StaleTotalExercise.Verdict.correct.hints, [])
    }
}
