import BookModel
import Foundation

extension SiteBuilder {
    /// `questions.html`: the questions developers asked (docs/questions.json), each with where it
    /// was asked, the short answer, and a link to the page that runs it.
    func questionsHTML(language: String) throws -> String {
        let index: QuestionsIndex, text: String
        switch QuestionsIndex.read(root: root) {
        case .failure(let problems): throw problems
        case .success(let read): (index, text) = read
        }
        let items = try index.questions.enumerated().map { number, question -> String in
            guard let found = QuestionsIndex.page(question.page, in: tree.chapters) else {
                throw Problems([Problem(QuestionsIndex.path, line: QuestionsIndex.line(of: number, in: text), "question \(number + 1): no page \(question.page)")])
            }
            let file = String(format: "%02d-%02d.html", found.chapter, found.page)
            let name = QuestionsIndex.label(chapter: found.chapter, page: found.page, name: pageName(found.folder, language), words: words(language))
            return """
                <li id="q\(number + 1)"><p class="question">\(inline(question.text(language)))</p>\
                <p class="answer">\(inline(question.answer[language] ?? ""))</p>\
                <p class="links">\(t("Runs on", language)) <a href="\(file)">\(Highlighter.escape(name))</a> · \
                \(t("Asked in", language)) <a href="\(Highlighter.escape(question.asked))">\(Highlighter.escape(question.place(language)))</a></p></li>
                """
        }
        let intro = t("Developers asked these in public. Each answer links to the page that shows it with code that runs.", language)
        return contentsPage(
            language: language, file: "questions.html", title: t("Questions this book answers", language),
            body: "\n<p>\(intro)</p>\n<ol class=\"questions\">\n\(items.joined(separator: "\n"))\n</ol>")
    }
}
