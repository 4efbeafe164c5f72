import BookModel
import Foundation

/// The app shows the cover at 4:3 in the library.
enum Cover: BookRule {
    static let id = "cover"
    static let summary = "the cover is a 4:3 PNG"
    static let subject = LintSubject.sourcesOrBook
    static let looksAt = "the cover: Assets/Cover@2x.png, and a built book's Contents/PrivateResources"
    static let examples: [LintExample] = [
        .refuses(.write("Assets/Cover@2x.png", "GIF89a not a png"), with: "Assets/Cover@2x.png:1: the cover must be a PNG file"),
        // A real PNG header for a 400x400 image: only IHDR is read.
        .refuses(
            .bytes("Assets/Cover@2x.png", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 1, 0x90, 0, 0, 1, 0x90, 8, 2, 0, 0, 0]),
            with: "Assets/Cover@2x.png:1: the cover must be 4:3 (800x600, drawn at 2x, recommended), not 400x400"),
    ]

    static func check(_ book: LintedBook) -> [Problem] {
        guard let name = book.manifest?.ImageReference else { return [] }
        let url = book.resources.appendingPathComponent(name), path = book.path(url)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return [Problem(path, FileManager.default.fileExists(atPath: url.path) ? "cannot read the cover (check its permissions)" : "the cover image is missing")]
        }
        guard let size = PNG.size(of: data) else { return [Problem(path, "the cover must be a PNG file (this is not one)")] }
        guard size.width * 3 != size.height * 4 else { return [] }
        return [Problem(path, "the cover must be 4:3 (800x600, drawn at 2x, recommended), not \(size.width)x\(size.height)")]
    }
}
