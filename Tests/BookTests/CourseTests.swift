import BookModel
import BookTestSupport
import BookTour
import Foundation
import Testing
import XCTestSpellings

/// The book as a course: every exercise has hints and an assessment; the choosing table's
/// rows point at real pages; the glossary resolves.
@Suite struct CourseTests {
    /// Every course chapter asks the learner to act: an exercise, or a prediction the run checks.
    @Test func testEveryCourseChapterAsksTheLearnerToAct() {
        for chapter in sources.chapters where !chapter.isShelf {
            let assessed = chapter.pages.filter { $0.isExercise || $0.isCheckpoint }
            XCTAssertFalse(assessed.isEmpty, "\(chapter.manifest.Name) has neither an exercise nor a prediction")
        }
    }

    @Test func testEveryExerciseHasHintsAnAssessmentAndAPassingVariant() {
        for chapter in sources.chapters {
            let exercises = chapter.pages.filter(\.isExercise)
            for page in exercises {
                let hints = page.url.appendingPathComponent("PrivateResources/Hints.plist")
                XCTAssertTrue(FileManager.default.fileExists(atPath: hints.path), "\(page.folder) has no Hints.plist")
                XCTAssertTrue(page.markup.lines.contains { $0.kind == .editableCode || $0.text.contains("#-editable-code") }, "\(page.folder) has nothing to edit")
                XCTAssertTrue(variants.contains { $0.pagePath.hasSuffix(page.folder) }, "\(page.folder): no variant shows the assessment passing")
            }
        }
    }

    /// The course is the book's first chapters, at most 20 pages in Apple's shape: a Goal line
    /// on every page, and prose a developer reads in two hours with the exercises (median at
    /// most 150 words a page, none over 250). The shelf follows, its chapters named optional.
    @Test func testTheCourseIsShortAndTheShelfIsMarkedOptional() throws {
        XCTAssertTrue(sources.chapters.drop { !$0.isShelf }.allSatisfy(\.isShelf), "a course chapter after the shelf")
        let course = sources.chapters.filter { !$0.isShelf }.flatMap(\.pages)
        XCTAssertLessThanOrEqual(course.count, 20, "course pages")
        XCTAssertGreaterThanOrEqual(course.count, 12, "course pages")
        let counts = course.map { (page: $0, words: Self.proseWords($0.markup.proseMarkdown)) }
        for (page, words) in counts {
            XCTAssertLessThanOrEqual(words, 250, "\(page.folder): \(words) words of prose")
            XCTAssertTrue(page.markup.proseMarkdown.joined().contains("**Goal:**"), "\(page.folder) has no Goal line")
        }
        let sorted = counts.map(\.words).sorted()
        let median = sorted.count % 2 == 1 ? Double(sorted[sorted.count / 2]) : Double(sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        XCTAssertLessThanOrEqual(median, 150, "median words per course page: \(sorted)")
        let japanese = try XCTUnwrap(japaneseTranslations)
        for chapter in sources.chapters where chapter.isShelf {
            XCTAssertTrue(chapter.manifest.Name.hasPrefix("Optional: "), chapter.manifest.Name)
            XCTAssertTrue(japanese.name(of: chapter).hasPrefix("発展："), chapter.folder)
            // Each shelf page answers one question, and its title asks it.
            for page in chapter.pages {
                XCTAssertTrue(page.manifest.Name.hasSuffix("?"), "\(page.folder): \(page.manifest.Name) is not a question")
                XCTAssertTrue(japanese.name(of: page).hasSuffix("？"), "\(page.folder): \(japanese.name(of: page)) is not a question")
            }
        }
    }

    /// The lines a learner reads: prose without code blocks, pictures, link targets or the
    /// Previous / Next line.
    static func readLines(_ blocks: [String]) -> [String] {
        var lines: [String] = [], inFence = false
        for line in blocks.joined(separator: "\n").components(separatedBy: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("```") { inFence.toggle(); continue }
            if inFence || line.hasPrefix("    ") || text.hasPrefix("![") || text.contains("(@previous)") || text.contains("(@next)") { continue }
            lines.append(text.replacingOccurrences(of: #"\]\([^)]*\)"#, with: "]", options: .regularExpression))
        }
        return lines
    }

    /// Words a learner reads (`readLines`).
    static func proseWords(_ blocks: [String]) -> Int {
        readLines(blocks).reduce(0) { $0 + $1.split(whereSeparator: \.isWhitespace).filter { $0.contains { $0.isLetter || $0.isNumber } }.count }
    }

    @Test func testEveryPageLinksOnward() {
        let pages = sources.pages
        for (index, page) in pages.enumerated() {
            let prose = page.markup.proseMarkdown.joined(separator: "\n")
            if index > 0 { XCTAssertTrue(prose.contains("(@previous)"), "\(page.folder) has no Previous link") }
            if index < pages.count - 1 && page.folder != page.chapterFolder {
                let isLastOfChapter = sources.chapters.first { $0.folder == page.chapterFolder }?.pages.last?.folder == page.folder
                if !isLastOfChapter || index < pages.count - 1 {
                    XCTAssertTrue(prose.contains("(@next)") || isLastOfChapter, "\(page.folder) has no Next link")
                }
            }
        }
    }

    /// Each entry of the choosing list ends by naming the pages that show it:
    /// "Chapter N, Page Name" (and ", and Other Page" for a second one).
    @Test func testTheChoosingListCitesRealPages() throws {
        let page = try XCTUnwrap(sources.pages.first { $0.folder.hasSuffix("ChoosingADesign.playgroundpage") })
        let prose = page.markup.proseMarkdown.joined(separator: "\n")
        let entries = prose.components(separatedBy: "\n * **").dropFirst().map { $0.components(separatedBy: "\n\n")[0] }
        XCTAssertGreaterThanOrEqual(entries.count, 6)
        for entry in entries {
            let flat = entry.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression)
            let range = try XCTUnwrap(flat.range(of: #"Chapter [0-9]+, [^.]*[.?]$"#, options: .regularExpression), "no citation in: \(flat)")
            // A page named as a question ends the entry with its own question mark.
            let cite = flat[range].hasSuffix(".") ? flat[range].dropLast() : flat[range]
            let number = Int(cite.dropFirst("Chapter ".count).prefix { $0.isNumber }) ?? 0
            XCTAssertTrue((1...sources.chapters.count).contains(number), "bad chapter in \(cite)")
            guard (1...sources.chapters.count).contains(number) else { continue }
            let names = cite.drop { $0 != "," }.dropFirst(2).components(separatedBy: ", and ")
            for name in names {
                XCTAssertTrue(sources.chapters[number - 1].pages.contains { $0.manifest.Name == name }, "\(cite): no page named '\(name)'")
            }
        }
    }

    /// Each exercise's Hints.plist holds the hints its unchanged code gets from the assessment.
    @Test func testHintsPlistMatchesWhatTheUnchangedPageGets() throws {
        for page in sources.pages where page.isExercise {
            let data = try Data(contentsOf: page.url.appendingPathComponent("PrivateResources/Hints.plist"))
            let plist = try XCTUnwrap(PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
            let hints = try XCTUnwrap(plist["Hints"] as? [[String: String]]).compactMap { $0["Content"] }
            let output = PageOutput(parsing: try runCached(executableNamed: page.targetName).output)
            let assessment = try XCTUnwrap(output.assessment?.lines, "\(page.folder) reports no assessment")
            XCTAssertEqual(assessment.first, "not yet", "\(page.folder): the unchanged code must not pass")
            let ran = assessment.filter { $0.hasPrefix("hint ") }.map { String($0.drop { $0 != ":" }.dropFirst(2)) }
            XCTAssertEqual(hints, ran, "\(page.folder): Hints.plist differs from the hints the unchanged page gets")
        }
    }

    @Test func testGlossaryCoversTheTermsThePagesUse() throws {
        let data = try Data(contentsOf: repositoryRoot.appendingPathComponent("Assets/Glossary.plist"))
        let glossary = try XCTUnwrap(PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        let terms = try XCTUnwrap(glossary["Terms"] as? [String: Any])
        for term in ["delegate", "protocol", "willSet", "didSet", "property wrapper", "publisher", "subscriber", "sink", "assign",
                     "subject", "CurrentValueSubject", "objectWillChange", "ObservableObject", "@Observable"] {
            XCTAssertNotNil(terms[term], "the glossary lacks \(term)")
        }
        let linked = Set(sources.pages.flatMap { $0.markup.glossaryLinks.map(\.term) })
        XCTAssertEqual(linked, Set(terms.keys), "every term is linked from a page, and every link has a term")
    }
}
