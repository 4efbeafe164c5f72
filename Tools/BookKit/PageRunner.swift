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
        var url = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent()
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        // A test bundle on macOS runs from .../debug/X.xctest/Contents/MacOS.
        while url.pathComponents.contains(where: { $0.hasSuffix(".xctest") }) {
            url = url.deletingLastPathComponent()
        }
        return url
    }

    /// Runs `executable` with a time limit. Standard output and error are each read to their
    /// end on a thread of their own (so a chatty page cannot block on a full pipe, and nothing
    /// is lost when many pages run at once); a watchdog ends a page that runs too long.
    public static func run(_ executable: URL, timeout: TimeInterval = 60, environment: [String: String] = [:]) throws -> Run {
        let process = Process()
        process.executableURL = executable
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        }
        process.currentDirectoryURL = executable.deletingLastPathComponent()
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let collected = Locked((out: Data(), err: Data()))
        let readers = DispatchGroup()
        DispatchQueue.global().async(group: readers) {
            let data = out.fileHandleForReading.readDataToEndOfFile()
            collected.mutate { $0.out = data }
        }
        DispatchQueue.global().async(group: readers) {
            let data = err.fileHandleForReading.readDataToEndOfFile()
            collected.mutate { $0.err = data }
        }
        let timedOut = Locked(false)
        let watchdog = DispatchWorkItem {
            if process.isRunning {
                timedOut.mutate { $0 = true }
                process.terminate()
            }
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        process.waitUntilExit()
        watchdog.cancel()
        readers.wait()
        let status = process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        let (output, errors) = collected.value
        return Run(output: String(decoding: output, as: UTF8.self), errors: String(decoding: errors, as: UTF8.self),
                   status: status, timedOut: timedOut.value)
    }

    /// Runs every executable (each with its environment), as many at a time as there are
    /// cores; the runs come back in the order asked. Each run is a process of its own, so
    /// running them side by side changes nothing they print.
    public static func runAll(_ jobs: [(executable: URL, environment: [String: String])], timeout: TimeInterval = 60) -> [Result<Run, Error>] {
        Parallel.map(jobs) { job in Result { try run(job.executable, timeout: timeout, environment: job.environment) } }
    }
}
