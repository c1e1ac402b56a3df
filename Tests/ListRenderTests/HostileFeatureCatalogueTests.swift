import Foundation
import XCTest
@testable import ListRender

/// Issue 26's new cases on what the newest features add (the platform look, the bars, the
/// section index's named entries, edits of huge lists), run like the input catalogue: the real
/// `renderlist` under a memory and a time cap, the exit status, one stderr line with the words
/// expected, no Foundation error codes, and the scenario files unchanged afterwards.
final class HostileFeatureCatalogueTests: XCTestCase {
    typealias Case = HostileInputCatalogueTests.Case

    /// `{"name":"x",...}`: a small list with `extra` members added.
    static func scenario(_ extra: String, list: String = #"{"generate":{"sections":3,"rows":5}}"#, duration: Double = 0.1) -> String {
        #"{"name":"x","viewport":{"width":390,"height":844,"scale":1},"duration":"# + "\(duration)" + #","list":"# + list
            + (extra.isEmpty ? "" : "," + extra) + "}"
    }

    static let files: [String: String] = [
        // Platform.
        "platform-ios27.json": scenario(#""platform":"ios27""#),
        "platform-number.json": scenario(#""platform":26"#),
        "platform-empty.json": scenario(#""platform":"""#),
        "platform-null.json": scenario(#""platform":null"#),
        "platform-upper.json": scenario(#""platform":"iOS26""#),
        "platform-long.json": scenario(#""platform":""# + String(repeating: "i", count: 100_000) + #"""#),
        "platform-escape.json": scenario(#""platform":"\u001b[31mred""#),
        "platform-ios18.json": scenario(#""platform":"ios18","list2":1"#),
        // The bars.
        "bar-title-huge.json": scenario(#""chrome":{"statusBar":true,"navigationBar":{"title":""# + String(repeating: "W", count: 200_000) + #"","largeTitle":true}}"#),
        "bar-items-many.json": scenario(#""chrome":{"navigationBar":{"title":"t","trailing":["# + Array(repeating: #"{"title":"Edit"}"#, count: 5000).joined(separator: ",") + "]}}"),
        "bar-item-unknown.json": scenario(#""chrome":{"navigationBar":{"title":"t","trailing":[{"titel":"Edit"}]}}"#),
        "bar-item-type.json": scenario(#""chrome":{"navigationBar":{"title":"t","leading":"Edit"}}"#),
        "bar-large-title-string.json": scenario(#""chrome":{"navigationBar":{"title":"t","largeTitle":"yes"}}"#),
        "status-battery.json": scenario(#""chrome":{"statusBar":{"battery":101}}"#),
        "status-battery-nan.json": scenario(#""chrome":{"statusBar":{"battery":-0.0001}}"#),
        "status-time-long.json": scenario(#""chrome":{"statusBar":{"time":"12:34:56:78"}}"#),
        "chrome-unknown.json": scenario(#""chrome":{"sideBar":{"items":[]}}"#),
        "tab-bar-empty.json": scenario(#""chrome":{"tabBar":{"items":[]}}"#),
        "tab-bar-many.json": scenario(#""chrome":{"tabBar":{"items":["# + Array(repeating: #"{"title":"A","symbol":"star"}"#, count: 5000).joined(separator: ",") + "]}}"),
        "chrome-array.json": scenario(#""chrome":[]"#),
        "bars-scroll-to-top-big.json": scenario(#""chrome":{"statusBar":true,"navigationBar":{"title":"t","largeTitle":true}},"features":{"scrollsToTop":true},"timeline":[{"fling":{"from":[200,700],"dy":-600,"duration":0.1}},{"wait":0.5},{"tap":[195,20]}]"#,
                                                list: #"{"generate":{"sections":100000,"rows":100}}"#, duration: 3),
        // The section index's named entries.
        "index-section-missing.json": scenario(#""features":{"sectionIndex":[{"title":"A","section":3}]}"#),
        "index-section-negative.json": scenario(#""features":{"sectionIndex":[{"title":"A","section":-1}]}"#),
        "index-section-fraction.json": scenario(#""features":{"sectionIndex":[{"title":"A","section":1.5}]}"#),
        "index-section-huge.json": scenario(#""features":{"sectionIndex":[{"title":"A","section":1e300}]}"#),
        "index-entry-key.json": scenario(#""features":{"sectionIndex":[{"title":"A","jump":1}]}"#),
        "index-entry-no-title.json": scenario(#""features":{"sectionIndex":[{"section":1}]}"#),
        "index-entry-null.json": scenario(#""features":{"sectionIndex":[null]}"#),
        "index-entries-65.json": scenario(#""features":{"sectionIndex":["# + Array(repeating: #"{"title":"A","section":0}"#, count: 65).joined(separator: ",") + "]}"),
        "index-large-title-drag.json": scenario(#""chrome":{"statusBar":true,"navigationBar":{"title":"t","largeTitle":true}},"features":{"sectionIndex":true},"timeline":[{"drag":{"from":[382,150],"to":[382,840],"duration":19.5,"hold":0}}]"#,
                                                list: #"{"generate":{"sections":100000,"rows":1}}"#, duration: 20),
        // Edits of huge lists, combined.
        "edit-delete-10m.json": scenario(#""features":{"swipeActions":true,"reorder":true},"timeline":[{"longPressDrag":{"row":[0,2],"to":{"row":[0,6]},"hold":0.6,"duration":0.5}},{"drag":{"from":[350,300],"to":[10,300],"duration":0.3,"hold":0}}]"#,
                                         list: #"{"generate":{"sections":2,"rows":5000000}}"#, duration: 3),
        "edit-automatic-10m.json": scenario(#""features":{"reorder":true},"timeline":[{"longPressDrag":{"row":[0,1],"to":[200,800],"hold":0.6,"duration":1.5}}]"#,
                                            list: #"{"rowHeight":"automatic","generate":{"sections":1,"rows":10000000}}"#, duration: 3),
        // $schema and YAML.
        "schema-number.json": scenario(#""$schema":5"#),
        "schema-empty.json": scenario(#""$schema":"""#),
        "schema-long.json": scenario(#""$schema":""# + String(repeating: "s", count: 100_000) + #"""#),
        "schema-nested.json": scenario("", list: #"{"$schema":"x","generate":{"sections":1,"rows":5}}"#),
        "modeline.yaml": "# yaml-language-server: $schema=scenario.schema.json\nname: y\nlist:\n  generate: {sections: 1, rows: 5}\n",
        "yaml-on.yaml": "name: y\nlist:\n  sections:\n    - rows:\n        - title: Wi-Fi\n          detail: On\n",
        "yaml-no.yaml": "name: No\nlist:\n  generate: {sections: 1, rows: 5}\n",
        "yaml-syntax.yaml": "name: y\nlist:\n  generate: {sections: 1, rows: 5\n",
        "yaml-indent.yaml": "name: y\n list: 3\n",
        // Rich rows.
        "avatars-2048.json": #"{"name":"avatars","viewport":{"width":390,"height":844,"scale":3},"duration":1,"list":{"rowHeight":"automatic","sections":[{"title":"A","rows":["#
            + Array(repeating: #"{"title":"Person","image":{"file":"big.png","size":40,"cornerRadius":"circle"}}"#, count: 40).joined(separator: ",")
            + #"]}]},"timeline":[{"fling":{"from":[200,700],"dy":-400,"duration":0.1}}]}"#,
        "rich-cell-detail.json": scenario("", list: #"{"sections":[{"rows":[{"title":"a","detail":"b","trailingText":"c"}]}]}"#),
        "rich-weight.json": scenario("", list: #"{"sections":[{"rows":[{"title":"a","titleStyle":{"weight":"black"}}]}]}"#),
        "rich-color.json": scenario("", list: #"{"sections":[{"rows":[{"title":"a","detailStyle":{"color":"lable"}}]}]}"#),
        "rich-style-key.json": scenario("", list: #"{"sections":[{"rows":[{"title":"a","titleStyle":{"font":"x"}}]}]}"#),
        "rich-dot.json": scenario("", list: #"{"sections":[{"rows":[{"title":"a","dot":true}]}]}"#),
        "rich-alignment.json": scenario("", list: #"{"sections":[{"rows":[{"title":"a","accessoryAlignment":"top"}]}]}"#),
        "rich-trailing-style-alone.json": scenario("", list: #"{"sections":[{"rows":[{"title":"a","trailingTextStyle":{}}]}]}"#),
        "rich-huge.json": scenario("", list: #"{"rowHeight":"automatic","rowStyle":"subtitle","sections":[{"rows":[{"title":""# + String(repeating: "Long ", count: 100_000)
                                   + #"","trailingText":""# + String(repeating: "Date ", count: 100_000) + #"","titleStyle":{"weight":"bold"},"dot":"tint","accessory":"disclosure","accessoryAlignment":"firstLine","detail":"d"}]}]}"#),
    ]

    static let cases: [Case] = {
        var c: [Case] = []
        func layout(_ file: String, _ says: String, _ more: [String] = [], status: Int32 = 2, memoryMB: Int = 1024, seconds: Double = 60) {
            c.append(Case(args: ["layout", file] + more, status: status, says: says, memoryMB: memoryMB, seconds: seconds))
        }
        layout("platform-ios27.json", #"platform: unknown platform "ios27""#)
        layout("platform-number.json", "platform: expected")
        layout("platform-empty.json", "platform:")
        layout("platform-null.json", "platform:")
        layout("platform-upper.json", "platform:")
        layout("platform-long.json", "platform:")
        layout("platform-escape.json", #"unknown platform "\u001b[31mred""#)
        layout("platform-ios18.json", #"unknown key "list2""#)
        layout("good.json", #"--platform "ios17": expected ios18 or ios26"#, ["--platform", "ios17"])
        layout("good.json", #"--platform "": expected ios18 or ios26"#, ["--platform", ""])
        layout("bar-title-huge.json", "", ["--frame", "0"], status: 0)
        layout("bar-items-many.json", "chrome.navigationBar.trailing")
        layout("bar-item-unknown.json", #"unknown key "titel""#)
        layout("bar-item-type.json", "chrome.navigationBar.leading: expected")
        layout("bar-large-title-string.json", "chrome.navigationBar.largeTitle: expected true or false")
        layout("status-battery.json", "chrome.statusBar.battery")
        layout("status-battery-nan.json", "chrome.statusBar.battery")
        layout("status-time-long.json", "chrome.statusBar.time")
        layout("chrome-unknown.json", #"chrome: unknown key "sideBar""#)
        layout("tab-bar-empty.json", "chrome.tabBar.items: a tab bar has 2 to 5 items, got 0")
        layout("tab-bar-many.json", "chrome.tabBar.items: a tab bar has 2 to 5 items, got 5000")
        layout("chrome-array.json", "chrome: expected")
        layout("bars-scroll-to-top-big.json", "", ["--time", "2.9"], status: 0, seconds: 60)
        layout("index-section-missing.json", "features.sectionIndex[0].section: section 3 does not exist; the list has 3 sections")
        layout("index-section-negative.json", "features.sectionIndex[0].section:")
        layout("index-section-fraction.json", "features.sectionIndex[0].section: expected a whole number")
        layout("index-section-huge.json", "features.sectionIndex[0].section:")
        layout("index-entry-key.json", #"unknown key "jump""#)
        layout("index-entry-no-title.json", #"missing required key "title""#)
        layout("index-entry-null.json", "features.sectionIndex[0]: expected an index title")
        layout("index-entries-65.json", "features.sectionIndex: must list 1 to 64 titles, got 65")
        layout("index-large-title-drag.json", "", ["--time", "19.9"], status: 0, seconds: 60)
        layout("edit-delete-10m.json", "", ["--time", "2.9"], status: 0, seconds: 60)
        layout("edit-automatic-10m.json", "", ["--time", "2.9"], status: 0, seconds: 60)
        layout("schema-number.json", "$schema: expected a string")
        layout("schema-empty.json", "", ["--frame", "0"], status: 0)
        layout("schema-long.json", "", ["--frame", "0"], status: 0)
        layout("schema-nested.json", #"list: unknown key "$schema""#)
        layout("modeline.yaml", "", ["--frame", "0"], status: 0)
        layout("yaml-on.yaml", "quote it")
        layout("yaml-no.yaml", "quote it")
        layout("yaml-syntax.yaml", "yaml-syntax.yaml:")
        layout("yaml-indent.yaml", "yaml-indent.yaml:")
        c.append(Case(args: ["schema", "extra"], says: "extra"))
        c.append(Case(args: ["schema", "--pretty"], says: "--pretty"))
        layout("rich-cell-detail.json", "trailingText: a \"cell\" row shows its detail at the trailing edge")
        layout("rich-weight.json", #"titleStyle.weight: unknown weight "black""#)
        layout("rich-color.json", #"detailStyle.color: unknown theme colour "lable" (did you mean "label"?)"#)
        layout("rich-style-key.json", #"titleStyle: unknown key "font""#)
        layout("rich-dot.json", "dot: expected a string")
        layout("rich-alignment.json", #"accessoryAlignment: unknown accessory alignment "top""#)
        layout("rich-trailing-style-alone.json", #"trailingTextStyle: styles "trailingText", which this row does not have"#)
        // Each band mixes only the picture's rows under it (the whole 2048-px picture was
        // premultiplied in every band it crossed: 47 s a frame in a debug build, 5 s now).
        c.append(Case(args: ["render", "avatars-2048.json", "-o", "out-avatars", "--frames", "24"], status: 0, says: "", memoryMB: 1024, seconds: 120))
        // The preview's and the animation formats' command lines (the server itself: PreviewServerTests).
        c.append(Case(args: ["preview"], says: "Missing expected argument"))
        c.append(Case(args: ["preview", "nope.json"], says: "nope.json: no such file"))
        c.append(Case(args: ["preview", "good.json", "--port", "70000"], says: "--port: expected 0...65535, got 70000"))
        c.append(Case(args: ["preview", "good.json", "--port", "-1"], says: "--port: expected 0...65535, got -1"))
        c.append(Case(args: ["preview", "good.json", "--port", "abc"], says: "'abc' is invalid for '--port"))
        c.append(Case(args: ["docs", "good.json", "--format", "bmp", "-o", "d"], says: "'bmp' is invalid for '--format"))
        c.append(Case(args: ["docs", "good.json", "--format", "GIF", "-o", "d"], says: "one of 'apng', 'gif' or 'webp'"))
        c.append(Case(args: ["docs", "good.json", "--format", "gif", "-o", "good.json"], says: "-o good.json: exists and is not a folder"))
        c.append(Case(args: ["docs", "good.json", "--format", "webp", "-o", "out-webp"], status: 0, says: ""))
        c.append(Case(args: ["docs", "good.json", "--format", "gif", "-o", "out-gif"], status: 0, says: ""))
        c.append(Case(args: ["render", "rich-huge.json", "-o", "out-rich", "--frames", "0"], status: 0, says: "", memoryMB: 1024, seconds: 60))
        return c
    }()

    func testEveryNewFeatureInputKeepsThePromise() throws {
        guard let exe = CLIRunner.executable else { return XCTFail("renderlist executable not built") }
        let cli = try CLIRunner(test: "feature-catalogue")
        defer { cli.remove() }
        try cli.write("good.json", HostileInputCatalogueTests.good)
        for (name, text) in Self.files { try cli.write(name, text) }
        // Cause 4: forty rows showing one 2048 x 2048 picture at 40 pt, during a fling at 3x.
        var pixels = [UInt8](repeating: 255, count: 2048 * 2048 * 4)
        pixels.withUnsafeMutableBufferPointer { p in
            // While loops through a buffer: a debug build's array subscripts and ranges took seconds here.
            var i = 0, y = 0
            while y < 2048 {
                var x = 0
                while x < 2048 {
                    p[i] = UInt8(x / 8); p[i + 1] = UInt8(y / 8); p[i + 2] = UInt8((x ^ y) & 0xFF)
                    i += 4; x += 1
                }
                y += 1
            }
        }
        let big = RGBAImage(width: 2048, height: 2048, pixels: pixels)
        _ = FileManager.default.createFile(atPath: cli.path("big.png"), contents: Data(try PNGCodec.encode(big)))
        let before = cli.snapshot()
        for (c, outcome) in zip(Self.cases, try HostileInputCatalogueTests.runAll(exe.path, Self.cases, in: cli.folder.path)) {
            HostileInputCatalogueTests.assertKeepsThePromise(c, outcome)
        }
        // Only the successful renders' own folders are new.
        XCTAssertEqual(cli.snapshot().filter { !$0.key.hasPrefix("out-") }, before, "a run changed the folder")
    }
}
