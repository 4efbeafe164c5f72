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

    /// Runs `executable` with a time limit; output is read as it comes, so a chatty page cannot block.
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
        let collected = Collected()
        out.fileHandleForReading.readabilityHandler = { collected.append($0.availableData, error: false) }
        err.fileHandleForReading.readabilityHandler = { collected.append($0.availableData, error: true) }
        try process.run()
        let deadline = Date(timeIntervalSinceNow: timeout)
        var timedOut = false
        while process.isRunning {
            if Date() > deadline {
                timedOut = true
                process.terminate()
                break
            }
            usleep(2_000)
        }
        process.waitUntilExit()
        out.fileHandleForReading.readabilityHandler = nil
        err.fileHandleForReading.readabilityHandler = nil
        collected.append(out.fileHandleForReading.readDataToEndOfFile(), error: false)
        collected.append(err.fileHandleForReading.readDataToEndOfFile(), error: true)
        let status = process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        return Run(output: collected.text(error: false), errors: collected.text(error: true), status: status, timedOut: timedOut)
    }

    /// Runs every executable (each with its environment), as many at a time as there are
    /// cores; the runs come back in the order asked. Each run is a process of its own, so
    /// running them side by side changes nothing they print.
    public static func runAll(_ jobs: [(executable: URL, environment: [String: String])], timeout: TimeInterval = 60) -> [Result<Run, Error>] {
        let results = Locked([Int: Result<Run, Error>]())
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = max(1, ProcessInfo.processInfo.activeProcessorCount)
        for (index, job) in jobs.enumerated() {
            queue.addOperation {
                let result = Result { try run(job.executable, timeout: timeout, environment: job.environment) }
                results.mutate { $0[index] = result }
            }
        }
        queue.waitUntilAllOperationsAreFinished()
        let all = results.value
        return jobs.indices.map { all[$0]! }
    }

    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var out = Data(), err = Data()

        func append(_ data: Data, error: Bool) {
            lock.lock()
            defer { lock.unlock() }
            if error { err.append(data) } else { out.append(data) }
        }

        func text(error: Bool) -> String {
            lock.lock()
            defer { lock.unlock() }
            return String(decoding: error ? err : out, as: UTF8.self)
        }
    }
}
