import BookModel
import BookRun
import BookTestSupport
import BookTour
import Foundation
import Testing
import XCTestSpellings

/// The book as Swift Playgrounds shows it: the code the learner sees, what a run shows, the
/// verdict of every exercise for the right fix and for plausible wrong ones, the posters.
@Suite struct LearnerViewTests {
    /// The visible code of a page, read straight from its source with regular expressions:
    /// an independent reading to hold `LearnerView` against.
    func visibleCode(_ source: String) -> [String] {
        var out: [String] = []
        var hidden = false, prose = false
        for line in source.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if prose { if trimmed.hasSuffix("*/") { prose = false }; continue }
            if trimmed.hasPrefix("/*:") { prose = !trimmed.hasSuffix("*/"); continue }
            if trimmed.hasPrefix("//:") { continue }
            if trimmed == "//#-hidden-code" { hidden = true; continue }
            if trimmed == "//#-end-hidden-code" { hidden = false; continue }
            if hidden || trimmed.hasPrefix("//#-") || trimmed.isEmpty { continue }
            out.append(line.replacingOccurrences(of: #"/\*#-editable-code[^*]*\*/(.*?)/\*#-end-editable-code\*/"#, with: "$1", options: .regularExpression))
        }
        return out
    }

    @Test func testTheCodeViewIsTheVisibleCodeWithEditableRegionsMarked() throws {
        for page in sources.pages {
            let source = try String(contentsOf: page.url.appendingPathComponent("main.swift"), encoding: .utf8)
            let shown = LearnerView.code(page.markup).filter { !$0.isEmpty }
            var unmarked: [String] = []
            for line in shown {
                let text = String(line.dropFirst(2))
                let trimmed = text.trimmingCharacters(in: .whitespaces)
                // An empty block region shows only its placeholder, in brackets.
                if line.hasPrefix(LearnerView.editableGutter) && trimmed.hasPrefix(LearnerView.inlineOpen) && trimmed.hasSuffix(LearnerView.inlineClose)
                    && !trimmed.dropFirst().contains(LearnerView.inlineOpen) && !source.contains(trimmed.dropFirst().dropLast() + "/*#-end-editable-code*/") {
                    continue
                }
                unmarked.append(text.replacingOccurrences(of: LearnerView.inlineOpen, with: "").replacingOccurrences(of: LearnerView.inlineClose, with: ""))
            }
            XCTAssertEqual(unmarked, visibleCode(source), "\(page.folder): the code view is not the page's visible code")
            let marked = shown.contains { $0.hasPrefix(LearnerView.editableGutter) }
            let editable = page.markup.lines.contains { $0.kind == .editableCode || $0.text.contains("//#-editable-code") }
            XCTAssertEqual(marked, editable, "\(page.folder): editable regions must be marked, and only they")
        }
    }

    /// The real tour: every page's visible code is in it, no line of hidden code is.
    @Test func testTheTourShowsVisibleCodeAndNoHiddenCode() throws {
        let run = try bookProcess(["tour", "--root", repositoryRoot.path])
        XCTAssertEqual(run.status, 0, run.err)
        // Each page starts with its title between two rules of "=".
        let lines = run.out.components(separatedBy: "\n")
        let starts = lines.indices.filter { index in
            index > 0 && lines[index].hasPrefix("Chapter ") && !lines[index - 1].isEmpty && lines[index - 1].allSatisfy { $0 == "=" }
        }
        let pages = starts.enumerated().map { offset, start in
            lines[start..<(offset + 1 < starts.count ? starts[offset + 1] : lines.count)].joined(separator: "\n")
        }
        XCTAssertEqual(pages.count, sources.pages.count)
        for (page, text) in zip(sources.pages, pages) {
            XCTAssertTrue(text.contains(page.manifest.Name), "\(page.folder): tour pages out of order")
            for line in LearnerView.code(page.markup) where !line.isEmpty {
                XCTAssertTrue(text.contains(line), "\(page.folder): the tour lacks the code line \(line)")
            }
            let visible = Set(page.markup.lines.filter { $0.kind != .hiddenCode }.map { $0.text.trimmingCharacters(in: .whitespaces) })
            for line in page.markup.lines where line.kind == .hiddenCode {
                let code = line.text.trimmingCharacters(in: .whitespaces)
                guard code.count > 12, !visible.contains(code) else { continue }
                XCTAssertFalse(text.contains(code), "\(page.folder): the tour shows hidden code: \(code)")
            }
            let afterRun = try XCTUnwrap(text.range(of: "--- after Run, the app shows ---"), "\(page.folder)")
            // The app shows every prose block before Run, below the code too: so does the tour.
            for case .prose(let prose) in LearnerView.sections(page.markup) {
                guard let line = prose.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }).first(where: { $0.count > 12 }) else { continue }
                let shown = try XCTUnwrap(text.range(of: line), "\(page.folder): the tour lacks \(line)")
                XCTAssertLessThan(shown.lowerBound, afterRun.lowerBound, "\(page.folder): '\(line)' comes after Run in the tour, before it in the app")
            }
            if page.manifest.PlaygroundLoggingMode == "Off" {
                XCTAssertFalse(text.contains("Results, beside the code:"), "\(page.folder): logging is off, yet the tour shows results")
                // Logging is off for a live view, or on a page with no code to log.
                XCTAssertTrue(text.contains("Live view:") || LearnerView.code(page.markup).allSatisfy(\.isEmpty), "\(page.folder)")
            }
            if page.isExercise {
                XCTAssertTrue(text.contains("Hint 1 (the Hint button shows it first)"), "\(page.folder)")
                XCTAssertFalse(text.contains("hint 2 of"), "\(page.folder): the tour shows more than the first hint")
            }
        }
    }

    /// What a variant's run reports: pass, or the first hint.
    func verdict(_ name: String) throws -> String {
        let variant = try XCTUnwrap(variants.first { $0.name == name }, "no variant \(name)")
        let output = PageOutput(parsing: try runCached(executableNamed: variant.targetName).output)
        let assessment = try XCTUnwrap(output.assessment?.lines, "\(name) reports no assessment")
        if assessment.first?.hasPrefix("pass") == true { return "pass" }
        return try XCTUnwrap(assessment.first { $0.hasPrefix("hint 1 of") }).components(separatedBy: ": ").dropFirst().joined(separator: ": ")
    }

    func unchangedVerdict(_ pageSuffix: String) throws -> String {
        let page = try XCTUnwrap(sources.pages.first { $0.folder.hasSuffix(pageSuffix) })
        let output = PageOutput(parsing: try runCached(executableNamed: page.targetName).output)
        let assessment = try XCTUnwrap(output.assessment?.lines)
        XCTAssertEqual(assessment.first, "not yet", "\(page.folder): the unchanged code must not pass")
        return try XCTUnwrap(assessment.first { $0.hasPrefix("hint 1 of") })
    }

    /// The shortcut a learner could copy into "Catch the Stale Read" from code it can read
    /// (chapter 6 page 2's `\.isStale`, on another type) does not exist on the log's notices:
    /// the check has to be written. (The coupon pipeline's copied pay pipeline is a variant
    /// below, failing with its own hint.)
    @Test func testTheStaleReadExerciseCannotBeCopied() throws {
        let page = try XCTUnwrap(sources.pages.first { $0.folder.hasSuffix("ExerciseCatchTheStaleRead.playgroundpage") })
        let copy = try scratchFolder().appendingPathComponent("main.swift")
        let text = try String(contentsOf: page.url.appendingPathComponent("main.swift"), encoding: .utf8)
        XCTAssertTrue(text.contains("    return false\n"))
        try text.replacingOccurrences(of: "    return false\n", with: "    return log.contains(where: \\.isStale)\n").write(to: copy, atomically: true, encoding: .utf8)
        let compiler = PageCompiler(sharedModules: sources.modules.map(\.name))
        XCTAssertThrowsError(try compiler.executables(for: [.init(name: "CopiedShortcut_\(getpid())", source: copy, logging: true)])) { error in
            XCTAssertTrue("\(error)".contains("has no member 'isStale'"), "\(error)")
        }
    }

    /// "How Do I Test a @Published Property?" invites selecting one coupon twice: the picture
    /// draws each select as its own step, not two equal actions folded into one.
    @Test func testTheRecordingDrawsEachSelectAsItsOwnStep() throws {
        let variant = try XCTUnwrap(variants.first { $0.name == "RecordWhatWasSent-sameTwice" })
        let output = PageOutput(parsing: try runCached(executableNamed: variant.targetName).output)
        let steps = try XCTUnwrap(output.liveView).filter { $0.contains("-- step ") }
        XCTAssertEqual(steps.map { $0.trimmingCharacters(in: .whitespaces) }, ["-- step 1: select tenYenOff --", "-- step 2: select tenYenOff --"])
    }

    /// Every exercise: the right fix passes; the unchanged code and at least three plausible
    /// wrong fixes fail, each with the first hint its own mistake calls for.
    @Test func testEveryExerciseJudgesRightAndWrongFixes() throws {
        let table: [(page: String, variant: String, firstHint: String)] = [
            ("StrongDelegatesLeak.playgroundpage", "StrongDelegatesLeak-weak", "pass"),
            ("StrongDelegatesLeak.playgroundpage", "StrongDelegatesLeak-fileprivateVar", "No deinit ran"),
            ("StrongDelegatesLeak.playgroundpage", "StrongDelegatesLeak-noDelegate", "Both objects were freed, but the presenter never heard"),
            ("StrongDelegatesLeak.playgroundpage", "StrongDelegatesLeak-weakCart", "The cart was freed before the pen was added"),
            ("ExerciseTheCouponPipeline.playgroundpage", "CouponPipeline-fixed", "pass"),
            ("ExerciseTheCouponPipeline.playgroundpage", "CouponPipeline-copiesThePay", "`saving` is what the customer pays after the coupon"),
            ("ExerciseTheCouponPipeline.playgroundpage", "CouponPipeline-readsOwnCoupon", "`saving` is one change behind"),
            ("ExerciseTheCouponPipeline.playgroundpage", "CouponPipeline-zero", "`saving` stays 0 whatever the customer picks"),
            ("ExerciseTheCouponPipeline.playgroundpage", "CouponPipeline-twice", "The coupon is applied twice"),
            ("EqualValuesReEmit.playgroundpage", "EqualValuesReEmit-fixed", "pass"),
            ("EqualValuesReEmit.playgroundpage", "EqualValuesReEmit-wrongOrder", "The first redraw is for `none`"),
            ("EqualValuesReEmit.playgroundpage", "EqualValuesReEmit-noDropFirst", "The sink also ran when it subscribed"),
            ("EqualValuesReEmit.playgroundpage", "EqualValuesReEmit-dropTwo", "Fewer redraws than the 3 real changes"),
            ("ExerciseChooseADesign.playgroundpage", "ChooseADesign-fixed", "pass"),
            ("ExerciseChooseADesign.playgroundpage", "ChooseADesign-subjectForTotals", "pass"),
            ("ExerciseChooseADesign.playgroundpage", "ChooseADesign-closureAndDelegate", "pass"),
            ("ExerciseChooseADesign.playgroundpage", "ChooseADesign-subjectForSwiftUI", "Scenario 1: SwiftUI draws this model"),
            ("ExerciseChooseADesign.playgroundpage", "ChooseADesign-pipelineForCallback", "Scenario 3: one listener"),
            ("ExerciseChooseADesign.playgroundpage", "ChooseADesign-publishedForMigration", "Scenario 4: `update()` reads other state"),
            ("ExerciseChooseADesign.playgroundpage", "ChooseADesign-twoPicks", "Give each of the four scenarios one design"),
            ("FixTheStaleTotal.playgroundpage", "FixTheStaleTotal-fixed", "pass"),
            ("FixTheStaleTotal.playgroundpage", "FixTheStaleTotal-readsTotalWithTax", "Right after a coupon change, but one step behind after a product is added"),
            ("FixTheStaleTotal.playgroundpage", "FixTheStaleTotal-stillStale", "The label is one step behind"),
            ("FixTheStaleTotal.playgroundpage", "FixTheStaleTotal-mainAsync", "The label still showed 0 each time it was read"),
            ("FixTheStaleTotal.playgroundpage", "FixTheStaleTotal-noCoupon", "The label shows the total with tax, as if no coupon"),
            ("FixTheStaleTotal.playgroundpage", "FixTheStaleTotal-doubleDiscount", "The discount is applied twice"),
            ("ExerciseKeepWatching.playgroundpage", "KeepWatching-nextTurn", "pass"),
            ("ExerciseKeepWatching.playgroundpage", "KeepWatching-retrackNow", "Every change is counted, but each read is the coupon from before the change"),
            ("ExerciseKeepWatching.playgroundpage", "KeepWatching-twice", "More changes counted than the 3 taps"),
            ("ExerciseKeepWatching.playgroundpage", "KeepWatching-countOnly", "Changes were counted, but the closure did not read after each of them"),
            ("ReloadDataInASink.playgroundpage", "ReloadDataInASink-fixed", "pass"),
            ("ReloadDataInASink.playgroundpage", "ReloadDataInASink-mainAsync", "pass"),
            ("ReloadDataInASink.playgroundpage", "ReloadDataInASink-rowsNeverSet", "The table never shows a row"),
            ("ReloadDataInASink.playgroundpage", "ReloadDataInASink-storesButReadsProperty", "After each add the table shows the cart from before it"),
            ("ReloadDataInASink.playgroundpage", "ReloadDataInASink-copiesTheProperty", "After each add the table shows the cart from before it"),
            ("ReloadDataInASink.playgroundpage", "ReloadDataInASink-reloadsFirst", "After each add the table shows the cart from before it"),
            ("ExerciseCatchTheStaleRead.playgroundpage", "CatchTheStaleRead-fixed", "pass"),
            ("ExerciseCatchTheStaleRead.playgroundpage", "CatchTheStaleRead-deliveredNotRead", "A false alarm on the delegate view"),
            ("ExerciseCatchTheStaleRead.playgroundpage", "CatchTheStaleRead-alwaysTrue", "Your check reports a stale read for views that read after the change"),
            ("ExerciseCatchTheStaleRead.playgroundpage", "CatchTheStaleRead-anyNotice", "Your check reports a stale read for views that read after the change"),
            ("ExerciseCatchTheStaleRead.playgroundpage", "CatchTheStaleRead-firstNoticeOnly", "Right for the demo script, wrong after the three coupon taps"),
            ("ExerciseCatchTheStaleRead.playgroundpage", "CatchTheStaleRead-emptyCartLiteral", "Right for the demo script, wrong after the three coupon taps"),
        ]
        for row in table {
            let got = try verdict(row.variant)
            XCTAssertTrue(row.firstHint == "pass" ? got == "pass" : got.hasPrefix(row.firstHint), "\(row.variant): expected \(row.firstHint), got \(got)")
        }
        let exercises = sources.pages.filter(\.isExercise)
        XCTAssertEqual(Set(exercises.map(\.folder)).count, 8)
        for page in exercises {
            let suffix = String(page.folder.drop { $0 != "-" }.dropFirst())
            let rows = table.filter { $0.page == suffix }
            XCTAssertGreaterThanOrEqual(rows.filter { $0.firstHint == "pass" }.count, 1, "\(page.folder): a right fix")
            XCTAssertGreaterThanOrEqual(rows.filter { $0.firstHint != "pass" }.count, 3, "\(page.folder): at least three wrong fixes")
            XCTAssertGreaterThanOrEqual(Set(rows.filter { $0.firstHint != "pass" }.map(\.firstHint)).count, 2, "\(page.folder): wrong fixes get hints of their own")
            XCTAssertTrue(variants.filter { $0.pagePath.hasSuffix(page.folder) }.allSatisfy { variant in table.contains { $0.variant == variant.name } },
                          "\(page.folder): a variant is not in the table")
            _ = try unchangedVerdict(suffix)
        }
    }

    /// The poster of every live-view page is what its real run draws today.
    @Test func testPostersAreCurrent() throws {
        let scratch = try scratchFolder()
        let pages = sources.pages.filter(PosterFiles.hasLiveView)
        XCTAssertGreaterThanOrEqual(pages.count, 6)
        for language in ["en"] + TranslationSources.languages(in: repositoryRoot) {
        let environment = try Localization.environment(root: repositoryRoot, language: language, scratch: scratch)
        for page in pages {
            XCTAssertEqual(page.manifest.PosterReference, PosterFiles.png, page.folder)
            let executable = try executable(for: page)
            let svg = try PosterRecorder.record(page, executable: executable, scratch: scratch, environment: environment)
            let committed = try String(contentsOf: repositoryRoot.appendingPathComponent(PosterFiles.expectedSVG(page, language: language)), encoding: .utf8)
            XCTAssertEqual(svg.record, committed, "\(page.folder) (\(language)): the poster is out of date: run `swift run book posters`")
            let committedPoster = try String(contentsOf: repositoryRoot.appendingPathComponent(PosterFiles.expectedPosterSVG(page, language: language)), encoding: .utf8)
            XCTAssertEqual(svg.poster, committedPoster, "\(page.folder) (\(language)): the poster is out of date: run `swift run book posters`")
            // The same live view as data, which the web edition's stage shows.
            XCTAssertNotNil(svg.stage, page.folder)
            XCTAssertEqual(svg.stage, expectedOutput(page, language: language)?.stage, "\(page.folder) (\(language)): run `swift run book expect`")
            // The app shows a poster unscaled in a pane about 500 points wide: at most 500
            // points, drawn at 2x under a name that makes the app load it at scale 2.
            XCTAssertLessThanOrEqual(PosterFiles.width(of: svg.poster), PosterFiles.maxPoints, "\(page.folder): the poster is wider than the pane")
            XCTAssertTrue(PosterFiles.png.hasSuffix("@2x.png"))
            let png = try Data(contentsOf: page.url.appendingPathComponent(PosterFiles.pngPath(language: language)))
            let size = try XCTUnwrap(PNG.size(of: png), "\(page.folder): not a PNG")
            XCTAssertEqual(size.width, PosterFiles.scale * PosterFiles.width(of: svg.poster), "\(page.folder): the PNG was not rendered at 2x from this SVG")
            XCTAssertLessThanOrEqual(size.width, PosterFiles.scale * PosterFiles.maxPoints, page.folder)
        }
        }
    }
}
