import BookModel
import Foundation

/// The Japanese a reader meets outside the book follows the book's typography too: README.ja.md
/// and the Japanese documents under docs/, paragraph by paragraph. The web edition's generator
/// writes no Japanese of its own: its words are Translations/<lang>/Edition.json's, where the
/// text rules read them like every translation.
enum JapaneseBeyondTheBook: BookRule {
    static let id = "japanese-beyond-the-book"
    static let summary = "README.ja.md and the Japanese documents under docs/ follow the Japanese text rules; the web edition's code holds no Japanese"
    static let subject = LintSubject.bookAndSources
    static let looksAt = "README.ja.md, docs/**/*.ja.md and the string literals of Tools/Site/Sources"
    static let examples: [LintExample] = [
        .refuses(
            .write("README.ja.md", "# 本\n\nこの本は`@Published`の本です。\n"),
            with: "README.ja.md:3: paragraph: no space between Japanese and Latin text or code"),
        .refuses(
            .write("README.ja.md", "# 本\n\nこの段落は途中で\n改行しています。\n"),
            with: "README.ja.md:3: paragraph: a line break between two Japanese characters"),
        .refuses(
            .write("README.ja.md", "## 見出し\nこの段落は途中で\n改行しています。\n"),
            with: "README.ja.md:2: paragraph: a line break between two Japanese characters"),
        .refuses(
            .write("docs/DEVICE-CHECK.ja.md", "# 確認\n\nこの手順は`swift`を使います。\n"),
            with: "docs/DEVICE-CHECK.ja.md:3: paragraph: no space between Japanese and Latin text or code"),
        .refuses(
            .write("Tools/Site/Sources/book-site/Extra.swift", "let label = language == \"ja\" ? \"解答：\" : \"Answer:\"\n"),
            with: "Tools/Site/Sources/book-site/Extra.swift:1: Japanese in the web edition's code"),
        .refuses(
            .write("Tools/Site/Sources/book-site/Extra.swift", "let cell = #\"<td>古い値</td>\"#\n"),
            with: "Tools/Site/Sources/book-site/Extra.swift:1: Japanese in the web edition's code"),
    ]

    static func check(_ book: LintedBook) -> [Problem] {
        guard let root = book.tree?.root else { return [] }
        var problems: [Problem] = []
        for document in japaneseDocuments(root) {
            guard let data = FileManager.default.contents(atPath: document.path) else { continue }
            for (line, text) in paragraphs(String(decoding: data, as: UTF8.self)) {
                problems += check(text, id: "paragraph", path: display(document, relativeTo: root), line: line)
            }
        }
        // Japanese written into the generator would be a word no translation table holds.
        let site = root.appendingPathComponent("Tools/Site/Sources")
        for file in CodeScan.swiftFiles(site) {
            for (index, line) in file.text.lineStrings().enumerated() where line.unicodeScalars.contains(where: { $0.value >= 0x3040 }) {
                problems.append(
                    Problem(
                        display(file.url, relativeTo: root), line: index + 1,
                        "Japanese in the web edition's code: write the English with t(\"…\") and its translation in Translations/ja/Edition.json"))
            }
        }
        return problems
    }

    /// The Japanese Markdown a reader meets outside the book: README.ja.md, and every
    /// `*.ja.md` under docs/ (the device check, the presenter's guide).
    static func japaneseDocuments(_ root: URL) -> [URL] {
        var documents = [root.appendingPathComponent("README.ja.md")]
        let docs = root.appendingPathComponent("docs")
        if let walker = FileManager.default.enumerator(atPath: docs.path) {
            for case let relative as String in walker where relative.hasSuffix(".ja.md") && !relative.hasPrefix("site/") {
                documents.append(docs.appendingPathComponent(relative))
            }
        }
        return documents.sorted { $0.path < $1.path }
    }

    /// Every text rule of the catalogue, on a text in `language` that is not a page's (so the
    /// rule's wording is not asked of it) and has no term list.
    static func check(_ text: String, language: String = "ja", id: String, path: String, line: Int) -> [Problem] {
        let linted = LintedText(text: text, language: language, id: id, path: path, line: { line }, isPage: false)
        return LintCatalogue.textRules.flatMap { $0.check(linted) }
    }

    /// Markdown paragraphs and list items with the line each starts on; fenced code and
    /// tables left out, a list item's continuation lines kept with it.
    static func paragraphs(_ text: String) -> [(line: Int, text: String)] {
        var out: [(Int, String)] = []
        var fence = false
        for (index, line) in text.lineStrings().enumerated() {
            let trimmed = line.trimmingSpaces()
            if trimmed.hasPrefix("```") {
                fence.toggle()
                continue
            }
            if fence || trimmed.hasPrefix("|") || trimmed.isEmpty {
                out.append((index + 1, ""))
                continue
            }
            let starts = trimmed.hasPrefix("#") || trimmed.hasPrefix("- ") || trimmed.hasPrefix("* ") || trimmed.first?.isNumber == true && trimmed.contains(". ")
            // A heading is a line of its own: what follows it starts a paragraph.
            if let last = out.last, !last.1.isEmpty, !starts, !last.1.trimmingSpaces().hasPrefix("#") {
                out[out.count - 1].1 += "\n" + line
            } else {
                out.append((index + 1, line))
            }
        }
        return out.filter { !$0.1.isEmpty }
    }
}
