import ArgumentParser
import BookDemo
import Foundation

extension Book {
    struct SVG: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Draw the side-by-side timeline (the demo script through all three designs) as SVG.")

        @Option(help: "Where to write the picture.")
        var output: String = "docs/timeline.svg"

        func run() throws {
            let url = URL(fileURLWithPath: output)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(DemoTimeline.svg().utf8).write(to: url)
            print("wrote \(output)")
        }
    }
}
