import XCTest
@testable import ListRender

/// Every message is one printable line: control characters escaped, long names shortened with
/// both ends kept (the file's start, the problem at the end).
final class MessageTextTests: XCTestCase {
    func testControlCharactersAreEscaped() {
        XCTAssertEqual(MessageText.oneLine("a\nb\r\u{1B}[31mc\td\u{0}e\u{7F}\u{85}\u{202E}f: no such file"),
                       #"a\nb\r\e[31mc\td\u{0}e\u{7F}\u{85}\u{202E}f: no such file"#)
        XCTAssertEqual(InputError("x\ny").message, #"x\ny"#)
    }

    func testLongWordsAndLinesAreShortenedKeepingBothEnds() {
        let long = String(repeating: "x", count: 120_000)
        let line = MessageText.oneLine(long + ".json: no such file")
        XCTAssertLessThanOrEqual(line.unicodeScalars.count, MessageText.maxLine)
        XCTAssertTrue(line.hasPrefix("xxxx"))
        XCTAssertTrue(line.hasSuffix(".json: no such file"))
        XCTAssertTrue(line.contains("\u{2026}"))
        let words = MessageText.oneLine(Array(repeating: "word", count: 10_000).joined(separator: " "))
        XCTAssertLessThanOrEqual(words.unicodeScalars.count, MessageText.maxLine)
        XCTAssertEqual(MessageText.oneLine("plain: message"), "plain: message")
    }

    func testTemporaryNamesAreNotTheProcessID() {
        let a = FileOutput.temporaryName(for: "out/frame.png"), b = FileOutput.temporaryName(for: "out/frame.png")
        XCTAssertNotEqual(a, b)
        XCTAssertTrue(a.hasPrefix("out/.frame.png.tmp-"))
        XCTAssertFalse(a.contains("-\(getpid())-"))
    }
}
