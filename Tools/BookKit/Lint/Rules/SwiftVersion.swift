import BookModel

/// The app compiles a book with the Swift it ships: the manifest's SwiftVersion must say so.
enum SwiftVersion: BookRule {
    static let id = "swift-version"
    static let summary = "SwiftVersion is the Swift that MinimumSwiftPlaygroundsVersion ships"
    static let subject = LintSubject.book
    static let looksAt = "a built book's Contents/Manifest.plist"
    static let examples: [LintExample] = [
        .refuses(
            .setKey("DelegateVsPublished.playgroundbook/Contents/Manifest.plist", "SwiftVersion", "6.2"),
            with: "Contents/Manifest.plist:1: SwiftVersion 6.2 disagrees with MinimumSwiftPlaygroundsVersion 4.4, which ships Swift 5.9")
    ]

    static func check(_ book: LintedBook) -> [Problem] {
        let app = book.manifest?.MinimumSwiftPlaygroundsVersion ?? "4.4"
        guard let swift = BookFacts.swiftOfApp[app], let declared = book.manifest?.SwiftVersion, declared != swift else { return [] }
        return [Problem(book.manifestPath, "SwiftVersion \(declared) disagrees with MinimumSwiftPlaygroundsVersion \(app), which ships Swift \(swift)")]
    }
}
