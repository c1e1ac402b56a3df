import Foundation

/// What `renderlist verify` does for one scenario: render its selected frames (`output.frames`),
/// compare each with `references/NAME/frame-NNNN.png` by pixelmatch, and record references as
/// the `RecordMode` says.
///
/// Recording is all or nothing: new references are written into a staging folder beside
/// `references/NAME` and swapped in only after every frame rendered and compared, so a failed or
/// interrupted run leaves every old reference byte for byte as it was. Failing frames leave their
/// rendering and pixelmatch's diff in the failures folder (`VerifyOptions.failuresDirectory`),
/// next to nothing else: old artifacts of the scenario are cleared first.
public struct VerifyRun {
    public var options: VerifyOptions

    /// The behaviours the frames are drawn with (`RenderJob.registry`).
    var registry = BehaviourRegistry.standard

    public init(options: VerifyOptions) { self.options = options }

    /// Verifies `scenario`. Throws `InputError` for unusable input (a references path that is a
    /// file, an unreadable reference in a mode that does not replace it, a simulation error);
    /// differences are results, not errors.
    public func verify(_ scenario: Scenario, showTouches: Bool? = nil) throws -> ScenarioVerification {
        try options.validate()
        // The loader allows only [a-z0-9_-]; a scenario built in code must not escape the references folder either.
        guard !scenario.name.isEmpty, !scenario.name.contains("/"), scenario.name != ".", scenario.name != ".." else {
            throw InputError("\(scenario.sourcePath): name \"\(scenario.name)\" cannot name a references folder")
        }
        let referenceFolder = FileSystem.join(options.references, scenario.name)
        try FileSystem.requireFolderOrNothing(options.references)
        try FileSystem.requireFolderOrNothing(referenceFolder)
        let failures = FileSystem.join(options.resolvedFailuresDirectory, scenario.name)
        try FileSystem.requireFolderOrNothing(failures)
        Self.clearArtifacts(in: failures)

        // Recorders into one references folder take turns, scenario by scenario: the second
        // waits for the first's swap, so no scenario folder is ever written by two runs.
        var lock: FolderLock?
        var createdReferences: [String] = []
        if options.record != .never || options.prune {
            createdReferences = try FileOutput.createDirectory(options.references)
            lock = try FolderLock.acquire(options.references)
        }
        defer {
            lock?.release()
            FileOutput.removeFolders(createdReferences)   // only while they are empty
        }
        let selection = scenario.output.frames
        let selected = (0..<scenario.frameCount).filter(selection.contains)
        let staging = try StagedFolder(destination: referenceFolder)
        let renderer = FrameRenderer(scenario: scenario, showTouches: showTouches, registry: registry)
        var frames: [VerifiedFrame] = []
        frames.reserveCapacity(selected.count)
        // Buffers a thread keeps from one differing frame to the next (ReferenceComparer).
        let comparers = IdlePool { ReferenceComparer() }
        do {
            // Each run of identical frames is drawn and encoded once, as `render` does it (bands
            // straight into the encoder); its pixels are drawn again only if a reference differs
            // (or kept from the start, when the thread's last reference differed).
            try renderer.streamRuns(selection: selection, jobs: options.jobs, batchFrames: max(1, options.jobs) * 8,
                                    work: { run, worker in try comparers.borrow { comparer in
                var drawn: RGBAImage?
                defer { if let drawn { worker.rasterizer.recycle(drawn) } }
                let png: [UInt8]
                if comparer.lastReferenceDiffered {
                    // After a differing reference the next one likely differs too (a changed
                    // suite): keep the frame drawn for the encoder instead of drawing it again
                    // for pixelmatch. The same bytes either way.
                    let kept = try RenderJob.withPNG(keeping: run.list, scale: run.list.scale, worker: worker) { Array($0) }
                    drawn = kept.image
                    png = kept.result
                } else {
                    png = try RenderJob.withPNG(run.list, scale: run.list.scale, worker: worker) { Array($0) }
                }
                let size = Rasterizer.pixelSize(of: run.list, scale: run.list.scale)
                func pixels() -> RGBAImage {
                    if let drawn { return drawn }
                    let image = worker.rasterizer.renderImage(run.list, scale: run.list.scale)
                    drawn = image
                    return image
                }
                return try run.layouts.map { layout in
                    // output.ignore: where the regions are in this frame (rows and parts move).
                    let mask = IgnoreMask(pointRects: layout.ignoredRects(scenario.output.ignore),
                                          scale: scenario.viewport.scale, width: size.width, height: size.height)
                    return try verifyFrame(layout.index, png: png, size: size, pixels: pixels, mask: mask,
                                           comparer: comparer, encoder: worker.encoder,
                                           referenceFolder: referenceFolder, failures: failures, staging: staging)
                }
            } }, batchDone: { batch in
                frames += batch.flatMap { $0 }
                options.progress?(frames.count, selected.count)
            })
        } catch {
            staging.discard()
            throw error
        }

        let expectedNames = Set(selected.map(RenderJob.frameName))
        let stale = try Self.pngNames(in: referenceFolder).filter { !expectedNames.contains($0) }
        let prune = options.prune && !stale.isEmpty
        do {
            if staging.isStarted || prune { try staging.commit(carryingOverExcept: prune ? Set(stale) : []) }
        } catch {
            staging.discard()
            throw error
        }
        return ScenarioVerification(scenario: scenario.name, sourcePath: scenario.sourcePath,
                                    referenceFolder: referenceFolder, record: options.record, frames: frames,
                                    staleReferences: stale.map { FileSystem.join(referenceFolder, $0) },
                                    pruned: prune)
    }

    /// One frame: compare, record, or leave failure artifacts. Runs on worker threads.
    ///
    /// `png` is the frame encoded as `render` writes it. A reference with the same bytes holds the
    /// same pixels, so it passes without decoding anything (what a passing suite is made of); any
    /// other reference (a changed frame, or the same pixels written by another tool) is decoded
    /// and compared with `pixels()` by pixelmatch, as before.
    /// `comparer` is the thread's (its buffers are reused frame after frame); it encodes the diff
    /// image with the worker's `encoder` (a fresh one per image spent more on faulting in its
    /// buffers than on encoding).
    private func verifyFrame(_ index: Int, png: [UInt8], size: (width: Int, height: Int), pixels: () -> RGBAImage,
                             mask: IgnoreMask, comparer: ReferenceComparer, encoder: PNGFrameEncoder,
                             referenceFolder: String, failures: String,
                             staging: StagedFolder) throws -> VerifiedFrame {
        let name = RenderJob.frameName(index)
        let reference = FileSystem.join(referenceFolder, name)
        let mode = options.record
        func frame(_ status: VerifiedFrame.Status, _ comparison: ImageComparison? = nil,
                   actual: String? = nil, diff: String? = nil) -> VerifiedFrame {
            VerifiedFrame(index: index, name: name, status: status, referencePath: reference,
                          comparison: comparison, actualPath: actual, diffPath: diff)
        }
        func record() throws {
            try FileOutput.writeAtomically(png, to: try staging.path(name))
        }
        func artifact(_ suffix: String, _ bytes: [UInt8]) throws -> String {
            try FileOutput.createDirectory(failures)
            let path = FileSystem.join(failures, String(name.dropLast(4)) + "-\(suffix).png")
            try FileOutput.writeAtomically(bytes, to: path)
            return path
        }
        // A reference we cannot read is replaced when differing frames are recorded; a folder
        // where a reference belongs is never (replacing it would delete what it holds).
        func unreadable(_ error: Error) throws -> VerifiedFrame {
            guard mode.recordsFailed, FileSystem.kind(of: reference) != .folder else { throw error }
            try record()
            return frame(.replaced)
        }

        guard FileSystem.kind(of: reference) != .nothing else {
            if mode.recordsMissing { try record(); return frame(.recorded) }
            return frame(.new, actual: try artifact("actual", png))
        }
        let stored: [UInt8]
        do { stored = try PNGCodec.readFile(at: reference) } catch {
            return try unreadable(error)
        }
        comparer.lastReferenceDiffered = !stored.hasSameBytes(as: png)
        if !comparer.lastReferenceDiffered {
            if mode == .all { try record() }
            return frame(.passed, .identical(width: size.width, height: size.height, ignoring: mask))
        }
        do { try comparer.decodeReference(stored, name: reference) } catch { return try unreadable(error) }
        // A frame that fails leaves its diff image, unless failing frames are recorded instead.
        var diffPath: String?
        let (comparison, match) = try comparer.compare(
            actual: pixels(), options: options.pixelmatch, verdict: options.verdict, ignoring: mask,
            drawsDiff: !mode.recordsFailed, encoder: encoder, failing: { diffPath = try artifact("diff", Array($0)) })
        if mode == .all { try record() }
        if match { return frame(.passed, comparison) }
        if mode.recordsFailed {
            if mode != .all { try record() }
            return frame(.replaced, comparison)
        }
        return frame(.failed, comparison, actual: try artifact("actual", png), diff: diffPath)
    }


    /// Top-level, non-hidden `.png` file names in `folder` (none if it does not exist), sorted by bytes.
    static func pngNames(in folder: String) throws -> [String] {
        guard FileSystem.kind(of: folder) != .nothing else { return [] }
        return try FileSystem.entries(of: folder).filter { !$0.hasPrefix(".") && $0.lowercased().hasSuffix(".png") }
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// Removes the `frame-*-actual.png` / `frame-*-diff.png` a previous run left in `folder`,
    /// and the scenario report a test assertion wrote there (`ResultFolderWriter.removeReport`),
    /// then the folder, if that empties it; anything else there is left alone.
    static func clearArtifacts(in folder: String) {
        guard let names = try? FileSystem.entries(of: folder) else { return }
        for n in names where n.hasPrefix("frame-") && (n.hasSuffix("-actual.png") || n.hasSuffix("-diff.png")) {
            FileSystem.removeIfPresent(FileSystem.join(folder, n))
        }
        ResultFolderWriter.removeReport(in: folder)
        FileSystem.removeFolderIfEmpty(folder)
    }
}
