/// Writes a verify run's result folder: the HTML report (`index.html`, `images/`) and, last,
/// `results.json`, so a folder holding `results.json` always holds the report it describes.
public enum ResultFolderWriter {
    /// Writes the report of `verifications` into `folder` (created if needed) with
    /// `acceptCommands[i]` shown beside the failures of scenario i, and its `results.json`.
    /// Returns the path of `index.html`. An old `results.json` is removed first, so a run that
    /// fails half way never leaves a folder a merge would take for complete.
    @discardableResult
    public static func write(_ verifications: [ScenarioVerification], acceptCommands: [String?],
                             title: String, shard: ShardSpec?, suite: [String], to folder: String) throws -> String {
        FileSystem.removeIfPresent(FileSystem.join(folder, VerifyResults.fileName))
        let scenarios = verifications.enumerated().map { i, v in
            ScenarioResult(verification: v, acceptCommand: i < acceptCommands.count ? acceptCommands[i] : nil, images: [])
        }
        let results = VerifyResults(title: title, shard: shard, suite: suite, folder: trimmed(folder), scenarios: scenarios)
        return try write(results, entries: scenarios.map(\.reportEntries), into: folder).index
    }

    /// Writes the report of `entries` (one list per scenario of `results`) into `folder`, then
    /// `results.json` with the links the report made. `folder` may be a staging folder: the
    /// results keep `results.folder` as the name the folder is known by.
    static func write(_ results: VerifyResults, entries: [[ReportEntry]],
                      into folder: String) throws -> (index: String, results: VerifyResults) {
        let (index, links) = try HTMLReport.writeLinking(entries.flatMap { $0 }, title: results.title, to: folder)
        var written = results
        var next = 0
        for i in written.scenarios.indices {
            let count = i < entries.count ? entries[i].count : 0
            written.scenarios[i].images = Array(links[next..<min(links.count, next + count)])
            next += count
        }
        try FileOutput.writeAtomically(text: ResultFolderJSON.json(written).serialized(pretty: true) + "\n",
                                       to: FileSystem.join(folder, VerifyResults.fileName))
        return (index, written)
    }

    /// Removes the report of a result folder from `folder` (`index.html`, the PNGs of `images/`,
    /// `results.json`), and only when `results.json` is there: a folder without it holds no
    /// report of ours, so nothing of anyone else's is touched.
    static func removeReport(in folder: String) {
        let results = FileSystem.join(folder, VerifyResults.fileName)
        guard FileSystem.kind(of: results) == .file else { return }
        let images = FileSystem.join(folder, "images")
        for name in (try? FileSystem.entries(of: images)) ?? [] where name.hasSuffix(".png") {
            FileSystem.removeIfPresent(FileSystem.join(images, name))
        }
        FileSystem.removeFolderIfEmpty(images)
        FileSystem.removeIfPresent(FileSystem.join(folder, "index.html"))
        FileSystem.removeIfPresent(results)
    }

    /// `path` without trailing slashes ("/" stays "/").
    static func trimmed(_ path: String) -> String {
        var p = path
        while p.count > 1 && p.hasSuffix("/") { p.removeLast() }
        return p
    }
}

/// `results.json` as JSON: every key always present (null when there is nothing), in a fixed order.
enum ResultFolderJSON {
    static func json(_ r: VerifyResults) -> JSONOutput {
        .object([
            ("format", .string(VerifyResults.format)),
            ("version", .int(VerifyResults.version)),
            ("title", .string(r.title)),
            ("shard", r.shard.map { .object([("index", .int($0.index)), ("count", .int($0.count))]) } ?? .null),
            ("suite", .array(r.suite.map(JSONOutput.string))),
            ("folder", .string(r.folder)),
            ("passed", .bool(r.passed)),
            ("scenarios", .array(r.scenarios.map(scenario))),
        ])
    }

    static func scenario(_ s: ScenarioResult) -> JSONOutput {
        let v = s.verification
        func images(_ i: Int) -> JSONOutput { i < s.images.count ? links(s.images[i]) : .object([]) }
        return .object([
            ("name", .string(v.scenario)), ("source", .string(v.sourcePath)),
            ("references", .string(v.referenceFolder)), ("record", .string(v.record.rawValue)),
            ("passed", .bool(v.passed)), ("acceptCommand", s.acceptCommand.map(JSONOutput.string) ?? .null),
            ("frames", .array(v.frames.enumerated().map { i, f in frame(f, images: images(i)) })),
            ("staleReferences", .array(v.staleReferences.enumerated().map { i, path in
                .object([("path", .string(path)), ("images", images(v.frames.count + i))])
            })),
            ("pruned", .bool(v.pruned)),
        ])
    }

    static func frame(_ f: VerifiedFrame, images: JSONOutput) -> JSONOutput {
        .object([
            ("index", .int(f.index)), ("name", .string(f.name)), ("status", .string(f.status.rawValue)),
            ("reference", .string(f.referencePath)),
            ("actual", f.actualPath.map(JSONOutput.string) ?? .null),
            ("diff", f.diffPath.map(JSONOutput.string) ?? .null),
            ("comparison", f.comparison.map(comparison) ?? .null),
            ("images", images),
        ])
    }

    static func comparison(_ c: ImageComparison) -> JSONOutput {
        func size(_ s: PixelSize) -> JSONOutput { .object([("width", .int(s.width)), ("height", .int(s.height))]) }
        return .object([
            ("width", .int(c.width)), ("height", .int(c.height)),
            ("mismatchedPixels", .int(c.mismatchedPixels)), ("totalPixels", .int(c.totalPixels)),
            ("ratio", .number(c.mismatchRatio)), ("ignoredPixels", .int(c.ignoredPixels)),
            ("sizeMismatch", .bool(c.sizeMismatch)), ("actualSize", size(c.actualSize)),
            ("expectedSize", size(c.expectedSize)),
            ("differenceBounds", c.differenceBounds.map { b in
                .object([("x", .int(b.x)), ("y", .int(b.y)), ("width", .int(b.width)), ("height", .int(b.height))])
            } ?? .null),
        ])
    }

    /// The report's links of one entry, in role order.
    static func links(_ l: [String: String]) -> JSONOutput {
        .object(ResultFolderReader.roles.compactMap { role in l[role].map { (role, .string($0)) } })
    }
}
