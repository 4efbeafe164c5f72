// The SwiftUI and PlaygroundSupport code, type-checked on Linux against Apple's own declarations.
// Tests/AppleStubs declares the part of iOS 17.0's SwiftUI and PlaygroundSupport the book uses,
// copied from Apple's interfaces with a citation each (its README says what that proves and what
// only an Apple build proves). Here the Shared modules are compiled against those stand-ins, so
// `canImport(SwiftUI)` and `canImport(PlaygroundSupport)` are true, in Swift 5 mode (the app's)
// and Swift 6 mode, and every page against the result. Anything the stubs do not declare fails:
// adding an API means looking it up and declaring it as Apple does.
// Linux only: on Apple platforms the real SwiftUI is there, and the macOS workflow builds the
// Shared modules for iOS against it instead.
#if os(Linux)
import BookLint
import BookModel
import BookRun
import BookTestSupport
import Foundation
import Testing
import XCTestSpellings

@Suite struct AppleDeclarationTests {
    /// The book as it is: every Shared module and every page type-checks, and every use of an
    /// API newer than iOS 17.0 sits inside an availability gate.
    @Test func testTheBookTypeChecksAgainstApplesDeclarations() throws {
        let (tree, problems) = SourceChecks.read(root: repositoryRoot)
        let allPages = try XCTUnwrap(tree, "the sources cannot be read: \(problems)").pages
        // The pages that reach the SwiftUI or PlaygroundSupport code (live views, assessments,
        // the ch5 p2 screen): the others see the same declarations as in their Linux builds.
        let seam = try SharedModule.seamNames(SharedModule.all(root: repositoryRoot))
        let pages = try allPages.filter { try SharedModule.page($0, names: seam) }
        XCTAssertFalse(pages.isEmpty, "no page reaches the SwiftUI code through \(seam.sorted())")
        print("note: \(pages.count) of \(allPages.count) pages reach it through \(seam.sorted().joined(separator: ", "))")
        let report = try AppleStubs.rememberedCheck(pages: pages) { try AppleStubs.built.get().check(root: repositoryRoot, pages: pages) }
        XCTAssertFalse(report.modules.isEmpty, "no Shared module found")
        XCTAssertEqual(report.errors.map(\.description), [], "the book does not type-check against Apple's declarations")
        XCTAssertEqual(report.ungated.map(\.description), [], "APIs newer than iOS 17.0 used outside an #available gate")
        XCTAssertEqual(report.typeCheckedPages, pages.count, "not every page was type-checked")
        // Swift 6 errors the code has without SwiftUI too are the Swift 6 migration's business,
        // not this check's: the app compiles in Swift 5 mode. They are shown, not failed.
        if !report.swift6WithoutStubs.isEmpty {
            print("note: Swift 6 errors that do not come from the SwiftUI code:\n" + report.swift6WithoutStubs.map(\.description).joined(separator: "\n"))
        }
    }

    /// A broken copy of the Shared sources: each kind of mistake fails with its file and line.
    /// The edits sit in separate bodies, so one cannot hide another; one compile per module
    /// keeps the test fast.
    @Test func testBrokenInputsFailWithFileAndLine() throws {
        let stubs = try AppleStubs.built.get()
        let root = try scratchFolder()
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("Shared"), to: root.appendingPathComponent("Shared"))
        let liveViews = root.appendingPathComponent("Shared/Modules/BookStage/Sources/LiveViews.swift")
        let stage = root.appendingPathComponent("Shared/Modules/BookStage/Sources/Stage.swift")
        let cartView = root.appendingPathComponent("Shared/UserModules/Shop/Sources/CartSummaryView.swift")

        // Edits of the shipped code.
        let wrongLabel = try edit(liveViews, replacing: ".frame(width:", with: ".frame(widht:")
        let missingPlaygroundAPI = try edit(stage, replacing: "PlaygroundPage.current.assessmentStatus = ",
                                            with: "PlaygroundPage.current.needsIndefiniteExecution = true; PlaygroundPage.current.assessmentStatus = ")
        let tupleKeyPath = try edit(cartView, replacing: "id: \\.label", with: "id: \\.name")
        // New views, each its own body, added where the SwiftUI code is compiled.
        let added = try appendViews(to: liveViews, [
            "struct NotAView: View { var body: some View { VStack {\n42\n} } }",
            "struct MissingAPI: View { var body: some View { ScrollView { Text(\"\") }\n.scrollTargetBehavior(.paging) } }",
            "struct Ungated: View { var body: some View { Text(\"\")\n.presentationSizing(.form) } }",
            "struct TooLowGate: View { var body: some View { if #available(iOS 17.4, *) { Text(\"\")\n.presentationSizing(.form) } else { Text(\"\") } } }",
            "struct Gated: View { var body: some View { if #available(iOS 18.0, *) { Text(\"\")\n.presentationSizing(.form) } else { Text(\"\") } } }",
            "@available(iOS 18.0, *)\nstruct DeclaredNewer: View { var body: some View { Text(\"\")\n.presentationSizing(.form) } }",
            "func guarded() -> Any? { guard #available(iOS 18, *) else { return nil }\nreturn Text(\"\")\n.presentationSizing(.form) }",
        ])

        // Swift 5 only: the Swift 6 pass adds nothing to what a broken input shows.
        let report = try stubs.check(root: root, pages: [], swift6: false)
        let errors = report.errors.map(\.description).joined(separator: "\n")
        XCTAssertFalse(report.errors.isEmpty, "the broken copy type-checked")
        func expectError(_ file: String, _ line: Int, _ fragment: String, _ what: String) {
            XCTAssertTrue(report.errors.contains { $0.description.contains("\(file):\(line):") && $0.message.contains(fragment) },
                          "\(what): no error \"\(fragment)\" at \(file):\(line):\n\(errors)")
        }
        expectError("LiveViews.swift", wrongLabel, "incorrect argument label", "a wrong label")
        expectError("LiveViews.swift", added[0] + 1, "conform to 'View'", "a non-View in a ViewBuilder")
        expectError("LiveViews.swift", added[1] + 1, "scrollTargetBehavior", "a SwiftUI API the stubs lack")
        expectError("Stage.swift", missingPlaygroundAPI, "needsIndefiniteExecution", "a PlaygroundSupport API the stubs lack")
        expectError("CartSummaryView.swift", tupleKeyPath, "name", "a key path the tuple lacks")

        // Availability: uses of an iOS 18 API, flagged unless an iOS 18 gate encloses them.
        let flagged = Set(report.ungated.filter { $0.file.hasSuffix("LiveViews.swift") }.map(\.line))
        XCTAssertEqual(flagged, [added[2] + 1, added[3] + 1], "ungated: \(report.ungated.map(\.description))")
        XCTAssertTrue(report.ungated.allSatisfy { $0.description.contains("LiveViews.swift:") && $0.description.contains("iOS 18.0") },
                      "\(report.ungated.map(\.description))")
    }

    /// The availability gate scanner on its own: what encloses a use, and from which version.
    @Test func testAvailabilityGates() {
        let source = """
        import SwiftUI
        struct A: View {
            var body: some View {
                if #available(iOS 18.0, *) {
                    Text("in 18")            // line 5
                } else {
                    Text("else")             // line 7
                }
            }
        }
        func b() {
            guard #available(iOS 18.1, macOS 15, *) else { return }
            use()                            // line 13: after the guard
        }
        func c() { use() }                   // line 15
        @available(iOS, introduced: 18.0)
        func d() {
            use()                            // line 18
        }
        @available(iOS 18, *) var e: Int { 1 } // line 20
        // if #available(iOS 18, *) { use() } in a comment: line 21
        let f = "#available(iOS 18, *) { \\(g) }" // line 22
        if #available(macOS 15, *) { use() }  // line 23: no iOS gate
        """
        let gates = AvailabilityGates(source)
        let v18 = OSVersion("18.0")!, v18_1 = OSVersion("18.1")!, v19 = OSVersion("19.0")!
        XCTAssertTrue(gates.isGated(line: 5, column: 21, required: v18))
        XCTAssertFalse(gates.isGated(line: 5, column: 21, required: v19), "an 18.0 gate does not cover an iOS 19 API")
        XCTAssertFalse(gates.isGated(line: 7, column: 21, required: v18), "the else branch is not gated")
        XCTAssertTrue(gates.isGated(line: 13, column: 5, required: v18_1))
        XCTAssertFalse(gates.isGated(line: 15, column: 12, required: v18))
        XCTAssertTrue(gates.isGated(line: 18, column: 5, required: v18))
        XCTAssertTrue(gates.isGated(line: 20, column: 36, required: v18))
        XCTAssertFalse(gates.isGated(line: 21, column: 35, required: v18), "a comment is no gate")
        XCTAssertFalse(gates.isGated(line: 22, column: 30, required: v18), "a string is no gate")
        XCTAssertFalse(gates.isGated(line: 23, column: 30, required: v18), "#available(macOS ...) is true on iOS")
        XCTAssertEqual(gates.gates.count, 4, "\(gates.gates)")
    }

    /// Every stub declaration says where in Apple's interface (or documentation) it was checked,
    /// and every API newer than the book's minimum is declared apart, in an iOS<N>.swift file.
    @Test func testStubsCiteWhereTheyWereChecked() throws {
        let files = try AppleStubs.moduleNames.flatMap { try AppleStubs.stubFiles(AppleStubs.folder.appendingPathComponent($0)) }
        XCTAssertFalse(files.isEmpty)
        let declarationStart = try NSRegularExpression(pattern: #"^(public |extension |@available|@propertyWrapper|@resultBuilder|@_typeEraser|@preconcurrency|@MainActor)"#)
        let citation = try NSRegularExpression(pattern: #"iOS17 @(\d+) ""#)
        for file in files {
            let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
            var index = 0
            while index < lines.count {
                let line = lines[index]
                guard declarationStart.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil,
                      index == 0 || !lines[index - 1].hasPrefix("@") else { index += 1; continue }
                // The comment block right above the declaration and its attributes.
                var above = index - 1
                var comment: [String] = []
                while above >= 0, lines[above].hasPrefix("//") { comment.insert(lines[above], at: 0); above -= 1 }
                let text = comment.joined(separator: "\n")
                let cites = text.contains("iOS17 @") || text.contains("UIKit17 ") || text.contains(".md") || text.contains("swift-xcode-playground-support")
                    || text.contains("NOT CONFIRMED") || text.contains("Stub-only")
                XCTAssertTrue(cites, "\(file.lastPathComponent):\(index + 1): no citation above `\(line)`")
                // An offset is the start of a 16,000-character window of the 1,517,533-character interface.
                for match in citation.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    let offset = Int((text as NSString).substring(with: match.range(at: 1)))!
                    XCTAssertTrue(offset % 16_000 == 0 && offset < 1_517_533, "\(file.lastPathComponent):\(index + 1): offset \(offset) is no window start")
                }
                index += 1
            }
            // UIKit's citations name a header (or the overlay) and a window start in it.
            let header = try NSRegularExpression(pattern: #"UIKit17 [A-Za-z]+\.(h|swiftinterface) @(\d+) ""#)
            for line in lines where line.contains("UIKit17 ") && !line.contains("<file>") {
                let match = try XCTUnwrap(header.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)), "\(file.lastPathComponent): \(line)")
                XCTAssertEqual(Int((line as NSString).substring(with: match.range(at: 2)))! % 16_000, 0, "\(file.lastPathComponent): \(line)")
            }
            // Newer than iOS 17.0 only in iOS<N>.swift, N the major version.
            for (number, line) in lines.enumerated() {
                guard let version = AvailabilityGates.iOSVersion(in: line), version > AppleStubs.minimum else { continue }
                XCTAssertEqual(file.lastPathComponent, "iOS\(version.parts[0]).swift",
                               "\(file.lastPathComponent):\(number + 1): an iOS \(version) API belongs in iOS\(version.parts[0]).swift")
            }
        }
    }

    // MARK: - Editing a scratch copy

    /// Replaces the first `old` in `file`; returns the 1-based line of the edit.
    private func edit(_ file: URL, replacing old: String, with new: String) throws -> Int {
        var text = try String(contentsOf: file, encoding: .utf8)
        let range = try XCTUnwrap(text.range(of: old), "\(file.lastPathComponent) no longer contains `\(old)`: update this test")
        let line = text[..<range.lowerBound].filter { $0 == "\n" }.count + 1
        text.replaceSubrange(range, with: new)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return line
    }

    /// Adds declarations before the file's last `#endif` (inside its `#if canImport(SwiftUI)`);
    /// returns the line each one starts on.
    private func appendViews(to file: URL, _ declarations: [String]) throws -> [Int] {
        var text = try String(contentsOf: file, encoding: .utf8)
        let end = try XCTUnwrap(text.range(of: "#endif", options: .backwards), "\(file.lastPathComponent) has no #endif")
        var line = text[..<end.lowerBound].filter { $0 == "\n" }.count + 1
        var starts: [Int] = []
        var inserted = ""
        for declaration in declarations {
            starts.append(line)
            inserted += declaration + "\n"
            line += declaration.filter { $0 == "\n" }.count + 1
        }
        text.insert(contentsOf: inserted, at: end.lowerBound)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return starts
    }
}

// MARK: - The stand-ins, built once

/// Tests/AppleStubs compiled into SwiftUI and PlaygroundSupport modules, and the checks made
/// against them.
struct AppleStubs {
    static let folder = repositoryRoot.appendingPathComponent("Tests/AppleStubs")
    /// In build order: PlaygroundSupport imports UIKit (UIViewController is PlaygroundLiveViewable).
    static let moduleNames = ["UIKit", "SwiftUI", "PlaygroundSupport"]
    /// The book's minimum: DeploymentTarget ios17.0 (BookSettings).
    static let minimum = OSVersion("17.0")!
    /// What marks a declaration newer than the minimum in the built stubs (see `build`).
    static let newerMarker = "AppleStubs: introduced in iOS "

    /// Where SwiftUI.swiftmodule and PlaygroundSupport.swiftmodule are.
    let modules: URL

    static let built: Result<AppleStubs, Error> = Result { try build(into: scratchRoot.appendingPathComponent("apple-stubs-\(UUID().uuidString)")) }

    static func stubFiles(_ folder: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    /// The compiler on Linux ignores iOS availability, so each declaration introduced after
    /// iOS 17.0 is also marked deprecated (in a copy): the compiler then reports every use of
    /// it, with file and line, and `AvailabilityGates` decides whether a gate encloses the use.
    static func build(into folder: URL) throws -> AppleStubs {
        for module in moduleNames {
            let sources = folder.appendingPathComponent("sources/\(module)")
            try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
            var copies: [String] = []
            for file in try stubFiles(Self.folder.appendingPathComponent(module)) {
                // The marker goes on the attribute's own line, so that lines keep their numbers.
                let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n").map { line -> String in
                    let code = line.trimmingCharacters(in: .whitespaces)
                    guard code.hasPrefix("@available("), let version = AvailabilityGates.iOSVersion(in: code), version > minimum else { return line }
                    return line + " @available(*, deprecated, message: \"\(newerMarker)\(version)\")"
                }
                let copy = sources.appendingPathComponent(file.lastPathComponent)
                try lines.joined(separator: "\n").write(to: copy, atomically: true, encoding: .utf8)
                copies.append(copy.path)
            }
            // Apple's SwiftUI imports Combine (onReceive takes a Publisher): here, the Linux build of it.
            let result = Compiler.run(["-emit-module", "-wmo", "-parse-as-library", "-module-name", module, "-swift-version", "5",
                                       "-I", folder.path, "-o", folder.appendingPathComponent("\(module).swiftmodule").path]
                                      + PageCompiler(sharedModules: []).importFlags + copies)
            let errors = Diagnostic.parse(result.output).filter { $0.kind == "error" }
            if result.status != 0 || !errors.isEmpty {
                throw CompilerError("the \(module) stubs do not compile:\n\(result.output)")
            }
        }
        return AppleStubs(modules: folder)
    }

    struct Report: Codable {
        var modules: [String] = []
        /// Errors with the stubs: Swift 5 mode for modules and pages, and Swift 6 errors the
        /// same module does not have without them.
        var errors: [Diagnostic] = []
        /// Uses of APIs newer than iOS 17.0 outside a gate.
        var ungated: [Diagnostic] = []
        /// Swift 6 errors the module has without the stubs as well (not SwiftUI's).
        var swift6WithoutStubs: [Diagnostic] = []
        var typeCheckedPages = 0
    }

    /// Type-checks `root`'s Shared modules against the stubs (Swift 5, emitting modules; Swift 6,
    /// type-check only), then `pages` against those modules. Two compilers at a time.
    func check(root: URL, pages: [PageFolder], swift6: Bool = true) throws -> Report {
        var report = Report()
        let shared = try SharedModule.all(root: root)
        report.modules = shared.map(\.name)
        let out = modules.appendingPathComponent("built-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: out) }
        let imports = PageCompiler(sharedModules: shared.map(\.name)).importFlags
        // The stub-built modules come first on the search path, before SwiftPM's Linux builds.
        let search = ["-I", out.path, "-I", modules.path] + imports
        var swift5: [Diagnostic] = []

        // Swift 5, in dependency order (a module importing another Shared module waits for it).
        var remaining = shared
        while !remaining.isEmpty {
            let names = Set(remaining.map(\.name))
            let ready = remaining.filter { $0.imports.isDisjoint(with: names.subtracting([$0.name])) }
            guard !ready.isEmpty else { throw CompilerError("Shared modules import each other: \(names.sorted())") }
            let results = Compiler.runAll(ready.map { module in
                ["-emit-module", "-wmo", "-parse-as-library", "-module-name", module.name, "-swift-version", "5"] + search
                    + ["-o", out.appendingPathComponent("\(module.name).swiftmodule").path] + module.files
            })
            for (module, result) in zip(ready, results) {
                let diagnostics = Diagnostic.parse(result.output)
                swift5 += diagnostics
                if result.status != 0 && !diagnostics.contains(where: { $0.kind == "error" }) {
                    throw CompilerError("\(module.name) does not compile:\n\(result.output)")
                }
            }
            remaining.removeAll { module in ready.contains { $0.name == module.name } }
        }

        // Swift 6: type-check only; a module with errors is checked again without the stubs
        // (canImport(SwiftUI) false) and only the errors the SwiftUI code brings count.
        let swift6Errors = Compiler.runAll(!swift6 ? [] : shared.map { module in
            ["-typecheck", "-wmo", "-parse-as-library", "-module-name", module.name, "-swift-version", "6"] + search + module.files
        }).map { Diagnostic.parse($0.output).filter { $0.kind == "error" } }
        let failing = zip(shared, swift6Errors).filter { !$0.1.isEmpty }
        let baselines = Compiler.runAll(failing.map { module, _ in
            ["-typecheck", "-wmo", "-parse-as-library", "-module-name", module.name, "-swift-version", "6"] + imports + module.files
        }).map { Set(Diagnostic.parse($0.output).filter { $0.kind == "error" }) }
        for ((_, errors), baseline) in zip(failing, baselines) {
            report.errors += errors.filter { !baseline.contains($0) }
            report.swift6WithoutStubs += errors.filter { baseline.contains($0) }
        }

        // Pages: Swift 5, with the playground transform where results logging is on.
        let pageResults = Compiler.runAll(pages.map { page in
            var arguments = ["-typecheck", "-swift-version", "5", "-module-name", "main"] + search
            if page.logsResults {
                arguments += ["-Xfrontend", "-playground", "-Xfrontend", "-import-module", "-Xfrontend", "PlaygroundResults"]
            }
            return arguments + [page.url.appendingPathComponent("main.swift").path]
        })
        for (page, result) in zip(pages, pageResults) {
            let diagnostics = Diagnostic.parse(result.output)
            if result.status != 0 && !diagnostics.contains(where: { $0.kind == "error" }) {
                throw CompilerError("\(page.url.path) does not type-check:\n\(result.output)")
            }
            swift5 += diagnostics
            report.typeCheckedPages += 1
        }

        report.errors = swift5.filter { $0.kind == "error" } + report.errors
        report.ungated = try ungatedUses(in: swift5)
        return report
    }

    /// The uses of newer APIs (the compiler's "deprecated: AppleStubs: ..." warnings) that no
    /// `#available` / `@available` gate of that version or later encloses.
    func ungatedUses(in diagnostics: [Diagnostic]) throws -> [Diagnostic] {
        var gatesByFile: [String: AvailabilityGates] = [:]
        var ungated: [Diagnostic] = []
        for diagnostic in diagnostics where diagnostic.kind == "warning" {
            // e.g. "'form' is deprecated: AppleStubs: introduced in iOS 18.0 [#DeprecatedDeclaration]"
            guard let marker = diagnostic.message.range(of: Self.newerMarker),
                  let number = diagnostic.message[marker.upperBound...].range(of: #"^\d+(\.\d+)*"#, options: .regularExpression),
                  let required = OSVersion(String(diagnostic.message[number])) else { continue }
            if gatesByFile[diagnostic.file] == nil {
                gatesByFile[diagnostic.file] = AvailabilityGates(try String(contentsOfFile: diagnostic.file, encoding: .utf8))
            }
            if !gatesByFile[diagnostic.file]!.isGated(line: diagnostic.line, column: diagnostic.column, required: required) {
                var use = diagnostic
                use.message = "uses an iOS \(required) API outside an `if #available(iOS \(required), *)` gate: " + diagnostic.message
                ungated.append(use)
            }
        }
        return Array(Set(ungated)).sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
    }
}

/// A Shared module's sources and the other modules they import.
struct SharedModule {
    var name: String
    var files: [String]
    var imports: Set<String>

    static func all(root: URL) throws -> [SharedModule] {
        var modules: [SharedModule] = []
        let importLine = try NSRegularExpression(pattern: #"^\s*import\s+(\w+)"#, options: .anchorsMatchLines)
        for kind in ["UserModules", "Modules"] {
            let folder = root.appendingPathComponent("Shared/\(kind)")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names.sorted() where !name.hasPrefix(".") {
                let sources = folder.appendingPathComponent("\(name)/Sources")
                let files = try AppleStubs.stubFiles(sources)
                var imports = Set<String>()
                for file in files {
                    let text = try String(contentsOf: file, encoding: .utf8)
                    for match in importLine.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                        imports.insert((text as NSString).substring(with: match.range(at: 1)))
                    }
                }
                modules.append(SharedModule(name: name, files: files.map(\.path), imports: imports))
            }
        }
        return modules
    }
}

extension SharedModule {
    /// The names through which code reaches SwiftUI or PlaygroundSupport: the frameworks', the
    /// types and public members declared only under `#if canImport(SwiftUI)` (or
    /// PlaygroundSupport), and the functions whose body holds such a branch (Stage.show, assess...).
    static func seamNames(_ modules: [SharedModule]) throws -> Set<String> {
        var names: Set<String> = ["SwiftUI", "PlaygroundSupport", "PlaygroundPage"]
        let declared = try NSRegularExpression(pattern: #"\b(?:struct|class|enum|protocol|typealias|actor)\s+(\w+)|\b(?:public|open)\b[^\n{=]*?\b(?:func|var|let)\s+(\w+)"#)
        let function = try NSRegularExpression(pattern: #"\bfunc\s+(\w+)"#)
        for file in modules.flatMap(\.files) {
            let bytes = AvailabilityGates.masked(Array(try String(contentsOfFile: file, encoding: .utf8).utf8))
            let text = String(decoding: bytes, as: UTF8.self) as NSString
            // Byte offsets of the lines inside a canImport(SwiftUI/PlaygroundSupport) branch.
            var seamLines: [Range<Int>] = [], branches: [Bool] = [], offset = 0
            for line in text.components(separatedBy: "\n") {
                let code = line.trimmingCharacters(in: .whitespaces)
                let length = line.utf8.count + 1
                if code.hasPrefix("#if") {
                    branches.append(code.contains("canImport(SwiftUI)") || code.contains("canImport(PlaygroundSupport)"))
                    if branches.last! { seamLines.append(offset..<offset + length) }
                } else if code.hasPrefix("#else") || code.hasPrefix("#elseif") {
                    if !branches.isEmpty { branches[branches.count - 1] = false }
                } else if code.hasPrefix("#endif") {
                    _ = branches.popLast()
                } else if branches.contains(true) {
                    seamLines.append(offset..<offset + length)
                    let range = NSRange(location: 0, length: (line as NSString).length)
                    for match in declared.matches(in: line, range: range) {
                        for group in 1...2 where match.range(at: group).location != NSNotFound {
                            names.insert((line as NSString).substring(with: match.range(at: group)))
                        }
                    }
                }
                offset += length
            }
            // Functions whose body holds such a branch.
            for match in function.matches(in: text as String, range: NSRange(location: 0, length: text.length)) {
                let start = match.range.location
                guard let open = bytes[start...].firstIndex(of: UInt8(ascii: "{")) else { continue }
                var depth = 0, close = bytes.count
                for index in open..<bytes.count {
                    if bytes[index] == UInt8(ascii: "{") { depth += 1 }
                    if bytes[index] == UInt8(ascii: "}") { depth -= 1; if depth == 0 { close = index; break } }
                }
                if seamLines.contains(where: { $0.lowerBound > open && $0.lowerBound < close }) {
                    names.insert(text.substring(with: match.range(at: 1)))
                }
            }
        }
        return names
    }

    /// Whether a page's code (not its prose) names one of `names`.
    static func page(_ page: PageFolder, names: Set<String>) throws -> Bool {
        let source = try String(contentsOf: page.url.appendingPathComponent("main.swift"), encoding: .utf8)
        let code = String(decoding: AvailabilityGates.masked(Array(source.utf8)), as: UTF8.self)
        let words = Set(code.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
        return !words.isDisjoint(with: names)
    }
}

// MARK: - A check remembered

extension AppleStubs {
    /// The book's check, kept under .build by a fingerprint of everything its compilers read:
    /// this file, the stubs, the Shared sources, the pages (and whether each logs results),
    /// the Linux modules they import (size and date of each) and the compiler's version. The
    /// same inputs give the same report, so a run with nothing changed reads it; a change of
    /// any input is a new check. (A fresh clone, as CI's, always checks.)
    static func rememberedCheck(pages: [PageFolder], check: () throws -> Report) throws -> Report {
        var hash = Fingerprint.Hasher()
        let version = try ChildProcess.run(command: "swiftc", ["--version"], mergingErrors: true).outputText
        hash.add(Data(version.utf8))
        var files = [URL(fileURLWithPath: #filePath)]
        files += (FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? [])
            .filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
        files += try SharedModule.all(root: repositoryRoot).flatMap { $0.files.map(URL.init(fileURLWithPath:)) }
        files += pages.map { $0.url.appendingPathComponent("main.swift") }
        for file in files {
            hash.add(Data(file.path.utf8))
            hash.add(try Data(contentsOf: file))
        }
        hash.add(Data(pages.map { "\($0.folder) \($0.logsResults)" }.joined(separator: "\n").utf8))
        let products = PageRunner.productsFolder().appendingPathComponent("Modules")
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: products.path)) ?? []).sorted() {
            let attributes = try? FileManager.default.attributesOfItem(atPath: products.appendingPathComponent(name).path)
            hash.add(Data("\(name) \(attributes?[.size] ?? 0) \(attributes?[.modificationDate] ?? 0)".utf8))
        }
        let kept = PageRunner.productsFolder().appendingPathComponent("AppleDeclarationChecks/\(hash.value).json")
        if let data = FileManager.default.contents(atPath: kept.path), let report = try? JSONDecoder().decode(Report.self, from: data) {
            return report
        }
        let report = try check()
        try FileManager.default.createDirectory(at: kept.deletingLastPathComponent(), withIntermediateDirectories: true)
        try JSONEncoder().encode(report).write(to: kept, options: .atomic)
        return report
    }
}

// MARK: - The compiler

/// One compiler message, as `-diagnostic-style llvm` prints it: `file:line:column: kind: message`.
struct Diagnostic: Hashable, Codable, CustomStringConvertible {
    var file: String
    var line: Int
    var column: Int
    var kind: String
    var message: String

    /// The path from the repository (or scratch copy) root on, e.g. Shared/Modules/BookStage/Sources/LiveViews.swift.
    var description: String {
        let shown = file.range(of: "/Shared/").map { String(file[file.index(after: $0.lowerBound)...]) }
            ?? file.range(of: "/Chapters/").map { String(file[file.index(after: $0.lowerBound)...]) } ?? file
        return "\(shown):\(line):\(column): \(kind): \(message)"
    }

    static let pattern = try! NSRegularExpression(pattern: #"^(.+\.swift):(\d+):(\d+): (error|warning): (.*)$"#, options: .anchorsMatchLines)

    static func parse(_ output: String) -> [Diagnostic] {
        let text = output as NSString
        return pattern.matches(in: output, range: NSRange(location: 0, length: text.length)).map { match in
            Diagnostic(file: text.substring(with: match.range(at: 1)), line: Int(text.substring(with: match.range(at: 2)))!,
                       column: Int(text.substring(with: match.range(at: 3)))!, kind: text.substring(with: match.range(at: 4)),
                       message: text.substring(with: match.range(at: 5)))
        }
    }
}

enum Compiler {
    /// `swiftc` with plain one-line diagnostics.
    static func run(_ arguments: [String]) -> (status: Int32, output: String) {
        do {
            let finished = try ChildProcess.run(command: "swiftc", ["-diagnostic-style", "llvm"] + arguments, mergingErrors: true)
            return (finished.status, finished.outputText)
        } catch {
            return (-1, "cannot run swiftc: \(error)")
        }
    }

    /// Independent compiler runs, as many at a time as there are cores, in order.
    static func runAll(_ jobs: [[String]]) -> [(status: Int32, output: String)] {
        Parallel.map(jobs) { run($0) }
    }
}

// MARK: - Availability gates

/// A version such as 17.0 or 18.1, compared part by part (18 == 18.0).
struct OSVersion: Comparable, Hashable, CustomStringConvertible {
    var parts: [Int]

    init?(_ text: String) {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard !parts.isEmpty, !parts.contains(where: { $0 == nil }) else { return nil }
        self.parts = parts.compactMap { $0 }
    }

    static func < (a: OSVersion, b: OSVersion) -> Bool {
        for index in 0..<max(a.parts.count, b.parts.count) {
            let x = index < a.parts.count ? a.parts[index] : 0, y = index < b.parts.count ? b.parts[index] : 0
            if x != y { return x < y }
        }
        return false
    }

    static func == (a: OSVersion, b: OSVersion) -> Bool { !(a < b) && !(b < a) }
    func hash(into hasher: inout Hasher) { hasher.combine(parts.reversed().drop { $0 == 0 }.map { $0 }) }
    var description: String { parts.map(String.init).joined(separator: ".") }
}

/// Where a Swift file is gated for iOS: the then-block of `if`/`while #available(iOS N, ...)`,
/// the rest of the scope after `guard #available(iOS N, ...) else { ... }`, and a declaration
/// marked `@available(iOS N, ...)` or `@available(iOS, introduced: N)`. A lexical scan of the
/// text with comments and string literals blanked out: braces are matched, nothing is parsed.
struct AvailabilityGates {
    struct Gate: CustomStringConvertible {
        var version: OSVersion
        var range: Range<Int>   // byte offsets
        var description: String { "iOS \(version) over bytes \(range)" }
    }

    let gates: [Gate]
    private let lineStarts: [Int]

    init(_ source: String) {
        let bytes = Self.masked(Array(source.utf8))
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
        lineStarts = starts
        gates = Self.findGates(bytes)
    }

    func isGated(line: Int, column: Int, required: OSVersion) -> Bool {
        guard line >= 1, line <= lineStarts.count else { return false }
        let offset = lineStarts[line - 1] + column - 1
        return gates.contains { $0.version >= required && $0.range.contains(offset) }
    }

    /// The iOS version an availability argument list names, if any: `iOS 18.0`, `iOS 18`,
    /// `iOS, introduced: 18.0`.
    static func iOSVersion(in text: String) -> OSVersion? {
        for pattern in [#"\biOS\s+(\d+(?:\.\d+)*)"#, #"\biOS\s*,\s*introduced:\s*(\d+(?:\.\d+)*)"#] {
            let regex = try! NSRegularExpression(pattern: pattern)
            if let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) {
                return OSVersion((text as NSString).substring(with: match.range(at: 1)))
            }
        }
        return nil
    }

    private static let space = UInt8(ascii: " "), newline = UInt8(ascii: "\n"), quote = UInt8(ascii: "\""),
        hash = UInt8(ascii: "#"), slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), backslash = UInt8(ascii: "\\"),
        openParen = UInt8(ascii: "("), closeParen = UInt8(ascii: ")"), openBrace = UInt8(ascii: "{"), closeBrace = UInt8(ascii: "}")

    /// The source with comments and string literals (interpolations included) turned to spaces;
    /// line breaks stay, so offsets and lines do not move.
    static func masked(_ input: [UInt8]) -> [UInt8] {
        var bytes = input
        let count = bytes.count
        func blank(_ range: Range<Int>) {
            for index in range where index < count && bytes[index] != newline { bytes[index] = space }
        }
        // A string literal starting at `start` (its #s or its quote): the index after it.
        func skipString(_ start: Int) -> Int {
            var index = start, hashes = 0
            while index < count, input[index] == hash { hashes += 1; index += 1 }
            guard index < count, input[index] == quote else { return start + 1 }
            let triple = index + 2 < count && input[index + 1] == quote && input[index + 2] == quote
            index += triple ? 3 : 1
            while index < count {
                let byte = input[index]
                if byte == backslash {
                    var after = index + 1, escapeHashes = 0
                    while after < count, input[after] == hash, escapeHashes < hashes { escapeHashes += 1; after += 1 }
                    if escapeHashes == hashes, after < count {
                        if input[after] == openParen { index = skipInterpolation(after + 1); continue }
                        index = after + 1; continue
                    }
                    index += 1; continue
                }
                if byte == quote {
                    let closeLength = triple ? 3 : 1
                    var matches = index + closeLength <= count
                    if triple && matches { matches = input[index + 1] == quote && input[index + 2] == quote }
                    var after = index + closeLength
                    var closingHashes = 0
                    while matches, after < count, input[after] == hash, closingHashes < hashes { closingHashes += 1; after += 1 }
                    if matches && closingHashes == hashes { return after }
                }
                if byte == newline && !triple { return index }
                index += 1
            }
            return count
        }
        // An interpolation's contents from `start` (after its `(`): the index after its `)`.
        func skipInterpolation(_ start: Int) -> Int {
            var index = start, depth = 1
            while index < count {
                let byte = input[index]
                if byte == quote || (byte == hash && startsString(index)) { index = skipString(index); continue }
                if byte == openParen { depth += 1 }
                if byte == closeParen { depth -= 1; if depth == 0 { return index + 1 } }
                index += 1
            }
            return count
        }
        func startsString(_ start: Int) -> Bool {
            var index = start
            while index < count, input[index] == hash { index += 1 }
            return index < count && input[index] == quote
        }
        var index = 0
        while index < count {
            let byte = input[index]
            if byte == slash, index + 1 < count, input[index + 1] == slash {
                let start = index
                while index < count, input[index] != newline { index += 1 }
                blank(start..<index)
            } else if byte == slash, index + 1 < count, input[index + 1] == star {
                let start = index
                var depth = 0
                while index < count {
                    if input[index] == slash, index + 1 < count, input[index + 1] == star { depth += 1; index += 2; continue }
                    if input[index] == star, index + 1 < count, input[index + 1] == slash { depth -= 1; index += 2; if depth == 0 { break }; continue }
                    index += 1
                }
                blank(start..<index)
            } else if byte == quote || (byte == hash && startsString(index)) {
                let end = skipString(index)
                blank(index..<end)
                index = end
            } else {
                index += 1
            }
        }
        return bytes
    }

    private static func findGates(_ bytes: [UInt8]) -> [Gate] {
        let text = String(decoding: bytes, as: UTF8.self)
        let count = bytes.count
        func matching(_ open: Int, _ opening: UInt8, _ closing: UInt8) -> Int? {
            var depth = 0
            for index in open..<count {
                if bytes[index] == opening { depth += 1 }
                if bytes[index] == closing { depth -= 1; if depth == 0 { return index } }
            }
            return nil
        }
        func firstBrace(from start: Int) -> Int? {
            var parens = 0
            for index in start..<count {
                switch bytes[index] {
                case openParen, UInt8(ascii: "["): parens += 1
                case closeParen, UInt8(ascii: "]"): parens -= 1
                case openBrace where parens <= 0: return index
                default: break
                }
            }
            return nil
        }
        // The last (or first) whole word `name` in bytes start..<end.
        func word(_ name: String, before end: Int, after start: Int, first: Bool = false) -> Int? {
            let segment = String(decoding: bytes[start..<end], as: UTF8.self)
            let regex = try! NSRegularExpression(pattern: "\\b\(name)\\b")
            let matches = regex.matches(in: segment, range: NSRange(location: 0, length: (segment as NSString).length))
            return (first ? matches.first : matches.last).map { start + $0.range.location }
        }
        var gates: [Gate] = []
        let attribute = try! NSRegularExpression(pattern: #"(#available|@available)\s*\("#)
        for match in attribute.matches(in: text, range: NSRange(location: 0, length: (text as NSString).length)) {
            let at = match.range.location
            let open = match.range.location + match.range.length - 1
            guard let close = matching(open, openParen, closeParen) else { continue }
            let arguments = String(decoding: bytes[(open + 1)..<close], as: UTF8.self)
            guard let version = iOSVersion(in: arguments) else { continue }
            if bytes[at] == hash {
                // The statement the condition belongs to: the nearest if/while/guard since the last { } or ;.
                var start = at
                while start > 0, ![openBrace, closeBrace, UInt8(ascii: ";")].contains(bytes[start - 1]) { start -= 1 }
                let guardAt = word("guard", before: at, after: start) ?? -1
                let ifAt = max(word("if", before: at, after: start) ?? -1, word("while", before: at, after: start) ?? -1)
                if guardAt > ifAt {
                    guard let elseAt = word("else", before: count, after: close, first: true), let elseOpen = firstBrace(from: elseAt),
                          let elseClose = matching(elseOpen, openBrace, closeBrace) else { continue }
                    // The rest of the enclosing scope.
                    var depth = 0, scopeOpen: Int?
                    for index in stride(from: start - 1, through: 0, by: -1) {
                        if bytes[index] == closeBrace { depth += 1 }
                        if bytes[index] == openBrace { if depth == 0 { scopeOpen = index; break }; depth -= 1 }
                    }
                    let scopeClose = scopeOpen.flatMap { matching($0, openBrace, closeBrace) } ?? count
                    gates.append(Gate(version: version, range: elseClose..<scopeClose))
                } else if ifAt >= 0, let blockOpen = firstBrace(from: close + 1), let blockClose = matching(blockOpen, openBrace, closeBrace) {
                    gates.append(Gate(version: version, range: blockOpen..<blockClose))
                }
            } else {
                // The declaration after the attribute (and any other attributes): a one-line
                // stored property or case ends with its line, anything else with its braces.
                var start = close + 1
                while true {
                    while start < count, [space, newline, UInt8(ascii: "\t")].contains(bytes[start]) { start += 1 }
                    guard start < count, bytes[start] == UInt8(ascii: "@") else { break }
                    while start < count, ![space, newline, openParen].contains(bytes[start]) { start += 1 }
                    if start < count, bytes[start] == openParen, let end = matching(start, openParen, closeParen) { start = end + 1 }
                }
                let lineEnd = bytes[start...].firstIndex(of: newline) ?? count
                let line = String(decoding: bytes[start..<lineEnd], as: UTF8.self)
                let stored = line.range(of: #"^(\w+\s+)*(let|var|case|typealias)\b"#, options: .regularExpression) != nil
                if stored && !line.contains("{") {
                    gates.append(Gate(version: version, range: at..<lineEnd))
                } else if let blockOpen = firstBrace(from: start), let blockClose = matching(blockOpen, openBrace, closeBrace) {
                    gates.append(Gate(version: version, range: at..<blockClose))
                }
            }
        }
        return gates
    }
}
#endif
