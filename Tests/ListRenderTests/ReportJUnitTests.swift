import XCTest
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import ListRender

final class ReportJUnitTests: XCTestCase {
    /// Collects element names and attributes; fails on malformed XML.
    final class Collector: NSObject, XMLParserDelegate {
        var elements: [(String, [String: String])] = []
        var text = ""
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            elements.append((name, attributes))
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
    }

    func testWellFormedAndEscaped() throws {
        let suite = JUnitReport.Suite(name: "compare <&> \"run\"", cases: [
            .init(className: "compare", name: "ok.png"),
            .init(className: "compare", name: "a&b<c>'d\".png", failure: "3 of 4 pixels differ", details: "line\u{1}two & <x>"),
        ])
        let xml = JUnitReport.xml([suite])
        let collector = Collector()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = collector
        XCTAssertTrue(parser.parse(), "\(String(describing: parser.parserError))\n\(xml)")
        XCTAssertEqual(collector.elements.map(\.0), ["testsuites", "testsuite", "testcase", "testcase", "failure"])
        XCTAssertEqual(collector.elements[0].1["tests"], "2")
        XCTAssertEqual(collector.elements[0].1["failures"], "1")
        XCTAssertEqual(collector.elements[1].1["name"], "compare <&> \"run\"")
        XCTAssertEqual(collector.elements[3].1["name"], "a&b<c>'d\".png")
        XCTAssertEqual(collector.elements[4].1["message"], "3 of 4 pixels differ")
        XCTAssertTrue(collector.text.contains("line\u{FFFD}two & <x>"))
    }

    func testCompareRecordsBecomeCases() {
        let c = ImageComparison.compare(actual: RGBAImage(width: 2, height: 2, fill: .white),
                                        expected: RGBAImage(width: 2, height: 2, fill: .white))
        let records = [
            CompareRecord(status: .passed, name: "same.png", actualPath: "a", expectedPath: "e",
                          comparison: c, match: true, diffPath: nil),
            CompareRecord(status: .missing, name: "gone.png", actualPath: nil, expectedPath: "e/gone.png",
                          comparison: nil, match: false, diffPath: nil),
        ]
        let suite = JUnitReport.suite(name: "renderlist compare", records: records)
        XCTAssertNil(suite.cases[0].failure)
        XCTAssertEqual(suite.cases[1].failure, "missing: in expected only")
        XCTAssertEqual(suite.failures, 1)
    }
}
