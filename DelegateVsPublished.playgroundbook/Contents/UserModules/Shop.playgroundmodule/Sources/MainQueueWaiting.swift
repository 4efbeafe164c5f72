// Waiting, as a test waits, for work scheduled on the main queue. Chapter 9 uses it to test
// a pipeline that delivers with `receive(on: DispatchQueue.main)`, and `Observations`.

import Foundation

/// The main queue, seen from a test. A page's top-level code runs on the main thread, so
/// what `receive(on: DispatchQueue.main)` or a main-actor task scheduled waits until the page
/// lets the main run loop turn. XCTest's `wait(for:timeout:)` lets it turn while it waits for
/// an expectation; `MainQueue.wait` does the same for a condition.
public enum MainQueue {
    /// Lets the main run loop turn, 20 milliseconds at a time, until `condition` holds or
    /// `seconds` have passed; it turns at least once. `condition` is an autoclosure, asked
    /// again after every turn (as `XCTAssert` takes its condition): a page shows only the
    /// answer, not one result per turn, so what it shows does not depend on how busy the
    /// machine was. Returns whether the condition held: false means the value never came, so
    /// a check fails instead of waiting for ever.
    @discardableResult
    public static func wait(upTo seconds: Double = 1, until condition: @autoclosure () -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        while true {
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.02))
            if condition() { return true }
            if Date() >= deadline { return false }
        }
    }
}
