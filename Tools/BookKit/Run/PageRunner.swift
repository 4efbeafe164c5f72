import BookModel
import Foundation

/// Runs a page's executable, the way `book tour` and the tests do.
public enum PageRunner {
    public struct Run: Equatable {
        /// What the page printed (standard output).
        public var output: String
        /// Standard error: a crash's message, a failed precondition.
        public var errors: String
        /// Exit status; for a crash, the signal number plus 128.
        public var status: Int32
        public var timedOut: Bool

        public var succeeded: Bool { status == 0 && !timedOut }
    }

    /// Where SwiftPM put the tool or test bundle that is running, and the modules pages link against.
    public static func productsFolder() -> URL {
        var url =
            Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent()
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        // A test bundle on macOS runs from .../debug/X.xctest/Contents/MacOS.
        while url.pathComponents.contains(where: { $0.hasSuffix(".xctest") }) {
            url = url.deletingLastPathComponent()
        }
        return url
    }

    /// Runs `executable` with a time limit, in its own folder. Standard output and error are
    /// read apart (ChildProcess), so nothing is lost when many pages run at once.
    public static func run(_ executable: URL, timeout: TimeInterval = 60, environment: [String: String] = [:]) throws -> Run {
        let merged = environment.isEmpty ? nil : ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let finished = try ChildProcess.run(
            executable, environment: merged, directory: executable.deletingLastPathComponent(), timeout: timeout)
        return Run(
            output: finished.outputText, errors: finished.errorText,
            status: finished.signal.map { 128 + $0 } ?? finished.status, timedOut: finished.timedOut)
    }

    /// Runs every executable (each with its environment), `Parallel.processWidth` at a time;
    /// the runs come back in the order asked. Each run is a process of its own, so
    /// running them side by side changes nothing they print.
    public static func runAll(_ jobs: [(executable: URL, environment: [String: String])], timeout: TimeInterval = 60) -> [Result<Run, Error>] {
        Parallel.map(jobs, width: Parallel.processWidth) { job in Result { try run(job.executable, timeout: timeout, environment: job.environment) } }
    }
}
