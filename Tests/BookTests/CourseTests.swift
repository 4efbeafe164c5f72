import BookKit
import Foundation
import XCTest

/// The book as a course: every exercise has hints and an assessment; the choosing table's
/// rows point at real pages; the glossary resolves.
final class CourseTests: XCTestCase {
    func testEveryChapterHasAnExerciseWithHintsAndAnAssessment() {
        for chapter in sources.chapters {
            let exercises = chapter.pages.filter { page in page.markup.lines.contains { $0.text.contains("Stage.assess(") } }
            XCTAssertFalse(exercises.isEmpty, "\(chapter.manifest.Name) has no exercise")
            for page in exercises {
                let hints = page.url.appendingPathComponent("PrivateResources/Hints.plist")
                XCTAssertTrue(FileManager.default.fileExists(atPath: hints.path), "\(page.folder) has no Hints.plist")
                XCTAssertTrue(page.markup.lines.contains { $0.kind == .editableCode || $0.text.contains("#-editable-code") }, "\(page.folder) has nothing to edit")
                XCTAssertTrue(variants.contains { $0.pagePath.hasSuffix(page.folder) }, "\(page.folder): no variant shows the assessment passing")
            }
        }
    }

    func testEveryPageLinksOnward() {
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

    func testTheChoosingTableCitesRealPages() throws {
        let page = try XCTUnwrap(sources.pages.first { $0.folder.hasSuffix("ChoosingADesign.playgroundpage") })
        let rows = page.markup.proseMarkdown.filter { $0.hasPrefix(" |") || $0.hasPrefix("|") }.dropFirst(2)
        XCTAssertGreaterThanOrEqual(rows.count, 5)
        for row in rows {
            let cite = try XCTUnwrap(row.split(separator: "|").last).trimmingCharacters(in: .whitespaces)
            let parts = cite.components(separatedBy: ", ")
            let number = Int(parts[0].replacingOccurrences(of: "Chapter ", with: "")) ?? 0
            XCTAssertTrue((1...sources.chapters.count).contains(number), "bad chapter in \(cite)")
            guard (1...sources.chapters.count).contains(number) else { continue }
            XCTAssertTrue(sources.chapters[number - 1].pages.contains { $0.manifest.Name == parts.dropFirst().joined(separator: ", ") },
                          "\(cite): no such page")
        }
    }

    func testGlossaryCoversTheTermsThePagesUse() throws {
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
