// The book's own words outside a page's output (verdicts, hints, live-view titles and labels)
// in the learner's language. Looked up by their English text, the way NSLocalizedString is
// used with the English as the key: in the app from the book's Localizable.strings, which
// `book build` writes into PrivateResources/<lang>.lproj; English needs no table.
import Foundation

public enum Localized {
    /// `english` in the learner's language, or `english` itself where there is no translation.
    public static func string(_ english: String) -> String {
        lookup(english, required: true)
    }

    /// Like `string(_:)` for text that may be a page's own output (live-view lines, column
    /// labels): translated where the table has it, left as it is otherwise.
    public static func ifAny(_ text: String) -> String {
        lookup(text, required: false)
    }

    /// A format such as "sent %@", translated, with its arguments filled in.
    public static func format(_ english: String, _ arguments: String...) -> String {
        var out = string(english)
        for argument in arguments {
            guard let range = out.range(of: "%@") else { break }
            out.replaceSubrange(range, with: argument)
        }
        return out
    }

    static func lookup(_ english: String, required: Bool) -> String {
        #if canImport(PlaygroundSupport)
        return Bundle.main.localizedString(forKey: english, value: english, table: nil)
        #else
        if required { record(english) }
        if let translated = table[english] { return translated }
        if required && !table.isEmpty {
            // `book tour --lang` and the tests read this to find words nobody translated.
            FileHandle.standardError.write(Data("untranslated: \(english)\n".utf8))
        }
        return english
        #endif
    }

    /// With BOOK_STRINGS_RECORD set (by `book translate`), every text that needs a translation
    /// is also written there, one JSON string per line: how the tool learns what to translate.
    static let recordPath = ProcessInfo.processInfo.environment["BOOK_STRINGS_RECORD"] ?? ""

    static func record(_ english: String) {
        let path = recordPath
        guard !path.isEmpty,
              let json = try? JSONEncoder().encode(english),
              let handle = FileHandle(forWritingAtPath: path) ?? (FileManager.default.createFile(atPath: path, contents: nil) ? FileHandle(forWritingAtPath: path) : nil)
        else { return }
        handle.seekToEndOfFile()
        handle.write(json + Data("\n".utf8))
        handle.closeFile()
    }

    /// On Linux, BOOK_STRINGS names the Localizable.strings to use (a property list, as
    /// `book build` writes it); without it the book speaks English.
    static let table: [String: String] = {
        guard let path = ProcessInfo.processInfo.environment["BOOK_STRINGS"], !path.isEmpty,
              let data = FileManager.default.contents(atPath: path),
              let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]
        else { return [:] }
        return plist
    }()
}
