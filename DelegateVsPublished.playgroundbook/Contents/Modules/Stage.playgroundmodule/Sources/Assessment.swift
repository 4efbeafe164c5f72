/// The verdict of an exercise: pass with a message, or not yet with hints that go from a
/// nudge to the answer (Swift Playgrounds shows them one at a time, in this order).
public struct Assessment: Equatable, Sendable {
    public var passed: Bool
    public var message: String?
    public var hints: [String]
    public var solution: String?

    public static func pass(_ message: String) -> Assessment {
        Assessment(passed: true, message: message, hints: [], solution: nil)
    }

    public static func fail(hints: [String], solution: String? = nil) -> Assessment {
        precondition(!hints.isEmpty, "a failing assessment always gives at least one hint")
        return Assessment(passed: false, message: nil, hints: hints, solution: solution)
    }

    /// The verdict as the Linux stage prints it.
    public var text: String {
        if passed { return "Assessment: pass. " + (message ?? "") }
        var lines = ["Assessment: not yet."]
        lines += hints.enumerated().map { "  Hint \($0.offset + 1): \($0.element)" }
        if let solution { lines.append("  Solution: \(solution)") }
        return lines.joined(separator: "\n")
    }
}
