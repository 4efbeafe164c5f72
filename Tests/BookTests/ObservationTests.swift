import BookStage
import Combine
import Foundation
import Observation
import Shop
import XCTest

/// Chapter 5's facts about Observation, asserted on the Shop module's `ObservedCart`.
final class ObservationTests: XCTestCase {
    final class Box: @unchecked Sendable { var reads: [Coupon] = [] }

    /// "Does @Observable Notify an Equal Value?" (chapter 8): from Swift 6.2 the macro's setter compares an
    /// Equatable value first (swiftlang/swift#78151) and an equal assignment notifies nobody;
    /// before 6.2 (Swift Playgrounds 4.4's Swift 5.9) it notifies. The compiler that expands the
    /// macro decides, so this holds the truth for the toolchain running it. `@Published` re-emits.
    func testAnEqualAssignmentNotifiesDependingOnTheCompiler() {
        let cart = ObservedCart()
        cart.coupon = .tenYenOff
        let box = Box()
        withObservationTracking { _ = cart.coupon } onChange: { box.reads.append(cart.coupon) }
        cart.coupon = .tenYenOff
        #if compiler(>=6.2)
        XCTAssertEqual(box.reads, [], "Swift 6.2 and later: an equal value is not a change")
        #elseif compiler(<6.0)
        XCTAssertEqual(box.reads, [.tenYenOff], "Swift 5.9 and 5.10: every assignment notifies")
        #else
        XCTAssertLessThanOrEqual(box.reads.count, 1, "Swift 6.0 and 6.1: the change landed after 6.1 branched; either, once at most")
        #endif
        final class Model: ObservableObject { @Published var coupon: Coupon = .tenYenOff }
        let model = Model()
        var sent = 0
        let watching = model.$coupon.dropFirst().sink { _ in sent += 1 }
        model.coupon = .tenYenOff
        XCTAssertEqual(sent, 1, "@Published sends an equal value again")
        withExtendedLifetime(watching) {}
    }

    func testOnChangeRunsBeforeTheChangeOnlyOnceAndOnlyForWhatWasRead() {
        let cart = ObservedCart()
        let box = Box()
        withObservationTracking { _ = cart.coupon } onChange: { box.reads.append(cart.coupon) }
        cart.items.append(.apple)
        XCTAssertEqual(box.reads, [], "a property the closure never read does not count")
        cart.coupon = .tenPercentOff
        cart.coupon = .tenYenOff
        XCTAssertEqual(box.reads, [.none], "once, and before the change")
    }

    /// Tracks `cart.coupon`; `again` decides how tracking restarts from onChange.
    func watch(_ cart: ObservedCart, _ box: Box, again: @escaping (@escaping @Sendable () -> Void) -> Void) {
        @Sendable func track() {
            withObservationTracking { box.reads.append(cart.coupon) } onChange: { again(track) }
        }
        track()
    }

    func turn() { _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.05)) }

    func testTrackingAgainInsideOnChangeReadsTheOldValue() {
        let cart = ObservedCart(), box = Box()
        watch(cart, box) { track in track() }
        for coupon in [Coupon.tenPercentOff, .tenYenOff, .none] { cart.coupon = coupon }
        XCTAssertEqual(box.reads, [.none, .none, .tenPercentOff, .tenYenOff], "every re-track ran in willSet")
    }

    func testTrackingAgainOnTheNextTurnReadsTheNewValue() {
        let cart = ObservedCart(), box = Box()
        watch(cart, box) { track in DispatchQueue.main.async { track() } }
        for coupon in [Coupon.tenPercentOff, .tenYenOff, .none] {
            cart.coupon = coupon
            turn()
        }
        XCTAssertEqual(box.reads, [.none, .tenPercentOff, .tenYenOff, .none])
    }

    /// The trade-off of tracking on the next turn: a change made before that turn comes is
    /// not reported on its own; the re-track reads only the latest value.
    func testTrackingAgainOnTheNextTurnMissesChangesInTheGap() {
        let cart = ObservedCart(), box = Box()
        var changes = 0
        watch(cart, box) { track in
            changes += 1
            DispatchQueue.main.async { track() }
        }
        cart.coupon = .tenPercentOff
        cart.coupon = .tenYenOff  // same turn: nothing is tracking now
        turn()
        XCTAssertEqual(changes, 1)
        XCTAssertEqual(box.reads, [.none, .tenYenOff], "tenPercentOff was never read")
    }

    func testObservationsYieldsValuesAfterTheChange() throws {
        let cart = ObservedCart()
        let box = Box()
        guard let task = CouponObservations.start(cart, receive: { box.reads.append($0); box.reads.append(cart.coupon) }) else {
            throw XCTSkip("Observations needs Swift 6.2 and macOS 26")
        }
        Stage.runMainQueue { !box.reads.isEmpty }
        cart.coupon = .tenPercentOff
        cart.coupon = .tenYenOff
        Stage.runMainQueue { box.reads.count >= 4 }
        task.cancel()
        // Pairs of (sent, read): the first value as it was, then only the last change, read after the store.
        XCTAssertEqual(box.reads, [.none, .none, .tenYenOff, .tenYenOff])
    }
}

/// Chapter 5's Container / Presentational split: the container's decisions are plain functions.
final class ContainerTests: XCTestCase {
    /// Plays the container: state in two variables, `body` rebuilt after every callback.
    func testTheContainersRenderAfterACallbackReadsTheNewState() {
        var items: [Product] = []
        var coupon = Coupon.none
        func render() -> CartSummaryInput {
            CartContainerLogic.input(items: items, coupon: coupon,
                                     onAdd: { items = CartContainerLogic.adding($0, to: items) }, onSelect: { coupon = $0 })
        }
        for (action, expected) in zip(CartScript.demo.actions, CartScript.demo.expectedScreens) {
            let shown = render()
            switch action {
            case .add(let product): shown.onAdd(product)
            case .select(let chosen): shown.onSelect(chosen)
            }
            XCTAssertEqual(render().screen, expected, "after \(action)")
        }
    }

    func testAddingIsAPureFunction() {
        let before: [Product] = [.apple]
        XCTAssertEqual(CartContainerLogic.adding(.pen, to: before), [.apple, .pen])
        XCTAssertEqual(before, [.apple])
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

    func testNoLiveViewWithoutSwiftUI() {
        #if !canImport(SwiftUI)
        XCTAssertNil(CartContainerLogic.liveView())
        #endif
    }
}
