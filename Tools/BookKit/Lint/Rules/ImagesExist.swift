import BookModel
import Foundation

/// An image the prose shows must ship beside it, or the page shows a broken picture.
enum ImagesExist: PageRule {
    static let id = "images-exist"
    static let summary = "every image the prose shows is in the page's, the chapter's or the book's resources"
    static let examples: [LintExample] = [
        .accepts(page: "/*:\n Words, no picture.\n */"),
        .refuses(page: "/*:\n ![The shop](Nowhere.png)\n */", "main.swift:2: image 'Nowhere.png' is not in the page's, the chapter's or the book's resources"),
    ]

    static func check(_ page: LintedPage) -> [Problem] {
        page.markup.imageReferences.compactMap { reference in
            if page.resources.contains(where: { FileManager.default.fileExists(atPath: $0.appendingPathComponent(reference.name).path) }) { return nil }
            return Problem(page.path, line: reference.line, "image '\(reference.name)' is not in the page's, the chapter's or the book's resources")
        }
    }
}
