import BookModel
import Foundation

/// docs/questions.json: every question links to a page that exists and still shows the code
/// that answers it, it has every language's text (each following that language's typography
/// rules), and each README (README.md, README.<lang>.md) holds the table it makes. Without the
/// file there is nothing to check, unless a README has the table.
enum QuestionsIndexLinks: BookRule {
    static let id = "questions-index"
    static let summary = "every question of docs/questions.json links to a page that still shows its answer, and the READMEs hold its table"
    static let subject = LintSubject.bookAndSources
    static let looksAt = "docs/questions.json, the pages it names, README.md and each README.<lang>.md"

    static func index(page: String, shows: String, ja: String = "古い値なのはなぜでしょうか？") -> String {
        """
        {
          "about" : "test",
          "questions" : [
            {
              "question" : { "en" : "Why?", "ja" : "\(ja)" },
              "asked" : "https://github.com/owner/repo/issues/1",
              "askedIn" : { "en" : "GitHub issue", "ja" : "GitHub の Issue" },
              "page" : "\(page)",
              "shows" : "\(shows)",
              "answer" : { "en" : "Because.", "ja" : "そういうものです。" }
            }
          ]
        }
        """
    }
    static let examples: [LintExample] = [
        .refuses(
            .write(QuestionsIndex.path, index(page: "01-Delegates/99-NoSuchPage", shows: "cart.delegate = printer")),
            with: "docs/questions.json:5: question 1: no page 01-Delegates/99-NoSuchPage in the book"),
        .refuses(
            .write(QuestionsIndex.path, index(page: "01-DelegateOrPublished/02-TheCartTellsItsDelegate", shows: "cart.delegate = nobody")),
            with: "docs/questions.json:5: question 1: 01-DelegateOrPublished/02-TheCartTellsItsDelegate no longer shows `cart.delegate = nobody`"),
        .refuses(
            .write(QuestionsIndex.path, index(page: "01-DelegateOrPublished/02-TheCartTellsItsDelegate", shows: "cart.delegate = printer", ja: "なぜでしょうか?")),
            with: "docs/questions.json:5: question 1: a question that does not end with 「？」"),
        .refuses(
            .write(QuestionsIndex.path, index(page: "01-DelegateOrPublished/02-TheCartTellsItsDelegate", shows: "cart.delegate = printer")),
            .write("README.md", "# Book\n\n\(QuestionsIndex.tableStart)\n| Question |\n\(QuestionsIndex.tableEnd)\n"),
            with: "README.md:3: the questions table is not the one docs/questions.json makes"),
    ]

    static func check(_ book: LintedBook) -> [Problem] {
        guard let tree = book.tree else { return [] }
        let root = tree.root
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent(QuestionsIndex.path).path) else { return [] }
        let index: QuestionsIndex, text: String
        switch QuestionsIndex.read(root: root) {
        case .failure(let problems): return problems.all
        case .success(let read): (index, text) = read
        }
        var problems: [Problem] = []
        let languages = ["en"] + TranslationSources.languages(in: root)
        for (number, question) in index.questions.enumerated() {
            let line = QuestionsIndex.line(of: number, in: text)
            let at = { (message: String) in Problem(QuestionsIndex.path, line: line, "question \(number + 1): \(message)") }
            for language in languages {
                for (what, value) in [("", question.question[language]), (" answer", question.answer[language]), (" place", question.askedIn[language])]
                where (value ?? "").trimmingCharacters(in: .whitespaces).isEmpty {
                    problems.append(at("no \(language)\(what) text"))
                }
            }
            if !question.asked.hasPrefix("https://") { problems.append(at("asked must be an https link to where it was asked")) }
            if let found = QuestionsIndex.page(question.page, in: tree.chapters) {
                if !found.folder.markup.lines.filter(\.isVisibleCode).map(\.text).joined(separator: "\n").contains(question.shows) {
                    problems.append(at("\(question.page) no longer shows `\(question.shows)` in its visible code: point the question at the page that does"))
                }
            } else {
                problems.append(at("no page \(question.page) in the book (write <chapter folder>/<page folder>, without extensions)"))
            }
            for language in languages where language != "en" {
                for text in [question.text(language), question.answer[language] ?? ""] {
                    problems += JapaneseBeyondTheBook.check(text, language: language, id: "question \(number + 1)", path: QuestionsIndex.path, line: line)
                }
            }
        }
        for language in languages {
            let file = QuestionsIndex.readme(language: language)
            let url = root.appendingPathComponent(file)
            guard let data = FileManager.default.contents(atPath: url.path) else { continue }
            let lines = String(decoding: data, as: UTF8.self).lineStrings()
            let localization = language == "en" ? nil : try? Localization.load(root: root, language: language)
            let wanted = index.markdown(chapters: tree.chapters, localization: localization).lineStrings()
            guard let start = lines.firstIndex(of: QuestionsIndex.tableStart) else {
                problems.append(Problem(file, "no questions table: paste the output of `swift run book questions --lang \(language)`"))
                continue
            }
            let end = lines[start...].firstIndex(of: QuestionsIndex.tableEnd) ?? lines.count - 1
            if Array(lines[start...end]) != wanted {
                problems.append(
                    Problem(file, line: start + 1, "the questions table is not the one docs/questions.json makes: replace it with the output of `swift run book questions --lang \(language)`"))
            }
        }
        return problems
    }
}
