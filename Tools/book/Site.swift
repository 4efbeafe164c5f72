import ArgumentParser
import Foundation

extension Book {
    struct Site: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write the web edition (docs/site): every page, its real output and its timeline, for a browser.",
            discussion: """
                Builds the web edition's own package, Tools/Site (it needs cmark and swift-syntax, which \
                neither `book tour` nor `swift test` builds), then runs its `book-site`, which writes the \
                site atomically from the sources and the recorded real runs. Open docs/site/index.html; \
                → / Space / PageDown step through a page's timeline.
                """)

        @OptionGroup var options: RootOptions
        @Option(help: "Where to write the site (default: <root>/docs/site).")
        var output: String?

        func run() throws {
            let package = options.rootURL.appendingPathComponent("Tools/Site")
            forgetAStalePlan(package)
            // SwiftPM decides what is current; a build with nothing to do takes a second.
            try swift(["build", "--package-path", package.path, "--product", "book-site"])
            let binPath = try swift(["build", "--package-path", package.path, "--show-bin-path"], capture: true)
            let site = URL(fileURLWithPath: binPath.trimmingCharacters(in: .whitespacesAndNewlines)).appendingPathComponent("book-site")
            let process = Process()
            process.executableURL = site
            process.arguments = ["--root", options.rootURL.path, "--output", output ?? options.rootURL.appendingPathComponent("docs/site").path]
            try process.run()
            process.waitUntilExit()
            if process.terminationStatus != 0 { throw ExitCode(process.terminationStatus) }
        }

        /// SwiftPM keeps the Site package's build plan when a file is added to BookKit, which it
        /// uses from this package by path, and the build then fails to find what the new file
        /// declares. A plan that names fewer of BookKit's files than there are is removed, so that
        /// SwiftPM plans again.
        func forgetAStalePlan(_ package: URL) {
            let plan = package.appendingPathComponent(".build/debug.yaml")
            guard let text = try? String(contentsOf: plan, encoding: .utf8) else { return }
            let bookKit = options.rootURL.appendingPathComponent("Tools/BookKit")
            let files = FileManager.default.enumerator(atPath: bookKit.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
            if files.contains(where: { !text.contains("Tools/BookKit/" + $0) }) { try? FileManager.default.removeItem(at: plan) }
        }

        /// Runs `swift` with `arguments`, its output on standard error (or returned, with `capture`).
        @discardableResult
        func swift(_ arguments: [String], capture: Bool = false) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["swift"] + arguments
            let pipe = Pipe()
            process.standardOutput = capture ? pipe : FileHandle.standardError
            try process.run()
            let data = capture ? pipe.fileHandleForReading.readDataToEndOfFile() : Data()
            process.waitUntilExit()
            if process.terminationStatus != 0 { throw ValidationError("swift \(arguments.joined(separator: " ")) failed (status \(process.terminationStatus))") }
            return String(decoding: data, as: UTF8.self)
        }
    }
}
