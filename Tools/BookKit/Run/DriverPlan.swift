import BookModel
import Foundation

/// What `swiftc` runs to turn one main.swift into an executable, asked of the driver once and
/// replayed for every page: the frontend, swift-autolink-extract, then the linker.
///
/// For each page the driver would plan the same three jobs again, then start clang only for
/// clang to start the linker. Measured on a clone with everything built, every page compiled
/// and run anew (`book tour`, mean of 3): 5.7 s with the plan, 6.4 s without, 11% of the step.
/// The plan comes from the
/// driver itself (`swiftc -###`, then `clang -###` for the linker's line), so the flags, the
/// runtime objects and the libraries are exactly the driver's; only the file names change.
/// ELF platforms only: elsewhere the driver's plan has other jobs, and pages use the driver.
struct DriverPlan: Sendable {
    var frontend: [String]
    var autolink: [String]
    var link: [String]

    /// The names the plan is asked for with, replaced by each page's own.
    static let source = "/book-placeholder/main.swift"
    static let object = "/book-placeholder/main.o"
    static let libraries = "/book-placeholder/main.autolink"
    static let output = "/book-placeholder/main"

    /// The plan for `swiftc flags main.swift -o main`, or nil where the driver's plan is not the
    /// three jobs this replays (then pages are compiled by the driver).
    static func ask(flags: [String]) throws -> DriverPlan? {
        #if os(Linux)
            let planned = try ChildProcess.run(command: flags[0], Array(flags.dropFirst()) + [source, "-o", output, "-###"], mergingErrors: true)
            let jobs = planned.outputText.split(separator: "\n").map { ShellWords.split(String($0)) }
            // A job the driver annotates (` # ...`: a response file, extra environment) is not
            // one this replays as a plain argument list.
            guard planned.status == 0, jobs.count == 3, !jobs.contains(where: { $0.contains("#") }),
                let frontendPath = jobs[0].first, frontendPath.hasSuffix("/swift-frontend"),
                let autolinkPath = jobs[1].first, autolinkPath.hasSuffix("/swift-autolink-extract"),
                let clangPath = jobs[2].first, clangPath.hasSuffix("/clang"),
                let objectIndex = jobs[0].lastIndex(of: "-o").map({ $0 + 1 }), objectIndex < jobs[0].count,
                let librariesIndex = jobs[1].lastIndex(of: "-o").map({ $0 + 1 }), librariesIndex < jobs[1].count
            else { return nil }
            let driverObject = jobs[0][objectIndex], driverLibraries = jobs[1][librariesIndex]
            func renamed(_ argument: String) -> String {
                switch argument {
                case driverObject: return object
                case driverLibraries: return libraries
                case "@" + driverLibraries: return "-lbook-placeholder-libraries"
                default: return argument
                }
            }
            let frontend = jobs[0].map(renamed), autolink = jobs[1].map(renamed)
            // clang would only start the linker: its own plan gives the linker's line. It checks
            // that the object exists, so it is asked with an empty one.
            let stand = FileManager.default.temporaryDirectory.appendingPathComponent("book-plan-\(UUID().uuidString).o")
            try Data().write(to: stand)
            defer { try? FileManager.default.removeItem(at: stand) }
            let clangArguments = jobs[2].dropFirst().map(renamed).map { $0 == object ? stand.path : $0 }
            let clang = try ChildProcess.run(URL(fileURLWithPath: clangPath), ["-###"] + clangArguments, mergingErrors: true)
            guard clang.status == 0, let line = clang.outputText.split(separator: "\n").last else { return nil }
            let link = ShellWords.split(String(line)).map { word in
                word == "-lbook-placeholder-libraries" ? "@" + libraries : word == stand.path ? object : word
            }
            guard frontend.contains(source), frontend.contains(object), autolink.contains(object), autolink.contains(libraries),
                link.contains(object), link.contains(output), link.contains("@" + libraries), let linker = link.first,
                linker.hasPrefix("/"), !link.contains("#")
            else { return nil }
            return DriverPlan(frontend: frontend, autolink: autolink, link: link)
        #else
            return nil
        #endif
    }

    /// The three jobs for one page: its source, where its object and library list go, and
    /// the executable to write.
    func jobs(source: URL, object: URL, libraries: URL, output: URL) -> [[String]] {
        let names = [
            Self.source: source.path, Self.object: object.path, Self.libraries: libraries.path,
            "@" + Self.libraries: "@" + libraries.path, Self.output: output.path,
        ]
        return [frontend, autolink, link].map { job in job.map { names[$0] ?? $0 } }
    }
}

/// Splits a command line as a POSIX shell would: the driver quotes with '...' (and '\'' for
/// a quote), clang with "..." and backslashes.
package enum ShellWords {
    static func split(_ line: String) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in line {
            if escaped {
                word.append(character)
                escaped = false
                continue
            }
            switch (quote, character) {
            case ("'", "'"), ("\"", "\""):
                quote = nil
            case ("'", _):
                word.append(character)
            case ("\"", "\\"), (nil, "\\"):
                escaped = true
                inWord = true
            case ("\"", _):
                word.append(character)
            case (nil, "'"), (nil, "\""):
                quote = character
                inWord = true
            case (nil, " "), (nil, "\t"):
                if inWord { words.append(word) }
                word = ""
                inWord = false
            default:
                word.append(character)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }
}
