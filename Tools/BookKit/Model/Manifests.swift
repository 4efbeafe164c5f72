import Foundation

/// The book manifest (Contents/Manifest.plist), as BOOK_FORMAT.md lists it.
public struct BookManifest: Codable, Equatable, Sendable {
    public var Version: String
    public var Name: String
    public var ContentIdentifier: String
    public var ContentVersion: String
    public var DeploymentTarget: String
    public var DevelopmentRegion: String
    public var SwiftVersion: String?
    public var Chapters: [String]
    public var ImageReference: String?
    public var UserModuleMode: String
    public var UserAutoImportedAuxiliaryModules: [String]?
    public var SupportsDarkMode: Bool?
    public var MinimumSwiftPlaygroundsVersion: String?
}

public struct ChapterManifest: Codable, Equatable, Sendable {
    public var Name: String
    public var Pages: [String]
}

public struct PageManifest: Codable, Equatable, Sendable {
    public var Name: String
    public var LiveViewEdgeToEdge: Bool
    public var LiveViewMode: String
    public var PlaygroundLoggingMode: String?
    public var PosterReference: String?

    package init(Name: String, LiveViewEdgeToEdge: Bool, LiveViewMode: String, PlaygroundLoggingMode: String?, PosterReference: String?) {
        self.Name = Name
        self.LiveViewEdgeToEdge = LiveViewEdgeToEdge
        self.LiveViewMode = LiveViewMode
        self.PlaygroundLoggingMode = PlaygroundLoggingMode
        self.PosterReference = PosterReference
    }
}

/// A key of a manifest: its name, what type it must have, whether it is required, and
/// which values it may take.
package struct KeyRule: Sendable {
    enum ValueType: String, Sendable { case string, bool, stringArray = "array of strings", dictionary }
    var key: String
    var type: ValueType
    var required: Bool
    var check: (@Sendable (Any) -> String?)? = nil
}

package enum ManifestRules {
    static func oneOf(_ allowed: [String]) -> @Sendable (Any) -> String? {
        { value in
            allowed.contains(value as? String ?? "") ? nil : "must be one of \(allowed.map { "\"\($0)\"" }.joined(separator: ", ")), not \"\(value)\""
        }
    }

    static func matches(_ pattern: String, _ what: String) -> @Sendable (Any) -> String? {
        { value in
            let text = value as? String ?? ""
            return text.range(of: pattern, options: .regularExpression) != nil ? nil : "must be \(what), not \"\(text)\""
        }
    }

    package static let book: [KeyRule] = [
        KeyRule(key: "Version", type: .string, required: true, check: oneOf(["6.0", "7.0"])),
        KeyRule(key: "Name", type: .string, required: true, check: matches(#"\S"#, "a non-empty title")),
        KeyRule(
            key: "ContentIdentifier", type: .string, required: true,
            check: { value in
                let text = value as? String ?? ""
                if text.lowercased().hasPrefix("com.apple.") { return "must be the book's own identifier, not Apple's (\"\(text)\")" }
                return matches(#"^[A-Za-z][A-Za-z0-9-]*(\.[A-Za-z0-9-]+)+$"#, "reverse-DNS such as \"org.example.book\"")(value)
            }),
        KeyRule(key: "ContentVersion", type: .string, required: true, check: matches(#"^[0-9]+(\.[0-9]+)*$"#, "digits and periods such as \"1.0.0\"")),
        KeyRule(
            key: "DeploymentTarget", type: .string, required: true,
            check: { value in
                let text = value as? String ?? ""
                guard text.range(of: #"^ios[0-9]+(\.[0-9]+)?$"#, options: .regularExpression) != nil else {
                    return "must be \"ios\" and a version such as \"ios17.0\", not \"\(text)\""
                }
                let major = Int(text.dropFirst(3).prefix { $0.isNumber }) ?? 0
                return major >= 17 ? nil : "must be ios17.0 or later: the book's live views and Observation need iOS 17 (not \"\(text)\")"
            }),
        KeyRule(key: "DevelopmentRegion", type: .string, required: true, check: matches(#"^[a-z]{2,3}(-[A-Za-z0-9]+)*$"#, "a language ID such as \"en\"")),
        KeyRule(key: "SwiftVersion", type: .string, required: false, check: matches(#"^[0-9]+\.[0-9]+$"#, "a Swift version such as \"5.9\"")),
        KeyRule(key: "Chapters", type: .stringArray, required: true),
        KeyRule(key: "ImageReference", type: .string, required: false),
        KeyRule(key: "UserModuleMode", type: .string, required: true, check: oneOf(["Full", "Limited", "Disabled"])),
        KeyRule(key: "UserAutoImportedAuxiliaryModules", type: .stringArray, required: false),
        KeyRule(key: "SupportsDarkMode", type: .bool, required: false),
        KeyRule(key: "MinimumSwiftPlaygroundsVersion", type: .string, required: false, check: matches(#"^[0-9]+(\.[0-9]+)*$"#, "a version such as \"4.4\"")),
    ]

    static let chapter: [KeyRule] = [
        KeyRule(key: "Name", type: .string, required: true, check: matches(#"\S"#, "a non-empty name")),
        KeyRule(key: "Pages", type: .stringArray, required: true),
    ]

    static let page: [KeyRule] = [
        KeyRule(key: "Name", type: .string, required: true, check: matches(#"\S"#, "a non-empty name")),
        KeyRule(key: "LiveViewEdgeToEdge", type: .bool, required: true),
        KeyRule(key: "LiveViewMode", type: .string, required: true, check: oneOf(["VisibleByDefault", "HiddenByDefault"])),
        KeyRule(key: "PlaygroundLoggingMode", type: .string, required: false, check: oneOf(["Normal", "Off"])),
        KeyRule(key: "PosterReference", type: .string, required: false),
        KeyRule(key: "CodeCopySetup", type: .dictionary, required: false),
    ]
}

/// Reads a property list and checks it against rules; every problem names file and line.
package struct PlistReader {
    let url: URL
    package let path: String

    package init(url: URL, path: String) {
        self.url = url
        self.path = path
    }

    /// The dictionary, or the problems that stop it being read.
    package func dictionary() -> Result<(dict: [String: Any], text: String, data: Data), Problems> {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            let exists = FileManager.default.fileExists(atPath: url.path)
            return .failure(Problems([Problem(path, exists ? "cannot read the file (check its permissions)" : "missing file")]))
        }
        let text = String(decoding: data, as: UTF8.self)
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            return .failure(Problems([Problem(path, line: Self.errorLine(in: text), "not a valid property list: \(Self.reason(error))")]))
        }
        guard let dict = object as? [String: Any] else {
            return .failure(Problems([Problem(path, "the property list's root must be a dictionary")]))
        }
        return .success((dict, text, data))
    }

    /// The line where `<key>key</key>` stands, or 1.
    package static func line(of key: String, in text: String) -> Int {
        for (index, line) in text.lineStrings().enumerated() where line.includes("<key>\(key)</key>") {
            return index + 1
        }
        return 1
    }

    /// The line where `<string>value</string>` stands (an entry of a list), or 1.
    package static func line(ofString value: String, in text: String) -> Int {
        text.lineStrings().firstIndex { $0.includes("<string>\(value)</string>") }.map { $0 + 1 } ?? 1
    }

    static func errorLine(in text: String) -> Int {
        // Foundation's messages rarely carry a line; point at the first line that is not
        // well-formed XML-ish as a best effort, else line 1.
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let opens = line.filter { $0 == "<" }.count, closes = line.filter { $0 == ">" }.count
            if opens != closes { return index + 1 }
        }
        return 1
    }

    static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        return (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? nsError.localizedDescription
    }

    /// Checks `dict` against `rules`: required keys, types, allowed values, unknown keys.
    func check(_ dict: [String: Any], text: String, rules: [KeyRule]) -> [Problem] {
        var problems: [Problem] = []
        for rule in rules {
            guard let value = dict[rule.key] else {
                if rule.required { problems.append(Problem(path, "missing required key '\(rule.key)' (\(rule.type.rawValue))")) }
                continue
            }
            let line = Self.line(of: rule.key, in: text)
            let typeOK: Bool
            switch rule.type {
            case .string: typeOK = value is String
            case .bool: typeOK = Self.isBool(value)
            case .stringArray: typeOK = (value as? [Any])?.allSatisfy { $0 is String } ?? false
            case .dictionary: typeOK = value is [String: Any]
            }
            if !typeOK {
                problems.append(Problem(path, line: line, "'\(rule.key)' must be a \(rule.type.rawValue)"))
            } else if let message = rule.check?(value) {
                problems.append(Problem(path, line: line, "'\(rule.key)' \(message)"))
            }
        }
        for key in dict.keys.sorted() where !rules.contains(where: { $0.key == key }) {
            problems.append(Problem(path, line: Self.line(of: key, in: text), "unknown key '\(key)' (not a key of this manifest)"))
        }
        return problems
    }

    static func isBool(_ value: Any) -> Bool {
        #if canImport(Darwin)
            if let number = value as? NSNumber { return CFGetTypeID(number) == CFBooleanGetTypeID() }
            return false
        #else
            return value is Bool
        #endif
    }

    /// Reads, checks and decodes into `T`.
    package func decode<T: Decodable>(_ type: T.Type, rules: [KeyRule]) -> Result<T, Problems> {
        switch dictionary() {
        case .failure(let problems): return .failure(problems)
        case .success(let (dict, text, data)):
            let problems = check(dict, text: text, rules: rules)
            if !problems.isEmpty { return .failure(Problems(problems)) }
            do {
                return .success(try PropertyListDecoder().decode(T.self, from: data))
            } catch {
                return .failure(Problems([Problem(path, "cannot decode: \(error)")]))
            }
        }
    }
}

/// Writes property lists the same way every time (XML, keys sorted by the encoder).
package enum PlistWriter {
    package static func data<T: Encodable>(_ value: T) throws -> Data {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .xml
        return try encoder.encode(value)
    }
}
