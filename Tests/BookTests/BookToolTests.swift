import BookKit
import BookTestSupport
import Foundation
import Testing
import XCTestSpellings

/// `book build` and `book lint` on good and broken sources: the real tool end to end, and the
/// same BookKit functions in-process. A Swift Testing suite, so its cases run side by side
/// (each on its own copy of the sources); the assertions below keep XCTest's spellings.
@Suite struct BookToolTests {
    var committedBook: URL { repositoryRoot.appendingPathComponent(BookSettings.bookFolder) }

    @Test func testCommittedBookIsLintCleanAndCurrent() throws {
        // The real tool, end to end; its words are BookCommands.lint's, which the other tests call.
        let run = try bookProcess(["lint", "--root", repositoryRoot.path])
        XCTAssertEqual(run.status, 0, run.err)
        XCTAssertEqual(run.out, "\(BookSettings.bookFolder): no problems\n")
    }

    @Test func testBuildIsDeterministicAndShipsNothingLinuxOnly() throws {
        let scratch = try scratchFolder()
        let first = scratch.appendingPathComponent("one/\(BookSettings.bookFolder)")
        let second = scratch.appendingPathComponent("two/\(BookSettings.bookFolder)")
        for output in [first, second] {
            try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
            // The real tool once (end to end), then the same function in-process.
            let arguments = ["build", "--root", repositoryRoot.path, "--output", output.path]
            let run = output == first ? try bookProcess(arguments) : try book(arguments)
            XCTAssertEqual(run.status, 0, run.err)
        }
        let files = snapshot(first)
        XCTAssertFalse(files.isEmpty)
        assertSameFiles(files, snapshot(second), "two builds differ")
        assertSameFiles(files, snapshot(committedBook), "the committed book is not what build makes (run `swift run book build`)")
        for path in files.keys {
            XCTAssertFalse(path.contains("LinuxCombine") || path.contains("Package.swift") || path.contains("Tests") || path.contains(".DS_Store") || path.contains("Edits"), path)
        }
        let manifest = try XCTUnwrap(files["Contents/Manifest.plist"])
        let book = try PropertyListDecoder().decode(BookManifest.self, from: manifest)
        XCTAssertEqual(book.Version, "7.0")
        XCTAssertEqual(book.DeploymentTarget, "ios17.0")
        XCTAssertEqual(book.SwiftVersion, "5.9")
        XCTAssertEqual(book.DevelopmentRegion, "en")
        XCTAssertEqual(book.Chapters, sources.chapters.map(\.folder))
        XCTAssertNotNil(files["Contents/UserModules/Shop.playgroundmodule/Sources/Catalog.swift"])
        XCTAssertNotNil(files["Contents/Modules/BookStage.playgroundmodule/Sources/Stage.swift"])
        let cover = try XCTUnwrap(files["Contents/PrivateResources/Cover.png"])
        let size = try XCTUnwrap(PNG.size(of: cover))
        XCTAssertEqual(size.width * 3, size.height * 4)
    }

    /// One broken source, the message it must give, and the file it must name.
    func assertBuildRefuses(_ breakIt: (URL) throws -> Void, message: String, path: String,
                            file: StaticString = #filePath, line: UInt = #line) throws {
        // The committed book is what these sources build (testBuildIsDeterministic...).
        let root = try copyOfSources(book: true)
        let output = root.appendingPathComponent(BookSettings.bookFolder)
        let before = snapshot(output)
        try breakIt(root)
        let run = try book(["build", "--root", root.path])
        XCTAssertNotEqual(run.status, 0, "build accepted a broken source", file: file, line: line)
        XCTAssertTrue(run.err.contains(message), "expected \"\(message)\" in:\n\(run.err)", file: file, line: line)
        XCTAssertTrue(run.err.contains(path), "expected the path \(path) in:\n\(run.err)", file: file, line: line)
        XCTAssertFalse(before.isEmpty, file: file, line: line)
        assertSameFiles(snapshot(output), before, "a failed build changed the previous book", file: file, line: line)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasPrefix(".") }
        XCTAssertEqual(leftovers, [], "a failed build left temporary folders", file: file, line: line)
        // The linter, pointed at a book built from these sources, refuses them too.
        let lint = try book(["lint", "--root", root.path])
        XCTAssertNotEqual(lint.status, 0, file: file, line: line)
    }

    let chapter = "Chapters/01-Delegates.playgroundchapter"
    var firstPage: String { "\(chapter)/Pages/01-TheShop.playgroundpage" }

    @Test func testMissingPageFolder() throws {
        try assertBuildRefuses({ root in
            try FileManager.default.removeItem(at: root.appendingPathComponent("\(self.chapter)/Pages/02-TheCartTellsItsDelegate.playgroundpage"))
        }, message: "page '02-TheCartTellsItsDelegate.playgroundpage' is listed but its folder is missing", path: "\(chapter)/Manifest.plist:")
    }

    @Test func testMalformedManifest() throws {
        try assertBuildRefuses({ root in
            try Data("<plist><dict><key>Name</key><string>oops</dict>".utf8).write(to: root.appendingPathComponent("\(self.firstPage)/Manifest.plist"))
        }, message: "not a valid property list", path: "\(firstPage)/Manifest.plist:")
    }

    @Test func testMissingManifestKey() throws {
        try assertBuildRefuses({ root in
            let url = root.appendingPathComponent("\(self.firstPage)/Manifest.plist")
            var dict = try XCTUnwrap(PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil) as? [String: Any])
            dict["LiveViewMode"] = nil
            try PropertyListSerialization.data(fromPropertyList: dict, format: .xml, options: 0).write(to: url)
        }, message: "missing required key 'LiveViewMode'", path: "\(firstPage)/Manifest.plist:1:")
    }

    @Test func testWrongValueNamesItsLine() throws {
        try assertBuildRefuses({ root in
            let url = root.appendingPathComponent("\(self.firstPage)/Manifest.plist")
            let text = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: "HiddenByDefault", with: "Sometimes")
            try text.write(to: url, atomically: true, encoding: .utf8)
        }, message: "'LiveViewMode' must be one of \"VisibleByDefault\", \"HiddenByDefault\", not \"Sometimes\"", path: "\(firstPage)/Manifest.plist:7:")
    }

    @Test func testUnbalancedHiddenCode() throws {
        try assertBuildRefuses({ root in
            let url = root.appendingPathComponent("\(self.firstPage)/main.swift")
            let text = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: "//#-end-hidden-code\n", with: "")
            try text.write(to: url, atomically: true, encoding: .utf8)
        }, message: "//#-hidden-code never closed with //#-end-hidden-code", path: "\(firstPage)/main.swift:1:")
    }

    @Test func testDuplicatePageName() throws {
        try assertBuildRefuses({ root in
            let url = root.appendingPathComponent("\(self.chapter)/Pages/02-TheCartTellsItsDelegate.playgroundpage/Manifest.plist")
            let text = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: "The Cart Tells Its Delegate", with: "The Shop")
            try text.write(to: url, atomically: true, encoding: .utf8)
        }, message: "page name 'The Shop' is also the name of 01-TheShop.playgroundpage in this chapter", path: "02-TheCartTellsItsDelegate.playgroundpage/Manifest.plist:")
    }

    @Test func testCoverThatIsNotAPNG() throws {
        try assertBuildRefuses({ root in
            try Data("GIF89a not a png".utf8).write(to: root.appendingPathComponent("Assets/Cover.png"))
        }, message: "the cover must be a PNG file", path: "Assets/Cover.png:1:")
    }

    @Test func testCoverThatIsNotFourByThree() throws {
        try assertBuildRefuses({ root in
            // A real PNG header for a 400x400 image: only IHDR is read.
            var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
            data += Data("IHDR".utf8) + Data([0, 0, 1, 0x90, 0, 0, 1, 0x90, 8, 2, 0, 0, 0])
            try data.write(to: root.appendingPathComponent("Assets/Cover.png"))
        }, message: "the cover must be 4:3 (400x300 recommended), not 400x400", path: "Assets/Cover.png:1:")
    }

    @Test func testModuleFileOutsideSources() throws {
        try assertBuildRefuses({ root in
            try Data("// stray\n".utf8).write(to: root.appendingPathComponent("Shared/UserModules/Shop/Notes.swift"))
        }, message: "file outside Sources/", path: "Shared/UserModules/Shop/Notes.swift:1:")
    }

    @Test func testUnreadableFile() throws {
        guard getuid() != 0 else {
            // root reads everything; make the file unreadable by making it a broken symlink instead.
            try assertBuildRefuses({ root in
                let url = root.appendingPathComponent("\(self.firstPage)/main.swift")
                try FileManager.default.removeItem(at: url)
                try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: "/nonexistent/main.swift")
            }, message: "missing main.swift", path: "\(firstPage)/main.swift:1:")
            return
        }
        try assertBuildRefuses({ root in
            try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: root.appendingPathComponent("Shared/UserModules/Shop/Sources/Catalog.swift").path)
        }, message: "cannot read the file (check its permissions)", path: "Shared/UserModules/Shop/Sources/Catalog.swift:1:")
    }

    @Test func testBrokenGlossaryLink() throws {
        try assertBuildRefuses({ root in
            let url = root.appendingPathComponent("\(self.chapter)/Pages/02-TheCartTellsItsDelegate.playgroundpage/main.swift")
            let text = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: "glossary://delegate)", with: "glossary://delegat)")
            try text.write(to: url, atomically: true, encoding: .utf8)
        }, message: "glossary://delegat has no entry in Glossary.plist", path: "02-TheCartTellsItsDelegate.playgroundpage/main.swift:")
    }

    @Test func testBrokenFirstUse() throws {
        try assertBuildRefuses({ root in
            let url = root.appendingPathComponent("Assets/Glossary.plist")
            let text = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: "Delegates/The%20Cart%20Tells%20Its%20Delegate", with: "Delegates/No%20Such%20Page")
            try text.write(to: url, atomically: true, encoding: .utf8)
        }, message: "FirstUse PageReference 'Delegates/No%20Such%20Page' is not a \"<chapter Name>/<page Name>\" of this book", path: "Assets/Glossary.plist:")
    }

    @Test func testHintWithBothContentAndFileReference() throws {
        try assertBuildRefuses({ root in
            let url = root.appendingPathComponent("\(self.chapter)/Pages/06-StrongDelegatesLeak.playgroundpage/PrivateResources/Hints.plist")
            let hints: [String: Any] = ["Hints": [["Content": "a", "FileReference": "Hint1.txt"]]]
            try PropertyListSerialization.data(fromPropertyList: hints, format: .xml, options: 0).write(to: url)
        }, message: "hint 1 must have exactly one of Content or FileReference", path: "06-StrongDelegatesLeak.playgroundpage/PrivateResources/Hints.plist:")
    }

    @Test func testMissingImage() throws {
        try assertBuildRefuses({ root in
            try FileManager.default.removeItem(at: root.appendingPathComponent("Assets/Chapter1.png"))
        }, message: "image 'Chapter1.png' is not in the page's, the chapter's or the book's resources", path: "01-TheShop.playgroundpage/main.swift:7:")
    }

    // The rules about what the learner sees in Swift Playgrounds: each refused on a broken input.

    /// Replaces `old` (which must occur) with `new` in a file of the copied sources.
    func edit(_ root: URL, _ path: String, _ old: String, _ new: String) throws {
        let url = root.appendingPathComponent(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        XCTAssertTrue(text.contains(old), "\(path) does not contain \(old)")
        try text.replacingOccurrences(of: old, with: new).write(to: url, atomically: true, encoding: .utf8)
    }

    /// Sets (or removes, with nil) one key of a page manifest.
    func setManifest(_ root: URL, _ page: String, _ key: String, _ value: Any?) throws {
        let url = root.appendingPathComponent("\(page)/Manifest.plist")
        var dict = try XCTUnwrap(PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil) as? [String: Any])
        dict[key] = value
        try PropertyListSerialization.data(fromPropertyList: dict, format: .xml, options: 0).write(to: url)
    }

    var leakPage: String { "\(chapter)/Pages/06-StrongDelegatesLeak.playgroundpage" }
    let ch3 = "Chapters/03-WhenDoesItFire.playgroundchapter/Pages"
    let ch5 = "Chapters/05-SwiftUIAndObservation.playgroundchapter/Pages"

    /// The line of the first page's source that starts with `prefix`, from 1.
    func lineOfFirstPage(startingWith prefix: String) throws -> Int {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent("\(firstPage)/main.swift"), encoding: .utf8)
        return try XCTUnwrap(text.components(separatedBy: "\n").firstIndex { $0.hasPrefix(prefix) }) + 1
    }

    @Test func testMacroInPageCodeWithLoggingOn() throws {
        let line = try lineOfFirstPage(startingWith: "let screen = CartScreen")
        try assertBuildRefuses({ root in
            try self.edit(root, "\(self.firstPage)/main.swift", "let screen = CartScreen", "@Observable final class Tracked { var n = 0 }\nlet screen = CartScreen")
        }, message: "@Observable in page code with results logging on", path: "01-TheShop.playgroundpage/main.swift:\(line):")
    }

    @Test func testUnencodedPageReference() throws {
        try assertBuildRefuses({ root in
            try self.edit(root, "Assets/Glossary.plist", "Delegates/The%20Cart%20Tells%20Its%20Delegate", "Delegates/The Cart Tells Its Delegate")
        }, message: "FirstUse PageReference 'Delegates/The Cart Tells Its Delegate' is not percent-encoded: write 'Delegates/The%20Cart%20Tells%20Its%20Delegate'", path: "Assets/Glossary.plist:")
    }

    @Test func testUnencodedGlossaryLinkHost() throws {
        try assertBuildRefuses({ root in
            try self.edit(root, "\(self.ch5)/03-ObservationTracking.playgroundpage/main.swift", "glossary://%40Observable", "glossary://@Observable")
        }, message: "glossary://@Observable is not percent-encoded: a URL reads the term as its host, so write glossary://%40Observable", path: "03-ObservationTracking.playgroundpage/main.swift:8:")
    }

    @Test func testProseImageWithNoResource() throws {
        try assertBuildRefuses({ root in
            try self.edit(root, "\(self.firstPage)/main.swift", "](Chapter1.png)", "](Nowhere.png)")
        }, message: "image 'Nowhere.png' is not in the page's, the chapter's or the book's resources", path: "01-TheShop.playgroundpage/main.swift:7:")
    }

    @Test func testLiveViewWithLoggingOn() throws {
        try assertBuildRefuses({ root in
            try self.setManifest(root, self.leakPage, "PlaygroundLoggingMode", "Normal")
        }, message: "this page sets a live view with results logging on", path: "06-StrongDelegatesLeak.playgroundpage/Manifest.plist:1:")
    }

    @Test func testLiveViewWithoutPoster() throws {
        try assertBuildRefuses({ root in
            try self.setManifest(root, self.leakPage, "PosterReference", nil)
        }, message: "this page has a live view but no PosterReference", path: "06-StrongDelegatesLeak.playgroundpage/Manifest.plist:1:")
    }

    /// The line of Observations' editable region: the gate a broken copy adds stands there.
    func observationsRegionLine() throws -> Int {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent("\(ch5)/04-Observations.playgroundpage/main.swift"), encoding: .utf8)
        return try XCTUnwrap(text.components(separatedBy: "\n").firstIndex { $0 == "//#-editable-code changes made in one turn" }) + 1
    }

    @Test func testEditableCodeInsideACompilerGate() throws {
        try assertBuildRefuses({ root in
            try self.edit(root, "\(self.ch5)/04-Observations.playgroundpage/main.swift",
                          "//#-editable-code changes made in one turn\n", "#if compiler(>=6.2)\n//#-editable-code changes made in one turn\n")
            try self.edit(root, "\(self.ch5)/04-Observations.playgroundpage/main.swift", "//#-end-editable-code\n", "//#-end-editable-code\n#endif\n")
        }, message: "editable code inside the compiler gate at line \(try observationsRegionLine())", path: "04-Observations.playgroundpage/main.swift:\(try observationsRegionLine() + 1):")
    }

    @Test func testEditableCodeInsideAnAvailabilityGate() throws {
        try assertBuildRefuses({ root in
            try self.edit(root, "\(self.ch5)/04-Observations.playgroundpage/main.swift",
                          "//#-editable-code changes made in one turn\n", "if #available(iOS 26, *) {\n//#-editable-code changes made in one turn\n")
            try self.edit(root, "\(self.ch5)/04-Observations.playgroundpage/main.swift", "//#-end-editable-code\n", "//#-end-editable-code\n}\n")
        }, message: "editable code inside the availability gate at line \(try observationsRegionLine())", path: "04-Observations.playgroundpage/main.swift:\(try observationsRegionLine() + 1):")
    }

    @Test func testModuleDeclaringATypeOfItsOwnName() throws {
        try assertBuildRefuses({ root in
            try Data("public enum Shop {}\n".utf8).write(to: root.appendingPathComponent("Shared/UserModules/Shop/Sources/Namespace.swift"))
        }, message: "module Shop declares a type named Shop", path: "Shared/UserModules/Shop/Sources/Namespace.swift:1:")
    }

    @Test func testDeinitLessonWithLoggingOn() throws {
        try assertBuildRefuses({ root in
            try self.setManifest(root, "Chapters/02-Published.playgroundchapter/Pages/06-AssignKeepsSelfAlive.playgroundpage", "PlaygroundLoggingMode", "Normal")
        }, message: "a lesson that depends on deinit with results logging on", path: "06-AssignKeepsSelfAlive.playgroundpage/main.swift:")
    }

    @Test func testDeadCompilerGate() throws {
        try assertBuildRefuses({ root in
            try self.edit(root, "Shared/UserModules/Shop/Sources/ObservationDesign.swift", "#if compiler(>=6.2)", "#if compiler(>=5.9)")
        }, message: "#if compiler(>=5.9) is always true: MinimumSwiftPlaygroundsVersion 4.4 already ships Swift 5.9", path: "Shared/UserModules/Shop/Sources/ObservationDesign.swift:")
    }

    @Test func testSwiftVersionThatDisagreesWithTheMinimumApp() throws {
        let root = try copyOfSources(book: true)
        let manifest = root.appendingPathComponent("\(BookSettings.bookFolder)/Contents/Manifest.plist")
        var dict = try XCTUnwrap(PropertyListSerialization.propertyList(from: Data(contentsOf: manifest), format: nil) as? [String: Any])
        dict["SwiftVersion"] = "6.2"
        try PropertyListSerialization.data(fromPropertyList: dict, format: .xml, options: 0).write(to: manifest)
        let run = try book(["lint", "--root", root.path, "--no-sources"])
        XCTAssertNotEqual(run.status, 0)
        XCTAssertTrue(run.err.contains("Contents/Manifest.plist:1: SwiftVersion 6.2 disagrees with MinimumSwiftPlaygroundsVersion 4.4, which ships Swift 5.9"), run.err)
    }

    @Test func testPrintWithLoggingOff() throws {
        try assertBuildRefuses({ root in
            try self.edit(root, "\(self.leakPage)/main.swift", "events.append(\"the presenter's scope has ended\")", "print(\"the presenter's scope has ended\")")
        }, message: "print with results logging off: the learner never sees this line", path: "06-StrongDelegatesLeak.playgroundpage/main.swift:")
    }

    @Test func testPrintInHiddenCode() throws {
        try assertBuildRefuses({ root in
            try self.edit(root, "\(self.firstPage)/main.swift", "import Shop\n", "import Shop\nprint(\"set up\")\n")
        }, message: "print in hidden code: the app shows results only beside visible lines", path: "01-TheShop.playgroundpage/main.swift:3:")
    }

    /// A comment the learner reads, outside a localizable zone, would stay English in every
    /// edition; a trailing one too. Editable code is the learner's and may hold comments.
    @Test func testACommentOutsideALocalizableZone() throws {
        let line = try lineOfFirstPage(startingWith: "let screen = CartScreen")
        try assertBuildRefuses({ root in
            try self.edit(root, "\(self.firstPage)/main.swift", "let screen = CartScreen", "// what the screen shows\nlet screen = CartScreen")
        }, message: "a comment in visible code outside //#-localizable-zone(id)", path: "01-TheShop.playgroundpage/main.swift:\(line):")
    }

    @Test func testAnIndentedHiddenCodeMarker() throws {
        let page = "Chapters/03-WhenDoesItFire.playgroundchapter/Pages/02-TheMigrationBug.playgroundpage"
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent("\(page)/main.swift"), encoding: .utf8)
        let line = try XCTUnwrap(text.components(separatedBy: "\n").firstIndex { $0.hasPrefix("    view.clearLog()") }) + 2
        try assertBuildRefuses({ root in
            try self.edit(root, "\(page)/main.swift", "    view.clearLog()\n", "    view.clearLog()\n    //#-hidden-code\n    _ = 0\n    //#-end-hidden-code\n")
        }, message: "//#-hidden-code not at column 0", path: "02-TheMigrationBug.playgroundpage/main.swift:\(line):")
    }

    /// A glossary's first use is the page where the book first links the term.
    @Test func testAFirstUseThatIsNotTheFirstLink() throws {
        let glossary = try String(contentsOf: repositoryRoot.appendingPathComponent("Assets/Glossary.plist"), encoding: .utf8)
        let term = try XCTUnwrap(glossary.components(separatedBy: "\n").firstIndex { $0.contains("<key>notification rule</key>") })
        try assertBuildRefuses({ root in
            // The rule's FirstUse moved to a later page that also links it.
            let url = root.appendingPathComponent("Assets/Glossary.plist")
            var text = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
            let reference = try XCTUnwrap(text[term...].firstIndex { $0.contains("<key>PageReference</key>") }) + 1
            text[reference] = "\t\t\t\t<string>When%20Does%20It%20Fire%3F/willSet%20or%20didSet%3F</string>"
            try text.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
        }, message: "term 'notification rule': FirstUse is 'When%20Does%20It%20Fire%3F/willSet%20or%20didSet%3F', but the book first links it on '%40Published/Publishers%20Through%20Protocols'", path: "Assets/Glossary.plist:")
    }

    @Test func testMarkdownTable() throws {
        let line = try lineOfFirstPage(startingWith: " Every page of this book") + 1
        try assertBuildRefuses({ root in
            try self.edit(root, "\(self.firstPage)/main.swift", " Every page of this book", " | a | b |\n |---|---|\n | 1 | 2 |\n\n Every page of this book")
        }, message: "a Markdown table: playground markup renders no tables", path: "01-TheShop.playgroundpage/main.swift:\(line):")
    }

    @Test func testVisibleCodeUsingAHiddenName() throws {
        try assertBuildRefuses({ root in
            try self.edit(root, "\(self.firstPage)/main.swift", "import Shop\n", "import Shop\nlet secret = 1\n")
            try self.edit(root, "\(self.firstPage)/main.swift", "for line in screen.lines {", "for line in screen.lines where secret > 0 {")
        }, message: "'secret' is declared in hidden code", path: "01-TheShop.playgroundpage/main.swift:")
    }

    @Test func testExerciseWithoutNarrowedCompletion() throws {
        try assertBuildRefuses({ root in
            try self.edit(root, "\(self.leakPage)/main.swift", "//#-code-completion(everything, hide)\n", "")
        }, message: "an exercise page narrows code completion", path: "06-StrongDelegatesLeak.playgroundpage/main.swift:1:")
    }

    /// A print alone in a closure shows `()` beside it with logging on, never its text.
    @Test func testALonePrintInAClosure() throws {
        let page = "Chapters/03-WhenDoesItFire.playgroundchapter/Pages/07-ErasedPublishersHideTheTiming.playgroundpage"
        try assertBuildRefuses({ root in
            try self.edit(root, "\(page)/main.swift", "    let reads = presenter.selectedCoupon\n    print(\"forwarded subject sent \\(coupon); the presenter reads \\(reads)\")", "    print(\"forwarded subject sent \\(coupon); the presenter reads \\(presenter.selectedCoupon)\")")
        }, message: "a print that is its closure's only statement", path: "07-ErasedPublishersHideTheTiming.playgroundpage/main.swift:")
    }

    /// An exercise's answer may not stand where the learner can read it first.
    @Test func testAnExerciseAnswerInTheShopModule() throws {
        try assertBuildRefuses({ root in
            try self.edit(root, "Shared/UserModules/Shop/Sources/PublishedDesign.swift", "public final class PublishedPresenter", "// saving: total - coupon.apply(to: total)\npublic final class PublishedPresenter")
        }, message: "the answer to Exercise: The Coupon Pipeline (the last hint: `total - coupon.apply(to: total)`) stands here", path: "Shared/UserModules/Shop/Sources/PublishedDesign.swift:")
    }

    @Test func testAnExerciseAnswerInAnotherPagesCode() throws {
        try assertBuildRefuses({ root in
            try self.edit(root, "\(self.firstPage)/main.swift", "for line in screen.lines {", "let saving = { (total: Int, coupon: Coupon) in total - coupon.apply(to: total) }\nfor line in screen.lines {")
        }, message: "the answer to Exercise: The Coupon Pipeline", path: "01-TheShop.playgroundpage/main.swift:")
    }

    /// The book's rule is quoted in its one sentence wherever a page states it.
    @Test func testTheRuleInOtherWords() throws {
        let page = "Chapters/03-WhenDoesItFire.playgroundchapter/Pages/05-ReceiveOnDeliversLater.playgroundpage"
        try assertBuildRefuses({ root in
            try self.edit(root, "\(page)/main.swift", NotificationRule.english, "Inside the sink, use the value you were sent.")
        }, message: "states the notification rule in other words (\"value you were sent\")", path: "05-ReceiveOnDeliversLater.playgroundpage/main.swift:")
    }

    @Test func testExerciseRegionWithoutPlaceholder() throws {
        try assertBuildRefuses({ root in
            try self.edit(root, "\(self.leakPage)/main.swift", "/*#-editable-code how the cart holds its owner*/", "/*#-editable-code*/")
        }, message: "an editable region without a placeholder", path: "06-StrongDelegatesLeak.playgroundpage/main.swift:")
    }

    @Test func testLintFindsProblemsInABuiltBook() throws {
        let root = try copyOfSources(book: true)
        let output = root.appendingPathComponent(BookSettings.bookFolder)
        let contents = output.appendingPathComponent("Contents")
        try Data().write(to: contents.appendingPathComponent("Chapters/.DS_Store"))
        try FileManager.default.createDirectory(at: contents.appendingPathComponent("Edits"), withIntermediateDirectories: true)
        let page = contents.appendingPathComponent("Chapters/01-Delegates.playgroundchapter/Pages/01-TheShop.playgroundpage/main.swift")
        let original = try String(contentsOf: page, encoding: .utf8)
        try (original + "\n    //#-code-completion(everything, hide)\n").write(to: page, atomically: true, encoding: .utf8)
        let added = original.split(separator: "\n", omittingEmptySubsequences: false).count + 1
        let run = try book(["lint", "--root", root.path])
        XCTAssertNotEqual(run.status, 0)
        for expected in [
            "Chapters/.DS_Store:1: stray file",
            "Contents/Edits:1: Edits/ is the app's record",
            "01-TheShop.playgroundpage/main.swift:\(added): //#-code-completion must start at column 0",
            "01-TheShop.playgroundpage/main.swift:\(added): differs from what `book build` makes",
        ] {
            XCTAssertTrue(run.err.contains(expected), "expected \"\(expected)\" in:\n\(run.err)")
        }
    }
}
