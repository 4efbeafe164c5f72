// Entry points that the compiler's playground transform (-Xfrontend -playground) calls after each
// expression, assignment, print and scope. When PLAYGROUND_RESULTS names a file, every event is
// appended to it as one line "<startLine>\t<kind>\t<name>\t<text>" (kind: value, print, enter, exit).
// This module never writes to stdout or stderr; the page's own output is left byte-for-byte alone.

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

public func __builtin_log_with_id<T>(_ object: T, _ name: String, _ id: Int,
                                     _ startLine: Int, _ endLine: Int, _ startColumn: Int, _ endColumn: Int,
                                     _ moduleID: Int, _ fileID: Int) -> AnyObject? {
    // Describe the value now and keep only the text: this module never extends a value's lifetime.
    record(startLine, "value", name) { _ in playgroundSummary(of: object) }
}

public func __builtin_log_scope_entry(_ startLine: Int, _ endLine: Int, _ startColumn: Int, _ endColumn: Int,
                                      _ moduleID: Int, _ fileID: Int) -> AnyObject? {
    record(startLine, "enter") { _ in "" }
}

public func __builtin_log_scope_exit(_ startLine: Int, _ endLine: Int, _ startColumn: Int, _ endColumn: Int,
                                     _ moduleID: Int, _ fileID: Int) -> AnyObject? {
    record(startLine, "exit") { _ in "" }
}

public func __builtin_postPrint(_ startLine: Int, _ endLine: Int, _ startColumn: Int, _ endColumn: Int,
                                _ moduleID: Int, _ fileID: Int) -> AnyObject? {
    // The print hook saved this thread's printed text; record it once, without print's newline.
    record(startLine, "print") { thread in
        defer { thread.printed = nil }
        return thread.printed.map(withoutTrailingNewline)
    }
}

/// Records are written as they are logged, so there is nothing left to send.
public func __builtin_send_data(_ object: AnyObject?) {}

/// Writes one record unless results are off or this thread is already logging: describing a value can
/// run instrumented page code, whose own events must not be recorded (LoggerEntrypoints.swift does the same).
private func record(_ line: Int, _ kind: String, _ name: String = "",
                    _ text: (ThreadState) -> String?) -> AnyObject? {
    guard let sink = sink else { return nil }
    let thread = ThreadState.current
    guard !thread.isLogging else { return nil }
    thread.isLogging = true
    defer { thread.isLogging = false }
    if let text = text(thread) {
        sink.append("\(line)\t\(kind)\t\(escaped(name))\t\(escaped(text))\n")
    }
    return nil
}

/// The records file, or nil when PLAYGROUND_RESULTS is unset or empty (then every entry point is a no-op).
private let sink: Sink? = Sink()

/// `@unchecked Sendable`: `fd` never changes and every write holds `lock`.
private final class Sink: @unchecked Sendable {
    let fd: Int32
    let lock = NSLock()

    init?() {
        guard let path = getenv("PLAYGROUND_RESULTS"), path.pointee != 0 else { return nil }
        fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return nil }
        setPlaygroundPrintHook(capturePrint)
    }

    /// One unbuffered write per record: lines never interleave and survive a crash right after.
    func append(_ record: String) {
        let bytes = Array(record.utf8)
        lock.lock()
        defer { lock.unlock() }
        bytes.withUnsafeBytes { buffer in
            var done = 0
            while done < buffer.count {
                let written = write(fd, buffer.baseAddress! + done, buffer.count - done)
                if written > 0 { done += written } else if written < 0 && errno == EINTR { continue } else { return }
            }
        }
    }
}

/// Per-thread state, kept per thread as PlaygroundLogger does (LoggerEntrypoints.swift).
private final class ThreadState {
    var isLogging = false
    var printed: String?

    static var current: ThreadState {
        let storage = Thread.current.threadDictionary
        if let state = storage[threadStateKey] as? ThreadState { return state }
        let state = ThreadState()
        storage[threadStateKey] = state
        return state
    }
}

private let threadStateKey = "PlaygroundResults.ThreadState"

/// print() passes the hook exactly what it wrote to stdout. A print made while describing a value
/// is not the line's output; the latest print replaces an unclaimed one, as in the logger.
private func capturePrint(_ text: String) {
    let thread = ThreadState.current
    if !thread.isLogging { thread.printed = text }
}

// Assigning the stdlib global `_playgroundPrintHook` is an error in Swift 6 mode (unannotated shared
// state), so call its exported setter: the very call Swift 5 mode emits for `_playgroundPrintHook = hook`.
@_silgen_name("$ss20_playgroundPrintHookySScSgvs")
func setPlaygroundPrintHook(_ hook: consuming ((String) -> Void)?)

#if compiler(>=6.3)
#if os(Linux)
// Open the file and install the hook when the library loads: a page's first line may be a print,
// which runs before any entry point. Elsewhere the first entry point does it (an earlier print is missed).
@used @section(".init_array") private let openAtLoad: @convention(c) () -> Void = { _ = sink }
#endif
#endif

private func withoutTrailingNewline(_ text: String) -> String {
    text.utf8.last == UInt8(ascii: "\n") ? String(decoding: text.utf8.dropLast(), as: UTF8.self) : text
}

/// Backslash escapes keep every record on one line and the tab separators unambiguous.
private func escaped(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == 0x5C || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\\": result += "\\\\"
        case "\t": result += "\\t"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        default: result.unicodeScalars.append(scalar)
        }
    }
    return result
}
