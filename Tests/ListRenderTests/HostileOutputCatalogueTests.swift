import Foundation
import XCTest
@testable import ListRender

/// The hostile catalogue's third round (issue 26): outputs that are inputs (cause 5), what
/// reaches the terminal (cause 7) and concurrent recorders (cause 6). Each case runs the real
/// `renderlist` under the catalogue's memory and time caps (`HostileInputCatalogueTests.run`);
/// afterwards every file the cases must not touch is checked byte for byte, and the outputs a
/// refused run must not have made are checked absent.
final class HostileOutputCatalogueTests: XCTestCase {
    typealias Case = HostileInputCatalogueTests.Case

    /// A 4 × 4 PNG.
    static let png = (try? PNGCodec.encode(RGBAImage(width: 4, height: 4, pixels: [UInt8](repeating: 200, count: 64)))) ?? []

    /// A short scenario named `name` whose one row shows the image `image`.
    static func scenario(_ name: String, image: String? = nil, title: String = "a") -> String {
        let row = image.map { #"{"title":"\#(title)","image":{"file":"\#($0)"}}"# } ?? #""\#(title)""#
        return #"{"name":"\#(name)","viewport":{"width":60,"height":80,"scale":1},"duration":0.05,"list":{"sections":[{"rows":["# + row + "]}]}}"
    }

    /// A tap on a row far below the screen: found only while the timeline runs.
    static let offscreen = #"{"name":"off","viewport":{"width":60,"height":80,"scale":1},"list":{"generate":{"sections":1,"rows":100}},"timeline":[{"tap":{"row":[0,90]}}]}"#

    /// Files of the round, by name (folders made as needed).
    static func files() -> [String: [UInt8]] {
        var f: [String: [UInt8]] = [:]
        func put(_ name: String, _ text: String) { f[name] = Array(text.utf8) }
        put("s.json", scenario("s", image: "img.png"))
        f["img.png"] = png
        // A scenario named like its row image: docs would write avatar.png over it.
        put("avatar.json", scenario("avatar", image: "avatar.png"))
        f["avatar.png"] = png
        // A scenario whose image lies in its own references folder (recording swaps it away, --prune deletes it).
        put("own.json", scenario("own", image: "ownrefs/own/own.png"))
        f["ownrefs/own/own.png"] = png
        f["dirA/a.png"] = png
        f["dirB/a.png"] = png
        f["a.png"] = png
        f["b.png"] = png
        f["afile"] = Array("not a folder".utf8)
        f["never-refs/s/frame-0000.png"] = png
        // "av\0atar.png" is "av" to open(2): the file "av" must never be read as the image.
        put("nul.json", scenario("nul", image: "av\\u0000atar.png"))
        f["av"] = png
        put("long-image.json", scenario("long", image: String(repeating: "y", count: 5_000) + ".png"))
        // U+E000 is in no font: a warning, then (before the fix) a refusal as a second line.
        put("glyph.json", scenario("glyph", title: "\u{E000}"))
        put("offscreen.json", offscreen)
        return f
    }

    /// The cases; `seconds` and `memoryMB` are the hang guard and the memory cap.
    static func cases(resultFolder: String, deepPath: String) -> [Case] {
        var c: [Case] = []
        func add(_ args: [String], _ says: String, status: Int32 = 2, memoryMB: Int = 1024, seconds: Double = 60) {
            c.append(Case(args: args, status: status, says: says, memoryMB: memoryMB, seconds: seconds))
        }
        // Cause 5: outputs that are inputs, found by identity before any rendering.
        add(["verify", "s.json", "--references", "refs", "--record", "missing", "--json", "s.json"], "--json s.json: is an input (s.json)")
        add(["verify", "s.json", "--references", "refs", "--record", "missing", "--junit", "img.png"], "--junit img.png: is an input (img.png)")
        add(["verify", "s.json", "--references", "refs", "--record", "missing", "--json", "dirA/../s.json"], "is an input (s.json)")
        add(["verify", "s.json", "--references", "refs", "--record", "missing", "--json", "hard.json"], "--json hard.json: is an input (s.json)")
        add(["verify", "s.json", "--references", "refs", "--record", "missing", "--junit", "link.png"], "--junit link.png: is an input (img.png)")
        add(["compare", "dirA", "dirB", "--diff", "dirB"], "--diff dirB: is an input (dirB)")
        add(["compare", "dirA", "dirB", "--diff", "dirA/../dirB/sub"], "--diff dirA/../dirB/sub: is inside dirB")
        add(["compare", "a.png", "b.png", "--diff", "b.png"], "--diff b.png: is an input (b.png)")
        add(["docs", "avatar.json", "-o", "."], "-o ./avatar.png: is an input (avatar.png)")
        add(["verify", "own.json", "--references", "ownrefs", "--record", "missing", "--prune"], "--references ownrefs/own: holds ownrefs/own/own.png")
        add(["verify", "own.json", "--references", "ownrefs", "--record", "all"], "--references ownrefs/own: holds ownrefs/own/own.png")
        add(["verify", "s.json", "--references", "never-refs", "--record", "never", "--json", "never-refs/s/frame-0000.png"], "is inside never-refs/s")
        // Outputs against each other, however spelt.
        add(["verify", "s.json", "--references", "refs", "--record", "missing", "--json", "same.json", "--junit", "./same.json"], "--junit ./same.json: is also --json same.json")
        add(["verify", "s.json", "--references", "refs", "--record", "missing", "--report", "rep", "--json", "rep/index.html"], "--json rep/index.html: is also --report rep/index.html")
        add(["compare", "dirA", "dirB", "--junit", "dirA/a.png"], "--junit dirA/a.png: is inside dirA")
        // Checked before rendering, so nothing is recorded before the refusal.
        add(["verify", "s.json", "--references", "refs", "--record", "missing", "--report", "afile"], "--report afile: exists and is not a folder")
        add(["verify", "s.json", "--references", "refs", "--record", "missing", "--junit", "nodir/j.xml"], "--junit nodir/j.xml: folder nodir does not exist")
        add(["report", "merge", resultFolder, "-o", "merged", "--junit", "nodir/j.xml"], "--junit nodir/j.xml: folder nodir does not exist")
        add(["render", "s.json", "-o", deepPath], "a path has at most")
        add(["docs", "s.json", "-o", "afile/docs"], "cannot create folder (afile is a file)")
        // A bare diff name is written in the current folder.
        add(["compare", "a.png", "b.png", "--diff", "d.png"], "", status: 0)
        // Cause 7: one line, escaped and short.
        add(["layout", "a\nb\r\u{1B}[31mred.json"], #"a\nb\r\e[31mred.json: no such file"#)
        add(["layout", String(repeating: "x", count: 120_000)], "cannot read (File name too long)")
        add(["layout", "long-image.json"], ".png: cannot read (File name too long)")
        add(["layout", "nul.json"], #"image.file: av\u{0}atar.png: a file name cannot contain a NUL character"#)
        add(["render", "glyph.json", "-o", "afile"], "-o afile: exists and is not a folder")
        // A step's error found at run time names its line:column like a load error.
        let column = offscreen.distance(from: offscreen.startIndex, to: offscreen.range(of: #"{"tap""#)!.lowerBound) + 1
        add(["render", "offscreen.json", "-o", "out-off"], "offscreen.json:1:\(column): timeline[0]: row [0, 90] is not on screen")
        add(["report", "merge", "merge-link", "-o", "merged"], "as a regular file (symbolic links are not followed)")
        add(["report", "merge", "merge-dots", "-o", "merged"], #"is not frame 0's name"#)
        return c
    }

    func testOutputsAndMessagesKeepThePromise() throws {
        guard let exe = CLIRunner.executable else { return XCTFail("renderlist executable not built") }
        let cli = try CLIRunner(test: "catalogue-outputs")
        defer { cli.remove() }
        let fm = FileManager.default
        for (name, bytes) in Self.files() {
            try fm.createDirectory(atPath: (cli.path(name) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            _ = fm.createFile(atPath: cli.path(name), contents: Data(bytes))
        }
        XCTAssertEqual(link(cli.path("s.json"), cli.path("hard.json")), 0)
        try fm.createSymbolicLink(atPath: cli.path("link.png"), withDestinationPath: "img.png")
        // A result folder to merge, and two made hostile: an image that is a symbolic link out
        // of the folder, and a frame named to climb out of it.
        let setup = try cli.run(["verify", "s.json", "--references", "mrefs", "--record", "all", "--report", "result"])
        XCTAssertEqual(setup.status, 1, "a first recording fails, saying to run again: \(setup.stderr)")
        let results = try String(contentsOfFile: cli.path("result/results.json"), encoding: .utf8)
        for (folder, edit) in [("merge-link", { (s: String) in s }),
                               ("merge-dots", { (s: String) in s.replacingOccurrences(of: #""name": "frame-0000.png""#, with: #""name": "../../../../etc/x.png""#) })] {
            try fm.copyItem(atPath: cli.path("result"), toPath: cli.path(folder))
            try edit(results).write(toFile: cli.path(folder + "/results.json"), atomically: true, encoding: .utf8)
        }
        let images = try fm.contentsOfDirectory(atPath: cli.path("merge-link/images")).sorted()
        XCTAssertFalse(images.isEmpty)
        try fm.removeItem(atPath: cli.path("merge-link/images/" + images[0]))
        try fm.createSymbolicLink(atPath: cli.path("merge-link/images/" + images[0]), withDestinationPath: "/etc/hostname")
        XCTAssertNotEqual(results, try String(contentsOfFile: cli.path("merge-dots/results.json"), encoding: .utf8))
        let deep = Array(repeating: String(repeating: "x", count: 250), count: 17).joined(separator: "/")

        let before = cli.snapshot()
        for c in Self.cases(resultFolder: "result", deepPath: deep) {
            let label = MessageText.oneLine(c.args.joined(separator: " ")).prefix(80)
            let r = try HostileInputCatalogueTests.run(exe.path, c, in: cli.folder.path)
            HostileInputCatalogueTests.assertKeepsThePromise(c, r)
            guard c.status != 0 else { continue }
            XCTAssertFalse(r.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0.value == 0x7F },
                           "\(label): a control character reached the terminal")
        }
        // Nothing the cases read was written, moved or removed; refused runs made nothing.
        let after = cli.snapshot()
        for (path, bytes) in before where after[path] != bytes {
            XCTFail("\(path) was changed or removed")
        }
        let made = Set(after.keys).subtracting(before.keys).filter { !$0.hasPrefix("d.png") }
        XCTAssertEqual(made.sorted(), [], "a refused run wrote outputs")
        XCTAssertNotNil(after["d.png"], "compare --diff d.png wrote no diff")
    }

    /// Outputs on a read-only file system are refused before rendering. Needs user namespaces
    /// (`unshare`) to mount one; skipped where they are not allowed.
    func testReadOnlyFileSystemIsRefusedFirst() throws {
        guard let exe = CLIRunner.executable else { return XCTFail("renderlist executable not built") }
        let cli = try CLIRunner(test: "catalogue-readonly")
        defer { cli.remove() }
        try cli.write("s.json", Self.scenario("s"))
        try FileManager.default.createDirectory(atPath: cli.path("ro"), withIntermediateDirectories: false)
        let script = #"mount -t tmpfs -o ro none ro || exit 77; exec "$0" "$@""#
        for (flag, path) in [("--report", "ro/report"), ("--junit", "ro/j.xml"), ("--json", "ro/s.json")] {
            let r = try Self.unshared(["--user", "--map-root-user", "--mount", "sh", "-c", script, exe.path,
                                       "verify", "s.json", "--references", "refs", "--record", "missing", flag, path], in: cli)
            if r.status == 77 || r.status == 127 || r.unavailable { throw XCTSkip("no user namespaces here: \(r.stderr.prefix(200))") }
            XCTAssertEqual(r.status, 2, r.stderr)
            XCTAssertEqual(r.stderr, "renderlist: \(flag) \(path): cannot write in ro (Read-only file system)\n")
            XCTAssertFalse(FileManager.default.fileExists(atPath: cli.path("refs")), "references recorded before the refusal")
        }
    }

    /// Cause 6: four `verify --record all` runs into one references folder at once, each in its
    /// own PID namespace (every one is PID 1, as in containers), each rendering different
    /// pictures under the same names. Every scenario folder must end up whole and from one run,
    /// with no leftovers. Before: temporary names came from the PID, and runs removed and wrote
    /// into each other's staging folders.
    func testConcurrentRecordersNeverMix() throws {
        guard let exe = CLIRunner.executable else { return XCTFail("renderlist executable not built") }
        let cli = try CLIRunner(test: "catalogue-recorders")
        defer { cli.remove() }
        let fm = FileManager.default
        let runs = 4, scenarios = 12
        for k in 0..<runs {
            try fm.createDirectory(atPath: cli.path("run\(k)"), withIntermediateDirectories: false)
            for i in 0..<scenarios {
                try cli.write("run\(k)/s\(i).json", Self.scenario("s\(i)", title: "\(k)"))
            }
            // Each run's own pictures, recorded alone, to tell whose frames a folder holds.
            let alone = try cli.run(["verify"] + (0..<scenarios).map { "run\(k)/s\($0).json" } + ["--references", "alone\(k)", "--record", "all", "--jobs", "1"])
            XCTAssertEqual(alone.status, 1, "a first recording fails, saying to run again: \(alone.stderr)")
        }
        let isolated = try Self.unshared(["--user", "--map-root-user", "--pid", "--fork", "true"], in: cli).status == 0
        var processes: [Process] = []
        for k in 0..<runs {
            let p = Process()
            let args = ["verify"] + (0..<scenarios).map { "run\(k)/s\($0).json" } + ["--references", "shared", "--record", "all", "--jobs", "1"]
            if isolated {
                p.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
                p.arguments = ["--user", "--map-root-user", "--pid", "--fork", exe.path] + args
            } else {
                p.executableURL = exe
                p.arguments = args
            }
            p.currentDirectoryURL = cli.folder
            p.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
            _ = fm.createFile(atPath: cli.path("recorder\(k).err"), contents: nil)
            p.standardError = FileHandle(forWritingAtPath: cli.path("recorder\(k).err"))
            if let env = SanitizerBuild.childEnvironment() { p.environment = env }
            try p.run()
            processes.append(p)
        }
        let deadline = Date().addingTimeInterval(120 * SanitizerBuild.timeFactor)
        for (k, p) in processes.enumerated() {
            while p.isRunning && Date() < deadline { usleep(20_000) }
            if p.isRunning { p.terminate(); XCTFail("a recorder still runs after 120 s (waiting for a lock forever?)") }
            p.waitUntilExit()
            // 1 for the run that recorded a scenario first (it compared nothing), 0 for the
            // runs that replaced it; never 2.
            let said = (try? CLIRunner.contents(of: URL(fileURLWithPath: cli.path("recorder\(k).err")))).map { String(decoding: $0, as: UTF8.self) } ?? ""
            XCTAssertLessThanOrEqual(p.terminationStatus, 1, "recorder \(k): \(said.suffix(1000))")
        }
        XCTAssertEqual(try fm.contentsOfDirectory(atPath: cli.path("shared")).sorted(), (0..<scenarios).map { "s\($0)" }.sorted(),
                       "leftovers or missing folders in the references folder")
        for i in 0..<scenarios {
            let folder = cli.path("shared/s\(i)")
            let names = try fm.contentsOfDirectory(atPath: folder).sorted()
            let from = (0..<runs).filter { k in
                (try? fm.contentsOfDirectory(atPath: cli.path("alone\(k)/s\(i)")).sorted()) == names
                    && names.allSatisfy { fm.contentsEqual(atPath: folder + "/" + $0, andPath: cli.path("alone\(k)/s\(i)/" + $0)) }
            }
            XCTAssertEqual(from.count, 1, "s\(i): \(names) is not one run's frames")
        }
    }

    /// A failed `docs` or `compare --diff` on a full disk (a 64 KiB tmpfs, filled first, in a
    /// user namespace) leaves no output folder it made: the check runs inside the namespace.
    func testFullDiskLeavesNoEmptyOutputFolder() throws {
        guard let exe = CLIRunner.executable else { return XCTFail("renderlist executable not built") }
        let cli = try CLIRunner(test: "catalogue-full")
        defer { cli.remove() }
        try cli.write("s.json", Self.scenario("s"))
        let fm = FileManager.default
        for (dir, shade) in [("dirA", UInt8(10)), ("dirB", UInt8(250))] {
            try fm.createDirectory(atPath: cli.path(dir), withIntermediateDirectories: false)
            let image = RGBAImage(width: 64, height: 64, pixels: (0..<64 * 64 * 4).map { UInt8(truncatingIfNeeded: $0 * 7) ^ shade })
            _ = fm.createFile(atPath: cli.path(dir + "/a.png"), contents: Data(try PNGCodec.encode(image)))
        }
        try fm.createDirectory(atPath: cli.path("full"), withIntermediateDirectories: false)
        let script = #"mount -t tmpfs -o size=64k none full || exit 77; dd if=/dev/zero of=full/fill bs=4k count=64 2>/dev/null; out=$1; shift; "$0" "$@"; rc=$?; [ -e "$out" ] && exit 99; exit $rc"#
        for (out, args) in [("full/docs", ["docs", "s.json", "-o", "full/docs"]),
                            ("full/diffs", ["compare", "dirA", "dirB", "--diff", "full/diffs"])] {
            let r = try Self.unshared(["--user", "--map-root-user", "--mount", "sh", "-c", script, exe.path, out] + args, in: cli)
            if r.status == 77 || r.unavailable { throw XCTSkip("no user namespaces here: \(r.stderr.prefix(200))") }
            XCTAssertNotEqual(r.status, 99, "\(args[0]) left \(out) behind")
            XCTAssertEqual(r.status, 2, r.stderr)
            XCTAssertTrue(r.stderr.contains("No space left on device"), r.stderr)
            XCTAssertEqual(r.stderr.split(separator: "\n").count, 1, r.stderr)
        }
    }

    struct Unshared { var status: Int32; var stderr: String; var unavailable: Bool }

    /// `unshare ARGS` in the scratch folder (unavailable: no `unshare` binary).
    static func unshared(_ args: [String], in cli: CLIRunner) throws -> Unshared {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else { return Unshared(status: 127, stderr: "", unavailable: true) }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        p.arguments = args
        p.currentDirectoryURL = cli.folder
        if let env = SanitizerBuild.childEnvironment() { p.environment = env }
        let err = FileManager.default.temporaryDirectory.appendingPathComponent("listrender-unshare-\(UniqueName.suffix()).err")
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: err) }
        p.standardError = try FileHandle(forWritingTo: err)
        p.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        try p.run()
        p.waitUntilExit()
        let text = String(decoding: (try? CLIRunner.contents(of: err)) ?? Data(), as: UTF8.self)
        return Unshared(status: p.terminationStatus, stderr: text, unavailable: false)
    }
}
