import Foundation

/// Joins verify result folders, as Playwright's `merge-reports` joins its shards: the shards of one
/// suite (every shard of the same N, each once), or whole runs of different scenarios. The output
/// folder holds the HTML report and `results.json` that one run over all of them would have
/// written, byte for byte: scenarios in the suite's order, images renamed by their new place,
/// failure images and every path inside an input folder moved to the output folder. The
/// verifications it returns write that run's JUnit file and JSON summary.
///
/// All or nothing: every input is read and checked before anything is written, and the output
/// is written into a staging folder swapped in only when complete.
public enum ReportMerge {
    /// Merges the result folders `inputs` into `output` (replaced if it is a result folder,
    /// created otherwise). Throws `InputError`, one line naming the folder or file at fault.
    @discardableResult
    public static func merge(_ inputs: [String], into output: String) throws -> VerifyResults {
        guard !inputs.isEmpty else { throw InputError("nothing to merge: give the result folders of the shards") }
        guard !output.isEmpty else { throw OptionError(.outputDirectory, value: "", problem: "expected a folder, got an empty path") }
        let runs = try inputs.map { (folder: $0, results: try ResultFolderReader.read(folder: $0)) }
        try checkDistinct(inputs)
        let ordered = try order(runs)
        try checkOutput(output, inputs: inputs)

        let outputName = ResultFolderWriter.trimmed(output)
        let staging = try StagedFolder(destination: output)
        do {
            try staging.start()
        } catch let error as InputError where error.message.hasPrefix(staging.staging) {
            // Name the folder the user asked for, not the hidden staging folder beside it.
            throw InputError(output + error.message.dropFirst(staging.staging.count))
        }
        do {
            var scenarios: [ScenarioResult] = []
            var entries: [[ReportEntry]] = []
            for (folder, recorded, scenario) in ordered {
                let moved = rebase(scenario, from: recorded, to: outputName)
                entries.append(try placeImages(of: moved, from: folder, into: staging.staging))
                scenarios.append(moved)
            }
            let first = runs[0].results
            let merged = VerifyResults(title: first.title, shard: nil, suite: scenarios.map(\.verification.scenario),
                                       folder: outputName, scenarios: scenarios)
            let written = try ResultFolderWriter.write(merged, entries: entries, into: staging.staging).results
            try staging.commit()
            return written
        } catch {
            staging.discard()
            throw error
        }
    }

    // MARK: which scenarios, in which order

    /// Each scenario with the folder it comes from and the report folder its run named, in the
    /// order one run would have verified them.
    static func order(_ runs: [(folder: String, results: VerifyResults)]) throws
        -> [(folder: String, recorded: String, scenario: ScenarioResult)] {
        let sharded = runs.filter { $0.results.shard != nil }
        if let whole = runs.first(where: { $0.results.shard == nil }), let part = sharded.first {
            throw InputError("\(part.folder): shard \(part.results.shard!) cannot be merged with \(whole.folder), a whole run; merge the shards of one suite, or whole runs")
        }
        guard let first = sharded.first, let count = first.results.shard?.count else {
            // Whole runs of different scenarios: one after the other, in the order given.
            try checkEachScenarioOnce(runs)
            return runs.flatMap { run in run.results.scenarios.map { (run.folder, run.results.folder, $0) } }
        }
        var byIndex: [Int: (folder: String, results: VerifyResults)] = [:]
        for run in sharded {
            let shard = run.results.shard!
            guard shard.count == count else {
                throw InputError("\(run.folder): shard \(shard) is from a split into \(shard.count), \(first.folder) (shard \(first.results.shard!)) from a split into \(count); merge the shards of one split")
            }
            if let other = byIndex[shard.index] {
                throw InputError("\(run.folder): shard \(shard) is also \(other.folder); give each shard once")
            }
            guard Set(run.results.suite) == Set(first.results.suite) else {
                throw InputError("\(run.folder): shard \(shard) verified a different list of scenarios than \(first.folder); every shard must be given the same scenarios")
            }
            byIndex[shard.index] = run
        }
        try checkEachScenarioOnce(runs)
        let absent = (1...count).filter { byIndex[$0] == nil }
        if !absent.isEmpty {
            let list = absent.prefix(5).map { "\($0)/\(count)" }.joined(separator: ", ") + (absent.count > 5 ? ", ..." : "")
            throw InputError("shard \(list) missing: give the result folders of all \(count) shards")
        }
        // The suite's order as the first shard was given it; every scenario in it must have results.
        let suite = byIndex[1]!.results.suite
        var found: [String: (String, String, ScenarioResult)] = [:]
        for run in sharded { for s in run.results.scenarios { found[s.verification.scenario] = (run.folder, run.results.folder, s) } }
        return try suite.map { name in
            guard let hit = found[name] else {
                throw InputError("scenario \(SourceValue.quote(name)) has results in none of the \(count) shards")
            }
            return (hit.0, hit.1, hit.2)
        }
    }

    /// Two folders holding results of one scenario: which to believe is anyone's guess.
    static func checkEachScenarioOnce(_ runs: [(folder: String, results: VerifyResults)]) throws {
        var owner: [String: String] = [:]
        for run in runs {
            for s in run.results.scenarios {
                let name = s.verification.scenario
                if let other = owner[name] {
                    throw InputError("\(run.folder): scenario \(SourceValue.quote(name)) is also in \(other); each scenario must be merged from one folder")
                }
                owner[name] = run.folder
            }
        }
    }

    /// The same folder given twice (by two names, too).
    static func checkDistinct(_ inputs: [String]) throws {
        var seen: [String: String] = [:]
        for input in inputs {
            let key = identity(input) ?? input
            if let other = seen[key] {
                throw InputError("\(input): given twice (also as \(other))")
            }
            seen[key] = input
        }
    }

    /// Refuses an output that is an input, lies inside one or holds one (replacing it would lose
    /// the input), and an existing folder that is not a result folder (it would be deleted).
    /// The same check of the output folder against the inputs, for a caller that checks every
    /// output before reading anything.
    public static func checkOutputFolder(_ output: String, inputs: [String]) throws {
        try checkOutput(output, inputs: inputs)
    }

    static func checkOutput(_ output: String, inputs: [String]) throws {
        let out = absolute(output)
        for input in inputs {
            let inp = absolute(input)
            if out == inp || identity(output).map({ $0 == identity(input) }) == true {
                throw InputError("\(output): is also a merge input; write the merged report to another folder")
            }
            if out.hasPrefix(inp + "/") {
                throw InputError("\(output): is inside the merge input \(input); write the merged report to another folder")
            }
            if inp.hasPrefix(out + "/") {
                throw InputError("\(output): holds the merge input \(input); replacing it would delete the input")
            }
        }
        switch FileSystem.kind(of: output) {
        case .nothing: break
        case .file: throw InputError("\(output): exists and is not a folder")
        case .folder:
            let names = try FileSystem.entries(of: output).filter { !StagedFolder.isTemporary($0) }
            if !names.isEmpty && !names.contains(VerifyResults.fileName) {
                throw InputError("\(output): holds files and is not a verify result folder; refusing to replace it (choose another output folder)")
            }
        }
        // A folder we cannot write in fails here, before the staging folder is made.
        var parent = URL(fileURLWithPath: output).deletingLastPathComponent().path
        while FileSystem.kind(of: parent) == .nothing && parent != "/" {
            parent = URL(fileURLWithPath: parent).deletingLastPathComponent().path
        }
        if FileSystem.kind(of: parent) != .folder {
            throw InputError("\(output): cannot create folder (\(parent) is a file)")
        }
        if access(parent, W_OK) != 0 {
            throw InputError("\(output): cannot write in \(parent) (\(errorText(errno)))")
        }
    }

    // MARK: moving a scenario into the output folder

    /// `scenario` with every path inside its run's report folder `from` moved to `to`.
    static func rebase(_ scenario: ScenarioResult, from: String, to: String) -> ScenarioResult {
        let prefix = from.hasSuffix("/") ? from : from + "/"
        func move(_ path: String) -> String {
            path.hasPrefix(prefix) ? FileSystem.join(to, String(path.dropFirst(prefix.count))) : path
        }
        let v = scenario.verification
        let frames = v.frames.map { f in
            VerifiedFrame(index: f.index, name: f.name, status: f.status, referencePath: move(f.referencePath),
                          comparison: f.comparison, actualPath: f.actualPath.map(move), diffPath: f.diffPath.map(move))
        }
        var moved = scenario
        moved.verification = ScenarioVerification(scenario: v.scenario, sourcePath: move(v.sourcePath),
                                                  referenceFolder: move(v.referenceFolder), record: v.record,
                                                  frames: frames, staleReferences: v.staleReferences.map(move),
                                                  pruned: v.pruned)
        return moved
    }

    /// The scenario's report entries with images taken from the input `folder`: images the
    /// report copied (`images/…`) are copied again under their new names by the report; images
    /// it linked where they were (the failures folder) are copied to the same place in `staging`
    /// first, so the report links them there as one run's report would.
    static func placeImages(of scenario: ScenarioResult, from folder: String, into staging: String) throws -> [ReportEntry] {
        var entries = scenario.reportEntries
        for i in entries.indices {
            let links = i < scenario.images.count ? scenario.images[i] : [:]
            func image(_ role: String) throws -> ReportImage? {
                guard let link = links[role] else { return nil }
                let source = FileSystem.join(folder, link)
                // The report's own copies (`images/0007-NAME-frame-0003-expected.png`) are named by
                // their place in the report: copy them again, for the report to name anew.
                let copied = link.hasPrefix("images/") && !link.dropFirst(7).contains("/") && link.hasSuffix("-\(role).png")
                if copied { return .file(source) }
                let target = FileSystem.join(staging, link)
                try FileOutput.createDirectory((target as NSString).deletingLastPathComponent)
                try FileOutput.writeAtomically(try PNGCodec.readFile(at: source), to: target)
                return .file(target)
            }
            entries[i].expected = try image("expected")
            entries[i].actual = try image("actual")
            entries[i].diff = try image("diff")
        }
        return entries
    }

    // MARK: paths

    /// `path` made absolute and standardized (symbolic links of existing parts resolved).
    static func absolute(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return URL(fileURLWithPath: full).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// Device and inode of an existing path, as text; nil when nothing is there.
    static func identity(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return "\(info.st_dev):\(info.st_ino)"
    }
}
