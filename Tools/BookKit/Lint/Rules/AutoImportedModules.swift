import BookModel
import Foundation

/// A module the manifest imports into every page must ship, or no page compiles.
enum AutoImportedModules: BookRule {
    static let id = "auto-imported-modules"
    static let summary = "every module UserAutoImportedAuxiliaryModules names is in Modules/"
    static let subject = LintSubject.book
    static let looksAt = "a built book's Contents/Manifest.plist and Contents/Modules"
    static let examples: [LintExample] = [
        .refuses(
            .replace("DelegateVsPublished.playgroundbook/Contents/Manifest.plist", "<string>BookStage</string>", "<string>BookStage</string><string>Nowhere</string>"),
            with: "Contents/Manifest.plist:", "UserAutoImportedAuxiliaryModules lists 'Nowhere', but Modules/Nowhere.playgroundmodule does not exist")
    ]

    static func check(_ book: LintedBook) -> [Problem] {
        let present = Set(book.modules.filter { $0.kind == "Modules" }.map(\.name))
        let missing = (book.manifest?.UserAutoImportedAuxiliaryModules ?? []).filter { !present.contains($0) }
        guard !missing.isEmpty else { return [] }
        let text = book.book.flatMap { FileManager.default.contents(atPath: $0.appendingPathComponent("Contents/Manifest.plist").path) }.map { String(decoding: $0, as: UTF8.self) } ?? ""
        return missing.map { name in
            Problem(book.manifestPath, line: PlistReader.line(ofString: name, in: text), "UserAutoImportedAuxiliaryModules lists '\(name)', but Modules/\(name).playgroundmodule does not exist")
        }
    }
}
