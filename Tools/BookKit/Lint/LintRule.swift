import BookModel
import Foundation

/// One rule of `book lint`, one file under Lint/Rules: its id, what it checks in one line, what
/// it looks at, and examples it must accept and refuse. One test runs every rule's examples.
public protocol LintRule {
    static var id: String { get }
    static var summary: String { get }
    static var looksAt: String { get }
    static var examples: [LintExample] { get }
}

/// A rule over one page: its main.swift and manifest, on the sources and on a built book.
protocol PageRule: LintRule { static func check(_ page: LintedPage) -> [Problem] }
extension PageRule { public static var looksAt: String { "each page's main.swift and Manifest.plist" } }

/// A rule over one text a reader reads: a page's English prose block, or a translated entry
/// (those only when `book lint` has the sources).
protocol TextRule: LintRule { static func check(_ text: LintedText) -> [Problem] }
extension TextRule { public static var looksAt: String { "each prose block, and each translated text" } }

/// A rule that needs the whole book (several pages, the glossary, modules, translations).
protocol BookRule: LintRule {
    static var subject: LintSubject { get }
    static func check(_ book: LintedBook) -> [Problem]
}

/// What a whole-book rule needs at hand.
public enum LintSubject: Sendable {
    /// When the sources are read: `book build` refuses what it finds, and so does `book lint`.
    case sources
    /// A built book on its own (every `book lint`, `--no-sources` too).
    case book
    /// Each of the two above, on its own.
    case sourcesOrBook
    /// A built book beside its sources (`book lint`, unless --no-sources).
    case bookAndSources
}

/// Input a rule must accept (`problem` nil) or refuse with a problem starting `problem`.
public struct LintExample: Sendable {
    public enum Input: Sendable {
        /// A page's main.swift (named main.swift in problems), with results logging on or off,
        /// and its manifest's title (`Name`).
        case page(String, logging: Bool, poster: String?, title: String)
        /// A text in a language, from a translation file (`Pages/...` for a page's).
        case text(String, language: String, file: String)
        /// The repository's sources and committed book with these edits.
        case book([BookEdit])
    }
    public var input: Input
    /// The start of the problem (`path:line: message`); for `.book`, a line holding every part.
    /// A text example is entry Prose1 of `file`, with one avoided term: デリゲイト for デリゲート.
    public var problem: [String]?

    static func accepts(page: String, logging: Bool = true, poster: String? = nil, title: String = "Example") -> LintExample {
        LintExample(input: .page(page, logging: logging, poster: poster, title: title), problem: nil)
    }
    static func refuses(page: String, logging: Bool = true, poster: String? = nil, title: String = "Example", _ problem: String) -> LintExample {
        LintExample(input: .page(page, logging: logging, poster: poster, title: title), problem: [problem])
    }
    static func accepts(text: String, language: String = "ja", file: String = "Pages/p.json") -> LintExample {
        LintExample(input: .text(text, language: language, file: file), problem: nil)
    }
    static func refuses(text: String, language: String = "ja", file: String = "Pages/p.json", _ problem: String) -> LintExample {
        LintExample(input: .text(text, language: language, file: file), problem: [problem])
    }
    static func refuses(_ edits: BookEdit..., with parts: String...) -> LintExample {
        LintExample(input: .book(edits), problem: parts)
    }
}

/// One change to a copy of the repository (paths relative to its root).
public enum BookEdit: Sendable {
    /// Replaces `old`, which must stand in the file, with `new`.
    case replace(String, String, String)
    case write(String, String)
    case bytes(String, [UInt8])
    case remove(String)
    /// Sets (nil: removes) a key of a property list.
    case setKey(String, String, String?)
}
