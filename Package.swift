// swift-tools-version: 6.0
// The book's sources build here on Linux and macOS: the Shared modules, every page as its own
// executable (found by scanning Chapters/), the Linux-only Combine support, the `book` tool and
// the tests. Nothing in this file ships inside DelegateVsPublished.playgroundbook.
import Foundation
import PackageDescription

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
let fileManager = FileManager.default

func folders(in relativePath: String, endingWith suffix: String = "") -> [String] {
    let names = (try? fileManager.contentsOfDirectory(atPath: root.appendingPathComponent(relativePath).path)) ?? []
    return names.filter { $0.hasSuffix(suffix) && !$0.hasPrefix(".") }.sorted()
}

/// Same rule as `PageTarget.name` in BookKit: the tool finds a page's executable by this name.
func pageTargetName(chapter: String, page: String) -> String {
    let stem = { (folder: String) in String(folder.split(separator: ".").first ?? "") }
    let raw = "Page_" + stem(chapter) + "_" + stem(page)
    return String(raw.map { $0.isLetter || $0.isNumber ? $0 : "_" })
}

// Combine comes from Apple where it exists. On Linux a target named Combine (OpenCombine plus
// the operators it lacks) stands in, so the book's code writes a plain `import Combine` and
// no Linux seam shows in what learners read.
#if os(Linux)
let combine: [Target.Dependency] = ["Combine"]
#else
let combine: [Target.Dependency] = []
#endif
let swift5: [SwiftSetting] = [.swiftLanguageMode(.v5)]

// Shared/UserModules/<Name>/Sources and Shared/Modules/<Name>/Sources: one library target each.
var sharedModules: [String] = []
var targets: [Target] = []
for kind in ["UserModules", "Modules"] {
    for module in folders(in: "Shared/\(kind)") {
        sharedModules.append(module)
        targets.append(.target(
            name: module, dependencies: combine, path: "Shared/\(kind)/\(module)/Sources",
            swiftSettings: swift5))
    }
}

// Chapters/NN-Name.playgroundchapter/Pages/NN-Name.playgroundpage/main.swift: one executable each.
var pageTargets: [String] = []
for chapter in folders(in: "Chapters", endingWith: ".playgroundchapter") {
    for page in folders(in: "Chapters/\(chapter)/Pages", endingWith: ".playgroundpage") {
        let path = "Chapters/\(chapter)/Pages/\(page)"
        guard fileManager.fileExists(atPath: root.appendingPathComponent("\(path)/main.swift").path) else { continue }
        let name = pageTargetName(chapter: chapter, page: page)
        let others = folders(in: path).filter { $0 != "main.swift" }
        pageTargets.append(name)
        targets.append(.executableTarget(
            name: name, dependencies: sharedModules.map { .target(name: $0) } + combine,
            path: path, exclude: others, sources: ["main.swift"], swiftSettings: swift5))
    }
}

// Tests/Variants/<Name>/main.swift: a page with a learner's edit (a fix, a wrong fix), one
// executable each, so the tests run what the page does after that edit.
var variantTargets: [String] = []
for variant in folders(in: "Tests/Variants") {
    let name = "Variant_" + String(variant.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    variantTargets.append(name)
    targets.append(.executableTarget(
        name: name, dependencies: sharedModules.map { .target(name: $0) } + combine,
        path: "Tests/Variants/\(variant)", sources: ["main.swift"], swiftSettings: swift5))
}

#if os(Linux)
// OpenCombine under Combine's name, plus what OpenCombine 0.14.0 lacks (combineLatest, merge).
// Linux only; never enters the book.
targets.append(.target(
    name: "Combine",
    dependencies: [
        .product(name: "OpenCombine", package: "OpenCombine"),
        .product(name: "OpenCombineDispatch", package: "OpenCombine"),
        .product(name: "OpenCombineFoundation", package: "OpenCombine"),
    ],
    path: "Support/LinuxCombine"))
#endif

targets += [
    .target(name: "BookKit", dependencies: sharedModules.map { .target(name: $0) }, path: "Tools/BookKit"),
    .executableTarget(
        name: "book",
        dependencies: ["BookKit", .product(name: "ArgumentParser", package: "swift-argument-parser")]
            + pageTargets.map { .target(name: $0) },
        path: "Tools/book"),
    // The web edition's generator: Markdown (Ink) and Swift highlighting (swift-syntax). A tool
    // of its own, built on demand by `book site`, so `book tour` never waits for them.
    .executableTarget(
        name: "book-site",
        dependencies: [
            "BookKit", .product(name: "Ink", package: "Ink"),
            .product(name: "SwiftParser", package: "swift-syntax"), .product(name: "SwiftIDEUtils", package: "swift-syntax"),
        ],
        path: "Tools/book-site"),
    .testTarget(
        name: "BookTests",
        dependencies: ["BookKit", "book"] + sharedModules.map { .target(name: $0) } + combine
            + variantTargets.map { .target(name: $0) },
        path: "Tests/BookTests",
        exclude: ["Expected"],
        swiftSettings: swift5),
]

let package = Package(
    name: "DelegateVsPublished",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [.executable(name: "book", targets: ["book"]), .executable(name: "book-site", targets: ["book-site"])],
    dependencies: [
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/JohnSundell/Ink", exact: "0.6.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: targets
)
