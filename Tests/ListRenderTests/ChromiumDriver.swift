import Foundation

/// Headless Chromium driven over the DevTools protocol on a pipe (`--remote-debugging-pipe`:
/// JSON messages ended by NUL, Chromium reading fd 3 and writing fd 4), so a test can run script
/// in a page, press real keys and wait for what the page shows. No WebSocket or driver needed.
final class ChromiumDriver {
    private let pid: pid_t
    private let toBrowser: Int32, fromBrowser: Int32
    private var nextID = 1
    private var pending = Data()
    private var session = ""
    private let profile = NSTemporaryDirectory() + "chromium-\(UUID().uuidString)"

    struct Failure: Error, CustomStringConvertible { var description: String }

    /// Starts `chromium` on `url` and attaches to its page.
    init(chromium: String, url: String) throws {
        var input: [Int32] = [0, 0], output: [Int32] = [0, 0]
        guard pipe(&input) == 0, pipe(&output) == 0 else { throw Failure(description: "pipe") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input[0], 3)
        posix_spawn_file_actions_adddup2(&actions, output[1], 4)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let args = [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--remote-debugging-pipe",
                    "--user-data-dir=" + profile, "--window-size=900,1000", url]
        var argv = args.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, chromium, &actions, nil, &argv, environ)
        close(input[0]); close(output[1])
        guard status == 0 else { throw Failure(description: "posix_spawn \(chromium): \(status)") }
        pid = child; toBrowser = input[1]; fromBrowser = output[0]
        // The page target Chromium opened on `url`.
        let deadline = Date().addingTimeInterval(60)
        var target: String?
        while target == nil, Date() < deadline {
            let targets = try call("Target.getTargets")["targetInfos"] as? [[String: Any]] ?? []
            target = targets.first { $0["type"] as? String == "page" }?["targetId"] as? String
            if target == nil { Thread.sleep(forTimeInterval: 0.2) }
        }
        guard let target else { throw Failure(description: "no page target") }
        session = try call("Target.attachToTarget", ["targetId": target, "flatten": true])["sessionId"] as? String ?? ""
    }

    deinit {
        close(toBrowser); close(fromBrowser)
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        try? FileManager.default.removeItem(atPath: profile)
    }

    /// One protocol command (in the page's session once attached); its result.
    @discardableResult
    func call(_ method: String, _ params: [String: Any] = [:]) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        var message: [String: Any] = ["id": id, "method": method, "params": params]
        if !session.isEmpty { message["sessionId"] = session }
        var bytes = try JSONSerialization.data(withJSONObject: message)
        bytes.append(0)
        try bytes.withUnsafeBytes { raw in
            var off = 0
            while off < raw.count {
                let n = write(toBrowser, raw.baseAddress! + off, raw.count - off)
                if n <= 0 { throw Failure(description: "write to chromium failed") }
                off += n
            }
        }
        while true {
            let reply = try readMessage()
            guard reply["id"] as? Int == id else { continue }   // events and other replies
            if let error = reply["error"] { throw Failure(description: "\(method): \(error)") }
            return reply["result"] as? [String: Any] ?? [:]
        }
    }

    /// The value of a JavaScript expression in the page (promises awaited).
    func evaluate(_ expression: String) throws -> Any? {
        let result = try call("Runtime.evaluate", ["expression": expression, "awaitPromise": true, "returnByValue": true])
        if let exception = result["exceptionDetails"] { throw Failure(description: "\(expression): \(exception)") }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// Waits until `expression` is true in the page (an exception counts as not yet: the page may
    /// still be loading); fails with `describe`'s value after `timeout`.
    func waitFor(_ expression: String, describe: String = "document.body.innerText.slice(0, 400)", timeout: Double = 120) throws {
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        while Date() < deadline {
            do {
                if try evaluate(expression) as? Bool == true { return }
            } catch {
                last = "\(error)"
            }
            Thread.sleep(forTimeInterval: 0.1)
        }
        throw Failure(description: "timed out waiting for \(expression); page: \(String(describing: try? evaluate(describe))) \(last)")
    }

    /// A real key press (keyDown + keyUp), as the keyboard would send it to the focused page.
    func press(_ key: String, code: Int) throws {
        for type in ["keyDown", "keyUp"] {
            try call("Input.dispatchKeyEvent", ["type": type, "key": key, "code": key, "windowsVirtualKeyCode": code])
        }
    }

    private func readMessage() throws -> [String: Any] {
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            if let end = pending.firstIndex(of: 0) {
                let message = pending[pending.startIndex..<end]
                pending = Data(pending[(end + 1)...])
                return try JSONSerialization.jsonObject(with: message) as? [String: Any] ?? [:]
            }
            let n = read(fromBrowser, &buffer, buffer.count)
            if n <= 0 { throw Failure(description: "chromium closed the pipe") }
            pending.append(contentsOf: buffer[0..<n])
        }
    }
}
