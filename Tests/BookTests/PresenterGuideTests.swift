import BookModel
import BookTestSupport
import BookTour
import Foundation
import XCTest

/// The presenter's guide: plans whose minutes add up, notes for every page of every plan in
/// both languages, and a committed guide that is what `book guide` writes from them today.
final class PresenterGuideTests: XCTestCase {
    let languages = bookLanguages

    func pageKeys() -> [String] {
        sources.chapters.enumerated().flatMap { c, chapter in
            chapter.pages.indices.map { PresenterGuide.key(chapter: c + 1, page: $0 + 1) }
        }
    }

    /// The page a guide key ("03-05") names.
    func page(_ key: String) -> PageFolder { sources.chapters[Int(key.prefix(2))! - 1].pages[Int(key.suffix(2))! - 1] }

    func testThePlansAddUpAndNameRealPages() throws {
        let plans = try PresenterGuide.plans(root: repositoryRoot).plans
        XCTAssertEqual(plans.map(\.minutes), [90, 240])
        let keys = pageKeys()
        for plan in plans {
            XCTAssertEqual(plan.items.reduce(0) { $0 + $1.length }, plan.minutes, "\(plan.id): the minutes do not add up")
            let pages = plan.items.compactMap(\.page)
            XCTAssertTrue(plan.items.allSatisfy { [$0.page != nil, $0.break != nil, $0.label != nil].filter { $0 }.count == 1 && $0.length > 0 },
                          "\(plan.id): an item is not exactly one of a page, a break or a labelled stretch")
            for item in plan.items where item.label != nil {
                for language in languages { XCTAssertNotNil(item.label?[language], "\(plan.id): a labelled stretch has no \(language) label") }
            }
            XCTAssertEqual(pages.filter { !keys.contains($0) }, [], "\(plan.id) names pages the book does not have")
            XCTAssertEqual(pages, pages.sorted(), "\(plan.id) goes back in the book")
            XCTAssertEqual(Set(pages).count, pages.count, "\(plan.id) shows a page twice")
            for language in languages { XCTAssertNotNil(plan.name[language], "\(plan.id) has no \(language) name") }
        }
        // The half-day plan is the whole course, in order, then pages from the shelf.
        let course = sources.chapters.enumerated().filter { !$0.element.isShelf }.flatMap { c, chapter in
            chapter.pages.indices.map { PresenterGuide.key(chapter: c + 1, page: $0 + 1) }
        }
        let halfDay = plans[1].items.compactMap(\.page)
        XCTAssertEqual(Array(halfDay.prefix(course.count)), course, "the half-day plan covers the course, in order")
        XCTAssertGreaterThanOrEqual(halfDay.count - course.count, 10, "the half-day plan adds shelf pages")
        XCTAssertEqual(plans[0].pages.filter { !course.contains($0) }, [], "the 90-minute plan stays on the course")
    }

    /// Each page of a plan has the minutes that what the speaker view shows takes spoken (the
    /// guide's notes and the page's prose, 140 words a minute in English, 350 characters in
    /// Japanese), a minute and a half to run it and show the results, two for the room to
    /// predict at a checkpoint, and at an exercise eight of hands-on time and a minute and a
    /// half to go through it; each plan's pages and stretches fit in its minutes.
    func testThePlansLeaveTheSpokenMinutes() throws {
        let plans = try PresenterGuide.plans(root: repositoryRoot).plans
        let japanese = try XCTUnwrap(japaneseTranslations)
        for language in languages {
            let notes = try PresenterGuide.notes(root: repositoryRoot, language: language).pages
            for plan in plans {
                var needed = 0.0
                for item in plan.items {
                    guard let key = item.page else { needed += Double(item.length); continue }
                    let note = try XCTUnwrap(notes[key], "\(language) \(key)")
                    let folder = page(key)
                    let prose = folder.markup.proseBlocks.map { block in
                        language == "ja" ? (block.key.flatMap { japanese.page(folder)?.text($0) } ?? block.text) : block.text
                    }
                    let text = ([note.point] + note.talk + [note.next]).joined(separator: " ")
                    let spoken = language == "ja"
                        ? Double(text.unicodeScalars.filter { !$0.properties.isWhitespace }.count + Self.proseCharacters(prose)) / 350
                        : Double(text.split(whereSeparator: \.isWhitespace).count + CourseTests.proseWords(prose)) / 140
                    let minutes = spoken + 1.5 + (folder.isCheckpoint ? 2 : 0) + (folder.isExercise ? 9.5 : 0)
                    needed += minutes
                    XCTAssertGreaterThanOrEqual(Double(item.length), minutes.rounded(.down), "\(language) \(plan.id) \(key): \(item.length) min planned, \(String(format: "%.1f", minutes)) needed")
                }
                XCTAssertLessThanOrEqual(needed, Double(plan.minutes), "\(language) \(plan.id): \(String(format: "%.1f", needed)) minutes needed")
            }
        }
    }

    /// Characters a presenter reads in Japanese prose (`CourseTests.readLines`).
    static func proseCharacters(_ blocks: [String]) -> Int {
        CourseTests.readLines(blocks).reduce(0) { $0 + $1.unicodeScalars.filter { !$0.properties.isWhitespace }.count }
    }

    func testEveryPageHasNotesInBothLanguages() throws {
        let keys = pageKeys()
        let exercises = keys.filter { page($0).isExercise }
        XCTAssertEqual(exercises.count, 8)
        for language in languages {
            let notes = try PresenterGuide.notes(root: repositoryRoot, language: language).pages
            XCTAssertEqual(Set(notes.keys), Set(keys), "notes.\(language).json")
            for (key, note) in notes {
                let texts = [note.point, note.listenFor, note.next] + note.talk
                XCTAssertTrue(texts.allSatisfy { !$0.isEmpty && !$0.contains("\n") }, "\(language) \(key): an empty or broken note")
                XCTAssertTrue((2...4).contains(note.talk.count), "\(language) \(key): \(note.talk.count) talking points")
                XCTAssertTrue(keys.contains(note.fixedBy), "\(language) \(key): fixedBy \(note.fixedBy) is not a page")
                XCTAssertEqual(note.solution != nil && note.reasoning != nil && note.attendees != nil, exercises.contains(key), "\(language) \(key): solutions belong to the exercise pages")
                if language == "ja" {
                    XCTAssertTrue(note.point.unicodeScalars.contains { $0.value >= 0x3040 }, "ja \(key): the point is not in Japanese")
                }
            }
        }
    }

    func testTheCommittedGuideIsWhatTheNotesMake() throws {
        for language in languages {
            let path = PresenterGuide.guidePath(language: language)
            let committed = try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
            let fresh = try PresenterGuide.markdown(root: repositoryRoot, tree: sources, language: language)
            XCTAssertEqual(committed, fresh, "\(path) drifted: run `swift run book guide`")
            // Every checkpoint page asks its question, with the answer its run recorded.
            XCTAssertGreaterThanOrEqual(fresh.components(separatedBy: language == "en" ? "**Ask the room, before Run.**" : "**実行の前に、会場に聞く：**").count - 1, 12)
            XCTAssertTrue(fresh.contains("`.publishedReads0`"), path)
        }
        // Each question is the page's own Predict callout, not another callout on the page.
        let english = try PresenterGuide.markdown(root: repositoryRoot, tree: sources, language: "en")
        let fold = { (text: String) in text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        let predictBlocks = sources.pages.flatMap(\.markup.proseBlocks).map(\.text).filter { $0.contains("callout(Predict):") }.map(fold)
        let asked = english.components(separatedBy: "\n").filter { $0.hasPrefix("**Ask the room, before Run.** ") }
        XCTAssertEqual(asked.count, predictBlocks.count)
        for line in asked {
            let question = fold(String(line.dropFirst("**Ask the room, before Run.** ".count)))
            XCTAssertTrue(predictBlocks.contains { $0.contains(question) }, "the guide asks what no Predict callout asks: \(question)")
        }
    }
}
