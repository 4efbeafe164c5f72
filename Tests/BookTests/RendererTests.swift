import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Stage
import XCTest

/// The text and SVG pictures of a timeline, and the columns table.
final class RendererTests: XCTestCase {
    let timeline = Timeline(lanes: ["@Published", "CurrentValueSubject"], steps: ["subscribe", "set <1> & \"go\""], events: [
        TimingEvent(order: 1, step: 1, lane: "@Published", via: "$value", delivered: "1", read: "0", settled: "1"),
        TimingEvent(order: 2, step: 1, lane: "CurrentValueSubject", via: "subject", delivered: "1", read: "1", settled: "1"),
    ])

    func testTextTimeline() {
        XCTAssertEqual(TextRenderer.render(timeline), """
            -- step 1: set <1> & "go" --
              @Published           $value   sent 1, property read 0  <- STALE (now 1)
              CurrentValueSubject  subject  sent 1, property read 1
            """)
        var empty = timeline
        empty.events.removeLast()
        XCTAssertTrue(TextRenderer.render(empty).contains("CurrentValueSubject  (no notification)"))
    }

    func testTextColumns() {
        let columns = Columns(title: "after add apple", headers: ["A", "B"], rowLabels: ["items", "pay"], cells: [
            [.init("[apple]"), .init("110")], [.init("[]", stale: true), .init("0", stale: true)],
        ])
        XCTAssertEqual(columns.text, """
            after add apple
                  | A       | B
            items | [apple] | [] !
            pay   | 110     | 0 !
            (! = stale: not what the cart holds now)
            """)
        XCTAssertEqual(columns.staleCount, 2)
    }

    func testSVGIsWellFormedEscapedAndMarksStaleReads() throws {
        let svg = SVGRenderer.render(timeline, title: "A <b> & 'c'")
        let parser = XMLParser(data: Data(svg.utf8))
        let collector = TextCollector()
        parser.delegate = collector
        XCTAssertTrue(parser.parse(), "not well-formed: \(String(describing: parser.parserError))")
        XCTAssertTrue(collector.texts.contains("A <b> & 'c'"), "title not escaped and restored: \(collector.texts)")
        XCTAssertTrue(collector.texts.contains("1. set <1> & \"go\""))
        XCTAssertTrue(collector.texts.contains("sent 1, property read 0 (stale)"))
        XCTAssertTrue(collector.texts.contains("sent 1, property read 1"))
        XCTAssertEqual(collector.texts.filter { $0.hasSuffix("(stale)") }.count, 1)
        XCTAssertEqual(svg.components(separatedBy: "#d70015").count - 1, 2, "one red mark and one red label")
        XCTAssertEqual(SVGRenderer.escape("<a href=\"x\">&'"), "&lt;a href=&quot;x&quot;&gt;&amp;&apos;")
    }

    func testTenThousandEventsRenderWellUnderASecond() {
        let recorder = TimingRecorder(lanes: ["Delegate", "@Published", "CurrentValueSubject"])
        for step in 1...3_334 {
            recorder.begin("step \(step)")
            for lane in recorder.timeline.lanes where recorder.timeline.events.count < 10_000 {
                recorder.record(lane: lane, via: "$items", delivered: "\(step)", read: "\(lane == "@Published" ? step - 1 : step)")
            }
        }
        XCTAssertEqual(recorder.timeline.events.count, 10_000)
        let start = Date()
        let text = TextRenderer.render(recorder.timeline)
        let svg = SVGRenderer.render(recorder.timeline)
        let elapsed = Date().timeIntervalSince(start)
        XCTAssertLessThan(elapsed, 1.0, "rendering 10,000 events took \(elapsed)s")
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

import BookKit

final class READMEPictureTests: XCTestCase {
    /// The README's picture is the demo timeline as the code draws it today.
    func testCommittedPictureIsCurrent() throws {
        let committed = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/timeline.svg"), encoding: .utf8)
        XCTAssertEqual(committed, DemoTimeline.svg(), "docs/timeline.svg is out of date: run `swift run book svg`")
        XCTAssertEqual(DemoTimeline.record().staleCount, 5)
    }
}
