import BookModel
import Foundation

/// A live-view page's poster drawn by its real run (BOOK_STAGE_POSTER).
public enum PosterRecorder {
    /// Runs the page and returns the SVG of the last live view it showed, at its natural width
    /// and laid out for the poster, and its parts as data.
    public static func record(
        _ page: PageFolder, executable: URL, scratch: URL, environment: [String: String] = [:]
    ) throws -> (record: String, poster: String, stage: RecordedStage?) {
        let file = scratch.appendingPathComponent("\(page.targetName).svg")
        let posterFile = URL(fileURLWithPath: file.path + ".poster.svg")
        removeDrawings(at: file)
        let run = try PageRunner.run(executable, environment: environment.merging(["BOOK_STAGE_POSTER": file.path]) { _, new in new })
        guard run.succeeded, let data = FileManager.default.contents(atPath: file.path),
            let poster = FileManager.default.contents(atPath: posterFile.path)
        else {
            throw Problems([Problem(display(page.url.appendingPathComponent("main.swift")), "the page drew no poster (status \(run.status)): \(run.errors)")])
        }
        return (String(decoding: data, as: UTF8.self), String(decoding: poster, as: UTF8.self), try stage(drawnAt: file))
    }

    /// What BookStage's Stage.writePoster writes for BOOK_STAGE_POSTER=`svg`: the record at its
    /// natural width, the pane's layout beside it (`.poster.svg` added) and its parts (`.json`).
    static func removeDrawings(at svg: URL) {
        for suffix in ["", ".poster.svg", ".json"] { try? FileManager.default.removeItem(atPath: svg.path + suffix) }
    }

    /// The live view's parts BookStage wrote beside the SVG at `svg` (`.json` added), if any.
    static func stage(drawnAt svg: URL) throws -> RecordedStage? {
        guard let data = FileManager.default.contents(atPath: svg.path + ".json") else { return nil }
        return try JSONDecoder().decode(RecordedStage.self, from: data)
    }
}
