import BookKit
import BookLint
import BookModel
import BookTestSupport
import Foundation
import Testing
import XCTestSpellings

/// Every rule of `book lint` against its own examples (Tools/BookKit/Lint/Rules): what it must
/// accept, and what it must refuse with the path, line and message it gives. A whole-book
/// example breaks a copy of the repository: a rule that runs on the sources must stop the
/// build (leaving the previous book as it was), and the lint must report it.
@Suite struct LintRuleTests {
    static let ids = LintCatalogue.all.map { $0.id }

    @Test func testTheCatalogueIsSound() throws {
        XCTAssertEqual(Set(Self.ids).count, Self.ids.count, "two rules share an id")
        for rule in LintCatalogue.all {
            XCTAssertFalse(rule.summary.contains("\n") || rule.summary.isEmpty, rule.id)
            XCTAssertTrue(rule.examples.contains { $0.problem != nil }, "\(rule.id) has no example it refuses")
            // A page or text rule also shows what it accepts; a book rule's is the committed book.
            if rule.examples.contains(where: { if case .book = $0.input { false } else { true } }) {
                XCTAssertTrue(rule.examples.contains { $0.problem == nil }, "\(rule.id) has no example it accepts")
            }
        }
        // One rule a file: every file of Lint/Rules is in the catalogue.
        let files = try FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent("Tools/BookKit/Lint/Rules").path)
        XCTAssertEqual(files.filter { $0.hasSuffix(".swift") }.count, LintCatalogue.all.count, "a file of Lint/Rules is not in LintCatalogue")
        // `book lint --rules`, in both languages: every rule, nothing left in English in Japanese.
        let english = try bookProcess(["lint", "--rules"])
        XCTAssertEqual(english.status, 0, english.err)
        let japanese = try book(["lint", "--rules", "--lang", "ja"])
        for rule in LintCatalogue.all {
            XCTAssertTrue(english.out.contains("\(rule.id)\n    \(rule.summary)\n    looks at: \(rule.looksAt)\n"), rule.id)
            XCTAssertTrue(japanese.out.contains("\(rule.id)\n    "), rule.id)
            XCTAssertFalse(japanese.out.contains(rule.summary), "\(rule.id)'s summary is not translated")
        }
    }

    @Test(arguments: ids) func testEachRuleOnItsExamples(_ id: String) throws {
        let rule = try XCTUnwrap(LintCatalogue.all.first { $0.id == id })
        for (index, example) in rule.examples.enumerated() {
            let label = "\(id), example \(index + 1)"
            if case .book(let edits) = example.input {
                let parts = example.problem ?? []
                XCTAssertFalse(parts.isEmpty, "\(label): a whole-book example names what it must report")
                // Text rules see the sources' English only: a broken translation is the lint's.
                let stops = LintCatalogue.stopsTheBuild(rule) && !edits.allSatisfy { path(of: $0).hasPrefix("Translations/") }
                try assertRefused(edits, rule: id, parts: parts, stopsTheBuild: stops, label)
                continue
            }
            let found = try XCTUnwrap(LintCatalogue.problems(of: rule, on: example), "\(label) is not of the rule's kind").map(\.description)
            if let expected = example.problem?.first {
                XCTAssertTrue(found.contains { $0.hasPrefix(expected) }, "\(label): expected \"\(expected)\", found \(found)")
            } else {
                XCTAssertEqual(found, [], "\(label) must be accepted")
            }
        }
    }

    func assertRefused(_ edits: [BookEdit], rule id: String, parts: [String], stopsTheBuild: Bool, _ label: String) throws {
        let root = try copyOfSources(book: true)
        let output = root.appendingPathComponent(BookSettings.bookFolder)
        let before = snapshot(output)
        for edit in edits { try apply(edit, in: root, label) }
        let reports = { (text: String) in text.components(separatedBy: "\n").contains { line in parts.allSatisfy { line.contains($0) } } }
        // The build reads only the four source folders: an edit elsewhere (README, docs/, the
        // site's sources) cannot change what it does, so it is not run again for nothing.
        if edits.contains(where: { edit in sourceFolders.contains { path(of: edit).hasPrefix($0 + "/") } }) {
            let build = try book(["build", "--root", root.path])
            if stopsTheBuild {
                XCTAssertNotEqual(build.status, 0, "\(label): build accepted a broken source")
                XCTAssertTrue(reports(build.err), "\(label): expected a line with \(parts) in:\n\(build.err)")
                assertSameFiles(snapshot(output), before, "\(label): a failed build changed the previous book")
                let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasPrefix(".") }
                XCTAssertEqual(leftovers, [], "\(label): a failed build left temporary folders")
            } else {
                XCTAssertEqual(build.status, 0, "\(label): only the lint refuses this: \(build.err)")
            }
        }
        // The rule alone, as `book lint` runs it (the whole catalogue on the whole book is
        // BookToolTests' and the committed book's).
        let found = BookLinter.lint(book: output, sources: root, only: [id]).map(\.description).joined(separator: "\n")
        XCTAssertTrue(reports(found), "\(label): expected a line with \(parts) in:\n\(found)")
    }

    func path(of edit: BookEdit) -> String {
        switch edit {
        case let .replace(path, _, _): return path
        case let .write(path, _): return path
        case let .bytes(path, _): return path
        case let .remove(path): return path
        case let .setKey(path, _, _): return path
        }
    }

    func apply(_ edit: BookEdit, in root: URL, _ label: String) throws {
        let url = root.appendingPathComponent(path(of: edit))
        switch edit {
        case let .replace(_, old, new):
            let text = try String(contentsOf: url, encoding: .utf8)
            XCTAssertTrue(text.contains(old), "\(label): \(url.lastPathComponent) does not contain \(old)")
            try text.replacingOccurrences(of: old, with: new).write(to: url, atomically: true, encoding: .utf8)
        case let .write(_, text):
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        case let .bytes(_, bytes):
            try Data(bytes).write(to: url)
        case .remove:
            try FileManager.default.removeItem(at: url)
        case let .setKey(_, key, value):
            var dict = try XCTUnwrap(PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil) as? [String: Any])
            dict[key] = value
            try PropertyListSerialization.data(fromPropertyList: dict, format: .xml, options: 0).write(to: url)
        }
    }
}
