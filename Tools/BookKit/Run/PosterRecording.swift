import BookModel
import Foundation

extension PosterFiles {
    /// Runs the page and returns the SVG of the last live view it showed, at its natural width
    /// and laid out for the poster.
    public static func record(_ page: PageFolder, executable: URL, scratch: URL, environment: [String: String] = [:]) throws -> (record: String, poster: String) {
        let file = scratch.appendingPathComponent("\(page.targetName).svg")
        // BookStage's Stage.writePoster puts the pane's layout beside the record, `.poster.svg` added.
        let posterFile = URL(fileURLWithPath: file.path + ".poster.svg")
        try? FileManager.default.removeItem(at: file)
        try? FileManager.default.removeItem(at: posterFile)
        let run = try PageRunner.run(executable, environment: environment.merging(["BOOK_STAGE_POSTER": file.path]) { _, new in new })
        guard run.succeeded, let data = FileManager.default.contents(atPath: file.path),
            let poster = FileManager.default.contents(atPath: posterFile.path)
        else {
            throw Problems([Problem(display(page.url.appendingPathComponent("main.swift")), "the page drew no poster (status \(run.status)): \(run.errors)")])
        }
        return (String(decoding: data, as: UTF8.self), String(decoding: poster, as: UTF8.self))
    }
}
