import BookModel
import Foundation

/// A page's run as `book expect` records it, the tour shows it and the tests compare it: what
/// the run printed, and from the same run, the results sidebar (logging on) and, with `stage`,
/// the live view's parts (a page with a live view, through BookStage's BOOK_STAGE_POSTER record).
public enum PageRecorder {
    public static func record(
        _ page: PageFolder, executable: URL, environment: [String: String] = [:], localization: Localization? = nil, scratch: URL,
        stage: Bool = true
    ) throws -> (run: PageRunner.Run, output: PageOutput) {
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let stageFile = scratch.appendingPathComponent("\(page.targetName)-\(UUID().uuidString).svg")
        defer { PosterRecorder.removeDrawings(at: stageFile) }
        var environment = environment
        let live = stage && PosterFiles.hasLiveView(page)
        if live { environment["BOOK_STAGE_POSTER"] = stageFile.path }
        let (run, sidebar) = try ResultsSidebar.run(executable, logging: page.logsResults, environment: environment, scratch: scratch)
        var output = PageOutput(parsing: run.output)
        output.sidebar = sidebar?.lines(page, localization: localization)
        if live, run.succeeded {
            guard let stage = try PosterRecorder.stage(drawnAt: stageFile) else {
                throw Problems([Problem(display(page.url.appendingPathComponent("main.swift")), "the page showed no live view (status \(run.status))")])
            }
            output.stage = stage
        }
        return (run, output)
    }
}
