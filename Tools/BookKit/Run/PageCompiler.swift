import BookModel
import Foundation

/// Compiles pages and variants into executables, each its own top-level program as in the app.
///
/// SwiftPM builds the Shared modules (and, on Linux, Combine) once, as dependencies of `book`
/// and of the tests. Their object files are linked once into one shared library, the book's
/// runtime; each page is then compiled and linked against it (by the driver's plan, replayed:
/// DriverPlan), cached by its inputs. That keeps the pages and their variants out of SwiftPM's
/// plan, and links each in a fraction of a second instead of copying all of Combine into every
/// executable.
public struct PageCompiler: Sendable {
    /// A program to compile: a page's or a variant's main.swift.
    public struct Program: Sendable {
        public var name: String
        public var source: URL
        /// Results logging on: compiled with the playground transform, as the app does.
        public var logging: Bool

        public init(name: String, source: URL, logging: Bool) {
            self.name = name
            self.source = source
            self.logging = logging
        }

        public init(page: PageFolder) {
            self.init(name: page.targetName, source: page.url.appendingPathComponent("main.swift"), logging: page.logsResults)
        }
    }

    /// A program that did not compile: the compiler's messages name its file and line.
    public struct Failure: Error, CustomStringConvertible {
        public var program: String
        public var source: URL
        public var messages: String
        public var description: String { "\(source.path): does not compile (\(program)):\n\(messages)" }
    }

    /// The modules linked into the runtime: the book's Shared modules, the results logger and,
    /// where Apple's Combine is missing, the stand-in and what it is made of.
    public static let supportTargets: [String] = {
        #if os(Linux)
            return ["PlaygroundResults", "LinuxCombine", "OpenCombine", "OpenCombineDispatch", "COpenCombineHelpers"]
        #else
            return ["PlaygroundResults"]
        #endif
    }()

    /// Where SwiftPM put the Shared modules' objects and interfaces.
    public var products: URL
    /// The book's Shared module names (SourceTree.modules).
    public var sharedModules: [String]
    /// Where compiled pages, the runtime and the compiler's module cache live.
    public var folder: URL
    /// The driver's plans asked so far (DriverPlan), by flags; nil where there is none.
    private let plans = Locked([String: DriverPlan?]())

    public init(products: URL = PageRunner.productsFolder(), sharedModules: [String]) {
        self.products = products
        self.sharedModules = sharedModules
        self.folder = products.appendingPathComponent("BookPages")
    }

    static let libraryName = "BookRuntime"
    var library: URL {
        #if os(macOS)
            folder.appendingPathComponent("lib\(Self.libraryName).dylib")
        #else
            folder.appendingPathComponent("lib\(Self.libraryName).so")
        #endif
    }

    /// The runtime library, relinked when any of its objects changed. Returns the fingerprint of
    /// the interfaces pages compile against (the modules' .swiftmodule files): a page is compiled
    /// again when one of them changes (layouts are baked in), not when only a function body did,
    /// which the relinked library brings by itself.
    public func runtime() throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var objects: [URL] = []
        var stamp = ""
        for target in sharedModules + Self.supportTargets {
            let build = products.appendingPathComponent("\(target).build")
            guard let found = FileManager.default.enumerator(at: build, includingPropertiesForKeys: [.contentModificationDateKey, .fileSizeKey]) else {
                throw CompilerError("no build of \(target) in \(products.path): run `swift build` first")
            }
            let targetObjects = found.compactMap { $0 as? URL }.filter { $0.pathExtension == "o" }.sorted { $0.path < $1.path }
            guard !targetObjects.isEmpty else { throw CompilerError("no objects for \(target) in \(build.path): run `swift build` first") }
            for object in targetObjects {
                let values = try object.resourceValues(forKeys: [.contentModificationDateKey, .fileSizeKey])
                stamp += "\(object.path) \(values.fileSize ?? 0) \(values.contentModificationDate?.timeIntervalSince1970 ?? 0)\n"
            }
            objects += targetObjects
        }
        let key = Fingerprint.of(stamp)
        let interfaces = interfaceFingerprint()
        let keyFile = library.appendingPathExtension("key")
        if FileManager.default.fileExists(atPath: library.path), (try? String(contentsOf: keyFile, encoding: .utf8)) == key {
            return interfaces
        }
        let list = folder.appendingPathComponent("runtime-\(UUID().uuidString).list")
        // A response file splits at spaces and reads quotes: a backslash before each such
        // character keeps a path whole, so a repository in "My Projects" links too.
        let quoted = objects.map { object in
            object.path.reduce(into: "") { out, character in
                if character == " " || character == "\t" || character == "'" || character == "\"" || character == "\\" { out.append("\\") }
                out.append(character)
            }
        }
        try Data(quoted.joined(separator: "\n").utf8).write(to: list)
        defer { try? FileManager.default.removeItem(at: list) }
        let temporary = folder.appendingPathComponent("lib\(Self.libraryName)-\(UUID().uuidString).tmp")
        var arguments = ["swiftc", "-emit-library", "-module-name", Self.libraryName, "-o", temporary.path, "@" + list.path]
        #if os(Linux)
            arguments.append("-lstdc++")  // OpenCombine's helpers are C++
        #endif
        let result = try Self.swiftc(arguments)
        guard result.status == 0 else { throw CompilerError("linking the runtime failed:\n\(result.output)") }
        try Self.replace(library, with: temporary)
        try Data(key.utf8).write(to: keyFile, options: .atomic)
        return interfaces
    }

    /// The fingerprint of every runtime module's interface as SwiftPM emitted it.
    func interfaceFingerprint() -> String {
        var hash = Fingerprint.Hasher()
        for name in sharedModules + Self.supportTargets {
            let module = products.appendingPathComponent("Modules/\(name).swiftmodule")
            hash.add(Data(name.utf8))
            hash.add(FileManager.default.contents(atPath: module.path) ?? Data())
        }
        return hash.value
    }

    /// The executable for `program`, compiled now if its source, flags or runtime changed.
    public func executable(for program: Program, runtime: String) throws -> URL {
        let output = folder.appendingPathComponent(program.name)
        let arguments = flags(for: program)
        guard let source = FileManager.default.contents(atPath: program.source.path) else {
            throw CompilerError("\(program.source.path): cannot read the page")
        }
        let key = Fingerprint.of(String(decoding: source, as: UTF8.self) + "\n" + arguments.joined(separator: " ") + runtime)
        let keyFile = output.appendingPathExtension("key")
        if FileManager.default.isExecutableFile(atPath: output.path), (try? String(contentsOf: keyFile, encoding: .utf8)) == key {
            return output
        }
        // Unique, not per process: parallel test suites compile in one process.
        let temporary = folder.appendingPathComponent("\(program.name)-\(UUID().uuidString).tmp")
        let result = try compile(program.source, flags: arguments, to: temporary)
        guard result.status == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            throw Failure(program: program.name, source: program.source, messages: result.output)
        }
        try Self.replace(output, with: temporary)
        try Data(key.utf8).write(to: keyFile, options: .atomic)
        return output
    }

    /// Compiles `source` into the executable `output`: by the driver's plan where there is one
    /// (DriverPlan), else by the driver. The first job that fails ends it, with its messages.
    func compile(_ source: URL, flags: [String], to output: URL) throws -> (status: Int32, output: String) {
        guard let plan = try plan(for: flags) else { return try Self.swiftc(flags + [source.path, "-o", output.path]) }
        let object = output.appendingPathExtension("o"), libraries = output.appendingPathExtension("autolink")
        defer {
            try? FileManager.default.removeItem(at: object)
            try? FileManager.default.removeItem(at: libraries)
        }
        for job in plan.jobs(source: source, object: object, libraries: libraries, output: output) {
            let finished = try ChildProcess.run(URL(fileURLWithPath: job[0]), Array(job.dropFirst()), mergingErrors: true)
            if finished.status != 0 { return (finished.status, finished.outputText) }
        }
        return (0, "")
    }

    /// The driver's plan for these flags, asked once per compiler and set of flags.
    func plan(for flags: [String]) throws -> DriverPlan? {
        let key = flags.joined(separator: "\u{0}")
        // Asked under the lock: pages that start at once wait for the first one's ask instead of
        // asking too (both sets of flags share it: two asks in a whole build may as well queue).
        return try plans.mutate { known in
            if let plan = known[key] { return plan }
            let plan = try DriverPlan.ask(flags: flags)
            known[key] = plan
            return plan
        }
    }

    /// Compiles every program, as many at a time as there are cores; one result per program,
    /// in order, so one broken page does not hide another.
    public func compile(_ programs: [Program]) throws -> [Result<URL, Error>] {
        let runtime = try runtime()
        return Parallel.map(programs) { program in Result { try executable(for: program, runtime: runtime) } }
    }

    /// Every program's executable; throws the first failure.
    public func executables(for programs: [Program]) throws -> [URL] {
        try compile(programs).map { try $0.get() }
    }

    /// What `swiftc` needs to import the Shared modules (and Combine, on Linux) as SwiftPM built
    /// them: for a page, or for a type-check of code against them.
    public var importFlags: [String] {
        var arguments = [
            "-I", products.appendingPathComponent("Modules").path,
            "-module-cache-path", folder.appendingPathComponent("ModuleCache").path,
        ]
        #if os(Linux)
            // A page's `import Combine` brings the stand-in (Package.swift says why it has its own name).
            arguments += ["-module-alias", "Combine=LinuxCombine"]
        #endif
        // C modules a Swift module imports (OpenCombine's helpers) are found through their maps.
        for target in Self.supportTargets {
            let map = products.appendingPathComponent("\(target).build/module.modulemap")
            if FileManager.default.fileExists(atPath: map.path) { arguments += ["-Xcc", "-fmodule-map-file=\(map.path)"] }
        }
        return arguments
    }

    /// The compiler's flags for a program: Swift 5 mode (the app's), the Shared modules, the runtime.
    package func flags(for program: Program) -> [String] {
        var arguments =
            ["swiftc", "-swift-version", "5", "-module-name", "main"] + importFlags + [
                "-L", folder.path, "-l\(Self.libraryName)", "-Xlinker", "-rpath", "-Xlinker", folder.path,
            ]
        arguments += Self.fastLinker
        if program.logging {
            // What Swift Playgrounds does on a page with results logging on: the playground
            // transform, its log calls answered by a module the page never names.
            arguments += ["-Xfrontend", "-playground", "-Xfrontend", "-import-module", "-Xfrontend", "PlaygroundResults"]
        }
        return arguments
    }

    /// lld where the toolchain ships it beside swiftc (Swift's Linux toolchains do): it links a
    /// page in about half of gold's time. Every page compiled anew (`book tour`, mean of 3):
    /// 8.3 s with gold, 7.1 s with lld.
    static let fastLinker: [String] = {
        #if os(Linux)
            let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
            guard let swiftc = folders.lazy.map({ URL(fileURLWithPath: "\($0)/swiftc") }).first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
            else { return [] }
            let lld = swiftc.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("ld.lld")
            return FileManager.default.isExecutableFile(atPath: lld.path) ? ["-use-ld=lld"] : []
        #else
            return []
        #endif
    }()

    package static func swiftc(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let finished = try ChildProcess.run(command: arguments[0], Array(arguments.dropFirst()), mergingErrors: true)
        return (finished.status, finished.outputText)
    }

    static func replace(_ destination: URL, with temporary: URL) throws {
        if rename(temporary.path, destination.path) != 0 {
            throw CompilerError("cannot move \(temporary.path) to \(destination.path): \(String(cString: strerror(errno)))")
        }
    }
}

public struct CompilerError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// The programs of the book: its pages and, for the tests, the learner's edits of them.
public enum BookPrograms {
    public static func all(tree: SourceTree, variants: [PageVariant]) -> [PageCompiler.Program] {
        tree.pages.map(PageCompiler.Program.init(page:))
            + variants.map { variant in
                // A variant is compiled as its page is: with the transform where the page logs.
                let page = tree.pages.first { "Chapters/\($0.chapterFolder)/Pages/\($0.folder)" == variant.pagePath }
                return PageCompiler.Program(name: variant.targetName, source: variant.url, logging: page?.logsResults ?? true)
            }
    }
}
