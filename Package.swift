// swift-tools-version: 6.0
// The book's sources build here on Linux and macOS: the Shared modules, the Linux-only Combine
// support, the results logger the pages are compiled against, the `book` tool and the tests.
// Pages and variants are not targets: `book` compiles each one as its own top-level program
// (BookKit's PageCompiler). Nothing in this file ships inside DelegateVsPublished.playgroundbook.
// The web edition's generator is a package of its own, in Tools/Site.
import Foundation
import PackageDescription

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

func folders(in relativePath: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(relativePath).path)) ?? []
    return names.filter { !$0.hasPrefix(".") }.sorted()
}

// Combine comes from Apple where it exists. On Linux LinuxCombine (OpenCombine plus the
// operators it lacks) stands in, and `-module-alias` lets the book's code write a plain
// `import Combine`, so no Linux seam shows in what learners read. The stand-in is not itself
// named Combine: OpenCombine compiles its schedulers only `#if !canImport(Combine)`, and a
// module of that name in the build folder broke incremental builds.
#if os(Linux)
let combine: [Target.Dependency] = ["LinuxCombine"]
let combineAlias: [SwiftSetting] = [.unsafeFlags(["-module-alias", "Combine=LinuxCombine"])]
#else
let combine: [Target.Dependency] = []
let combineAlias: [SwiftSetting] = []
#endif
let swift5: [SwiftSetting] = [.swiftLanguageMode(.v5)]
// For targets whose code imports Combine: the book's modules and its tests.
let swift5Combine: [SwiftSetting] = swift5 + combineAlias

// Shared/UserModules/<Name>/Sources and Shared/Modules/<Name>/Sources: one library target each.
var sharedModules: [Target.Dependency] = []
var targets: [Target] = []
for kind in ["UserModules", "Modules"] {
    for module in folders(in: "Shared/\(kind)") {
        sharedModules.append(.target(name: module))
        targets.append(.target(
            name: module, dependencies: combine, path: "Shared/\(kind)/\(module)/Sources",
            swiftSettings: swift5Combine))
    }
}

#if os(Linux)
// OpenCombine, plus what OpenCombine 0.14.0 lacks (combineLatest, merge), imported as Combine.
// Linux only; never enters the book.
targets.append(.target(
    name: "LinuxCombine",
    dependencies: [
        .product(name: "OpenCombine", package: "OpenCombine"),
        // DispatchQueue as a scheduler (receive(on:)). Foundation's publishers are not used:
        // leaving OpenCombineFoundation out saves its build on every fresh clone.
        .product(name: "OpenCombineDispatch", package: "OpenCombine"),
    ],
    path: "Support/LinuxCombine"))
#endif

// The tool's layers, bottom up; the commands (BookKit) stand on all of them.
let bookLayers: [Target.Dependency] = ["BookModel", "BookBuild", "BookRun", "BookTour", "BookLint"]

// What a page compiled with the playground transform calls: records each line's results as
// the app's results sidebar shows them. Never enters the book.
let runtime: [Target.Dependency] = sharedModules + combine + ["PlaygroundResults"]

targets += [
    .target(name: "PlaygroundResults", path: "Support/PlaygroundResults", swiftSettings: swift5),
    // The tool's library, in layers that use each other one way only (ARCHITECTURE.md): what
    // a layer may use is what it depends on here, so the build refuses any other use. None
    // needs the book's modules, so they compile while those do.
    .target(name: "BookModel", path: "Tools/BookKit/Model"),
    .target(name: "BookBuild", dependencies: ["BookModel"], path: "Tools/BookKit/Build"),
    .target(name: "BookRun", dependencies: ["BookModel"], path: "Tools/BookKit/Run"),
    .target(name: "BookTour", dependencies: ["BookModel", "BookRun"], path: "Tools/BookKit/Tour"),
    .target(name: "BookLint", dependencies: ["BookModel", "BookBuild"], path: "Tools/BookKit/Lint"),
    .target(name: "BookKit", dependencies: bookLayers, path: "Tools/BookKit/Commands"),
    // The README's picture: the demo script through the three designs.
    .target(name: "BookDemo", dependencies: sharedModules, path: "Tools/BookDemo"),
    // Depends on the whole runtime so that building `book` builds what pages link against.
    .executableTarget(
        name: "book",
        dependencies: ["BookKit", "BookDemo", .product(name: "ArgumentParser", package: "swift-argument-parser")] + runtime,
        path: "Tools/book"),
    // XCTest's assertion spellings for the tests that run as Swift Testing suites, side by side.
    .target(name: "XCTestSpellings", path: "Tests/XCTestSpellings", swiftSettings: swift5),
    // What the book's tests share with the web edition's (Tools/Site).
    .target(name: "BookTestSupport", dependencies: ["BookKit"], path: "Tests/BookTestSupport", swiftSettings: swift5),
    .testTarget(
        name: "BookTests",
        dependencies: ["BookKit", "BookDemo", "BookTestSupport", "XCTestSpellings", "book"] + runtime,
        path: "Tests/BookTests",
        exclude: ["Expected"],
        swiftSettings: swift5Combine),
]

let package = Package(
    name: "DelegateVsPublished",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .executable(name: "book", targets: ["book"]),
        // For the web edition's package (Tools/Site).
        .library(name: "BookKit", targets: ["BookKit", "BookModel", "BookBuild", "BookRun", "BookTour", "BookLint"]),
        .library(name: "BookTestSupport", targets: ["BookTestSupport"]),
    ],
    dependencies: [
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
    ],
    targets: targets
)
