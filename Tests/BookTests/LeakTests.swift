import Combine
import Shop
import XCTest

/// Every cart, presenter and view of the designs is freed when its scope ends.
final class LeakTests: XCTestCase {
    func assertFreed<T: AnyObject>(_ make: () -> T, _ parts: (T) -> [AnyObject], runScript: Bool = true,
                                   file: StaticString = #filePath, line: UInt = #line) {
        var weakParts: [() -> AnyObject?] = []
        do {
            let view = make()
            if runScript, let driving = view as? CartScreenDriving { _ = CartScript.demo.run(on: driving) }
            for part in [view as AnyObject] + parts(view) {
                weak let weakPart = part
                weakParts.append { weakPart }
            }
        }
        for (index, part) in weakParts.enumerated() {
            XCTAssertNil(part(), "object \(index) is still alive after its scope ended", file: file, line: line)
        }
    }

    func testDelegateDesignIsFreed() {
        assertFreed({ DelegateCartView() }) { [$0.presenter] }
    }

    func testPublishedDesignIsFreed() {
        assertFreed({ PublishedCartView() }) { [$0.presenter] }
    }

    func testMigratedDesignIsFreed() {
        assertFreed({ MigratedCartView() }) { [$0.presenter, $0.presenter.cart] }
    }

    func testSubjectDesignIsFreed() {
        assertFreed({ SubjectCartView() }) { [$0.presenter, $0.presenter.cart] }
    }

    func testSideBySideIsFreed() {
        assertFreed({ () -> SideBySide in let designs = SideBySide(); _ = designs.run(.demo); return designs }) {
            [$0.delegateView, $0.publishedView, $0.subjectView]
        }
    }

    /// The cycle chapter 3 demonstrates on purpose: assign(to:on: self) stored in self.
    func testAssignOnSelfIsACycleAndAssignToPublishedIsNot() {
        final class OnSelf {
            var pay = 0
            var subscriptions = Set<AnyCancellable>()
            init(_ presenter: PublishedPresenter) { presenter.$totalAfterCoupon.assign(to: \.pay, on: self).store(in: &subscriptions) }
        }
        final class Bound {
            @Published var pay = 0
            init(_ presenter: PublishedPresenter) { presenter.$totalAfterCoupon.assign(to: &$pay) }
        }
        let presenter = PublishedPresenter()
        weak var onSelf: OnSelf?
        weak var bound: Bound?
        do {
            let a = OnSelf(presenter), b = Bound(presenter)
            onSelf = a
            bound = b
        }
        XCTAssertNotNil(onSelf, "assign(to:on: self) was expected to keep self alive")
        XCTAssertNil(bound)
        onSelf?.subscriptions.removeAll()  // break the cycle so the test itself does not leak
        XCTAssertNil(onSelf)
    }
}
