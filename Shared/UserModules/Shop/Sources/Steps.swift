/// Numbers what a page prints, in the order it happens. Beside the code, the results of
/// each line are grouped by line, so a line printed later can stand higher up: the number
/// is what tells the order across lines.
public final class Steps {
    /// Every numbered line so far, in order: what a page printed, for its own checks.
    public private(set) var lines: [String] = []

    public init() {}

    /// `text` with the next number in front: "1. text", "2. text", ...
    public func numbered(_ text: String) -> String {
        let line = "\(lines.count + 1). \(text)"
        lines.append(line)
        return line
    }
}
