import BookModel
import BookRun
import BookStage
import BookTestSupport
import BookTour
import Foundation
import Testing
import XCTestSpellings

/// Predict, then run: every checkpoint's answer is the one its recorded run shows, each
/// choice gets its own feedback, the app's verdict is right for every choice, and the tour
/// grades a typed answer.
@Suite struct PredictionTests {
    /// Every page's recorded checkpoint, in English and Japanese.
    func checkpoints(language: String = "en") -> [(page: PageFolder, output: PageOutput, prediction: RecordedPrediction)] {
        sources.pages.compactMap { page in
            guard let output = expectedOutput(page, language: language) else { return nil }
            return output.prediction.map { (page, output, $0) }
        }
    }

    /// What a run shows the learner: its printed lines, then the lines above its live view
    /// (a live-view page prints nothing the app shows).
    func evidence(_ output: PageOutput) -> [String] {
        output.results + (output.liveView ?? [])
    }

    @Test func testAtLeastTwelvePagesAskBeforeTheyShow() {
        let pages = checkpoints()
        XCTAssertGreaterThanOrEqual(pages.count, 12, "pages with a prediction checkpoint: \(pages.map(\.page.folder))")
        for (page, _, _) in pages {
            XCTAssertTrue(page.markup.lines.contains { $0.kind == .prose && $0.text.contains("callout(Predict):") }, "\(page.folder): no question")
        }
    }

    /// The key is read from the run, and the recording agrees: of all the choices, the
    /// printed lines show exactly the one the page graded as right, in both languages.
    @Test func testEveryKeyIsTheChoiceTheRecordedRunShows() {
        for language in bookLanguages {
            for (page, output, prediction) in checkpoints(language: language) {
                let shown = prediction.shownChoices(in: evidence(output))
                XCTAssertEqual(shown.map(\.spelled), [prediction.answer], "\(language) \(page.folder): the recording shows \(shown.map(\.spelled)), the page's key is \(prediction.answer)")
                XCTAssertGreaterThanOrEqual(prediction.choices.count, 2, "\(page.folder): a question needs choices")
            }
        }
        XCTAssertEqual(checkpoints(language: "ja").map(\.page.folder), checkpoints().map(\.page.folder))
    }

    /// The app shows every prose block of a page before Run, and the learner has read every
    /// earlier page: no line the run prints (numbers aside) and no choice's printed lines may
    /// stand in the prose of the checkpoint's page or of any page before it, in either language.
    /// Choices are listed in words on the page, and the key is not always in the same place.
    @Test func testNoProseBeforeRunShowsACheckpointsLines() throws {
        let japanese = try #require(japaneseTranslations)
        func prose(_ page: PageFolder, _ language: String) -> [String] {
            page.markup.proseBlocks.map { block in
                language == "en" ? block.text : (block.key.flatMap { japanese.page(page)?.text($0) } ?? block.text)
            }
        }
        func unnumbered(_ line: String) -> String {
            let digits = line.prefix { $0.isNumber }
            return !digits.isEmpty && line.dropFirst(digits.count).hasPrefix(". ") ? String(line.dropFirst(digits.count + 2)) : line
        }
        var keyPositions: [Int] = []
        var lastKeys = 0
        for language in bookLanguages {
            for (page, output, prediction) in checkpoints(language: language) {
                let index = try #require(sources.pages.firstIndex { $0.folder == page.folder && $0.chapterFolder == page.chapterFolder })
                // A choice's lines tell, unless every choice shows them (an order question's
                // lines); of the other printed lines, those long enough to be a result (an
                // action's name alone, `select tenYenOff`, tells nothing).
                let shows = prediction.choices.flatMap(\.shows).filter { line in line.count >= 6 && !prediction.choices.allSatisfy { $0.shows.contains(line) } }
                let told = Set(shows + output.results.map(unnumbered).filter { $0.count >= 24 })
                for earlier in sources.pages[...index] {
                    for text in prose(earlier, language) {
                        for line in told where text.contains(line) {
                            XCTFail("\(language) \(page.folder): `\(line)` stands in the prose of \(earlier.folder), on screen before Run")
                        }
                    }
                }
                let pageProse = prose(page, language).joined(separator: "\n")
                for choice in prediction.choices {
                    XCTAssertTrue(pageProse.contains("`\(choice.spelled)`"), "\(language) \(page.folder): \(choice.spelled) is not listed in the page's words")
                }
                if language == "en" {
                    let position = try #require(prediction.choices.firstIndex { $0.spelled == prediction.answer })
                    keyPositions.append(position)
                    if position == prediction.choices.count - 1 { lastKeys += 1 }
                }
            }
        }
        // "Always pick the first" must not pass most checkpoints.
        XCTAssertLessThanOrEqual(keyPositions.filter { $0 == 0 }.count, keyPositions.count / 3, "keys by position: \(keyPositions)")
        // Nor "always pick the last".
        XCTAssertLessThanOrEqual(lastKeys, keyPositions.count / 3, "\(lastKeys) keys are the last choice")
        XCTAssertGreaterThanOrEqual(Set(keyPositions).count, 3, "keys by position: \(keyPositions)")
    }

    /// Each wrong choice names its own misconception, distinct from the others and from the
    /// reason; Japanese checkpoints have Japanese feedback.
    @Test func testEachChoiceHasItsOwnFeedback() {
        for language in bookLanguages {
            for (page, _, prediction) in checkpoints(language: language) {
                let wrong = prediction.choices.filter { $0.spelled != prediction.answer }
                XCTAssertEqual(Set(wrong.map(\.ifWrong)).count, wrong.count, "\(language) \(page.folder): two wrong choices share their feedback")
                for choice in prediction.choices {
                    XCTAssertFalse(choice.says.isEmpty || choice.ifWrong.isEmpty, "\(page.folder) \(choice.spelled)")
                    XCTAssertNotEqual(choice.ifWrong, prediction.why)
                    XCTAssertEqual(prediction.feedback(for: choice).right, choice.spelled == prediction.answer)
                    if language == "ja" { XCTAssertTrue(choice.ifWrong.unicodeScalars.contains { $0.value >= 0x3040 }, "\(page.folder) \(choice.spelled): feedback not in Japanese") }
                }
                // The shipped page is not answered: its verdict asks for a prediction.
            }
        }
    }

    /// The app's verdict for each choice of every checkpoint, through BookStage's own
    /// grading: right passes with the reason; wrong fails with its misconception first, the
    /// reason next, the answer as the solution; untouched asks for a prediction.
    @Test func testTheVerdictForEveryChoice() {
        for (page, output, recorded) in checkpoints() {
            let choices = recorded.choices.map { PredictionChoice(String($0.spelled.dropFirst()), says: $0.says, shows: $0.shows, ifWrong: $0.ifWrong) }
            let prediction = Prediction(choices: choices, printed: evidence(output), why: recorded.why)
            XCTAssertEqual(prediction.observed.map { "." + $0 }, recorded.answer, "\(page.folder): BookStage reads another answer from the recording")
            for choice in recorded.choices {
                let verdict = prediction.assessment(of: String(choice.spelled.dropFirst()))
                if choice.spelled == recorded.answer {
                    XCTAssertEqual(verdict, .pass(recorded.why), page.folder)
                } else {
                    XCTAssertFalse(verdict.passed, "\(page.folder) \(choice.spelled)")
                    XCTAssertEqual(verdict.hints, [choice.ifWrong, recorded.why], "\(page.folder) \(choice.spelled)")
                    XCTAssertEqual(verdict.solution, recorded.answer)
                }
            }
            let untouched = prediction.assessment(of: "notYet")
            XCTAssertFalse(untouched.passed)
            XCTAssertTrue(untouched.hints[0].contains("Predict first"), page.folder)
            XCTAssertEqual(output.assessment?.lines.first, "not yet", "\(page.folder): the shipped page passes without a prediction")
        }
        // Printed lines that match no choice, or two, give no key.
        let choices = [PredictionChoice("a", says: "", shows: ["x 1"], ifWrong: ""), PredictionChoice("b", says: "", shows: ["x"], ifWrong: "")]
        XCTAssertNil(Prediction(choices: choices, printed: ["x 1"], why: "").observed)
        XCTAssertNil(Prediction(choices: choices, printed: ["y"], why: "").observed)
        XCTAssertEqual(Prediction(choices: choices, printed: ["3. x 2"], why: "").observed, "b")
        // Order counts.
        let order = [PredictionChoice("ab", says: "", shows: ["a", "b"], ifWrong: ""), PredictionChoice("ba", says: "", shows: ["b", "a"], ifWrong: "")]
        XCTAssertEqual(Prediction(choices: order, printed: ["1. b", "2. a"], why: "").observed, "ba")
    }

    /// A learner's real edits: the page with a wrong and with the right prediction.
    @Test func testEditedPredictionsGetTheirVerdicts() throws {
        let edited = variants.filter { $0.name.hasPrefix("Predict-") }
        XCTAssertGreaterThanOrEqual(edited.count, 3)
        for variant in edited {
            let output = PageOutput(parsing: try runCached(executableNamed: variant.targetName).output)
            let prediction = try #require(output.prediction, "\(variant.name): no checkpoint")
            let assessment = try #require(output.assessment?.lines)
            let picked = try #require(prediction.choices.first { variant.body.contains("*/\($0.spelled)/*#-end-editable-code*/") }, "\(variant.name): no choice picked")
            if picked.spelled == prediction.answer {
                XCTAssertEqual(assessment.first, "pass: " + prediction.why, variant.name)
            } else {
                XCTAssertEqual(assessment.dropFirst().first, "hint 1 of 2: " + picked.ifWrong, variant.name)
            }
        }
    }

    /// `book tour --ask` reads answers from standard input, skips what is not a choice,
    /// and grades the one typed.
    @Test func testTheTourGradesATypedPrediction() throws {
        let process = Process()
        process.executableURL = PageRunner.productsFolder().appendingPathComponent("book")
        process.arguments = ["tour", "--chapter", "1", "--page", "4", "--ask", "--root", repositoryRoot.path]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data("maybe\n.bothRead1\n".utf8))
        try input.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        XCTAssertTrue(text.contains("'maybe' is not one of the choices"), text)
        XCTAssertTrue(text.contains("You predicted .bothRead1: not what the run shows.\n  That is what a didSet delegate would show."), text)
        XCTAssertTrue(text.contains("The run shows .publishedReads0"), text)
        // The question comes before the results, and before the prose that tells the answer.
        let asked = try #require(text.range(of: "Predict, then run. Which one will the run show?"))
        let results = try #require(text.range(of: "--- after Run, the app shows ---"))
        let told = try #require(text.range(of: "published received:1 property:0", range: asked.upperBound..<text.endIndex))
        XCTAssertLessThan(asked.lowerBound, results.lowerBound)
        XCTAssertLessThan(asked.lowerBound, told.lowerBound)
        XCTAssertFalse(text[..<asked.lowerBound].contains("published received:1 property:0"))
    }
}
