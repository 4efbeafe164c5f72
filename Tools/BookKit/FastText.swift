import Foundation

// The linter reads every line of every page on each build and lint; Foundation's String
// search goes through NSString on Linux and dominated that time. These work on UTF-8 bytes.
extension StringProtocol {
    /// Does `needle` occur in this text? (Byte for byte; the same answer as `contains`.)
    func includes(_ needle: String) -> Bool {
        let bytes = Array(utf8), wanted = Array(needle.utf8)
        guard let first = wanted.first else { return true }
        guard bytes.count >= wanted.count else { return false }
        for start in 0...(bytes.count - wanted.count) where bytes[start] == first {
            if bytes[start..<start + wanted.count].elementsEqual(wanted) { return true }
        }
        return false
    }

    /// The text without leading and trailing spaces and tabs.
    func trimmingSpaces() -> String {
        let isSpace = { (c: Character) in c == " " || c == "\t" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[start...end])
    }
}
