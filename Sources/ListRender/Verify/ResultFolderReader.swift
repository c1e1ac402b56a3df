/// Reads a verify result folder's `results.json`, strictly: a wrong key, type or value is one
/// line naming the file, line:column and JSON path, as for scenarios. Image links must stay
/// inside the folder and name files that are there, so a merge copies only what the run wrote.
enum ResultFolderReader {
    /// The report's image roles, in the order the report shows them.
    static let roles = ["expected", "actual", "diff"]
    /// A results.json past this is not one verify wrote (1,000 scenarios × 100 frames is ~40 MiB).
    static let maxFileBytes = 256 << 20

    /// The results in `folder`. Throws `InputError`: "no such folder", "not a result folder",
    /// "another version", or the first problem in `results.json`.
    static func read(folder: String) throws -> VerifyResults {
        switch FileSystem.kind(of: folder) {
        case .nothing: throw InputError("\(folder): \(FileSystem.whyMissing(folder))")
        case .file: throw InputError("\(folder): is a file, not a verify result folder")
        case .folder: break
        }
        let file = FileSystem.join(folder, VerifyResults.fileName)
        // A link that cannot be followed (a loop) is reported by the read below, not as "no results.json".
        guard FileSystem.kind(of: file) != .nothing || FileSystem.whyMissing(file) != "no such file or folder" else {
            throw InputError("\(folder): not a verify result folder (no \(VerifyResults.fileName); verify writes one into its report folder)")
        }
        let bytes = try FileInput.readBytes(at: file, maxBytes: maxFileBytes, kind: "result file")
        let tree: SourceValue
        do {
            try UTF8Check.validate(bytes)
            tree = try JSONParser.parse(bytes)
        } catch let error as SourceSyntaxError {
            throw error.inputError(file: file)
        }
        return try decode(ValueCursor(value: tree, path: "", file: file), folder: folder)
    }

    private static func decode(_ root: ValueCursor, folder: String) throws -> VerifyResults {
        guard case .object(let members) = root.value.kind else {
            throw root.error("expected a verify result object, got \(root.got)")
        }
        // Format and version first: a newer file's new keys must read as "another version".
        func member(_ key: String) -> ValueCursor? {
            members.first { $0.key == key }.map { root.child(key, $0.value) }
        }
        guard let format = member("format"), case .string(VerifyResults.format) = format.value.kind else {
            throw (member("format") ?? root).error("not a verify result file (expected \"format\": \"\(VerifyResults.format)\")")
        }
        guard let version = member("version") else { throw root.error("missing required key \"version\"") }
        guard case .number(let v, _) = version.value.kind else { throw version.error("expected a number, got \(version.got)") }
        guard v == Double(VerifyResults.version) else {
            throw version.error("version \(version.got) was written by another renderlist; this one reads version \(VerifyResults.version)")
        }
        let o = try root.object(allowed: ["format", "version", "title", "shard", "suite", "folder", "passed", "scenarios"])
        let title = try o.required("title").string()
        let shardCursor = try o.required("shard")
        var shard: ShardSpec?
        if case .null = shardCursor.value.kind {} else {
            let s = try shardCursor.object(allowed: ["index", "count"])
            let count = try s.required("count").integer(min: 1, max: 1000)
            let index = try s.required("index").integer(min: 1, max: count)
            shard = ShardSpec(index: index, count: count)
        }
        var suite: [String] = []
        var inSuite: Set<String> = []
        for c in try o.required("suite").array() {
            let name = try c.string()
            guard inSuite.insert(name).inserted else { throw c.error("\(SourceValue.quote(name)) is listed twice") }
            suite.append(name)
        }
        let recordedFolder = try o.required("folder").string()
        let claimedPassed = try o.required("passed").bool()
        var scenarios: [ScenarioResult] = []
        var seen: Set<String> = []
        for c in try o.required("scenarios").array() {
            let s = try scenario(c, folder: folder)
            let name = s.verification.scenario
            guard seen.insert(name).inserted else { throw c.error("scenario \(SourceValue.quote(name)) appears twice") }
            guard inSuite.contains(name) else { throw c.error("scenario \(SourceValue.quote(name)) is not in \"suite\"") }
            scenarios.append(s)
        }
        if shard == nil && scenarios.count != suite.count {
            let missing = suite.first { !seen.contains($0) } ?? ""
            throw o.cursor.error("a whole run (no shard) must hold every scenario of \"suite\"; \(SourceValue.quote(missing)) has no results")
        }
        let results = VerifyResults(title: title, shard: shard, suite: suite, folder: recordedFolder, scenarios: scenarios)
        if results.passed != claimedPassed {
            throw try o.required("passed").error("says \(claimedPassed), but the frames say \(results.passed)")
        }
        return results
    }

    private static func scenario(_ c: ValueCursor, folder: String) throws -> ScenarioResult {
        let o = try c.object(allowed: ["name", "source", "references", "record", "passed", "acceptCommand",
                                       "frames", "staleReferences", "pruned"])
        let nameCursor = try o.required("name")
        let name = try nameCursor.string()
        guard !name.isEmpty, !name.contains("/"), name != ".", name != ".." else {
            throw nameCursor.error("\(nameCursor.got) cannot name a scenario")
        }
        let source = try o.required("source").string()
        let references = try o.required("references").string()
        let record = try o.required("record").choice(of: RecordMode.allCases, what: "record mode")
        let acceptCursor = try o.required("acceptCommand")
        var accept: String?
        if case .null = acceptCursor.value.kind {} else { accept = try acceptCursor.string() }
        var frames: [VerifiedFrame] = []
        var images: [[String: String]] = []
        for f in try o.required("frames").array() {
            let (frame, links) = try self.frame(f, folder: folder)
            frames.append(frame)
            images.append(links)
        }
        var stale: [String] = []
        for s in try o.required("staleReferences").array() {
            let so = try s.object(allowed: ["path", "images"])
            stale.append(try so.required("path").string())
            images.append(try self.images(so.required("images"), folder: folder))
        }
        let verification = ScenarioVerification(scenario: name, sourcePath: source, referenceFolder: references,
                                                record: record, frames: frames, staleReferences: stale,
                                                pruned: try o.required("pruned").bool())
        let passedCursor = try o.required("passed")
        if try passedCursor.bool() != verification.passed {
            throw passedCursor.error("says \(passedCursor.got), but the frames say \(verification.passed)")
        }
        return ScenarioResult(verification: verification, acceptCommand: accept, images: images)
    }

    private static func frame(_ c: ValueCursor, folder: String) throws -> (VerifiedFrame, [String: String]) {
        let o = try c.object(allowed: ["index", "name", "status", "reference", "actual", "diff", "comparison", "images"])
        let index = try o.required("index").integer(min: 0, max: Int(Int32.max))
        let nameCursor = try o.required("name")
        let name = try nameCursor.string()
        // The name reaches the report and messages: only the one verify gives this frame.
        guard name == RenderJob.frameName(index) else {
            throw nameCursor.error("\(nameCursor.got) is not frame \(index)'s name (expected \"\(RenderJob.frameName(index))\")")
        }
        let status = try o.required("status").choice(of: ImageStatus.allCases.filter { $0 != .missing }, what: "frame status")
        func optionalString(_ key: String) throws -> String? {
            let v = try o.required(key)
            if case .null = v.value.kind { return nil }
            return try v.string()
        }
        let comparisonCursor = try o.required("comparison")
        var comparison: ImageComparison?
        if case .null = comparisonCursor.value.kind {} else { comparison = try self.comparison(comparisonCursor) }
        let frame = VerifiedFrame(index: index, name: name, status: status, referencePath: try o.required("reference").string(),
                                  comparison: comparison, actualPath: try optionalString("actual"),
                                  diffPath: try optionalString("diff"))
        return (frame, try images(o.required("images"), folder: folder))
    }

    private static func comparison(_ c: ValueCursor) throws -> ImageComparison {
        let o = try c.object(allowed: ["width", "height", "mismatchedPixels", "totalPixels", "ratio", "ignoredPixels",
                                       "sizeMismatch", "actualSize", "expectedSize", "differenceBounds"])
        let side = 1 << 20
        func int(_ key: String, max: Int = side) throws -> Int { try o.required(key).integer(min: 0, max: max) }
        func size(_ key: String) throws -> PixelSize {
            let s = try o.required(key).object(allowed: ["width", "height"])
            return PixelSize(width: try s.required("width").integer(min: 0, max: side),
                             height: try s.required("height").integer(min: 0, max: side))
        }
        let width = try int("width"), height = try int("height")
        let total = try int("totalPixels", max: side * side)
        let totalCursor = try o.required("totalPixels")
        guard total == width * height else { throw totalCursor.error("must be width × height (\(width * height)), got \(totalCursor.got)") }
        let mismatched = try int("mismatchedPixels", max: total)
        _ = try o.required("ratio").number(min: 0, max: 1)
        let boundsCursor = try o.required("differenceBounds")
        var bounds: PixelArea?
        if case .null = boundsCursor.value.kind {} else {
            let b = try boundsCursor.object(allowed: ["x", "y", "width", "height"])
            bounds = PixelArea(x: try b.required("x").integer(min: 0, max: side), y: try b.required("y").integer(min: 0, max: side),
                               width: try b.required("width").integer(min: 0, max: side),
                               height: try b.required("height").integer(min: 0, max: side))
        }
        return ImageComparison(width: width, height: height, mismatchedPixels: mismatched, totalPixels: total,
                               sizeMismatch: try o.required("sizeMismatch").bool(), actualSize: try size("actualSize"),
                               expectedSize: try size("expectedSize"), diffImage: nil,
                               ignoredPixels: try int("ignoredPixels", max: total), differenceBounds: bounds)
    }

    /// An entry's image links: relative paths to files inside `folder`.
    private static func images(_ c: ValueCursor, folder: String) throws -> [String: String] {
        let o = try c.object(allowed: roles)
        var links: [String: String] = [:]
        for role in o.keys {
            let cursor = try o.required(role)
            let link = try cursor.string()
            let parts = link.split(separator: "/", omittingEmptySubsequences: false)
            guard !link.hasPrefix("/"), !parts.isEmpty, parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }) else {
                throw cursor.error("\(cursor.got) is not a path inside the result folder")
            }
            // A symbolic link could lead anywhere (/etc/hostname): only regular files, reached
            // through real folders, are part of a result folder.
            guard FileSystem.isRegularFile(link, inside: folder) else {
                throw cursor.error("\(cursor.got) is not in \(folder) as a regular file (symbolic links are not followed)")
            }
            links[role] = link
        }
        return links
    }
}
