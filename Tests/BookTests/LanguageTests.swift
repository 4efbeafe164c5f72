import BookModel
import BookTestSupport
import Foundation
import Testing
import XCTestSpellings

/// Adding a language is a folder of translations, and nothing in code: a copy of the sources
/// gains a pseudo-language, "xx" (`addPseudoLanguage`: names, hints and every word of the tool,
/// the modules and the editions as English in brackets), and the build, the lint and the tour
/// take it in. The web edition's side is in Tools/Site's tests.
@Suite struct LanguageTests {
    @Test func testALanguageIsAFolderOfTranslations() throws {
        let root = try copyOfSources(book: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try addPseudoLanguage("xx", in: root)
        XCTAssertEqual(TranslationSources.languages(in: root), ["ja", "xx"])

        let build = try book(["build", "--root", root.path])
        XCTAssertEqual(build.status, 0, build.err)
        let page = root.appendingPathComponent(
            "\(BookSettings.bookFolder)/Contents/Chapters/01-DelegateOrPublished.playgroundchapter/Pages/01-TheShop.playgroundpage/PrivateResources")
        let names = try String(contentsOf: page.appendingPathComponent("xx.lproj/ManifestPlist.strings"), encoding: .utf8)
        XCTAssertTrue(names.contains("[The Shop]"), names)
        let lint = try book(["lint", "--root", root.path, "--no-sources"])
        XCTAssertEqual(lint.status, 0, lint.err)

        // The tour shows a page in the new language: the tool's frame, and the choice that the
        // page's module (BookStage) words.
        let tour = try book(["tour", "--root", root.path, "--lang", "xx", "--chapter", "1", "--page", "2"])
        XCTAssertEqual(tour.status, 0, tour.err + tour.out)
        XCTAssertTrue(tour.out.contains("[--- code ---]"), "the tour's own words are not the new language's")
        XCTAssertTrue(tour.out.contains("[--- after Run, the app shows ---]"))
        XCTAssertTrue(tour.out.contains("[The run shows .withThePen: [[pen], count 1: the new items.]]"), "the modules' words are not the new language's:\n\(tour.out)")
        // A language the sources do not have is refused.
        XCTAssertThrowsError(try book(["tour", "--root", root.path, "--lang", "zz", "--chapter", "1", "--page", "1"]))
    }
}
