import FlyingFox
import FlyingSocks
import Foundation
import ListRender

/// The HTTP side of `renderlist preview`, on FlyingFox, listening on 127.0.0.1 only.
///
/// Routes (GET only; anything else is 404, another method on a known path 405):
/// - `/`: the page (`PreviewPage`, self-contained: nothing is loaded from elsewhere)
/// - `/api/state[?since=V]`: the session's `Snapshot` as JSON; with `since`, held until the
///   version moves past V (at most 10 s), so the page learns of new frames and saves at once
/// - `/frame/R/I.png`: frame I of render R (404 until rendered, or once R is superseded)
/// - `/layout/R/I.json`: that frame's layout dump, as `renderlist layout --frame I` prints it
public struct PreviewServer: HTTPHandler {
    let session: PreviewSession

    public init(session: PreviewSession) { self.session = session }

    /// Listens on 127.0.0.1:`port` (0: any free port) until the task is cancelled; `listening` is
    /// called with the port once connections are accepted. Throws when the port cannot be had.
    public func run(port: UInt16, listening: @escaping @Sendable (UInt16) -> Void) async throws {
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: port), timeout: 30,
                                logger: .disabled, handler: self)
        let announce = Task {
            try await server.waitUntilListening(timeout: 30)
            if case .ip4(_, let actual) = await server.listeningAddress { listening(actual) }
        }
        defer { announce.cancel() }
        do {
            try await server.run()
        } catch SocketError.failed(_, _, let message) {
            // "Address already in use", not the socket call's enum.
            throw InputError("cannot serve on 127.0.0.1:\(port): \(message)")
        }
    }

    public func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard let route = Route(path: request.path) else { return Self.text(.notFound, "not found") }
        guard request.method == .GET else { return Self.text(.methodNotAllowed, "only GET") }
        switch route {
        case .page:
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
                                body: Data(PreviewPage.html.utf8))
        case .state:
            let since = request.query.first { $0.name == "since" }.flatMap { Int($0.value) }
            var snapshot = session.current
            if let since {
                let deadline = Date().addingTimeInterval(10)
                while snapshot.version <= since, Date() < deadline {
                    try await Task.sleep(nanoseconds: 50_000_000)
                    snapshot = session.current
                }
            }
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"],
                                body: Data(Self.json(snapshot).utf8))
        case .frame(let render, let index):
            guard let png = session.frame(render: render, index: index) else { return Self.text(.notFound, "not rendered") }
            // A render's frames never change: the browser may keep them.
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "image/png", .cacheControl: "max-age=3600"],
                                body: Data(png))
        case .layout(let render, let index):
            guard let dump = session.layout(render: render, index: index) else { return Self.text(.notFound, "not rendered") }
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json", .cacheControl: "max-age=3600"],
                                body: Data(dump.utf8))
        }
    }

    /// The known paths; everything else is nil (404).
    enum Route: Equatable {
        case page, state
        case frame(render: Int, index: Int)
        case layout(render: Int, index: Int)

        init?(path: String) {
            switch path {
            case "/", "/index.html": self = .page; return
            case "/api/state": self = .state; return
            default: break
            }
            let parts = path.split(separator: "/", omittingEmptySubsequences: false)
            // "", "frame", "R", "I.png"
            guard parts.count == 4, parts[0].isEmpty, let render = Self.number(parts[2]) else { return nil }
            if parts[1] == "frame", parts[3].hasSuffix(".png"), let i = Self.number(parts[3].dropLast(4)) {
                self = .frame(render: render, index: i)
            } else if parts[1] == "layout", parts[3].hasSuffix(".json"), let i = Self.number(parts[3].dropLast(5)) {
                self = .layout(render: render, index: i)
            } else {
                return nil
            }
        }

        /// Digits only (no sign, no spaces), at most 9 of them.
        private static func number(_ s: Substring) -> Int? {
            guard !s.isEmpty, s.count <= 9, s.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            return Int(s)
        }
    }

    static func text(_ status: HTTPStatusCode, _ body: String) -> HTTPResponse {
        HTTPResponse(statusCode: status, headers: [.contentType: "text/plain; charset=utf-8"], body: Data((body + "\n").utf8))
    }

    /// The snapshot as the page reads it.
    static func json(_ s: PreviewSession.Snapshot) -> String {
        JSONOutput.object([
            ("version", .int(s.version)), ("render", .int(s.render)), ("name", .string(s.name)),
            ("fps", .number(s.fps)), ("frameCount", .int(s.frameCount)), ("ready", .int(s.ready)),
            ("width", .number(s.width)), ("height", .number(s.height)), ("scale", .number(s.scale)),
            ("error", s.error.map { .string($0) } ?? .null),
        ]).serialized()
    }
}
