import BookModel
import Foundation

/// Wherever a resources folder holds a language's `.lproj`, it holds the development
/// language's too, with at least the same files, as Apple's localized books do: without it a
/// device in a third language may fall back to the only localization there is.
enum DevelopmentLanguage: BookRule {
    static let id = "development-language"
    static let summary = "every localized resource ships beside its development-language twin"
    static let subject = LintSubject.book
    static let looksAt = "every .lproj folder of a built book"
    static let page = "DelegateVsPublished.playgroundbook/Contents/Chapters/01-DelegateOrPublished.playgroundchapter/Pages/01-TheShop.playgroundpage"
    static let examples: [LintExample] = [
        .refuses(
            .remove("\(page)/PrivateResources/en.lproj/Prose.strings"),
            with: "01-TheShop.playgroundpage/PrivateResources/en.lproj/Prose.strings:1: ja.lproj/Prose.strings has no en.lproj counterpart")
    ]

    static func check(_ book: LintedBook) -> [Problem] {
        guard let contents = book.book?.appendingPathComponent("Contents"),
            let walker = FileManager.default.enumerator(at: contents, includingPropertiesForKeys: nil)
        else { return [] }
        let region = book.manifest?.DevelopmentRegion ?? "en"
        var problems: [Problem] = []
        let folders = walker.compactMap { $0 as? URL }.filter { ["PrivateResources", "PublicResources"].contains($0.lastPathComponent) }
        for folder in folders.sorted(by: { $0.path < $1.path }) {
            let languages = Layout.entries(folder).filter { $0.hasSuffix(".lproj") && $0 != "\(region).lproj" }
            let development = folder.appendingPathComponent("\(region).lproj")
            let present = Set(Layout.entries(development))
            for language in languages {
                for file in Layout.entries(folder.appendingPathComponent(language)) where !present.contains(file) {
                    problems.append(
                        Problem(
                            book.path(development.appendingPathComponent(file)),
                            "\(language)/\(file) has no \(region).lproj counterpart: ship the development language (DevelopmentRegion \(region)) beside every other, as Apple's localized books do"))
                }
            }
        }
        return problems
    }
}
