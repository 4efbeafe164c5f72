import Foundation

/// Lets the main queue run what was scheduled on it, as an app does between two events. A
/// page's code runs on the main thread, so work scheduled there (a redraw, a
/// `DispatchQueue.main.async` block) waits until the page calls this.
public func nextTurn() {
    RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.05))
}
