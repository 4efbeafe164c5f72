import Foundation

/// One translated text: what it is (`id`), the English it translates and that English's
/// fingerprint when it was translated, and the translation, stored under its language's code
/// (`"ja": [...]` in Translations/ja). Texts are lists of lines, so a reviewer reads both
/// languages line by line.
public struct TranslationEntry: Equatable, Sendable {
    public var id: String
    public var fingerprint: String
    public var en: [String]
    /// The translation, line by line.
    public var lines: [String]
    /// The code the translation is stored under; a fresh entry takes its file's.
    public var language: String

    public init(id: String, english: String, translation: [String] = [], language: String = "") {
        self.id = id
        fingerprint = Fingerprint.of(english)
        en = english.components(separatedBy: "\n")
        lines = translation
        self.language = language
    }

    public var english: String { en.joined(separator: "\n") }
    public var translation: String { lines.joined(separator: "\n") }
    public var isTranslated: Bool { !translation.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
}

extension TranslationEntry: Codable {
    struct Key: CodingKey {
        var stringValue: String
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        id = try container.decode(String.self, forKey: Key("id"))
        fingerprint = try container.decode(String.self, forKey: Key("fingerprint"))
        en = try container.decode([String].self, forKey: Key("en"))
        // The one other key is the translation's language.
        let others = container.allKeys.filter { !["id", "fingerprint", "en"].contains($0.stringValue) }
        guard others.count == 1 else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: container.codingPath, debugDescription: "entry \(id) must hold one translation, under its language's code"))
        }
        language = others[0].stringValue
        lines = try container.decode([String].self, forKey: others[0])
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(id, forKey: Key("id"))
        try container.encode(fingerprint, forKey: Key("fingerprint"))
        try container.encode(en, forKey: Key("en"))
        try container.encode(lines, forKey: Key(language))
    }
}
