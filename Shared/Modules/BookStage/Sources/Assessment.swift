/// The verdict of an exercise: pass with a message, or not yet with hints that go from a
/// nudge to the answer (Swift Playgrounds reveals them one at a time, in this order, and
/// the solution last).
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

    /// The same verdict in the learner's language.
    public var localized: Assessment {
        // A solution that is only a case to write (`.publishedReads0`) is code: the same in every language.
        Assessment(passed: passed, message: message.map(Localized.string), hints: hints.map(Localized.string),
                   solution: solution.map { $0.hasPrefix(".") && !$0.contains(" ") ? $0 : Localized.string($0) })
    }

    /// The verdict as the Linux stage prints it: every hint, numbered in the order the app
    /// reveals them.
    public var text: String {
        if passed { return "pass: " + (message ?? "") }
        var lines = ["not yet"]
        lines += hints.enumerated().map { "hint \($0.offset + 1) of \(hints.count): \($0.element)" }
        if let solution { lines.append("solution: \(solution)") }
        return lines.joined(separator: "\n")
    }
}
