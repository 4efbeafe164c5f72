import BookModel
import Foundation

/// Runs a program to its end and collects what it wrote: pages, the compiler, renderers.
///
/// It waits on threads of its own, never on a Dispatch worker or a run loop. On Linux,
/// `Process.waitUntilExit()` polls the run loop every 50 ms, and a blocking read on
/// `DispatchQueue.global()` holds one of the pool's few threads (one per core); with two pages
/// running at once the pool starved and the tour idled over a second.
public enum ChildProcess {
    public struct Finished: Sendable {
        public var status: Int32
        /// The signal that ended it, if one did.
        public var signal: Int32?
        public var output: Data
        /// Standard error; empty when it went to `output` (`mergingErrors`).
        public var errors: Data
        public var timedOut: Bool

        public var outputText: String { String(decoding: output, as: UTF8.self) }
        public var errorText: String { String(decoding: errors, as: UTF8.self) }
    }

    /// Runs `executable` with `arguments`; standard input is empty. With `mergingErrors`,
    /// standard error goes to the same pipe as standard output, in the order written. A
    /// program still running after `timeout` seconds is killed and reported as timed out.
    public static func run(
        _ executable: URL, _ arguments: [String] = [], environment: [String: String]? = nil,
        directory: URL? = nil, mergingErrors: Bool = false, timeout: TimeInterval? = nil
    ) throws -> Finished {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe()
        let err = mergingErrors ? out : Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        // Each pipe is read to its end on a thread of its own, so a chatty program cannot
        // block on a full pipe while the other one is being read.
        let errors = Locked(Data())
        let errorsRead = DispatchSemaphore(value: 0)
        if !mergingErrors {
            Thread.detachNewThread {
                let data = err.fileHandleForReading.readDataToEndOfFile()
                errors.mutate { $0 = data }
                errorsRead.signal()
            }
        }
        let output = Locked(Data())
        let outputRead = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            let data = out.fileHandleForReading.readDataToEndOfFile()
            output.mutate { $0 = data }
            outputRead.signal()
        }
        var timedOut = false
        if let timeout, exited.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            // SIGKILL, not terminate()'s SIGTERM: a child inherits an ignored SIGTERM (test
            // runners ignore it), and a page that ran out of time has nothing to save. The
            // whole process group (Foundation starts the child in one of its own), so nothing
            // the child started keeps the pipes open.
            let pid = process.processIdentifier
            if kill(-pid, SIGKILL) != 0 { kill(pid, SIGKILL) }
            exited.wait()
        } else if timeout == nil {
            exited.wait()
        }
        // Returns at once now; on Linux it is also what lets go of the Process and its pipes.
        process.waitUntilExit()
        outputRead.wait()
        if !mergingErrors { errorsRead.wait() }
        try? out.fileHandleForReading.close()
        if !mergingErrors { try? err.fileHandleForReading.close() }
        let bySignal = process.terminationReason == .uncaughtSignal
        return Finished(
            status: process.terminationStatus, signal: bySignal ? process.terminationStatus : nil,
            output: output.value, errors: errors.value, timedOut: timedOut)
    }

    /// Runs a command found on the PATH, as a shell would (`/usr/bin/env NAME ...`).
    public static func run(command name: String, _ arguments: [String], mergingErrors: Bool = false) throws -> Finished {
        try run(URL(fileURLWithPath: "/usr/bin/env"), [name] + arguments, mergingErrors: mergingErrors)
    }
}
