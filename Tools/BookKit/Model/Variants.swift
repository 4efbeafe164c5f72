import Foundation

/// A page with a learner's edit, kept in Tests/Variants/<Name>/main.swift. Its first line
/// names the page: `// Variant of Chapters/<chapter>/Pages/<page>: what the edit is.`
public struct PageVariant {
    public var name: String
    public var url: URL
    /// The page it varies, relative to the repository root.
    public var pagePath: String
    public var summary: String
    public var source: String

    /// The name of its executable (PageCompiler).
    public var targetName: String { "Variant_" + String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" }) }

    /// The variant's code without its first (naming) line.
    public var body: String { source.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).dropFirst().joined() }

    public static func load(root: URL) throws -> [PageVariant] {
        let folder = root.appendingPathComponent("Tests/Variants")
        return try Layout.entries(folder).filter { !$0.hasPrefix(".") }.map { name in
            let url = folder.appendingPathComponent("\(name)/main.swift")
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw Problems([Problem(display(url, relativeTo: root), "missing main.swift")])
            }
            let source = String(decoding: data, as: UTF8.self)
            let first = source.prefix { $0 != "\n" }
            let prefix = "// Variant of "
            guard first.hasPrefix(prefix), let colon = first.firstIndex(of: ":") else {
                throw Problems([Problem(display(url, relativeTo: root), "first line must be `// Variant of Chapters/<chapter>/Pages/<page>: what the edit is`")])
            }
            return PageVariant(
                name: name, url: url, pagePath: String(first[first.index(first.startIndex, offsetBy: prefix.count)..<colon]),
                summary: String(first[first.index(after: colon)...]).trimmingCharacters(in: .whitespaces), source: source)
        }
    }
}
