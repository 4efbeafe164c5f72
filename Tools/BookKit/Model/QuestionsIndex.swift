import Foundation

/// The questions developers asked in public about these APIs, each with where it was asked and
/// the page that answers it with code that runs: `docs/questions.json`, its texts in every
/// language. Each README holds the table `markdown` writes; the web edition lists the same
/// questions.
public struct QuestionsIndex: Codable {
    public struct Question: Codable {
        /// The question, in each language (English and every language of Translations/).
        public var question: [String: String]
        /// Where a developer asked it: a forum thread, an issue, or a pull request's comment.
        public var asked: String
        /// What that place is, in each language: "Swift Forums", "GitHub issue" …
        public var askedIn: [String: String]
        /// The page that answers it: "<chapter folder>/<page folder>", without extensions.
        public var page: String
        /// Code the page shows (outside hidden code): what makes the answer runnable, and what
        /// the lint checks is still there.
        public var shows: String
        public var answer: [String: String]

        public func text(_ language: String) -> String { question[language] ?? question["en"] ?? "" }

        public func place(_ language: String) -> String { askedIn[language] ?? askedIn["en"] ?? "" }
    }

    public var about: String
    public var questions: [Question]

    public static let path = "docs/questions.json"
    /// The markers around the generated table in README.md and README.ja.md.
    public static let tableStart = "<!-- questions: `swift run book questions` writes this table from docs/questions.json -->"
    public static let tableEnd = "<!-- end of questions -->"

    public static func read(root: URL) -> Result<(index: QuestionsIndex, text: String), Problems> {
        let url = root.appendingPathComponent(path)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return .failure(Problems([Problem(path, "cannot read the questions index")]))
        }
        do {
            return .success((try JSONDecoder().decode(QuestionsIndex.self, from: data), String(decoding: data, as: UTF8.self)))
        } catch let DecodingError.keyNotFound(key, context) {
            let at = (context.codingPath.map(\.stringValue) + [key.stringValue]).joined(separator: ".")
            return .failure(Problems([Problem(path, "not a questions index: \(at) is missing")]))
        } catch {
            return .failure(Problems([Problem(path, "not a questions index (JSON with about and questions of question, asked, askedIn, page, shows, answer): \(error)")]))
        }
    }

    /// The line of `text` where question `number` (0-based) starts: the line of its
    /// `"question"` key.
    public static func line(of number: Int, in text: String) -> Int {
        var seen = -1
        for (index, line) in text.lineStrings().enumerated() where line.trimmingSpaces().hasPrefix("\"question\"") {
            seen += 1
            if seen == number { return index + 1 }
        }
        return 1
    }

    /// The page a question links to, with its place in the book (1-based), when it exists.
    public static func page(_ reference: String, in chapters: [ChapterFolder]) -> (chapter: Int, page: Int, folder: PageFolder)? {
        let parts = reference.split(separator: "/").map(String.init)
        guard parts.count == 2 else { return nil }
        for (c, chapter) in chapters.enumerated() where chapter.folder == parts[0] + ".playgroundchapter" {
            for (p, page) in chapter.pages.enumerated() where page.folder == parts[1] + ".playgroundpage" {
                return (c + 1, p + 1, page)
            }
        }
        return nil
    }

    /// How the README table and the web edition name a page, in `words`' language: "3.1
    /// willSet or didSet?", 「第3章「willSet か didSet か？」」.
    public static func label(chapter: Int, page: Int, name: String, words: ToolWords) -> String {
        EditionWords.format("%1$@.%2$@ %3$@", ["\(chapter)", "\(page)", name], in: words)
    }

    /// The README table in `localization`'s language (English without one), linking each
    /// answer to its page of the web edition.
    public func markdown(chapters: [ChapterFolder], localization: Localization?) -> String {
        let language = localization?.language ?? "en"
        let words = EditionWords.words(localization)
        var rows = [EditionWords.format("| Question | Asked in | Answered on |", [], in: words), "|---|---|---|"]
        for question in questions {
            let cell = { (text: String) in text.replacingOccurrences(of: "|", with: "\\|") }
            var answered = question.page
            if let found = Self.page(question.page, in: chapters) {
                let name = Self.label(
                    chapter: found.chapter, page: found.page, name: localization?.name(of: found.folder) ?? found.folder.manifest.Name, words: words)
                answered = "[\(cell(name))](docs/site/\(language)/\(String(format: "%02d-%02d", found.chapter, found.page)).html)"
            }
            rows.append("| \(cell(question.text(language))) | [\(question.place(language))](\(question.asked)) | \(answered) |")
        }
        return ([Self.tableStart] + rows + [Self.tableEnd]).joined(separator: "\n")
    }

    /// The README that holds the table in `language`: README.md for English, README.<lang>.md.
    public static func readme(language: String) -> String { TranslationSources.document("README.md", language: language) }
}
