import ArgumentParser
import BookKit
import BookLint
import BookModel
import BookRun
import BookTour
import Foundation

@main
struct Book: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Build, check and run the DelegateVsPublished playground book.",
        discussion: "Run from the repository root. Sources: Chapters/, Shared/, Assets/.",
        subcommands: [Build.self, Lint.self, Tour.self, Site.self, Expect.self, Posters.self, Translate.self, SVG.self, Questions.self, Zip.self, DeviceCheck.self, Guide.self],
        defaultSubcommand: Tour.self)
}

/// The options every command shares.
struct RootOptions: ParsableArguments {
    @Option(help: "The repository root (holds Chapters/, Shared/, Assets/).")
    var root: String = FileManager.default.currentDirectoryPath

    var rootURL: URL { URL(fileURLWithPath: root).standardizedFileURL }
    var bookURL: URL { rootURL.appendingPathComponent(BookSettings.bookFolder) }
}

/// Prints problems one per line on standard error and exits non-zero.
func fail(_ problems: [Problem]) -> ExitCode {
    for problem in problems { FileHandle.standardError.write(Data((problem.description + "\n").utf8)) }
    FileHandle.standardError.write(Data("\(problems.count) problem\(problems.count == 1 ? "" : "s")\n".utf8))
    return ExitCode.failure
}

func loadTree(_ options: RootOptions) throws -> SourceTree {
    switch SourceChecks.load(root: options.rootURL) {
    case .failure(let problems): throw fail(problems.all)
    case .success(let tree): return tree
    }
}

/// Compiles `programs` (pages, variants) against the modules this tool was built with; a
/// program that does not compile stops the command with the compiler's path:line messages.
func executables(_ programs: [PageCompiler.Program], tree: SourceTree) throws -> [URL] {
    do {
        return try PageCompiler(sharedModules: tree.modules.map(\.name)).executables(for: programs)
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        throw ExitCode.failure
    }
}

/// Prints what a BookKit command wrote, and exits with its status.
func report(_ result: CommandResult) throws {
    if !result.out.isEmpty { print(result.out, terminator: "") }
    if !result.err.isEmpty { FileHandle.standardError.write(Data(result.err.utf8)) }
    if result.status != 0 { throw ExitCode(result.status) }
}
