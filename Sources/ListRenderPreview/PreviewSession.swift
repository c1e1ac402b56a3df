import Foundation
import ListRender

/// What `renderlist preview` shows: one scenario file, watched and rendered in the background.
///
/// A watcher thread polls the modification times of the scenario and of every file it names
/// (images, fonts) a few times a second (no inotify: the same code on every platform, and a
/// scenario's handful of files costs nothing to stat). When one changes, the scenario is loaded
/// again; a good load starts a new render (the old one stops at its next batch), a bad one keeps
/// the last good frames on show with the load error beside them: the same one-line message
/// `renderlist` prints, `file:line:col: json.path: ...`.
///
/// Frames are rendered in order, `jobs × 2` at a time in parallel, and published as each batch
/// finishes (PNG bytes and the frame's layout dump), so the page shows the first frames at once
/// and stays responsive however long the scenario is. Memory grows with the PNGs of the frames
/// (about what `renderlist render` would write).
public final class PreviewSession: @unchecked Sendable {
    /// What the page polls for (`/api/state`).
    public struct Snapshot: Sendable, Equatable {
        /// Changes whenever anything below does (the page's long poll waits for it to move).
        public var version = 0
        /// The render whose frames are served (`/frame/RENDER/I.png`); 0 before the first.
        public var render = 0
        public var name = ""
        public var fps = 60.0
        public var frameCount = 0
        /// Frames 0..<ready are rendered.
        public var ready = 0
        public var width = 0.0, height = 0.0, scale = 1.0
        /// The load or render error of the file as it is now, one line; nil when it loads.
        public var error: String?
    }

    public let path: String
    let platform: Platform
    let jobs: Int
    private let lock = NSLock()
    private var snapshot = Snapshot()
    private var frames: [[UInt8]] = []
    private var layouts: [String] = []
    private var watched: [String]
    private var stopped = false

    public init(path: String, platform: Platform, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.path = path
        self.platform = platform
        self.jobs = max(1, jobs)
        watched = [path]
    }

    /// Starts watching (and the first render) on a thread of its own; returns at once.
    public func start(interval: Double = 0.25) {
        Thread.detachNewThread { [self] in
            var watch = SaveWatch()
            while !isStopped {
                if watch.settled(watchedPaths.map(FileStamp.init(path:))) {
                    reload()
                    // The load may name other files (images, fonts): they are as loaded now.
                    watch.accept(watchedPaths.map(FileStamp.init(path:)))
                }
                Thread.sleep(forTimeInterval: interval)
            }
        }
    }

    public func stop() { locked { stopped = true } }

    public var current: Snapshot { locked { snapshot } }

    /// PNG bytes of frame `index` of render `render`, if that render is current and the frame done.
    public func frame(render: Int, index: Int) -> [UInt8]? {
        locked { render == snapshot.render && index >= 0 && index < frames.count ? frames[index] : nil }
    }

    /// The layout dump of frame `index` (one frame of `renderlist layout`'s output).
    public func layout(render: Int, index: Int) -> String? {
        locked { render == snapshot.render && index >= 0 && index < layouts.count ? layouts[index] : nil }
    }

    // MARK: - Loading and rendering

    private var isStopped: Bool { locked { stopped } }
    private var watchedPaths: [String] { locked { watched } }

    private func reload() {
        let scenario: Scenario
        do {
            scenario = try ScenarioLoader.load(path: path, platform: platform)
        } catch {
            // Keep watching what the last good load named too: fixing an image must re-render.
            publish { $0.error = Self.message(error) }
            return
        }
        let render = locked { () -> Int in
            watched = [path] + scenario.inputFiles.filter { $0 != path }
            frames = []; layouts = []
            snapshot.render += 1
            snapshot.version += 1
            snapshot.error = nil
            snapshot.name = scenario.name; snapshot.fps = scenario.fps; snapshot.frameCount = scenario.frameCount
            snapshot.ready = 0
            snapshot.width = scenario.viewport.width; snapshot.height = scenario.viewport.height
            snapshot.scale = scenario.viewport.scale
            return snapshot.render
        }
        Thread.detachNewThread { [self] in
            do {
                try renderFrames(scenario, render: render)
            } catch is Superseded {
            } catch {
                // A timeline that fails part way (a tap on a row off screen): the frames so far stay.
                publish { if $0.render == render { $0.error = Self.message(error) } }
            }
        }
    }

    /// A newer render started (or the session stopped): this one ends quietly.
    private struct Superseded: Error {}

    private func renderFrames(_ scenario: Scenario, render: Int) throws {
        let renderer = FrameRenderer(scenario: scenario, showTouches: true)
        var simulator = Simulator(scenario: scenario)
        var batch: [FrameLayout] = []
        func flush() throws {
            let work = BatchWork(renderer: renderer, layouts: batch)
            DispatchQueue.concurrentPerform(iterations: batch.count, execute: work.run)
            if let e = work.error { throw e }
            let pngs = work.pngs, dumps = work.dumps
            batch = []
            let current = locked { () -> Bool in
                guard snapshot.render == render, !stopped else { return false }
                frames += pngs; layouts += dumps
                snapshot.ready = frames.count
                snapshot.version += 1
                return true
            }
            if !current { throw Superseded() }
        }
        while let state = try simulator.nextFrame() {
            if locked({ snapshot.render != render || stopped }) { throw Superseded() }
            batch.append(renderer.layout(state))
            if batch.count >= jobs * 2 { try flush() }
        }
        if !batch.isEmpty { try flush() }
    }

    private func publish(_ change: (inout Snapshot) -> Void) {
        locked {
            change(&snapshot)
            snapshot.version += 1
        }
    }

    private func locked<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock(); defer { lock.unlock() }
        return try body()
    }

    /// The line `renderlist` prints for `error` (without its "renderlist: " prefix).
    static func message(_ error: Error) -> String {
        switch error {
        case let e as InputError: e.message
        case let e as InternalError: e.message
        default: MessageText.oneLine("\(error)")
        }
    }
}

/// One batch's frames rendered in parallel: each worker renders frame `i` and stores its PNG
/// and layout dump under the lock (rendering is the cost; the store is a pointer swap).
private final class BatchWork: @unchecked Sendable {
    let renderer: FrameRenderer
    let layouts: [FrameLayout]
    var pngs: [[UInt8]], dumps: [String]
    var error: Error?
    private let lock = NSLock()

    init(renderer: FrameRenderer, layouts: [FrameLayout]) {
        self.renderer = renderer; self.layouts = layouts
        pngs = Array(repeating: [], count: layouts.count); dumps = Array(repeating: "", count: layouts.count)
    }

    func run(_ i: Int) {
        do {
            let png = try PNGCodec.encode(renderer.image(of: layouts[i]))
            let dump = LayoutDump.frame(layouts[i]).serialized()
            lock.lock(); pngs[i] = png; dumps[i] = dump; lock.unlock()
        } catch {
            lock.lock(); self.error = self.error ?? error; lock.unlock()
        }
    }
}

/// Decides when polled stamps mean "saved": a change counts once the stamps have held still for
/// one poll. An editor's save is several steps (truncate, write, rename, touch), and a poll that
/// lands between them would otherwise load a half-written file and then render the same save
/// twice.
struct SaveWatch {
    private var loaded: [FileStamp]?
    private var last: [FileStamp]?

    /// Feeds one poll; true when the files should be loaded now (the first poll, or a change
    /// that this poll saw unchanged since the previous one).
    mutating func settled(_ now: [FileStamp]) -> Bool {
        defer { last = now }
        guard let loaded else {
            self.loaded = now
            return true
        }
        guard now != loaded, now == last else { return false }
        self.loaded = now
        return true
    }

    /// The stamps of the files just loaded (the list grows when a load names images or fonts).
    mutating func accept(_ stamps: [FileStamp]) {
        loaded = stamps
        last = stamps
    }
}

/// A file's modification time and size as polled; equal stamps mean "not saved since".
struct FileStamp: Equatable {
    var exists: Bool, modified: Double, size: Int64

    init(path: String) {
        var st = stat()
        if stat(path, &st) == 0 {
            exists = true
            modified = Double(st.st_mtim.tv_sec) + Double(st.st_mtim.tv_nsec) / 1e9
            size = Int64(st.st_size)
        } else {
            exists = false; modified = 0; size = 0
        }
    }
}
