import Foundation
import XCTest
@testable import ListRender
@testable import ListRenderPreview

/// `renderlist preview`'s server over plain HTTP (raw sockets, so malformed requests can be sent):
/// the routes, what they return, 404 outside them, and a server that survives bad requests.
final class PreviewServerTests: XCTestCase {
    /// A preview session and its server on a free port of 127.0.0.1, in this process.
    final class Running {
        let folder: String, file: String
        let session: PreviewSession
        let task: Task<Void, Never>
        let port: UInt16

        init(scenario: String, name: String = "s.json") throws {
            folder = NSTemporaryDirectory() + "preview-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            file = folder + "/" + name
            try Data(scenario.utf8).write(to: URL(fileURLWithPath: file))
            session = PreviewSession(path: file, platform: .ios26, jobs: 2)
            session.start(interval: 0.05)
            let server = PreviewServer(session: session)
            let ready = DispatchSemaphore(value: 0)
            final class Port: @unchecked Sendable { var value: UInt16 = 0 }
            let found = Port()
            task = Task {
                try? await server.run(port: 0) { found.value = $0; ready.signal() }
            }
            guard ready.wait(timeout: .now() + 30) == .success else { throw PreviewTestError("server did not listen") }
            port = found.value
        }

        deinit {
            task.cancel()
            session.stop()
            try? FileManager.default.removeItem(atPath: folder)
        }

        func write(_ text: String) throws {
            // A new modification time even within the file system's clock tick: the size differs too
            // in every edit these tests make.
            try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        }

        /// Waits until the session's snapshot satisfies `ok` (the watcher and renders run on their own).
        @discardableResult
        func wait(_ what: String, _ ok: (PreviewSession.Snapshot) -> Bool) throws -> PreviewSession.Snapshot {
            let deadline = Date().addingTimeInterval(120)
            while Date() < deadline {
                let s = session.current
                if ok(s) { return s }
                Thread.sleep(forTimeInterval: 0.05)
            }
            throw PreviewTestError("timed out waiting for \(what): \(session.current)")
        }
    }

    struct PreviewTestError: Error, CustomStringConvertible {
        var description: String
        init(_ d: String) { description = d }
    }

    /// 13 frames of a 100 x 120 pt list at 1x.
    static let scenario = CLIErrorTests.good

    func testRoutesServeThePageStateFramesAndLayoutDumps() throws {
        let run = try Running(scenario: Self.scenario)
        let done = try run.wait("all frames") { $0.render == 1 && $0.ready == $0.frameCount }
        XCTAssertEqual(done.frameCount, 13)

        let page = try HTTP.get(run.port, "/")
        XCTAssertEqual(page.status, 200)
        XCTAssertTrue(page.header("content-type")?.hasPrefix("text/html") ?? false)
        XCTAssertTrue(page.text.contains(#"<input id="scrub" type="range""#))
        // Self-contained: nothing is fetched from another host.
        for remote in ["src=\"http", "href=\"http", "url(http", "//cdn", "import "] {
            XCTAssertFalse(page.text.contains(remote), remote)
        }

        let state = try HTTP.get(run.port, "/api/state")
        XCTAssertEqual(state.status, 200)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: state.body) as? [String: Any])
        XCTAssertEqual(json["name"] as? String, "good")
        XCTAssertEqual(json["frameCount"] as? Int, 13)
        XCTAssertEqual(json["ready"] as? Int, 13)
        XCTAssertEqual(json["width"] as? Int, 100)
        XCTAssertTrue(json["error"] is NSNull)

        // Frame 6 is the scenario's frame 6 with the finger drawn; the layout is `renderlist layout --frame 6`.
        let loaded = try ScenarioLoader.load(path: run.file, platform: .ios26)
        let renderer = FrameRenderer(scenario: loaded, showTouches: true)
        var sim = Simulator(scenario: loaded)
        var layout: FrameLayout?
        while let s = try sim.nextFrame(), s.index <= 6 { layout = renderer.layout(s) }
        let png = try HTTP.get(run.port, "/frame/1/6.png")
        XCTAssertEqual(png.status, 200)
        XCTAssertEqual(png.header("content-type"), "image/png")
        XCTAssertEqual(try PNGCodec.decode(Array(png.body), name: "frame 6"), renderer.image(of: try XCTUnwrap(layout)))
        let dump = try HTTP.get(run.port, "/layout/1/6.json")
        XCTAssertEqual(dump.text, LayoutDump.frame(try XCTUnwrap(layout)).serialized())
    }

    func testUnknownPathsAre404OtherMethods405AndBadRequestsLeaveItServing() throws {
        let run = try Running(scenario: Self.scenario)
        try run.wait("all frames") { $0.ready == 13 }
        for path in ["/frame/1/13.png", "/frame/2/0.png", "/frame/1/-1.png", "/frame/+1/0.png", "/frame/1/0.png/x",
                     "/frame/1/0.jpg", "/layout/1/0.png", "/../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/index.htm",
                     "/frame//0.png", "/frame/1/99999999999999999999.png", "/api/state/x"] {
            XCTAssertEqual(try HTTP.get(run.port, path).status, 404, path)
        }
        XCTAssertEqual(try HTTP.send(run.port, "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n").status, 405)
        XCTAssertEqual(try HTTP.send(run.port, "DELETE /frame/1/0.png HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").status, 405)
        // Garbage, a request line without a version, a huge header, a request cut short: whatever
        // the server answers (or closes), it keeps serving.
        for raw in ["GARBAGE\r\n\r\n", "GET /\r\n\r\n", "GET / HTTP/1.1\r\nX: " + String(repeating: "a", count: 200_000) + "\r\n\r\n",
                    "GET /api/sta", "\u{0}\u{1}\u{2}\r\n\r\n", "GET / HTTP/9.9\r\nContent-Length: -5\r\n\r\n"] {
            _ = try? HTTP.send(run.port, raw, timeout: 1)
        }
        XCTAssertEqual(try HTTP.get(run.port, "/api/state").status, 200)
    }

    func testSavingRerendersAndAFileThatStopsLoadingShowsItsError() throws {
        let run = try Running(scenario: Self.scenario)
        try run.wait("first render") { $0.render == 1 && $0.ready == 13 }
        // Saved with a longer duration: a new render with 25 frames.
        try run.write(Self.scenario.replacingOccurrences(of: #""duration":0.2"#, with: #""duration":0.4"#))
        let second = try run.wait("second render") { $0.render == 2 && $0.ready == 25 }
        XCTAssertNil(second.error)
        XCTAssertEqual(try HTTP.get(run.port, "/frame/1/0.png").status, 404)   // the old render is gone
        XCTAssertEqual(try HTTP.get(run.port, "/frame/2/24.png").status, 200)

        // A typo: the error the CLI would print (line:column), the last good frames still served.
        try run.write(#"{"name":"good","fps":"fast","list":{"generate":{"sections":1,"rows":3}}}"#)
        let broken = try run.wait("error") { $0.error != nil }
        let expected = Self.loadError(run.file)
        XCTAssertEqual(broken.error, expected)
        XCTAssertTrue(expected.contains("s.json:1:"), expected)
        XCTAssertEqual(broken.render, 2)
        XCTAssertEqual(try HTTP.get(run.port, "/frame/2/0.png").status, 200)

        // Deleted while watched: said in the page; put back: rendered again.
        try FileManager.default.removeItem(atPath: run.file)
        let gone = try run.wait("missing file") { $0.error != broken.error }
        XCTAssertEqual(gone.error, Self.loadError(run.file))
        try run.write(Self.scenario)
        let back = try run.wait("third render") { $0.render == 3 && $0.ready == 13 }
        XCTAssertNil(back.error)
    }

    func testALongPollReturnsWhenTheStateMoves() throws {
        let run = try Running(scenario: Self.scenario)
        let done = try run.wait("all frames") { $0.ready == 13 }
        let answered = expectation(description: "long poll")
        final class Box: @unchecked Sendable { var text = "" }
        let box = Box()
        let port = run.port, since = done.version
        Thread.detachNewThread {
            box.text = (try? HTTP.get(port, "/api/state?since=\(since)", timeout: 60).text) ?? ""
            answered.fulfill()
        }
        Thread.sleep(forTimeInterval: 0.3)
        try run.write(Self.scenario.replacingOccurrences(of: #""rows":40"#, with: #""rows":41"#))
        wait(for: [answered], timeout: 60)
        XCTAssertTrue(box.text.contains(#""render":2"#), box.text)
    }

    func testCommandLineErrorsAreOneLineExit2() throws {
        let run = try Running(scenario: Self.scenario)
        let cli = try CLIRunner(test: "preview-errors")
        defer { cli.remove() }
        try cli.write("s.json", Self.scenario)
        let busy = try cli.run(["preview", "s.json", "--port", "\(run.port)"])
        XCTAssertEqual(busy.status, 2)
        XCTAssertEqual(busy.stderr, "renderlist: --port \(run.port): cannot serve on 127.0.0.1:\(run.port): Address already in use\n")
        let missing = try cli.run(["preview", "nope.json"])
        XCTAssertEqual([missing.status], [2])
        XCTAssertEqual(missing.stderr, "renderlist: nope.json: no such file\n")
        let port = try cli.run(["preview", "s.json", "--port", "70000"])
        XCTAssertEqual(port.status, 2)
        XCTAssertEqual(port.stderr, "renderlist: --port: expected 0...65535, got 70000\n")
    }

    /// The message `renderlist` prints for loading `path`, without "renderlist: ".
    static func loadError(_ path: String) -> String {
        do {
            _ = try ScenarioLoader.load(path: path, platform: .ios26)
            return "(loads)"
        } catch {
            return PreviewSession.message(error)
        }
    }
}

/// HTTP/1.1 over a plain socket to 127.0.0.1 (`Connection: close`, read to the end).
enum HTTP {
    struct Response {
        var status: Int
        var headers: [(String, String)]
        var body: Data
        var text: String { String(decoding: body, as: UTF8.self) }
        func header(_ name: String) -> String? { headers.first { $0.0.lowercased() == name }?.1 }
    }

    static func get(_ port: UInt16, _ path: String, timeout: Double = 30) throws -> Response {
        try send(port, "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", timeout: timeout)
    }

    static func send(_ port: UInt16, _ raw: String, timeout: Double = 30) throws -> Response {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw PreviewServerTests.PreviewTestError("socket") }
        defer { close(fd) }
        var tv = timeval(tv_sec: Int(timeout), tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_port = port.bigEndian
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        let ok = withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard ok == 0 else { throw PreviewServerTests.PreviewTestError("connect to port \(port)") }
        let bytes = Array(raw.utf8)
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n <= 0 { break }
            sent += n
        }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = recv(fd, &buffer, buffer.count, 0)
            if n <= 0 { break }
            data.append(contentsOf: buffer[0..<n])
        }
        guard let end = data.range(of: Data("\r\n\r\n".utf8)) else {
            throw PreviewServerTests.PreviewTestError("no HTTP response (\(data.count) bytes)")
        }
        let head = String(decoding: data[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let status = head.first.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0
        let headers = head.dropFirst().compactMap { line -> (String, String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        return Response(status: status, headers: headers, body: Data(data[end.upperBound...]))
    }
}
