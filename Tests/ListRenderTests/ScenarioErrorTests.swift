import Foundation
import XCTest
@testable import ListRender

/// Malformed scenarios: each must fail with exactly one line naming the file, the line:column
/// and the JSON path of the culprit.
final class ScenarioErrorTests: XCTestCase {
    /// A valid scenario with `extra` as its 4th line (indented 2, so its key starts at column 3).
    static func doc(_ extra: String, list: String = #"{"generate": {"sections": 2, "rows": 10}}"#) -> String {
        "{\n  \"name\": \"x\",\n  \"list\": \(list),\n  \(extra)\n}"
    }

    static let cases: [(name: String, path: String, text: String, message: String)] = [
        ("syntax error", "s.json", #"{"name": "x" "list": 1}"#,
         #"s.json:1:14: expected "," or "}" after an object member, got a string"#),
        ("trailing comma", "s.json", "{\n  \"name\": \"x\",\n  \"list\": {\"generate\": {\"sections\": 2, \"rows\": 10},}\n}",
         #"s.json:3:51: trailing comma before "}" is not allowed in JSON"#),
        ("trailing comma in array", "s.json", doc(#""timeline": [{"wait": 1},]"#),
         #"s.json:4:27: trailing comma before "]" is not allowed in JSON"#),
        ("unknown top-level key", "s.json", doc(#""fsp": 30"#),
         #"s.json:4:3: unknown key "fsp" (did you mean "fps"?)"#),
        ("unknown nested key", "s.json", doc(#""fps": 30"#, list: #"{"rowHieght": 50, "generate": {"sections": 1, "rows": 1}}"#),
         #"s.json:3:12: list: unknown key "rowHieght" (did you mean "rowHeight"?)"#),
        ("unknown key without suggestion", "s.json", doc(#""colour": "red""#),
         #"s.json:4:3: unknown key "colour""#),
        ("grayscale not a bool", "s.json", doc(#""output": {"grayscale": "yes"}"#),
         #"s.json:4:27: output.grayscale: expected true or false, got "yes""#),
        ("wrong type", "s.json", doc(#""fps": "sixty""#),
         #"s.json:4:10: fps: expected a number, got "sixty""#),
        ("wrong type deep", "s.json", doc(#""timeline": [{"drag": {"from": [1, 2], "to": [1, "abc"]}}]"#),
         #"s.json:4:52: timeline[0].drag.to[1]: expected a number, got "abc""#),
        ("missing name", "s.json", #"{"list": {"generate": {"sections": 1, "rows": 1}}}"#,
         #"s.json:1:1: missing required key "name""#),
        ("missing list", "s.json", #"{"name": "x"}"#,
         #"s.json:1:1: missing required key "list""#),
        ("bad name", "s.json", #"{"name": "My Scenario", "list": {"generate": {"sections": 1, "rows": 1}}}"#,
         #"s.json:1:10: name: must be 1 to 64 of a-z, 0-9, "_" and "-" (it names a folder), got "My Scenario""#),
        ("scale 9", "s.json", doc(#""viewport": {"scale": 9}"#),
         #"s.json:4:25: viewport.scale: must be at least 1 and at most 4, got 9"#),
        ("viewport 100000", "s.json", doc(#""viewport": {"width": 100000}"#),
         #"s.json:4:25: viewport.width: must be at least 1 and at most 4096 pt, got 100000"#),
        ("viewport pixels", "s.json", doc(#""viewport": {"width": 4000, "scale": 3}"#),
         #"s.json:4:25: viewport.width: 4000 pt at scale 3 is 12000 px; at most 8192 px per side"#),
        ("fps 0", "s.json", doc(#""fps": 0"#),
         #"s.json:4:10: fps: must be at least 1 and at most 240, got 0"#),
        ("negative duration", "s.json", doc(#""duration": -1"#),
         #"s.json:4:15: duration: must be at least 0 and at most 600 s, got -1"#),
        ("duration too long", "s.json", doc(#""duration": 601"#),
         #"s.json:4:15: duration: must be at least 0 and at most 600 s, got 601"#),
        ("frame count too large", "s.json", doc(#""duration": 500, "fps": 240"#),
         #"s.json:4:15: duration: 500 s at 240 fps is 120001 frames; at most 36001"#),
        ("timeline too long for the default duration", "s.json", doc(#""timeline": [{"wait": 600}]"#),
         #"s.json:4:15: timeline: the timeline ends at 600 s, so the default duration (its end + 1 s) is 601 s; at most 600 s"#),
        ("generate 20 million rows", "s.json", doc(#""fps": 30"#, list: #"{"generate": {"sections": 20, "rows": 1000000}}"#),
         #"s.json:3:49: list.generate.rows: 20 sections × 1000000 rows is 20000000 rows; at most 10000000"#),
        ("generate 0 sections", "s.json", doc(#""fps": 30"#, list: #"{"generate": {"sections": 0, "rows": 1}}"#),
         #"s.json:3:37: list.generate.sections: must be a whole number from 1 to 100000, got 0"#),
        ("sections and generate", "s.json", doc(#""fps": 30"#, list: #"{"sections": [], "generate": {"sections": 1, "rows": 1}}"#),
         #"s.json:3:28: list: has both "sections" and "generate"; give exactly one"#),
        ("bad colour", "s.json", doc(##""theme": {"tint": "#12345"}"##),
         ##"s.json:4:21: theme.tint: expected a colour "#RRGGBB" or "#RRGGBBAA", got "#12345""##),
        ("bad theme name", "s.json", doc(#""theme": "blue""#),
         #"s.json:4:12: theme: unknown theme "blue"; expected "light" or "dark""#),
        ("theme name typo", "s.json", doc(#""theme": "lihgt""#),
         #"s.json:4:12: theme: unknown theme "lihgt" (did you mean "light"?); expected "light" or "dark""#),
        ("two step keys", "s.json", doc(#""timeline": [{"wait": 1, "tap": [1, 2]}]"#),
         #"s.json:4:28: timeline[0]: a step has exactly one action, got "wait" and "tap""#),
        ("unknown step", "s.json", doc(#""timeline": [{"wiat": 1}]"#),
         #"s.json:4:17: timeline[0]: unknown step "wiat" (did you mean "wait"?)"#),
        ("no step", "s.json", doc(#""timeline": [{"at": 1}]"#),
         #"s.json:4:16: timeline[0]: a step needs one of "wait", "drag", "fling", "tap", "longPressDrag", "swipe", "scrub", "touches" or "edit""#),
        ("edit not a boolean", "s.json", doc(#""timeline": [{"edit": "yes"}]"#),
         #"s.json:4:25: timeline[0].edit: expected true or false, got "yes""#),
        ("edit an object", "s.json", doc(#""timeline": [{"edit": {"on": true}}]"#),
         #"s.json:4:25: timeline[0].edit: expected true or false, got an object"#),
        ("edit step typo", "s.json", doc(#""timeline": [{"edti": true}]"#),
         #"s.json:4:17: timeline[0]: unknown step "edti" (did you mean "edit"?)"#),
        ("at earlier than previous end", "s.json", doc(#""timeline": [{"wait": 1}, {"at": 0.5, "tap": [1, 2]}]"#),
         #"s.json:4:36: timeline[1].at: starts at 0.5 s, before the previous step ends at 1 s"#),
        ("touches not starting with down", "s.json",
         doc(#""timeline": [{"touches": [{"t": 0, "phase": "move", "at": [1, 1]}, {"t": 1, "phase": "up", "at": [1, 1]}]}]"#),
         #"s.json:4:47: timeline[0].touches[0].phase: the first touch must be "down", got "move""#),
        ("touches going back in time", "s.json",
         doc(#""timeline": [{"touches": [{"t": 0.5, "phase": "down", "at": [1, 1]}, {"t": 0.2, "phase": "up", "at": [1, 1]}]}]"#),
         #"s.json:4:78: timeline[0].touches[1].t: t 0.2 is earlier than the previous touch's 0.5; times must not decrease"#),
        ("row ref out of range", "s.json", doc(#""timeline": [{"tap": {"row": [0, 10]}}]"#),
         #"s.json:4:36: timeline[0].tap.row[1]: row 10 does not exist; section 0 has 10 rows"#),
        ("section ref out of range", "s.json", doc(#""timeline": [{"swipe": {"row": [2, 0]}}]"#),
         #"s.json:4:35: timeline[0].swipe.row[0]: section 2 does not exist; the list has 2 sections"#),
        ("frames index out of range", "s.json", doc(#""output": {"frames": [0, 61]}"#),
         #"s.json:4:28: output.frames[1]: frame 61 does not exist; the scenario has 61 frames (0...60)"#),
        ("every 0", "s.json", doc(#""output": {"frames": {"every": 0}}"#),
         #"s.json:4:34: output.frames.every: must be a whole number from 1 to 36001, got 0"#),
        ("huge number", "s.json", doc(#""fps": 1e400"#),
         #"s.json:4:10: fps: 1e400 is out of range (numbers must be finite)"#),
        ("NaN", "s.json", doc(#""fps": NaN"#),
         #"s.json:4:10: NaN is not a JSON number (numbers must be finite)"#),
        ("-Infinity", "s.json", doc(#""fps": -Infinity"#),
         #"s.json:4:10: -Infinity is not a JSON number (numbers must be finite)"#),
        ("leading zero", "s.json", doc(#""fps": 030"#),
         #"s.json:4:10: numbers must not have leading zeros"#),
        ("duplicate key", "s.json", doc(#""name": "y""#),
         #"s.json:4:3: duplicate key "name" (first at 2:3)"#),
        ("empty file", "s.json", "",
         #"s.json: the file is empty (expected a JSON object)"#),
        ("blank file", "s.json", " \n\t\n",
         #"s.json: the file is empty (expected a JSON object)"#),
        ("trailing garbage", "s.json", #"{"name": "x", "list": {"generate": {"sections": 1, "rows": 1}}} x"#,
         #"s.json:1:65: unexpected "x" after the end of the JSON document"#),
        ("unterminated string", "s.json", "{\"name\": \"x", #"s.json:1:10: unterminated string (it starts here)"#),
        ("single quotes", "s.json", "{'name': 'x'}", #"s.json:1:2: keys need double quotes ("), not single quotes"#),
        ("lone surrogate", "s.json", #"{"name": "\uD800"}"#,
         #"s.json:1:11: \u escape is a lone high surrogate (it needs a \uDC00-\uDFFF after it)"#),
        ("top level array", "s.json", "[1, 2]",
         #"s.json:1:1: a scenario must be an object with "name" and "list", got an array"#),
        ("too deep", "s.json", String(repeating: "[", count: 100) + String(repeating: "]", count: 100),
         #"s.json:1:65: arrays and objects are nested more than 64 deep"#),
        ("unicode column", "s.json", "{\"name\": \"é\", \"nmae\": 1}",
         #"s.json:1:15: unknown key "nmae" (did you mean "name"?)"#),
        ("feature wrong type", "s.json", doc(#""features": {"reorder": 1}"#),
         #"s.json:4:27: features.reorder: expected true, false or an object of options, got 1"#),
        ("feature option typo", "s.json", doc(#""features": {"reorder": {"minimumPresDuration": 1}}"#),
         #"s.json:4:28: features.reorder: unknown key "minimumPresDuration" (did you mean "minimumPressDuration"?)"#),
        ("info panel size", "s.json", doc(#""features": {"infoPanel": {"size": [150, -1]}}"#),
         #"s.json:4:44: features.infoPanel.size[1]: must be greater than 0 and at most 4096 pt, got -1"#),
        ("loadMore page size", "s.json", doc(#""features": {"loadMore": {"pageSize": 0}}"#),
         #"s.json:4:41: features.loadMore.pageSize: must be a whole number from 1 to 10000000, got 0"#),
        ("tap loadMore without the feature", "s.json", doc(#""timeline": [{"tap": "loadMore"}]"#),
         #"s.json:4:24: timeline[0].tap: tapping "loadMore" needs features.loadMore"#),
        ("scrub beyond 1", "s.json", doc(#""features": {"scrubNub": true}, "timeline": [{"scrub": {"to": 1.5}}]"#),
         #"s.json:4:65: timeline[0].scrub.to: must be at least 0 and at most 1 (fraction scrolled), got 1.5"#),
        ("row height 0", "s.json", doc(#""fps": 30"#, list: #"{"rowHeight": 0, "generate": {"sections": 1, "rows": 1}}"#),
         #"s.json:3:25: list.rowHeight: must be at least 1 and at most 10000 pt, got 0"#),
        ("bad row", "s.json", doc(#""fps": 30"#, list: #"{"sections": [{"title": "A", "rows": [1]}]}"#),
         #"s.json:3:49: list.sections[0].rows[0]: expected a row: a string (its title) or {"title", "detail", "height", "id", "accessory", "style", "lines"}, got 1"#),
        ("YAML syntax error", "s.yaml", "name: x\nlist: [1, 2\nfps: 3\n",
         #"s.yaml:3:4: YAML syntax error: a "[" list is not closed; add the "]" (and a "," between items) [libyaml: did not find expected ',' or ']']"#),
        ("YAML item indented unlike the others", "s.yaml", "name: x\nlist:\n  sections:\n    - rows:\n        - A\n       - B\n",
         #"s.yaml:6:8: YAML syntax error: a line is indented unlike the keys around it; line it up with the key it belongs beside (or under) [libyaml: did not find expected key]"#),
        ("YAML list item without its dash", "s.yaml", "name: x\ntimeline:\n  - wait: 1\n  wait: 2\n",
         #"s.yaml:4:3: YAML syntax error: a line among list items does not start with "-"; add the "-", or indent it under its item [libyaml: did not find expected '-' indicator]"#),
        ("YAML colon in a plain value", "s.yaml", "name: x\nlist:\n  sections:\n    - title: Notes: today\n",
         #"s.yaml:4:19: YAML syntax error: a ":" where no key can start; a value holding ": " must be quoted ("a: b"), or a key's indentation is off [libyaml: mapping values are not allowed in this context]"#),
        ("YAML 1.1 boolean where a string is expected", "s.yaml", "name: x\nlist:\n  sections:\n    - rows:\n        - title: Wi-Fi\n          detail: On\n",
         #"s.yaml:6:19: list.sections[0].rows[0].detail: expected a string, got true (YAML reads an unquoted On as true; quote it: "On")"#),
        ("YAML 1.1 boolean as a row", "s.yaml", "name: x\nlist:\n  sections:\n    - rows: [Yes, No]\n",
         #"s.yaml:4:14: list.sections[0].rows[0]: expected a row: a string (its title) or {"title", "detail", "height", "id", "accessory", "style", "lines"}, got true (YAML reads an unquoted Yes as true; quote it: "Yes")"#),
        ("YAML 1.1 boolean as a choice", "s.yaml", "name: x\ntheme: off\nlist: {generate: {sections: 1, rows: 1}}\n",
         #"s.yaml:2:8: theme: expected "light", "dark" or an object of overrides, got false (YAML reads an unquoted off as false; quote it: "off")"#),
        ("unknown symbol: the nearest names, not all of them", "s.json",
         doc(#""fps": 30"#, list: #"{"sections": [{"rows": [{"title": "a", "image": {"symbol": "rocketship"}}]}]}"#),
         #"s.json:3:70: list.sections[0].rows[0].image.symbol: unknown symbol "rocketship" (did you mean "lock.fill", "faceid" or "voicemail"? 103 names in all)"#),
        ("unknown symbol: a typo gets the one it means", "s.json",
         doc(#""fps": 30"#, list: #"{"sections": [{"rows": [{"title": "a", "image": {"symbol": "heart.filled"}}]}]}"#),
         #"s.json:3:70: list.sections[0].rows[0].image.symbol: unknown symbol "heart.filled" (did you mean "heart.fill"?)"#),

        ("YAML unknown key", "s.yml", "name: x\nlist:\n  generate: {sections: 1, rows: 1}\n  rowHieght: 3\n",
         #"s.yml:4:3: list: unknown key "rowHieght" (did you mean "rowHeight"?)"#),
        ("YAML .inf", "s.yaml", "name: x\nlist:\n  generate: {sections: 1, rows: 1}\nfps: .inf\n",
         #"s.yaml:4:6: fps: .inf is out of range (numbers must be finite)"#),
        ("YAML .nan", "s.yaml", "name: x\nlist:\n  rowHeight: .nan\n  generate: {sections: 1, rows: 1}\n",
         #"s.yaml:3:14: list.rowHeight: .nan is not a number"#),
        ("point with three numbers", "s.json", doc(#""timeline": [{"tap": {"row": [0, 1, 2]}}]"#),
         #"s.json:4:32: timeline[0].tap.row: expected a row [section, row], got an array of 3"#),
        ("YAML non-string key", "s.yaml", "name: x\n3: y\n", #"s.yaml:2:1: mapping keys must be strings, got 3"#),
        ("YAML merge key", "s.yaml", "base: &b {rowHeight: 50}\nlist:\n  <<: *b\n",
         #"s.yaml:3:3: YAML merge keys (<<) are not supported; repeat the keys or use an alias for the whole value"#),
        ("YAML empty", "s.yaml", "", #"s.yaml: the file is empty (expected a YAML mapping)"#),
    ]

    func testEachMalformedScenarioFailsWithItsOneLineMessage() {
        XCTAssertGreaterThanOrEqual(Self.cases.count, 25)
        for c in Self.cases {
            XCTAssertEqual(message(c.text, path: c.path), c.message, c.name)
        }
    }

    func testMessagesAreOneLine() {
        for c in Self.cases {
            XCTAssertFalse(c.message.contains("\n"), c.name)
        }
    }

    func testNonUTF8Bytes() {
        var bytes = Array("{\n  \"name\": \"caf".utf8)
        bytes.append(0xE9)  // Latin-1 "é"
        bytes += Array("\"}".utf8)
        XCTAssertEqual(message(bytes, path: "l.json"), "l.json:2:15: the file is not UTF-8 text: invalid byte 0xE9")
        XCTAssertEqual(message([0xFF, 0xFE, 0x7B, 0x00], path: "w.json"),
                       "w.json:1:1: the file is not UTF-8 text: invalid byte 0xFF (it looks like UTF-16; save it as UTF-8)")
    }

    func testMissingFileAndDirectory() {
        XCTAssertEqual(loadMessage(path: "/nonexistent/dir/x.json"), "/nonexistent/dir/x.json: no such file")
        let dir = FileManager.default.temporaryDirectory.path
        XCTAssertEqual(loadMessage(path: dir), "\(dir): is a folder, not a scenario file")
    }

    func testFileSizeLimitIsCheckedBeforeParsing() {
        let big = [UInt8](repeating: 0x20, count: ScenarioLimits.maxFileBytes + 1)
        XCTAssertEqual(message(big, path: "big.json"),
                       "big.json: 16777217 bytes (16.0 MiB) is too big for a scenario; at most 16 MiB")
    }

    func testExplicitRowLimit() {
        let rows = Array(repeating: "\"r\"", count: ScenarioLimits.maxExplicitRows + 1).joined(separator: ",")
        let text = #"{"name": "x", "list": {"sections": [{"title": "A", "rows": ["# + rows + "]}]}}"
        XCTAssertEqual(message(text, path: "r.json"),
                       "r.json:1:60: list.sections[0].rows: the list has more than 100000 explicit rows (use \"generate\" for big lists)")
    }

    func testYAMLAliasBombIsRefused() {
        var yaml = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for i in 1...8 {
            yaml += "a\(i): &a\(i) [" + Array(repeating: "*a\(i - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        let m = message(yaml, path: "bomb.yaml")
        XCTAssertTrue(m.hasPrefix("bomb.yaml:") && m.hasSuffix("the document has more than 2000000 values (aliases expanding?)"), m)
    }

    func testYAMLDeepFlowNestingIsRefusedBeforeYams() {
        let yaml = "name: " + String(repeating: "[", count: 100_000)
        XCTAssertEqual(message(yaml, path: "deep.yaml"), "deep.yaml:1:1: arrays and objects are nested more than 64 deep")
    }

    func testYAMLDeepBlockNestingIsRefusedBeforeYams() {
        // 100,000 nested block sequences on one line overflowed Yams' recursion before this check.
        let yaml = String(repeating: "- ", count: 100_000) + "x\n"
        XCTAssertEqual(message(yaml, path: "deep.yaml"), "deep.yaml:1:257: lines indented or nested beyond column 256 are not allowed")
    }

    /// A block scalar's apostrophe puts the quick bracket counter out of step with libyaml, so
    /// `[']', ` nests one level per repeat while looking balanced; the sound bounds must hold.
    func testYAMLNestingThatFoolsTheBracketCounterStillFailsCleanly() {
        func bomb(_ n: Int) -> String {
            "name: x\nnote: |\n  it'\nlist: " + String(repeating: "[']', ", count: n) + "x" + String(repeating: "]", count: n) + "\n"
        }
        // Within the opener budget: Yams composes 16,000 levels on its big-stack thread.
        XCTAssertEqual(message(bomb(16_000), path: "q.yaml"), "q.yaml:4:386: arrays and objects are nested more than 64 deep")
        // Beyond it: refused before Yams runs.
        XCTAssertEqual(message(bomb(20_000), path: "q.yaml"),
                       #"q.yaml:4:98311: a YAML scenario may contain at most 16384 "[" and "{"; write big lists in block style or as JSON"#)
    }

    func testDuplicateRowID() {
        let text = #"{"name": "x", "list": {"sections": [{"title": "A", "rows": [{"title": "a", "id": "k"}, {"title": "b", "id": "k"}]}]}}"#
        XCTAssertEqual(message(text, path: "i.json"),
                       #"i.json:1:109: list.sections[0].rows[1].id: id "k" is already used by list.sections[0].rows[0]"#)
    }

    // MARK: helpers

    private func message(_ text: String, path: String) -> String {
        message(Array(text.utf8), path: path)
    }

    private func message(_ bytes: [UInt8], path: String) -> String {
        do {
            _ = try ScenarioLoader.load(data: bytes, path: path)
            return "(loaded without error)"
        } catch let error as InputError {
            return error.message
        } catch {
            return "(not an InputError: \(error))"
        }
    }

    private func loadMessage(path: String) -> String {
        do {
            _ = try ScenarioLoader.load(path: path)
            return "(loaded without error)"
        } catch let error as InputError {
            return error.message
        } catch {
            return "(not an InputError: \(error))"
        }
    }
}
