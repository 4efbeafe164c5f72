import BookDemo
import BookModel
import BookRun
import BookStage
import BookTestSupport
import Foundation
import FoundationXML
import Testing
import XCTestSpellings
#if canImport(FoundationXML)
#endif

/// The text and SVG pictures of a timeline, and the columns table.
@Suite struct RendererTests {
    let timeline = Timeline(lanes: ["@Published", "CurrentValueSubject"], steps: ["subscribe", "set <1> & \"go\""], events: [
        TimingEvent(order: 1, step: 1, lane: "@Published", via: "$value", delivered: "1", read: "0", settled: "1"),
        TimingEvent(order: 2, step: 1, lane: "CurrentValueSubject", via: "subject", delivered: "1", read: "1", settled: "1"),
    ])

    @Test func testTextTimeline() {
        XCTAssertEqual(TextRenderer.render(timeline), """
            -- step 1: set <1> & "go" --
              @Published           $value   sent 1, property read 0  <- STALE (now 1)
              CurrentValueSubject  subject  sent 1, property read 1
            """)
        var empty = timeline
        empty.events.removeLast()
        XCTAssertTrue(TextRenderer.render(empty).contains("CurrentValueSubject  (no notification)"))
    }

    @Test func testTextColumns() {
        let columns = Columns(title: "after add apple", headers: ["A", "B"], rowLabels: ["items", "pay"], cells: [
            [.init("[apple]"), .init("110")], [.init("[]", stale: true), .init("0", stale: true)],
        ])
        XCTAssertEqual(columns.text, """
            after add apple
                  | A       | B
            items | [apple] | [] !
            pay   | 110     | 0 !
            (! = stale, red in the live view: not what the cart holds now)
            """)
        XCTAssertEqual(columns.staleCount, 2)
    }

    @Test func testSVGIsWellFormedEscapedAndMarksStaleReads() throws {
        let svg = SVGRenderer.render(timeline, title: "A <b> & 'c'")
        let parser = XMLParser(data: Data(svg.utf8))
        let collector = TextCollector()
        parser.delegate = collector
        XCTAssertTrue(parser.parse(), "not well-formed: \(String(describing: parser.parserError))")
        XCTAssertTrue(collector.texts.contains("A <b> & 'c'"), "title not escaped and restored: \(collector.texts)")
        XCTAssertTrue(collector.texts.contains("1. set <1> & \"go\""))
        XCTAssertTrue(collector.texts.contains("property read 0 (stale)"))
        XCTAssertTrue(collector.texts.contains("property read 1"))
        XCTAssertEqual(collector.texts.filter { $0 == "sent 1" }.count, 2)
        XCTAssertEqual(collector.texts.filter { $0.hasSuffix("(stale)") }.count, 1)
        XCTAssertEqual(svg.components(separatedBy: "#d70015").count - 1, 3, "one red mark and its two red lines")
        XCTAssertEqual(SVGRenderer.escape("<a href=\"x\">&'"), "&lt;a href=&quot;x&quot;&gt;&amp;&apos;")
    }

    @Test func testTenThousandEventsRenderWellUnderASecond() {
        let recorder = TimingRecorder(lanes: ["Delegate", "@Published", "CurrentValueSubject"])
        for step in 1...3_334 {
            recorder.begin("step \(step)")
            for lane in recorder.timeline.lanes where recorder.timeline.events.count < 10_000 {
                recorder.record(lane: lane, via: "$items", delivered: "\(step)", read: "\(lane == "@Published" ? step - 1 : step)")
            }
        }
        XCTAssertEqual(recorder.timeline.events.count, 10_000)
        // How fast is a benchmark's question, not a test's (Tools/bench.sh): here, that it renders.
        let text = TextRenderer.render(recorder.timeline)
        let svg = SVGRenderer.render(recorder.timeline)
        XCTAssertEqual(text.components(separatedBy: "<- STALE").count - 1, 3_333)
        XCTAssertTrue(svg.hasSuffix("</svg>\n"))
    }

    final class TextCollector: NSObject, XMLParserDelegate {
        var texts: [String] = []
        private var current = ""
        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) { current = "" }
        func parser(_ parser: XMLParser, foundCharacters string: String) { current += string }
        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            if elementName == "text" { texts.append(current) }
            current = ""
        }
    }
}


/// The timeline layout that the SVG pictures and the SwiftUI lanes share: every text fits
/// its column, nothing overlaps, and the width estimates hold for a real renderer.
@Suite struct TimelineLayoutTests {
    func assertFits(_ timeline: Timeline, file: StaticString = #filePath, line: UInt = #line) {
        let layout = TimelineLayout(timeline)
        XCTAssertFalse(layout.marks.isEmpty, file: file, line: line)
        for mark in layout.marks {
            let right = layout.columnX[mark.column] + layout.columnWidths[mark.column]
            for box in mark.boxes {
                XCTAssertLessThanOrEqual(box.maxX, right, "'\(mark.event.label)' runs out of column \(mark.column + 1)", file: file, line: line)
                XCTAssertGreaterThanOrEqual(box.x, layout.columnX[mark.column], file: file, line: line)
            }
        }
        let boxes = layout.marks.flatMap(\.boxes)
        for (index, box) in boxes.enumerated() {
            for other in boxes[(index + 1)...] {
                XCTAssertFalse(box.overlaps(other), "two labels overlap at \(box) and \(other)", file: file, line: line)
            }
        }
        for (column, step) in layout.steps.enumerated() {
            let title = TextMetrics.width(of: "\(step). \(timeline.steps[step])", fontSize: TimelineLayout.fontSize)
            XCTAssertLessThanOrEqual(title + TimelineLayout.gap, layout.columnWidths[column], "step title \(step) is wider than its column", file: file, line: line)
        }
    }

    @Test func testTheREADMEPictureFitsItsColumns() {
        assertFits(DemoTimeline.record())
    }

    @Test func testLongValuesWidenTheirColumnOnly() {
        let long = String(repeating: "[pen, apple, pen, apple] ", count: 3)
        let timeline = Timeline(lanes: ["@Published"], steps: ["subscribe", "a", "b"], events: [
            TimingEvent(order: 1, step: 1, lane: "@Published", via: "$items", delivered: long, read: "[]", settled: long),
            TimingEvent(order: 2, step: 2, lane: "@Published", via: "$items", delivered: "1", read: "1", settled: "1"),
        ])
        assertFits(timeline)
        let layout = TimelineLayout(timeline)
        XCTAssertGreaterThan(layout.columnWidths[0], 2 * layout.columnWidths[1])
    }

    /// Renders each label of the README picture alone with rsvg-convert and measures its ink:
    /// the estimate must be at least as wide as what a real renderer draws.
    static let rsvg = ["/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert"].first(where: { FileManager.default.isExecutableFile(atPath: $0) })

    @Test(.enabled(if: TimelineLayoutTests.rsvg != nil, "rsvg-convert is not installed (apt-get install librsvg2-bin)"))
    func testEstimatesCoverWhatRsvgDraws() throws {
        let rsvg = try XCTUnwrap(Self.rsvg)
        let layout = TimelineLayout(DemoTimeline.record())
        var labels: [(String, Bool)] = []
        for mark in layout.marks {
            labels += [(mark.event.via, false), (mark.event.sentText, mark.event.isStale), (TimelineLayout.readText(mark.event), mark.event.isStale)]
        }
        let unique = Dictionary(labels.map { ("\($0.0)|\($0.1)", $0) }, uniquingKeysWith: { a, _ in a }).values.sorted { $0.0 < $1.0 }
        let folder = try scratchFolder()
        // Each label is drawn alone by rsvg-convert, as many at a time as there are cores; then
        // one Python run measures every picture's ink.
        let pictures = Parallel.map(Array(unique.enumerated()).map { ($0.offset, $0.element.0, $0.element.1) }) { index, text, bold in
            try? draw(text, bold: bold, rsvg: rsvg, folder: folder, name: "label\(index)")
        }
        let script = repositoryRoot.appendingPathComponent("Tools/measure-text.py").path
        let measured = try ChildProcess.run(command: "python3", [script] + pictures.map { $0?.path ?? "/missing.png" })
        XCTAssertEqual(measured.status, 0, measured.errorText)
        let widths = measured.outputText.split(separator: "\n").map { Double($0) ?? .infinity }
        XCTAssertEqual(widths.count, unique.count, "one width for each label")
        for (index, (text, bold)) in unique.enumerated() {
            let drawn = index < widths.count && pictures[index] != nil ? widths[index] : .infinity
            let estimate = TextMetrics.width(of: text, fontSize: TimelineLayout.fontSize, bold: bold)
            XCTAssertLessThanOrEqual(drawn, estimate, "'\(text)'\(bold ? " (bold)" : ""): drawn \(drawn) px wide, estimated \(estimate)")
        }
    }

    /// The PNG of `text` alone as rsvg-convert draws it, or nil if it could not draw it.
    func draw(_ text: String, bold: Bool, rsvg: String, folder: URL, name: String) throws -> URL? {
        let svg = folder.appendingPathComponent("\(name).svg"), png = folder.appendingPathComponent("\(name).png")
        let content = SVGRenderer.text(text, x: 0, y: 20, bold: bold)
        try Data(##"<svg xmlns="http://www.w3.org/2000/svg" width="900" height="30" \##(SVGRenderer.font) font-size="12"><rect width="100%" height="100%" fill="#ffffff"/>\##(content)</svg>"##.utf8).write(to: svg)
        let drawn = try ChildProcess.run(URL(fileURLWithPath: rsvg), ["--output", png.path, svg.path])
        return drawn.status == 0 ? png : nil
    }
}

@Suite struct READMEPictureTests {
    /// The README's picture is the demo timeline as the code draws it today.
    @Test func testCommittedPictureIsCurrent() throws {
        let committed = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/timeline.svg"), encoding: .utf8)
        XCTAssertEqual(committed, DemoTimeline.svg(), "docs/timeline.svg is out of date: run `swift run book svg`")
        XCTAssertEqual(DemoTimeline.record().staleCount, 5)
    }
}
