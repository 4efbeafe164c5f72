// swift-tools-version: 6.0
// The web edition's generator, `book-site`, and its tests: a package of its own, so that its
// Markdown and Swift-highlighting dependencies stay out of what `swift run book tour` and the
// book's `swift test` build. `swift run book site` builds and runs it; CI runs its tests.
//
// Prose is parsed by cmark, the CommonMark reference implementation, as a system library
// (Debian: `apt-get install libcmark-dev`; macOS: `brew install cmark`).
import PackageDescription

let package = Package(
    name: "BookSite",
    platforms: [.macOS(.v14)],
    products: [.executable(name: "book-site", targets: ["book-site"])],
    dependencies: [
        .package(name: "DelegateVsPublished", path: "../.."),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CCmark",
            path: "Sources/CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]),
        .executableTarget(
            name: "book-site",
            dependencies: [
                "CCmark",
                .product(name: "BookKit", package: "DelegateVsPublished"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftIDEUtils", package: "swift-syntax"),
            ],
            // The stylesheet and the script, as files: see SiteAssets.swift.
            resources: [.copy("Resources")]),
        .testTarget(
            name: "SiteTests",
            dependencies: ["book-site", .product(name: "BookTestSupport", package: "DelegateVsPublished")]),
    ]
)
