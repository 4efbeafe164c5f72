import BookModel
import BookTestSupport
import Foundation
import XCTest

@testable import book_site

/// What the site takes from data rather than code: each language's words, and the slides' type.
final class EditionDataTests: XCTestCase {
    /// A third language reaches the web edition's words and language links from its folder of
    /// translations alone (LanguageTests builds the book and the tour with the same pseudo-language).
    func testANewLanguageTakesItsWordsFromItsTranslations() throws {
        let root = try copyOfSources(self)
        try addPseudoLanguage("xx", in: root)
        var localizations: [String: Localization] = [:]
        for language in TranslationSources.languages(in: root) { localizations[language] = try Localization.load(root: root, language: language) }
        let builder = try SiteBuilder(root: repositoryRoot, tree: sources, localizations: localizations)
        XCTAssertEqual(builder.languages, ["en", "ja", "xx"])
        XCTAssertEqual(builder.t("Handout", "xx"), "[Handout]")
        XCTAssertEqual(builder.t("Chapter %@: ", "xx", "3"), "[Chapter 3: ]")
        let links = builder.languageLinks("en") { "../\($0)/01-01.html" }
        XCTAssertTrue(links.contains(#"<a class="language" href="../xx/01-01.html" hreflang="xx" lang="xx">[English]</a>"#), links)
        XCTAssertTrue(links.contains(#"<a class="language" href="../ja/01-01.html" hreflang="ja" lang="ja">日本語</a>"#), links)
        XCTAssertTrue(builder.workshopDecks(language: "xx")["break-1.html"]?.contains("[Back in a few minutes.]") ?? false)
    }

    /// The slide's type sizes have one source, slide-type.css: its rules size text only through
    /// its `--slide-…` properties, which SlideMetrics reads for its estimates.
    func testSlideSizesComeFromTheStylesheet() throws {
        let css = SiteAssets.slideType
        XCTAssertNil(css.range(of: #"font-size:\s*[0-9.]"#, options: .regularExpression), "a slide's font size set outside the --slide- properties")
        for name in ["--slide-prose", "--slide-prose-line", "--slide-h1", "--slide-h2", "--slide-h3", "--slide-code", "--slide-code-line", "--slide-picture"] {
            XCTAssertTrue(css.contains("var(\(name))"), "\(name) is set but no rule uses it")
            XCTAssertGreaterThan(SlideMetrics.size(name), 0, name)
        }
        XCTAssertEqual(SlideMetrics.prose, SlideMetrics.size("--slide-prose"))
        XCTAssertEqual(SlideMetrics.heading[1], SlideMetrics.size("--slide-h1"))
    }
}
