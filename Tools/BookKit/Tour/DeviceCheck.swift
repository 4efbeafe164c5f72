import BookModel
import Foundation

/// docs/DEVICE-CHECK.md (and .ja.md): what a person with an iPad or a Mac checks first, in
/// fifteen minutes, make-or-break first. Its prose is a template per language
/// (docs/device-check/steps.<lang>.md); every output it expects is filled in from the recorded
/// runs (Tests/BookTests/Expected), so the checklist cannot drift from what the pages print:
/// `book device-check` writes it, and a test compares the committed files with a fresh one.
///
/// A template's placeholders, `{{name argument ...}}`; a page is `C.P` (chapter and page, from 1),
/// a run is a page or a learner variant's name:
/// - `{{chapters}}`, `{{pages}}`: how many the book has; `{{waiting}}`, the pages that wait for
///   the main queue (`nextTurn()`); `{{maxPoints}}`, the widest a poster may be;
/// - `{{title C.P}}`, `{{title C.P lang}}`: the page's title, in the template's language or `lang`;
/// - `{{results RUN}}`, `{{liveView RUN [lines]}}`, `{{verdict RUN [lines] [lang]}}`: the lines
///   a run printed, its live view, its verdict (the first `lines` only, in `lang`'s run);
/// - `{{poster C.P lang}}`: the page's poster in the committed book, relative to docs/.
public enum DeviceCheck {
    public static func path(language: String) -> String {
        TranslationSources.document("docs/DEVICE-CHECK.md", language: language)
    }

    /// The template a language's checklist is written from.
    public static func templatePath(language: String) -> String { "docs/device-check/steps.\(language).md" }

    public static func markdown(root: URL, tree: SourceTree, language: String) throws -> String {
        let path = templatePath(language: language)
        guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path) else {
            throw Problems([Problem(path, "no device check in this language: write it (docs/device-check/steps.en.md is the English)")])
        }
        var lines = String(decoding: data, as: UTF8.self).components(separatedBy: "\n")
        // A first line that is an HTML comment says what the file is: it is the template's.
        let skipped = lines.first?.hasPrefix("<!--") == true ? 1 : 0
        lines.removeFirst(skipped)
        let filler = Filler(root: root, tree: tree, language: language)
        var problems: [Problem] = []
        let filled = lines.enumerated().map { index, line -> String in
            do {
                return try filler.fill(line)
            } catch {
                problems.append(Problem(path, line: skipped + index + 1, "\(error)"))
                return line
            }
        }
        if !problems.isEmpty { throw Problems(problems) }
        return filled.joined(separator: "\n")
    }

    struct Missing: Error, CustomStringConvertible {
        var description: String
    }

    /// What each placeholder stands for.
    struct Filler {
        var root: URL
        var tree: SourceTree
        var language: String

        /// `line` with each `{{…}}` replaced; a placeholder that fills several lines stands
        /// on a line of its own.
        func fill(_ line: String) throws -> String {
            var out = ""
            var rest = line[...]
            while let open = rest.range(of: "{{") {
                guard let close = rest[open.upperBound...].range(of: "}}") else { throw Missing(description: "a “{{” without its “}}”") }
                out += rest[..<open.lowerBound]
                out += try value(rest[open.upperBound..<close.lowerBound].split(separator: " ").map(String.init))
                rest = rest[close.upperBound...]
            }
            return out + rest
        }

        func value(_ words: [String]) throws -> String {
            let argument = { (index: Int) in words.count > index ? words[index] : nil }
            switch (words.first ?? "", words.count) {
            case ("chapters", 1): return "\(tree.chapters.count)"
            case ("pages", 1): return "\(tree.pages.count)"
            case ("waiting", 1): return "\(tree.pages.filter { $0.markup.lines.contains { $0.text.contains("nextTurn()") } }.count)"
            case ("maxPoints", 1): return "\(PosterFiles.maxPoints)"
            case ("title", 2...3):
                let folder = try page(words[1])
                let localization = try translations(argument(2) ?? language)
                return localization?.name(of: folder) ?? folder.manifest.Name
            case ("results", 2): return try run(words[1]).results.joined(separator: "\n")
            case ("liveView", 2...3):
                return try (run(words[1]).liveView ?? []).prefix(Int(argument(2) ?? "") ?? .max).joined(separator: "\n")
            case ("verdict", 2...4):
                let count = argument(2).flatMap(Int.init)
                let output = try run(words[1], language: count == nil ? argument(2) : argument(3))
                guard let assessment = output.assessment else { throw Missing(description: "\(words[1]) gives no verdict") }
                return assessment.lines.prefix(count ?? .max).joined(separator: "\n")
            case ("poster", 3):
                let folder = try page(words[1]), lproj = "\(words[2]).lproj/"
                return "../\(BookSettings.bookFolder)/Contents/Chapters/\(folder.chapterFolder)/Pages/\(folder.folder)/PrivateResources/\(lproj)\(PosterFiles.png)"
            default:
                throw Missing(description: "unknown placeholder {{\(words.joined(separator: " "))}} (Tools/BookKit/Tour/DeviceCheck.swift lists them)")
            }
        }

        /// A page by its place, `C.P`.
        func page(_ place: String) throws -> PageFolder {
            let numbers = place.split(separator: ".").compactMap { Int($0) }
            guard numbers.count == 2, tree.chapters.indices.contains(numbers[0] - 1),
                tree.chapters[numbers[0] - 1].pages.indices.contains(numbers[1] - 1)
            else { throw Missing(description: "no page \(place)") }
            return tree.chapters[numbers[0] - 1].pages[numbers[1] - 1]
        }

        /// A page's recorded run (`C.P`) or a variant's (its name), in `language`'s run.
        func run(_ name: String, language: String = "en") throws -> PageOutput {
            let path =
                name.first?.isNumber == true
                ? PageOutput.recordedPath(try page(name), language: language) : PageOutput.recordedPath(variant: name)
            return try PageOutput.recorded(path, root: root)
        }

        func run(_ name: String, language: String?) throws -> PageOutput { try run(name, language: language ?? "en") }

        func translations(_ language: String) throws -> Localization? {
            language == "en" ? nil : try Localization.load(root: root, language: language)
        }
    }
}
