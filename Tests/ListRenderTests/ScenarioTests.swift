import Foundation
import XCTest
@testable import ListRender

/// Scenarios that load: every field, every default, YAML = JSON, big generated lists.
final class ScenarioTests: XCTestCase {
    static let fullJSON = """
    {
      "name": "full-1",
      "viewport": {"width": 375, "height": 667, "scale": 2},
      "fps": 30,
      "duration": 4.5,
      "theme": {"base": "dark", "tint": "#FF000080", "label": "#123456", "titleSize": 18, "headerUppercase": false},
      "list": {
        "rowHeight": 50, "headerHeight": 30, "separatorInset": 20,
        "contentInset": {"top": 10, "bottom": 5},
        "sections": [
          {"title": "Fruit", "subtitle": "sweet", "rows": ["Apple", {"title": "Banana", "detail": "yellow", "height": 60, "id": "b"}]},
          {"title": "Veg", "rows": []}
        ]
      },
      "features": {
        "scrollIndicator": false,
        "reorder": {"minimumPressDuration": 0.4, "autoscrollMargin": 30},
        "infoPanel": {"content": "row", "size": [120, 30], "linger": 0.5, "fade": 0.2, "slide": 8},
        "scrubNub": {"size": [20, 22], "margin": 8, "hideDelay": 1, "fade": 0.25},
        "snapHeader": {"height": 150, "uncovered": 40},
        "loadMore": {"pageSize": 10, "total": 2, "loadDuration": 0.5},
        "swipe": {"minDistance": 40, "maxVertical": 40, "maxDuration": 0.5, "revealWidth": 70, "action": "Archive"},
        "topmostHeaderSubtitle": true
      },
      "timeline": [
        {"wait": 0.25},
        {"drag": {"from": [100, 500], "to": {"row": [0, 1]}, "duration": 0.4, "hold": 0.1}},
        {"fling": {"from": [100, 600], "dy": -500, "duration": 0.05}},
        {"at": 1.0, "tap": [10, 20]},
        {"tap": {"row": [0, 0]}},
        {"tap": "loadMore"},
        {"longPressDrag": {"row": [0, 0], "to": {"row": [0, 1]}, "hold": 0.7, "duration": 0.5}},
        {"swipe": {"row": [0, 1], "dx": 100, "duration": 0.2}},
        {"scrub": {"to": 0.75, "duration": 0.3}},
        {"touches": [{"t": 0, "phase": "down", "at": [5, 6]}, {"t": 0.05, "phase": "move", "at": {"row": [0, 1]}},
                     {"t": 0.1, "phase": "up", "at": [7, 8]}]}
      ],
      "output": {"frames": [3, 0, 3, 1], "touches": true}
    }
    """

    func testFullScenarioDecodesEveryField() throws {
        let s = try ScenarioLoader.load(data: Self.fullJSON, path: "full.json")
        XCTAssertEqual(s.name, "full-1")
        XCTAssertEqual(s.sourcePath, "full.json")
        XCTAssertEqual(s.viewport, Viewport(width: 375, height: 667, scale: 2))
        XCTAssertEqual(s.fps, 30)
        XCTAssertEqual(s.duration, 4.5)
        XCTAssertEqual(s.frameCount, 136)

        var theme = Theme.base(dark: true, platform: .ios26)
        theme.tint = Color(r: 0xFF, g: 0, b: 0, a: 0x80)
        theme.tabSelected = theme.tint // the theme's own tint tints the selected tab
        theme.label = Color(r: 0x12, g: 0x34, b: 0x56)
        theme.titleSize = 18
        theme.headerUppercase = false
        XCTAssertEqual(s.theme, theme)

        XCTAssertEqual(s.list.rowHeight, 50)
        XCTAssertEqual(s.list.headerHeight, 30)
        XCTAssertEqual(s.list.separatorInset, 20)
        XCTAssertEqual(s.list.contentInset, EdgeInsets(top: 10, bottom: 5))
        XCTAssertEqual(s.list.content, .sections([
            SectionSpec(title: "Fruit", subtitle: "sweet",
                        rows: [RowSpec(title: "Apple"), RowSpec(title: "Banana", detail: "yellow", height: 60, id: "b")]),
            SectionSpec(title: "Veg", rows: []),
        ]))

        let f = s.features
        XCTAssertFalse(f.scrollIndicator)
        XCTAssertTrue(f.topmostHeaderSubtitle)
        XCTAssertEqual(f.reorder?.minimumPressDuration, 0.4)
        XCTAssertEqual(f.reorder?.autoscrollMargin, 30)
        XCTAssertEqual(f.infoPanel?.content, .row)
        XCTAssertEqual(f.infoPanel?.size, Size(width: 120, height: 30))
        XCTAssertEqual(f.infoPanel?.linger, 0.5)
        XCTAssertEqual(f.infoPanel?.fade, 0.2)
        XCTAssertEqual(f.infoPanel?.slide, 8)
        XCTAssertEqual(f.scrubNub?.size, Size(width: 20, height: 22))
        XCTAssertEqual(f.scrubNub?.margin, 8)
        XCTAssertEqual(f.scrubNub?.hideDelay, 1)
        XCTAssertEqual(f.scrubNub?.fade, 0.25)
        XCTAssertEqual(f.snapHeader?.height, 150)
        XCTAssertEqual(f.snapHeader?.uncovered, 40)
        XCTAssertEqual(f.loadMore?.pageSize, 10)
        XCTAssertEqual(f.loadMore?.total, 2)
        XCTAssertEqual(f.loadMore?.loadDuration, 0.5)
        XCTAssertEqual(f.swipe?.minDistance, 40)
        XCTAssertEqual(f.swipe?.maxVertical, 40)
        XCTAssertEqual(f.swipe?.maxDuration, 0.5)
        XCTAssertEqual(f.swipe?.revealWidth, 70)
        XCTAssertEqual(f.swipe?.action, "Archive")

        let r01 = Target.row(RowRef(section: 0, row: 1))
        XCTAssertEqual(s.timeline.map(\.step), [
            .wait(0.25),
            .drag(from: .point(Point(x: 100, y: 500)), to: r01, duration: 0.4, hold: 0.1),
            .fling(from: .point(Point(x: 100, y: 600)), dy: -500, duration: 0.05),
            .tap(.target(.point(Point(x: 10, y: 20)))),
            .tap(.target(.row(RowRef(section: 0, row: 0)))),
            .tap(.loadMore),
            .longPressDrag(row: RowRef(section: 0, row: 0), to: r01, hold: 0.7, duration: 0.5),
            .swipe(row: RowRef(section: 0, row: 1), dx: 100, duration: 0.2),
            .scrub(to: 0.75, duration: 0.3),
            .touches([RawTouch(t: 0, phase: .down, at: .point(Point(x: 5, y: 6))),
                      RawTouch(t: 0.05, phase: .move, at: r01),
                      RawTouch(t: 0.1, phase: .up, at: .point(Point(x: 7, y: 8)))]),
        ])
        XCTAssertEqual(s.timeline.map(\.at), [nil, nil, nil, 1.0, nil, nil, nil, nil, nil, nil])
        XCTAssertEqual(s.timeline.map(\.path), (0..<10).map { "timeline[\($0)]" })
        // Sorted, without repeats.
        XCTAssertEqual(s.output, OutputSpec(frames: .indices([0, 1, 3]), touches: true))
    }

    func testDefaultsFromTheSpec() throws {
        let s = try ScenarioLoader.load(data: #"{"name": "d", "list": {"sections": [{"title": "A", "rows": ["x"]}]}}"#,
                                        path: "d.json")
        XCTAssertEqual(s.viewport, Viewport(width: 390, height: 844, scale: 3))
        XCTAssertEqual(s.fps, 60)
        XCTAssertEqual(s.duration, 1.0)  // empty timeline ends at 0, + 1 s
        XCTAssertEqual(s.frameCount, 61)
        // A scenario that names no platform is drawn as the current iOS (26).
        XCTAssertEqual(s.platform, .ios26)
        XCTAssertEqual(s.theme, .base(dark: false, platform: .ios26))
        XCTAssertEqual(s.list.rowHeight, 51)
        XCTAssertEqual(s.list.headerHeight, 28)
        XCTAssertEqual(s.list.separatorInset, 16)
        XCTAssertEqual(s.list.contentInset, EdgeInsets(top: 0, bottom: 0))
        XCTAssertEqual(s.features, Features())
        XCTAssertTrue(s.features.scrollIndicator)
        XCTAssertNil(s.features.reorder)
        XCTAssertFalse(s.features.topmostHeaderSubtitle)
        XCTAssertEqual(s.timeline, [])
        XCTAssertEqual(s.output, OutputSpec(frames: .all, touches: false))
    }

    func testStepDefaultsAndDefaultDurationIsTimelineEndPlusOne() throws {
        let text = """
        {"name": "t", "list": {"generate": {"sections": 1, "rows": 5}},
         "features": {"scrubNub": true},
         "timeline": [
           {"drag": {"from": [1, 2], "to": [3, 4]}},
           {"fling": {"from": [1, 2]}},
           {"tap": [1, 1]},
           {"longPressDrag": {"row": [0, 1], "to": [5, 5]}},
           {"swipe": {"row": [0, 2]}},
           {"scrub": {"to": 0.5}},
           {"at": 5, "wait": 0.5}
         ]}
        """
        let s = try ScenarioLoader.load(data: text, path: "t.json")
        XCTAssertEqual(s.timeline.map(\.step), [
            .drag(from: .point(Point(x: 1, y: 2)), to: .point(Point(x: 3, y: 4)), duration: 0.3, hold: 0),
            .fling(from: .point(Point(x: 1, y: 2)), dy: -300, duration: 0.1),
            .tap(.target(.point(Point(x: 1, y: 1)))),
            .longPressDrag(row: RowRef(section: 0, row: 1), to: .point(Point(x: 5, y: 5)), hold: 0.6, duration: 0.8),
            .swipe(row: RowRef(section: 0, row: 2), dx: -120, duration: 0.15),
            .scrub(to: 0.5, duration: 0.5),
            .wait(0.5),
        ])
        XCTAssertEqual(s.timeline.map(\.step.duration), [0.3, 0.1, 0.1, 1.4, 0.15, 0.5, 0.5])
        let starts = TimedStep.startTimes(of: s.timeline)
        XCTAssertEqual(starts.count, 7)
        XCTAssertEqual(starts[3], 0.5, accuracy: 1e-12)
        XCTAssertEqual(starts[6], 5)
        XCTAssertEqual(TimedStep.end(of: s.timeline), 5.5)
        XCTAssertEqual(s.duration, 6.5)
        XCTAssertEqual(s.frameCount, 391)
    }

    func testFeatureSwitches() throws {
        func features(_ json: String) throws -> Features {
            try ScenarioLoader.load(data: #"{"name": "f", "list": {"generate": {"sections": 1, "rows": 1}}, "features": \#(json)}"#,
                                    path: "f.json").features
        }
        let on = try features(#"{"reorder": true, "infoPanel": true, "scrubNub": true, "snapHeader": true, "loadMore": true, "swipe": true, "topmostHeaderSubtitle": {}}"#)
        XCTAssertEqual(on.reorder, ReorderOptions())
        XCTAssertEqual(on.infoPanel, InfoPanelOptions())
        XCTAssertEqual(on.scrubNub, ScrubNubOptions())
        XCTAssertEqual(on.snapHeader, SnapHeaderOptions())
        XCTAssertEqual(on.loadMore, LoadMoreOptions())
        XCTAssertNil(on.loadMore?.total)
        XCTAssertEqual(on.swipe, SwipeOptions())
        XCTAssertTrue(on.topmostHeaderSubtitle)
        XCTAssertTrue(on.scrollIndicator)
        let off = try features(#"{"reorder": false, "swipe": false, "topmostHeaderSubtitle": false, "scrollIndicator": false}"#)
        XCTAssertNil(off.reorder)
        XCTAssertNil(off.swipe)
        XCTAssertFalse(off.topmostHeaderSubtitle)
        XCTAssertFalse(off.scrollIndicator)
        // An empty options object is the defaults.
        XCTAssertEqual(try features(#"{"reorder": {}}"#).reorder, ReorderOptions())
    }

    func testThemeNames() throws {
        func theme(_ json: String) throws -> Theme {
            try ScenarioLoader.load(data: #"{"name": "t", "list": {"generate": {"sections": 1, "rows": 1}}, "theme": \#(json)}"#,
                                    path: "t.json").theme
        }
        XCTAssertEqual(try theme(#""dark""#), .base(dark: true, platform: .ios26))
        XCTAssertEqual(try theme(#""light""#), .base(dark: false, platform: .ios26))
        XCTAssertEqual(try theme(#"{}"#), .base(dark: false, platform: .ios26))
        var expected = Theme.base(dark: false, platform: .ios26)
        expected.separator = Color(r: 1, g: 2, b: 3)
        expected.headerSize = 11.5
        XCTAssertEqual(try theme(##"{"separator": "#010203", "headerSize": 11.5}"##), expected)
    }

    func testYAMLEqualsJSON() throws {
        let yaml = """
        name: full-1
        viewport: {width: 375, height: 667, scale: 2}
        fps: 30
        duration: 4.5
        theme:
          base: dark
          tint: "#FF000080"
          label: "#123456"
          titleSize: 18
          headerUppercase: false
        list:
          rowHeight: 50
          headerHeight: 30
          separatorInset: 20
          contentInset: {top: 10, bottom: 5}
          sections:
            - title: Fruit
              subtitle: sweet
              rows:
                - Apple
                - {title: Banana, detail: yellow, height: 60, id: b}
            - title: Veg
              rows: []
        features:
          scrollIndicator: false
          reorder: {minimumPressDuration: 0.4, autoscrollMargin: 30}
          infoPanel: {content: row, size: [120, 30], linger: 0.5, fade: 0.2, slide: 8}
          scrubNub: {size: [20, 22], margin: 8, hideDelay: 1, fade: 0.25}
          snapHeader: {height: 150, uncovered: 40}
          loadMore: {pageSize: 10, total: 2, loadDuration: 0.5}
          swipe: {minDistance: 40, maxVertical: 40, maxDuration: 0.5, revealWidth: 70, action: Archive}
          topmostHeaderSubtitle: true
        timeline:
          - wait: 0.25
          - drag: {from: [100, 500], to: &r01 {row: [0, 1]}, duration: 0.4, hold: 0.1}
          - fling: {from: [100, 600], dy: -500, duration: 0.05}
          - {at: 1.0, tap: [10, 20]}
          - tap: {row: [0, 0]}
          - tap: loadMore
          - longPressDrag: {row: [0, 0], to: *r01, hold: 0.7, duration: 0.5}
          - swipe: {row: [0, 1], dx: 100, duration: 0.2}
          - scrub: {to: 0.75, duration: 0.3}
          - touches:
              - {t: 0, phase: down, at: [5, 6]}
              - {t: 0.05, phase: move, at: *r01}
              - {t: 0.1, phase: up, at: [7, 8]}
        output:
          frames: [3, 0, 3, 1]
          touches: true
        """
        for path in ["full.yaml", "full.YML"] {
            var fromYAML = try ScenarioLoader.load(data: yaml, path: path)
            let fromJSON = try ScenarioLoader.load(data: Self.fullJSON, path: "full.json")
            XCTAssertEqual(fromYAML.sourcePath, path)
            fromYAML.sourcePath = fromJSON.sourcePath
            XCTAssertEqual(fromYAML, fromJSON)
        }
    }

    /// YAML composes on the calling thread when its stack has room for the nesting the text
    /// could hold, else on a big-stack thread (1,500 flow mappings): both read the same scenario,
    /// and from a worker thread with a small stack too.
    func testYAMLReadsTheSameOnEveryThreadWhateverItsStack() throws {
        let steps = 1500
        let flow = "name: many\nlist: {generate: {sections: 1, rows: 5}}\ntimeline:\n"
            + String(repeating: "  - {wait: 0.01}\n", count: steps)
        let block = "name: many\nlist:\n  generate:\n    sections: 1\n    rows: 5\ntimeline:\n"
            + String(repeating: "  - wait: 0.01\n", count: steps)
        let fromBlock = try ScenarioLoader.load(data: block, path: "many.yaml")
        XCTAssertEqual(fromBlock.timeline.count, steps)
        XCTAssertEqual(try ScenarioLoader.load(data: flow, path: "many.yaml"), fromBlock)
        final class Box: @unchecked Sendable { var result: Result<Scenario, Error>? }
        for text in [flow, block] {
            let box = Box()
            let done = DispatchSemaphore(value: 0)
            let thread = Thread { box.result = Result { try ScenarioLoader.load(data: text, path: "many.yaml") }; done.signal() }
            thread.stackSize = 256 << 10
            thread.start()
            done.wait()
            XCTAssertEqual(try box.result?.get(), fromBlock)
        }
    }

    /// YAML 1.1 base-60 integers still read as numbers (`1:00` is 60), computed without Yams'
    /// overflow trap.
    func testYAMLSexagesimalIntegers() throws {
        let s = try ScenarioLoader.load(data: "name: s\nlist:\n  rowHeight: 1:00\n  generate: {sections: 1, rows: 3}\n", path: "s.yaml")
        XCTAssertEqual(s.list.rowHeight, 60)
        XCTAssertEqual(YAMLConverter.sexagesimal("-1:30"), -90)
        XCTAssertEqual(YAMLConverter.sexagesimal("1_0:0:1"), 36_001)
        XCTAssertEqual(YAMLConverter.sexagesimal("7777777738888888866:1"), 7_777_777_738_888_888_866.0 * 60 + 1)
        XCTAssertNil(YAMLConverter.sexagesimal("1::2"))
    }

    func testMillionRowGenerateStaysTwoCounts() throws {
        let text = #"{"name": "big", "list": {"generate": {"sections": 1000, "rows": 1000}}, "timeline": [{"tap": {"row": [999, 999]}}]}"#
        let s = try ScenarioLoader.load(data: text, path: "big.json")
        XCTAssertEqual(s.list.content, .generated(sections: 1000, rows: 1000))
        XCTAssertEqual(s.timeline.first?.step, .tap(.target(.row(RowRef(section: 999, row: 999)))))
        // The largest allowed list loads too.
        let max = try ScenarioLoader.load(data: #"{"name": "max", "list": {"generate": {"sections": 1, "rows": 10000000}}}"#,
                                          path: "max.json")
        XCTAssertEqual(max.list.content, .generated(sections: 1, rows: 10_000_000))
    }

    func testFramesEveryAndAll() throws {
        func output(_ json: String) throws -> OutputSpec {
            try ScenarioLoader.load(data: #"{"name": "o", "list": {"generate": {"sections": 1, "rows": 1}}, "output": \#(json)}"#,
                                    path: "o.json").output
        }
        XCTAssertEqual(try output(#"{"frames": {"every": 10}}"#).frames, .every(10))
        XCTAssertEqual(try output(#"{"frames": "all"}"#).frames, .all)
        XCTAssertEqual(try output(#"{"frames": [60]}"#).frames, .indices([60]))  // 1 s at 60 fps: frames 0...60
    }

    func testLoadFromFileAndPathPicksFormat() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("scenario-tests-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let json = dir.appendingPathComponent("a.json").path
        let yaml = dir.appendingPathComponent("a.yml").path
        try Data(#"{"name": "a", "list": {"generate": {"sections": 1, "rows": 2}}}"#.utf8).write(to: URL(fileURLWithPath: json))
        try Data("name: a\nlist:\n  generate: {sections: 1, rows: 2}\n".utf8).write(to: URL(fileURLWithPath: yaml))
        let a = try ScenarioLoader.load(path: json)
        let b = try ScenarioLoader.load(path: yaml)
        XCTAssertEqual(a.sourcePath, json)
        XCTAssertEqual(b.sourcePath, yaml)
        XCTAssertEqual(a.list.content, .generated(sections: 1, rows: 2))
        XCTAssertEqual(b.list.content, .generated(sections: 1, rows: 2))
    }

    func testJSONStringsEscapesAndSurrogatePairs() throws {
        let text = #"{"name": "s", "list": {"sections": [{"title": "A\"\\\/\b\f\n\r\t\u00e9\uD83D\uDE00", "rows": ["é😀 ok"]}]}}"#
        let s = try ScenarioLoader.load(data: text, path: "s.json")
        guard case .sections(let sections) = s.list.content else { return XCTFail("expected sections") }
        XCTAssertEqual(sections[0].title, "A\"\\/\u{8}\u{c}\n\r\té😀")
        XCTAssertEqual(sections[0].rows[0].title, "é😀 ok")
    }

    func testByteOrderMarkIsSkipped() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(#"{"name": "b", "list": {"generate": {"sections": 1, "rows": 1}}}"#.utf8)
        XCTAssertEqual(try ScenarioLoader.load(data: bytes, path: "b.json").name, "b")
    }

    func testKeySuggestion() {
        let keys = ScenarioKeys.list
        XCTAssertEqual(KeySuggestion.suggest("rowHieght", from: keys), "rowHeight")
        XCTAssertEqual(KeySuggestion.suggest("RowHeight", from: keys), "rowHeight")
        XCTAssertNil(KeySuggestion.suggest("colour", from: keys))
        XCTAssertNil(KeySuggestion.suggest("xy", from: ["at", "to"]))
        XCTAssertEqual(KeySuggestion.distance(Array("ab".unicodeScalars), Array("ba".unicodeScalars)), 1)
    }
}
