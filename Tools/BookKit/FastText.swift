import Foundation

// The linter reads every line of every page on each build and lint; Foundation's String
// search goes through NSString on Linux and dominated that time. These work on UTF-8 bytes.
extension StringProtocol {
    /// Does `needle` occur in this text? (Byte for byte; the same answer as `contains`.)
    func includes(_ needle: String) -> Bool {
        var needle = needle
        return needle.withUTF8 { wanted in
            guard let first = wanted.first else { return true }
            let search = { (bytes: UnsafeBufferPointer<UInt8>) -> Bool in
                guard bytes.count >= wanted.count, let base = bytes.baseAddress, let target = wanted.baseAddress else { return false }
                var start = 0
                let last = bytes.count - wanted.count
                while start <= last {
                    // memchr finds the next candidate, memcmp checks it: no copies of the text.
                    guard let hit = memchr(base + start, Int32(first), last - start + 1) else { return false }
                    let offset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                    if memcmp(base + offset, target, wanted.count) == 0 { return true }
                    start = offset + 1
                }
                return false
            }
            if let found = utf8.withContiguousStorageIfAvailable(search) { return found }
            return Array(utf8).withUnsafeBufferPointer(search)
        }
    }

    /// The text without leading and trailing spaces and tabs.
    func trimmingSpaces() -> String {
        let isSpace = { (c: Character) in c == " " || c == "\t" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[start...end])
    }
}
