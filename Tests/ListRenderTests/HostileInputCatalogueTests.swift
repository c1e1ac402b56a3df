import Foundation
import XCTest
@testable import ListRender

/// A catalogue of hostile inputs run through the real `renderlist`, each under a memory cap
/// (`ulimit -v`) and a time cap (a hang guard, far above a normal run): the expected exit
/// status, exactly one stderr line for failures, containing the expected words. Each row is a
/// reproducer of a crash, blow-up, hang or broken file promise, or a parser case that held.
final class HostileInputCatalogueTests: XCTestCase {
    struct Case {
        var args: [String]
        var status: Int32 = 2
        /// Words the single stderr line must contain ("" for a successful run: stderr not checked).
        var says: String
        var memoryMB = 1024
        var seconds = 60.0
    }

    static let good = #"{"name":"good","viewport":{"width":100,"height":120,"scale":1},"duration":0.2,"list":{"generate":{"sections":2,"rows":40}}}"#

    /// `{"name":"x","list":LIST,...}` with the rest of a short scenario.
    static func scenario(list: String = #"{"generate":{"sections":1,"rows":5}}"#, extra: String = "") -> String {
        #"{"name":"x","viewport":{"width":100,"height":120,"scale":1},"duration":0.2,"list":"# + list + extra + "}"
    }

    /// Files of the catalogue, by name.
    static func files() -> [String: [UInt8]] {
        var f: [String: [UInt8]] = [:]
        func put(_ name: String, _ text: String) { f[name] = Array(text.utf8) }
        put("good.json", good)
        put("tiny-row.json", scenario(list: #"{"rowHeight":1e-20,"generate":{"sections":1,"rows":5}}"#))
        put("tiny-header.json", scenario(list: #"{"headerHeight":0.0001,"generate":{"sections":1,"rows":5}}"#))
        put("tiny-rows-10m.json", scenario(list: #"{"rowHeight":0.0001,"generate":{"sections":1,"rows":10000000}}"#))
        put("tiny-explicit-row.json", scenario(list: #"{"sections":[{"title":"S","rows":[{"title":"a","height":1e-9}]}]}"#))
        put("zero-row.json", scenario(list: #"{"rowHeight":0,"generate":{"sections":1,"rows":5}}"#))
        put("negative-row.json", scenario(list: #"{"rowHeight":-44,"generate":{"sections":1,"rows":5}}"#))
        put("huge-row.json", scenario(list: #"{"rowHeight":1e300,"generate":{"sections":1,"rows":5}}"#))
        put("digits.json", scenario(list: #"{"rowHeight":"# + String(repeating: "9", count: 1_048_576) + "}"))
        put("rows-1e18.json", scenario(list: #"{"generate":{"sections":1,"rows":1e18}}"#))
        put("rows-fraction.json", scenario(list: #"{"generate":{"sections":1,"rows":2.5}}"#))
        put("rows-11m.json", scenario(list: #"{"generate":{"sections":1,"rows":11000000}}"#))
        put("sections-zero.json", scenario(list: #"{"generate":{"sections":0,"rows":5}}"#))
        put("number-1e400.json", scenario(list: #"{"rowHeight":1e400,"generate":{"sections":1,"rows":5}}"#))
        put("nan.json", scenario(list: #"{"rowHeight":NaN,"generate":{"sections":1,"rows":5}}"#))
        put("duration-huge.json", #"{"name":"x","duration":1e300,"list":{"generate":{"sections":1,"rows":5}}}"#)
        put("fps-zero.json", #"{"name":"x","fps":0,"list":{"generate":{"sections":1,"rows":5}}}"#)
        put("scale-huge.json", #"{"name":"x","viewport":{"width":4096,"height":4096,"scale":4},"list":{"generate":{"sections":1,"rows":5}}}"#)
        put("viewport-zero.json", #"{"name":"x","viewport":{"width":0,"height":100},"list":{"generate":{"sections":1,"rows":5}}}"#)
        put("long-title-wrapped.json", scenario(list: #"{"rowHeight":"automatic","sections":[{"title":"S","footer":""# + String(repeating: "Long ", count: 200_000) + #"","rows":[{"title":""# + String(repeating: "Long ", count: 200_000) + #"","detail":"d","style":"subtitle"},"b"]}]}"#))
        // Cause 3 of issue 26: work proportional to the list where the screen is bounded.
        func big(_ list: String, _ features: String, _ timeline: String, duration: Double) -> String {
            #"{"name":"x","viewport":{"width":390,"height":844,"scale":1},"duration":"# + "\(duration)"
                + #","list":"# + list + #","features":"# + features + #","timeline":"# + timeline + "}"
        }
        put("index-drag-100k.json", big(#"{"generate":{"sections":100000,"rows":2}}"#, #"{"sectionIndex":true}"#,
                                        #"[{"drag":{"from":[382,100],"to":[382,800],"duration":59.5,"hold":0}}]"#, duration: 60))
        put("reorder-10m.json", big(#"{"generate":{"sections":1,"rows":10000000}}"#, #"{"reorder":true}"#,
                                    #"[{"longPressDrag":{"row":[0,3],"to":{"row":[0,8]},"hold":0.6,"duration":0.8}}]"#, duration: 3))
        put("load-more-5m.json", big(#"{"generate":{"sections":1,"rows":10000000}}"#,
                                     #"{"scrubNub":true,"loadMore":{"pageSize":5000000,"total":10000000,"loadDuration":0.2}}"#,
                                     #"[{"fling":{"from":[200,600],"dy":-300,"duration":0.1}},{"scrub":{"to":1.0,"duration":0.5}},{"wait":0.5},{"tap":"loadMore"}]"#, duration: 4))
        put("swipe-delete-10m.json", big(#"{"generate":{"sections":1,"rows":10000000}}"#, #"{"swipeActions":true}"#,
                                         #"[{"drag":{"from":[350,200],"to":[10,200],"duration":0.3,"hold":0}}]"#, duration: 3))
        put("automatic-10m.json", scenario(list: #"{"rowHeight":"automatic","generate":{"sections":1,"rows":10000000}}"#))
        put("lines-huge.json", scenario(list: #"{"sections":[{"rows":[{"title":"a","lines":1e9}]}]}"#))
        put("content-size-bad.json", #"{"name":"x","theme":{"contentSize":"AX6"},"list":{"generate":{"sections":1,"rows":5}}}"#)
        put("long-title.json", scenario(list: #"{"sections":[{"title":"S","rows":[{"title":""# + String(repeating: "Long ", count: 200_000) + #"","detail":"d"},"b"]}]}"#))
        put("long-key.json", #"{""# + String(repeating: "k", count: 100_000) + #"":1}"#)
        put("long-string-type.json", #"{"name":"x","fps":""# + String(repeating: "z", count: 100_000) + #"","list":{"generate":{"sections":1,"rows":5}}}"#)
        put("deep.json", String(repeating: "[", count: 100_000))
        put("deep-objects.json", String(repeating: #"{"a":"#, count: 10_000))
        put("empty.json", "")
        put("spaces.json", "   \n\t  ")
        put("null.json", "null")
        put("array.json", "[]")
        put("string.json", #""scenario""#)
        put("trailing-comma.json", #"{"name":"x","list":{"generate":{"sections":1,"rows":5}},}"#)
        put("comment.json", "// hi\n" + good)
        put("single-quotes.json", #"{'name':'x'}"#)
        put("unterminated-string.json", #"{"name":"x"#)
        put("bad-escape.json", #"{"name":"\q"}"#)
        put("lone-surrogate.json", #"{"name":"\ud800","list":{"generate":{"sections":1,"rows":5}}}"#)
        put("control-char.json", "{\"name\":\"a\u{01}b\"}")
        put("duplicate-key.json", #"{"name":"x","name":"y"}"#)
        for (name, text) in HostileScenarios.unknownKeyAndWrongType { put(name, text) }
        put("no-list.json", #"{"name":"x"}"#)
        put("no-name.json", #"{"list":{"generate":{"sections":1,"rows":5}}}"#)
        put("name-slash.json", #"{"name":"../evil","list":{"generate":{"sections":1,"rows":5}}}"#)
        put("name-empty.json", #"{"name":"","list":{"generate":{"sections":1,"rows":5}}}"#)
        put("name-dots.json", #"{"name":"..","list":{"generate":{"sections":1,"rows":5}}}"#)
        put("both-contents.json", #"{"name":"x","list":{"sections":[],"generate":{"sections":1,"rows":5}}}"#)
        put("number-leading-zero.json", #"{"name":"x","fps":060,"list":{"generate":{"sections":1,"rows":5}}}"#)
        put("bare-word.json", #"{"name":x}"#)
        put("garbage-after.json", good + " {}")
        put("step-unknown.json", scenario(extra: #","timeline":[{"jump":1}]"#))
        put("step-two-keys.json", scenario(extra: #","timeline":[{"wait":1,"drag":{}}]"#))
        put("wait-negative.json", scenario(extra: #","timeline":[{"wait":-1}]"#))
        put("wait-huge.json", scenario(extra: #","timeline":[{"wait":1e308}]"#))
        put("drag-far.json", scenario(extra: #","timeline":[{"drag":{"from":[50,60],"to":[50,1e12],"duration":0.1}}]"#))
        put("touches-no-up.json", scenario(extra: #","timeline":[{"touches":[{"t":0,"phase":"down","at":[50,60]},{"t":0.1,"phase":"move","at":[50,50]}]}]"#))
        put("touches-backwards.json", scenario(extra: #","timeline":[{"touches":[{"t":0.1,"phase":"down","at":[50,60]},{"t":0,"phase":"up","at":[50,50]}]}]"#))
        put("tap-missing-row.json", scenario(extra: #","timeline":[{"tap":{"row":[0,99]}}]"#))
        put("tap-bad-section.json", scenario(extra: #","timeline":[{"tap":{"row":[7,0]}}]"#))
        put("edit-string.json", scenario(extra: #","timeline":[{"edit":"on"}]"#))
        put("edit-null.json", scenario(extra: #","timeline":[{"edit":null}]"#))
        // Edit mode toggled 20,000 times in one frame, then a tap on a minus and a grip of an empty list.
        put("edit-storm.json", scenario(extra: #","timeline":["# + Array(repeating: #"{"edit":true},{"edit":false}"#, count: 10_000).joined(separator: ",") + "]"))
        put("back-trailing.json", scenario(extra: #","chrome":{"navigationBar":{"trailing":[{"back":"Mail"}]}}"#))
        // A switch tapped 5,000 times within 0.1 s, then its row dragged by edit mode's grip.
        let flips = Array(repeating: #"{"touches":[{"t":0,"phase":"down","at":[80,22]},{"t":0.00001,"phase":"up","at":[80,22]}]}"#,
                          count: 5_000).joined(separator: ",")
        put("switch-storm.json", scenario(list: #"{"sections":[{"rows":[{"title":"A","accessory":{"switch":true}},"B"]}]}"#,
                                          extra: #","timeline":["# + flips + #",{"edit":true},{"wait":0.02},{"drag":{"from":[90,22],"to":[90,66],"duration":0.05}}]"#))
        put("edit-empty-list.json", scenario(list: #"{"sections":[{"rows":[]}]}"#, extra: #","timeline":[{"edit":true},{"wait":0.05},{"tap":[10,20]},{"tap":[90,20]}]"#))
        var moves = #"{"name":"touch","list":{"generate":{"sections":1,"rows":1000}},"timeline":[{"touches":[{"t":0,"phase":"down","at":[195,600]}"#
        for i in 1...320_000 { moves += #",{"t":\#(Double(i) * 0.00003),"phase":"move","at":[195,\#(600 - i % 300)]}"# }
        moves += #",{"t":9.7,"phase":"up","at":[195,300]}]},{"wait":0.2}]}"#
        put("touches-320k.json", moves)
        put("big-layout.json", #"{"name":"big","duration":20,"list":{"generate":{"sections":10,"rows":1000000}},"timeline":[{"fling":{"from":[195,700],"dy":-600,"duration":0.1}}]}"#)
        // Encodings.
        f["utf16le.json"] = Array(good.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        f["utf16le-bom.json"] = [0xFF, 0xFE] + f["utf16le.json"]!
        f["utf16be.json"] = Array(good.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
        f["latin1.json"] = Array(#"{"name":"caf"#.utf8) + [0xE9] + Array(#""}"#.utf8)
        f["bom.json"] = [0xEF, 0xBB, 0xBF] + Array(good.utf8)
        f["bom.yaml"] = [0xEF, 0xBB, 0xBF] + Array("name: y\nlist:\n  generate: {sections: 1, rows: 5}\n".utf8)
        f["nul.json"] = Array(#"{"name":"#.utf8) + [0]
        put("good.yaml", "name: y\nviewport: {width: 100, height: 120, scale: 1}\nduration: 0.2\nlist:\n  generate: {sections: 1, rows: 5}\n")
        put("tabs.yaml", "name: y\nlist:\n\tgenerate: 1\n")
        put("alias-bomb.yaml", "a: &a [x,x,x,x,x,x,x,x,x,x]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b,*b]\nd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c,*c]\ne: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d,*d]\nf: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e,*e]\ng: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f,*f]\n")
        put("yaml-tag.yaml", "name: !!binary aGVsbG8=\nlist:\n  generate: {sections: 1, rows: 5}\n")
        put("yaml-deep.yaml", String(repeating: "[", count: 10_000))
        put("yaml-multi.yaml", "name: a\n---\nname: b\n")
        put("yaml-bad-indent.yaml", "name: y\nlist:\n  generate:\n    sections: 1\n   rows: 5\n")
        put("yaml-dup.yaml", "name: a\nname: b\n")
        // Found by fuzzing: Yams traps on an overflowing base-60 integer (also twelve parts of 1).
        put("fuzz-sexagesimal.yaml", "7777777738888888866:1")
        put("sexagesimal-huge.yaml", "name: s\nlist:\n  rowHeight: 7777777738888888866:1\n")
        put("sexagesimal-long.yaml", "name: s\nlist:\n  rowHeight: 1:1:1:1:1:1:1:1:1:1:1:1\n")
        // PNGs.
        let png = (try? PNGCodec.encode(RGBAImage(width: 4, height: 4, pixels: [UInt8](repeating: 200, count: 64)))) ?? []
        f["a.png"] = png
        f["b.png"] = png
        f["truncated.png"] = Array(png.prefix(png.count / 2))
        f["not.png"] = Array("GIF89a".utf8)
        f["empty.png"] = []
        f["huge-dims.png"] = pngHeader(width: 16384, height: 16384) + chunk("IDAT", []) + chunk("IEND", [])
        f["absurd-dims.png"] = pngHeader(width: 100_000, height: 100_000) + chunk("IDAT", []) + chunk("IEND", [])
        // No pixels at all: a width of 0 (PNG requires 1…2^31−1), with image data after it.
        f["zero-width.png"] = pngHeader(width: 0, height: 5) + chunk("IDAT", [0x78, 0x9C, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01]) + chunk("IEND", [])
        // A text chunk claiming 0x7fffffff bytes: 44 bytes that must not become 2 GB.
        f["text-bomb.png"] = pngHeader(width: 1, height: 1) + [0x7F, 0xFF, 0xFF, 0xFF] + Array("tEXt".utf8) + [0, 0, 0, 0]
        f["bad-crc.png"] = { var p = png; if p.count > 30 { p[29] ^= 0xFF }; return p }()
        // An indexed image (colour type 3) with no PLTE: its 4 × 4 indices in a stored zlib block
        // (20 zero bytes: a filter byte and four indices a row; Adler-32 0x00140001).
        f["no-palette.png"] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", [0, 0, 0, 4, 0, 0, 0, 4, 8, 3, 0, 0, 0])
            + chunk("IDAT", [0x78, 0x01, 0x01, 20, 0, 0xEB, 0xFF] + [UInt8](repeating: 0, count: 20) + [0x00, 0x14, 0x00, 0x01]) + chunk("IEND", [])
        // report merge inputs: result folders whose results.json is hostile.
        put("merge-deep/results.json", String(repeating: "[", count: 100_000))
        put("merge-deep-objects/results.json", #"{"format":"renderlist-verify-results","version":1,"title":"# + String(repeating: #"{"a":"#, count: 10_000))
        put("merge-empty/results.json", "")
        put("merge-null/results.json", "null")
        put("merge-version/results.json", #"{"format":"renderlist-verify-results","version":1e400}"#)
        f["merge-latin1/results.json"] = Array(#"{"format":"caf"#.utf8) + [0xE9] + Array(#""}"#.utf8)
        // Found by fuzzing: 134 bytes whose text chunk claims 0x7a00000c bytes, under the
        // 0x7fffffff libpng refuses; libpng warned and still allocated and cleared 2 GB. (Under
        // `ulimit -v` that allocation just fails; the sanitizer runs' RSS cap catches it.)
        f["fuzz-text-2gb.png"] = hexBytes("89504e470d0a1a0a0000000d49484452000000090000000704000000003a00d5bd7a00000c74455874436f6d6d656e740073656564cb99b9e300000035494441547801012a00d57f00fdf096d61b01b426a6a06e0227ff8c451103cfb2e38d260459e067809600ef51d367cb015d5790df38a5331383cf029ed20000000049454e44ae426082")
        // Ancillary chunks the decode skips (text, an ICC profile, a private one) change no pixel.
        f["with-text.png"] = Array(png.prefix(33)) + chunk("tEXt", Array("Comment\0hello".utf8))
            + chunk("iCCP", Array("p\0\0".utf8) + [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]) + chunk("prVt", [1, 2, 3]) + Array(png.dropFirst(33))
        return f
    }

    static func hexBytes(_ hex: String) -> [UInt8] {
        var out: [UInt8] = []
        var i = hex.startIndex
        while i < hex.endIndex {
            let j = hex.index(i, offsetBy: 2)
            out.append(UInt8(hex[i..<j], radix: 16) ?? 0)
            i = j
        }
        return out
    }

    static func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", be(width) + be(height) + [8, 6, 0, 0, 0])
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        PNGChunk(type: type, data: data).write(to: &out)
        return out
    }

    static let cases: [Case] = {
        var c: [Case] = []
        func layout(_ file: String, _ says: String, status: Int32 = 2, memoryMB: Int = 1024, seconds: Double = 60, _ more: [String] = ["--frame", "0"]) {
            c.append(Case(args: ["layout", file] + more, status: status, says: says, memoryMB: memoryMB, seconds: seconds))
        }
        // Crashes and size limits.
        layout("tiny-row.json", "list.rowHeight: must be at least 1 and at most 10000 pt, got 1e-20")
        layout("tiny-header.json", "list.headerHeight: must be 0 (no headers) or at least 1 pt")
        layout("tiny-rows-10m.json", "list.rowHeight: must be at least 1")
        layout("tiny-explicit-row.json", "height: must be at least 1")
        layout("zero-row.json", "list.rowHeight: must be at least 1")
        layout("negative-row.json", "list.rowHeight: must be at least 1")
        layout("huge-row.json", "list.rowHeight: must be at least 1 and at most 10000 pt, got 1e300")
        layout("good.json", "has frames 0...12", ["--time", "1e18"])
        layout("good.json", "has frames 0...12", ["--time", "1e300"])
        layout("good.json", "has frames 0...12", ["--frame", "9223372036854775807"])
        layout("good.json", "--time", ["--time", "-1"])
        layout("good.json", "--time", ["--time", "nan"])
        layout("digits.json", "list.rowHeight: 9999999999999999999999999999999999999... is out of range")
        layout("rows-1e18.json", "list.generate.rows: must be a whole number from 0 to 10000000, got 1e18")
        layout("rows-fraction.json", "expected a whole number, got 2.5")
        layout("rows-11m.json", "list.generate.rows: must be a whole number from 0 to 10000000")
        layout("sections-zero.json", "list.generate.sections: must be a whole number from 1")
        layout("number-1e400.json", "is out of range (numbers must be finite)")
        layout("nan.json", "NaN is not a JSON number")
        layout("duration-huge.json", "duration: must be at least 0 and at most 600 s")
        layout("fps-zero.json", "fps: must be at least 1")
        layout("scale-huge.json", "px")
        layout("viewport-zero.json", "viewport.width: must be at least 1")
        // Memory and hangs.
        c.append(Case(args: ["layout", "big-layout.json"], status: 0, says: "", memoryMB: 1024, seconds: 300))
        c.append(Case(args: ["layout", "touches-320k.json"], status: 0, says: "", memoryMB: 2048, seconds: 120))
        c.append(Case(args: ["render", "long-title.json", "-o", "out", "--frames", "0,1,2,3,4,5,6,7,8,9"], status: 0, says: "", memoryMB: 1024, seconds: 60))
        // A 1 MB title wrapping in a self-sizing row (at most 10,000 pt tall) and a 1 MB footer.
        c.append(Case(args: ["render", "long-title-wrapped.json", "-o", "out", "--frames", "0,1,2"], status: 0, says: "", memoryMB: 1024, seconds: 120))
        // Ten million self-sizing generated rows: sized by one measure, not ten million.
        c.append(Case(args: ["layout", "automatic-10m.json", "--frame", "0"], status: 0, says: "", memoryMB: 1024, seconds: 30))
        // A 60-s drag along the index of 100,000 sections, a reorder lift, a 5,000,000-row page and
        // a full-swipe delete in a 10,000,000-row list: edits split runs, the index costs its lines.
        c.append(Case(args: ["layout", "index-drag-100k.json", "--time", "59.9"], status: 0, says: "", memoryMB: 1024, seconds: 60))
        c.append(Case(args: ["layout", "reorder-10m.json", "--time", "2.9"], status: 0, says: "", memoryMB: 1024, seconds: 30))
        c.append(Case(args: ["layout", "load-more-5m.json", "--time", "3.9"], status: 0, says: "", memoryMB: 1024, seconds: 30))
        c.append(Case(args: ["layout", "swipe-delete-10m.json", "--time", "2.9"], status: 0, says: "", memoryMB: 1024, seconds: 30))
        layout("lines-huge.json", "list.sections[0].rows[0].lines: must be a whole number from 0 to 1000")
        layout("content-size-bad.json", #"theme.contentSize: unknown content size "AX6""#)
        layout("deep.json", "nested")
        layout("deep-objects.json", "nested")
        layout("alias-bomb.yaml", "more than 2000000 values")
        layout("yaml-deep.yaml", "nested more than 64 deep")
        layout("long-key.json", "unknown key \"kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk\u{2026}\"")
        layout("long-string-type.json", "fps: expected a number")
        // Files that are not regular files.
        layout("/dev/zero", "/dev/zero: is a device, not a scenario file", seconds: 10)
        layout("fifo.json", "fifo.json: is a named pipe (FIFO), not a scenario file", seconds: 10)
        layout("zero-link.json", "zero-link.json: is a device, not a scenario file", seconds: 10)
        layout("loop.json", "loop.json: too many levels of symbolic links")
        layout("dangling.json", "dangling.json: no such file")
        layout("folder.json", "folder.json: is a folder, not a scenario file")
        layout("/proc/self/mem", "/proc/self/mem: cannot read (Input/output error)")
        layout("sparse.json", "is too big for a scenario file; at most 16 MiB", seconds: 10)
        layout("nope.json", "nope.json: no such file")
        // Encodings.
        layout("utf16le.json", "it looks like UTF-16 without a byte-order mark")
        layout("utf16be.json", "it looks like UTF-16 without a byte-order mark")
        layout("utf16le-bom.json", "it looks like UTF-16; save it as UTF-8")
        layout("latin1.json", "the file is not UTF-8 text: invalid byte 0xE9")
        layout("nul.json", "NUL byte")
        layout("bom.json", "", status: 0)
        layout("bom.yaml", "", status: 0)
        layout("good.yaml", "", status: 0)
        layout("edit-storm.json", "", status: 0)
        layout("edit-empty-list.json", "", status: 0, [])
        layout("switch-storm.json", "", status: 0, ["--frame", "11"])
        // Parser cases that already held.
        for (file, says) in [("empty.json", "empty"), ("spaces.json", "the file is empty"), ("null.json", "a scenario must be an object with \"name\" and \"list\", got null"), ("array.json", "got an array"),
                             ("string.json", "got \"scenario\""), ("trailing-comma.json", "trailing comma"), ("comment.json", "unexpected \"/\""),
                             ("single-quotes.json", "not single quotes"), ("unterminated-string.json", "unterminated string"), ("bad-escape.json", "invalid escape \\q"),
                             ("lone-surrogate.json", "lone high surrogate"), ("control-char.json", "control character 0x1"), ("duplicate-key.json", "duplicate key \"name\""),
                             ("unknown-key.json", "unknown key \"colour\""), ("typo-key.json", "lsit"),
                             ("wrong-type.json", "fps: expected a number, got \"fast\""), ("no-list.json", "list"),
                             ("no-name.json", "name"), ("name-slash.json", "name"), ("name-empty.json", "name"),
                             ("name-dots.json", "name"), ("both-contents.json", "has both \"sections\" and \"generate\""),
                             ("number-leading-zero.json", "leading zeros"), ("bare-word.json", "unexpected word \"x\""), ("garbage-after.json", "after the end of the JSON document"),
                             ("step-unknown.json", "jump"), ("step-two-keys.json", "a step has exactly one action"), ("wait-negative.json", "wait"),
                             ("wait-huge.json", "wait"), ("drag-far.json", "timeline[0].drag.to[1]: must be at least -100000"), ("touches-no-up.json", "up"),
                             ("touches-backwards.json", "earlier"), ("tap-missing-row.json", "row"), ("tap-bad-section.json", "section"),
                             ("edit-string.json", "timeline[0].edit: expected true or false, got \"on\""), ("edit-null.json", "timeline[0].edit: expected true or false, got null"),
                             ("back-trailing.json", "chrome.navigationBar.trailing[0].back: only the first leading item can be the back button"),
                             ("tabs.yaml", "YAML syntax error"), ("yaml-tag.yaml", "name: must be"), ("yaml-multi.yaml", "another document"), ("yaml-bad-indent.yaml", "did not find expected key"),
                             ("yaml-dup.yaml", "duplicate key \"name\""),
                             ("fuzz-sexagesimal.yaml", "fuzz-sexagesimal.yaml:1:1: a scenario must be an object"),
                             ("sexagesimal-huge.yaml", "list.rowHeight: must be at least 1 and at most 10000 pt, got 7777777738888888866:1"),
                             ("sexagesimal-long.yaml", "list.rowHeight: must be at least 1 and at most 10000 pt")] {
            layout(file, says)
        }
        // PNGs and compare.
        func compare(_ a: String, _ b: String, _ says: String, status: Int32 = 2, memoryMB: Int = 1024, seconds: Double = 30, _ more: [String] = []) {
            c.append(Case(args: ["compare", a, b] + more, status: status, says: says, memoryMB: memoryMB, seconds: seconds))
        }
        compare("a.png", "b.png", "", status: 0)
        compare("/dev/zero", "a.png", "/dev/zero: is a device, not a PNG file", seconds: 10)
        compare("a.png", "fifo.png", "fifo.png: is a named pipe (FIFO), not a PNG file", seconds: 10)
        compare("zero-link.png", "a.png", "zero-link.png: is a device, not a PNG file", seconds: 10)
        compare("sparse.png", "a.png", "sparse.png: 3072 MiB is too big for a PNG file; at most 256 MiB", seconds: 10)
        compare("text-bomb.png", "a.png", "text-bomb.png: truncated or corrupt PNG", memoryMB: 512)
        compare("fuzz-text-2gb.png", "a.png", "fuzz-text-2gb.png: truncated or corrupt PNG", memoryMB: 512, seconds: 10)
        compare("with-text.png", "a.png", "", status: 0)
        compare("huge-dims.png", "huge-dims.png", "huge-dims.png: image is 16384x16384 pixels, more than the 67108864-pixel limit", memoryMB: 512)
        compare("absurd-dims.png", "a.png", "absurd-dims.png: image is 100000x100000 pixels", memoryMB: 512)
        compare("truncated.png", "a.png", "truncated.png: truncated or corrupt PNG")
        compare("a.png", "zero-width.png", "zero-width.png: truncated or corrupt PNG (libpng: Invalid IHDR data)")
        compare("not.png", "a.png", "not.png: not a PNG file")
        compare("empty.png", "a.png", "empty.png: not a PNG file (empty file)")
        compare("bad-crc.png", "a.png", "bad-crc.png: truncated or corrupt PNG")
        compare("a.png", "no-palette.png", "no-palette.png: truncated or corrupt PNG (libpng: IDAT: Missing PLTE before IDAT)")
        compare("loop.png", "a.png", "loop.png: too many levels of symbolic links")
        compare("dirA", "dirB", "fifo.png: is a named pipe (FIFO), not a PNG file", seconds: 10)
        compare("dirA", "a.png", "give two files or two folders")
        // Files promised untouched.
        c.append(Case(args: ["render", "good.json", "-o", "notes-out"], says: "holds \"notes.txt\", which render did not write"))
        c.append(Case(args: ["render", "good.json", "-o", "good.json"], says: "exists and is not a folder"))
        c.append(Case(args: ["verify", "good.json", "--references", "refs", "--junit", "good.json"], says: "--junit good.json: is an input (good.json); refusing to write over it"))
        c.append(Case(args: ["verify", "good.json", "--references", "refs", "--junit", "folder.json"], says: "--junit folder.json: is a folder, not a file"))
        c.append(Case(args: ["verify", "good.json", "--references", "device-refs"], says: "is a device, not a PNG file", seconds: 30))
        // Result folders given to report merge.
        func merge(_ folder: String, _ says: String, seconds: Double = 30) {
            c.append(Case(args: ["report", "merge", folder, "-o", "merged"], says: says, seconds: seconds))
        }
        merge("merge-deep", "nested")
        merge("merge-deep-objects", "nested")
        merge("merge-empty", "merge-empty/results.json: the file is empty")
        merge("merge-null", "merge-null/results.json:1:1: expected a verify result object, got null")
        merge("merge-version", "version: version 1e400 was written by another renderlist")
        merge("merge-latin1", "the file is not UTF-8 text: invalid byte 0xE9")
        merge("merge-zero", "merge-zero/results.json: is a device, not a result file", seconds: 10)
        merge("merge-fifo", "merge-fifo/results.json: is a named pipe (FIFO), not a result file", seconds: 10)
        merge("merge-sparse", "merge-sparse/results.json: 3072 MiB is too big for a result file; at most 256 MiB", seconds: 10)
        merge("merge-loop", "merge-loop/results.json: too many levels of symbolic links")
        merge("good.json", "good.json: is a file, not a verify result folder")
        merge("/dev/zero", "/dev/zero: is a file, not a verify result folder", seconds: 10)
        // Commands and flags.
        c.append(Case(args: ["rendr"], says: "unknown subcommand \"rendr\" (did you mean \"render\"?)"))
        c.append(Case(args: [String(repeating: "x", count: 10_000)], says: "unknown subcommand"))
        c.append(Case(args: ["render", "good.json", "-o", "out", "--jobs", "0"], says: "--jobs: expected 1...256, got 0"))
        c.append(Case(args: ["render", "good.json", "-o", "out", "--scale", "inf"], says: "--scale"))
        c.append(Case(args: ["render", "good.json", "-o", "out", "--frames", "99999999999999999999"], says: "--frames"))
        return c
    }()

    func testEveryHostileInputKeepsThePromise() throws {
        guard let exe = CLIRunner.executable else { return XCTFail("renderlist executable not built") }
        let cli = try CLIRunner(test: "catalogue")
        defer { cli.remove() }
        let fm = FileManager.default
        for (name, bytes) in Self.files() {
            try fm.createDirectory(atPath: (cli.path(name) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            _ = fm.createFile(atPath: cli.path(name), contents: Data(bytes))
        }
        mkfifo(cli.path("fifo.json"), 0o644)
        mkfifo(cli.path("fifo.png"), 0o644)
        try fm.createSymbolicLink(atPath: cli.path("zero-link.json"), withDestinationPath: "/dev/zero")
        try fm.createSymbolicLink(atPath: cli.path("zero-link.png"), withDestinationPath: "/dev/zero")
        try fm.createSymbolicLink(atPath: cli.path("loop.json"), withDestinationPath: "loop.json")
        try fm.createSymbolicLink(atPath: cli.path("loop.png"), withDestinationPath: "loop.png")
        try fm.createSymbolicLink(atPath: cli.path("dangling.json"), withDestinationPath: "gone.json")
        try fm.createDirectory(atPath: cli.path("folder.json"), withIntermediateDirectories: false)
        // Sparse files: 17 MiB of scenario, 3 GiB of "PNG", no disk used.
        _ = fm.createFile(atPath: cli.path("sparse.json"), contents: nil)
        truncate(cli.path("sparse.json"), 17 << 20)
        _ = fm.createFile(atPath: cli.path("sparse.png"), contents: nil)
        truncate(cli.path("sparse.png"), 3 << 30)
        for dir in ["dirA", "dirB"] {
            try fm.createDirectory(atPath: cli.path(dir), withIntermediateDirectories: false)
            try fm.copyItem(atPath: cli.path("a.png"), toPath: cli.path(dir + "/a.png"))
        }
        mkfifo(cli.path("dirB/fifo.png"), 0o644)
        try fm.copyItem(atPath: cli.path("a.png"), toPath: cli.path("dirA/fifo.png"))
        try fm.createDirectory(atPath: cli.path("notes-out/good"), withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: cli.path("notes-out/good/notes.txt")))
        try fm.createDirectory(atPath: cli.path("device-refs/good"), withIntermediateDirectories: true)
        try fm.createSymbolicLink(atPath: cli.path("device-refs/good/frame-0000.png"), withDestinationPath: "/dev/zero")
        for dir in ["merge-zero", "merge-fifo", "merge-sparse", "merge-loop"] {
            try fm.createDirectory(atPath: cli.path(dir), withIntermediateDirectories: false)
        }
        try fm.createSymbolicLink(atPath: cli.path("merge-zero/results.json"), withDestinationPath: "/dev/zero")
        mkfifo(cli.path("merge-fifo/results.json"), 0o644)
        _ = fm.createFile(atPath: cli.path("merge-sparse/results.json"), contents: nil)
        truncate(cli.path("merge-sparse/results.json"), 3 << 30)
        try fm.createSymbolicLink(atPath: cli.path("merge-loop/results.json"), withDestinationPath: "results.json")
        let goodBefore = try Data(contentsOf: URL(fileURLWithPath: cli.path("good.json")))

        XCTAssertGreaterThanOrEqual(Self.cases.count, 80)
        for (c, outcome) in zip(Self.cases, try Self.runAll(exe.path, Self.cases, in: cli.folder.path)) {
            Self.assertKeepsThePromise(c, outcome)
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: cli.path("good.json"))), goodBefore, "good.json was written over")
        XCTAssertEqual(try String(contentsOfFile: cli.path("notes-out/good/notes.txt")), "mine")
        XCTAssertFalse(fm.fileExists(atPath: cli.path("merged")), "a refused merge wrote its output")
    }

    struct Outcome { var status: Int32; var stderr: String; var timedOut: Bool }

    /// The catalogue's promise for one case: no hang, the expected exit status and, for a
    /// refusal (2), one `renderlist: ` line under 400 characters with the expected words and no
    /// Foundation error code.
    static func assertKeepsThePromise(_ c: Case, _ r: Outcome, file: StaticString = #filePath, line: UInt = #line) {
        let label = MessageText.oneLine(c.args.joined(separator: " ")).prefix(80)
        XCTAssertFalse(r.timedOut, "\(label): still running after \(c.seconds) s", file: file, line: line)
        XCTAssertEqual(r.status, c.status, "\(label): exit status; stderr: \(r.stderr.prefix(300))", file: file, line: line)
        guard c.status == 2 else {
            // A run that did its work and found something (1: a verify that recorded) reports per scenario.
            if c.status != 0 { XCTAssertTrue(r.stderr.contains(c.says), "\(label): expected \"\(c.says)\" in \(r.stderr.prefix(300))", file: file, line: line) }
            return
        }
        let lines = r.stderr.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty }
        XCTAssertEqual(lines.count, 1, "\(label): expected one stderr line, got \(r.stderr.prefix(300))", file: file, line: line)
        XCTAssertTrue(r.stderr.hasPrefix("renderlist: "), "\(label): \(r.stderr.prefix(300))", file: file, line: line)
        XCTAssertLessThan(r.stderr.count, 400, "\(label): message too long (\(r.stderr.count) characters)", file: file, line: line)
        XCTAssertTrue(r.stderr.contains(c.says), "\(label): expected \"\(c.says)\" in \(r.stderr.prefix(300))", file: file, line: line)
        XCTAssertFalse(r.stderr.contains("NSCocoaErrorDomain"), "\(label)", file: file, line: line)
    }

    /// Every case's outcome, in the order of `cases`, run two at a time (most cases wait on a
    /// process start; two cores halve the catalogue's time). Cases that may write (every command
    /// but `layout` and `schema`) run one after another on the first lane, so no two write into
    /// the shared folder at once; the read-only cases are shared out between both lanes, the
    /// longest first.
    static func runAll(_ exe: String, _ cases: [Case], in folder: String) throws -> [Outcome] {
        let readOnly: Set<String> = ["layout", "schema"]
        let writers = cases.indices.filter { !readOnly.contains(cases[$0].args.first ?? "") }
        // The longest first (a case's time cap says how long it may take): a 15-s case started
        // last would run alone on one core at the end.
        let readers = cases.indices.filter { readOnly.contains(cases[$0].args.first ?? "") }
            .sorted { (cases[$0].seconds, -$0) > (cases[$1].seconds, -$1) }
        let next = Locked(0)   // the next of `readers` to run, taken by whichever lane is free
        let outcomes = Locked([Result<Outcome, Error>?](repeating: nil, count: cases.count))
        @Sendable func runCase(_ i: Int) {
            let r = Result { try run(exe, cases[i], in: folder) }
            outcomes.update { $0[i] = r }
        }
        DispatchQueue.concurrentPerform(iterations: 2) { lane in
            if lane == 0 { writers.forEach(runCase) }
            while true {
                var taken: Int?
                next.update { n in if n < readers.count { taken = readers[n]; n += 1 } }
                guard let i = taken else { break }
                runCase(i)
            }
        }
        return try outcomes.value.map { try $0!.get() }
    }

    /// `renderlist ARGS` under `ulimit -v` (a sanitizer's RSS limit in sanitizer builds, see
    /// `SanitizerBuild`), stdout discarded, killed after the time cap.
    static func run(_ exe: String, _ c: Case, in folder: String) throws -> Outcome {
        let p = Process()
        let cap = SanitizerBuild.memoryCap(megabytes: c.memoryMB)
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        p.arguments = ["-c", cap.shell + "exec \"$0\" \"$@\"", exe] + c.args
        if let env = cap.environment { p.environment = env }
        p.currentDirectoryURL = URL(fileURLWithPath: folder)
        let err = FileManager.default.temporaryDirectory.appendingPathComponent("listrender-catalogue-\(getpid())-\(UniqueName.suffix()).err")
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: err) }
        p.standardError = try FileHandle(forWritingTo: err)
        p.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        try p.run()
        let deadline = Date().addingTimeInterval(c.seconds * SanitizerBuild.timeFactor)
        var timedOut = false
        while p.isRunning {
            if Date() > deadline { timedOut = true; p.terminate(); break }
            usleep(20_000)
        }
        p.waitUntilExit()
        let text = String(decoding: (try? CLIRunner.contents(of: err)) ?? Data(), as: UTF8.self)
        return Outcome(status: p.terminationStatus, stderr: text, timedOut: timedOut)
    }
}

/// Scenarios with an unknown key or a value of the wrong type: the catalogue checks the decoder's
/// message for each, `ScenarioSchemaTests` that the JSON Schema refuses each too.
enum HostileScenarios {
    static let unknownKeyAndWrongType: [(name: String, text: String)] = [
        ("unknown-key.json", #"{"name":"x","colour":1,"list":{"generate":{"sections":1,"rows":5}}}"#),
        ("typo-key.json", #"{"name":"x","lsit":{"generate":{"sections":1,"rows":5}}}"#),
        ("wrong-type.json", #"{"name":"x","fps":"fast","list":{"generate":{"sections":1,"rows":5}}}"#),
    ]
}
