import Shop
import XCTest

/// Chapter 4's exercise check, driven with the fixes a learner might write.
final class ExerciseTests: XCTestCase {
    func verdict(_ pay: @escaping (MigratedPresenter, Coupon) -> Int) -> StaleTotalExercise.Verdict {
        StaleTotalExercise.check { presenter, label, subscriptions in
            presenter.$selectedCoupon.sink { coupon in
                label.pay = pay(presenter, coupon)
                label.didUpdate()
            }.store(in: &subscriptions)
        }.verdict
    }

    func testTheRightFixPasses() {
        XCTAssertEqual(verdict { presenter, coupon in coupon.apply(to: presenter.totalWithTax) }, .correct)
    }

    func testTheUnchangedCodeIsStale() {
        XCTAssertEqual(verdict { presenter, _ in presenter.totalAfterCoupon }, .stale)
    }

    func testPlausibleWrongFixesFailWithTheirOwnHints() {
        XCTAssertEqual(verdict { presenter, _ in presenter.selectedCoupon.apply(to: presenter.totalWithTax) }, .stale)
        XCTAssertEqual(verdict { presenter, _ in presenter.totalWithTax }, .ignoresCoupon)
        XCTAssertEqual(verdict { presenter, coupon in coupon.apply(to: presenter.totalAfterCoupon) }, .doubleDiscount)
        XCTAssertEqual(verdict { _, _ in 42 }, .other)
        let silent = StaleTotalExercise.check { _, _, _ in }.verdict
        XCTAssertEqual(silent, .silent)
    }

    func testHintsGoFromANudgeToTheAnswer() {
        for wrong in [StaleTotalExercise.Verdict.stale, .ignoresCoupon, .doubleDiscount, .silent, .other] {
            XCTAssertFalse(wrong.passed)
            XCTAssertGreaterThanOrEqual(wrong.hints.count, 3, "\(wrong)")
            XCTAssertEqual(Set(wrong.hints).count, wrong.hints.count)
            XCTAssertTrue(wrong.hints.last!.contains("coupon.apply(to: presenter.totalWithTax)"), "\(wrong): the last hint gives the answer")
            XCTAssertFalse(wrong.hints.first!.contains("coupon.apply"), "\(wrong): the first hint only nudges")
        }
        XCTAssertTrue(StaleTotalExercise.Verdict.correct.passed)
        XCTAssertEqual(StaleTotalExercise.Verdict.correct.hints, [])
    }
}
