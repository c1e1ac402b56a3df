import Foundation
@_exported import ListRender
#if canImport(XCTest)
import XCTest
#endif
#if canImport(Testing)
import Testing
#endif

/// Renders `scenario` and compares its selected frames (`output.frames`) with the reference
/// PNGs in `references/NAME/`, recording as `record` says, and returns what it found; differences
/// are in the result, not thrown. Use this to inspect results; `assertFrames` to fail a test.
///
/// - Parameters:
///   - references: the references root. A relative path is taken from the folder of the calling
///     source file (`filePath`), as swift-snapshot-testing does, so tests work from any directory.
///   - record: nil picks the mode from `environment` (`RecordMode.resolve`): `LISTRENDER_RECORD`,
///     else `never` under `CI`, else `missing`.
///   - threshold, includeAA: pixelmatch's options (threshold 0 with `includeAA` counts every
///     pixel that differs at all in an opaque frame).
///   - environment: the environment the mode is read from; the process's by default.
///   - failures: where failing frames leave their rendering and diff; nil: `<references>-failures`.
/// - Throws: `InputError` for unusable input (a broken scenario, a references path that is a file).
public func verifyFrames(of scenario: Scenario, references: String, record: RecordMode? = nil,
                         threshold: Double = 0.1, includeAA: Bool = false,
                         verdict: ComparisonVerdict = ComparisonVerdict(), failures: String? = nil,
                         environment: [String: String] = ProcessInfo.processInfo.environment,
                         filePath: StaticString = #filePath) throws -> ScenarioVerification {
    let options = try verifyOptions(references: references, record: record, threshold: threshold, includeAA: includeAA,
                                    verdict: verdict, failures: failures, environment: environment, filePath: filePath)
    return try VerifyRun(options: options).verify(scenario)
}

/// The options `verifyFrames` runs with: relative folders taken from the calling file's folder.
func verifyOptions(references: String, record: RecordMode?, threshold: Double, includeAA: Bool,
                   verdict: ComparisonVerdict, failures: String?, environment: [String: String],
                   filePath: StaticString) throws -> VerifyOptions {
    let base = sourceFolder(filePath)
    let mode = try RecordMode.resolve(flag: record, environment: environment)
    return VerifyOptions(references: resolve(references, from: base), record: mode,
                         pixelmatch: PixelmatchOptions(threshold: threshold, includeAA: includeAA), verdict: verdict,
                         failuresDirectory: failures.map { resolve($0, from: base) })
}

/// `verifyFrames(of:)` for a scenario file (`.json`, `.yaml`, `.yml`); a relative `path` is
/// taken from the folder of the calling source file.
public func verifyFrames(of path: String, references: String, record: RecordMode? = nil,
                         threshold: Double = 0.1, includeAA: Bool = false,
                         verdict: ComparisonVerdict = ComparisonVerdict(), failures: String? = nil,
                         environment: [String: String] = ProcessInfo.processInfo.environment,
                         filePath: StaticString = #filePath) throws -> ScenarioVerification {
    let scenario = try ScenarioLoader.load(path: resolve(path, from: sourceFolder(filePath)),
                                           platform: try Platform.resolve(flag: nil, environment: environment))
    return try verifyFrames(of: scenario, references: references, record: record, threshold: threshold,
                            includeAA: includeAA, verdict: verdict, failures: failures, environment: environment,
                            filePath: filePath)
}

/// Fails the current test when a frame of `scenario` differs from its reference, or has none.
/// A frame with no reference is recorded as its reference (unless the record mode is `never`,
/// the default under `CI`) and the test still fails, saying to run it again: a test that passed
/// on its first run would have compared nothing (swift-snapshot-testing's convention).
/// The message is a short summary (frames failed, the worst difference) and the path of the
/// HTML report written for the failing frames into `FAILURES/NAME/index.html` (the report
/// `renderlist verify --report` writes: expected, actual and diff side by side); a passing run
/// removes it. Works in XCTest (`XCTFail`) and in Swift Testing (`Issue.record`, when a
/// Swift Testing test is running). Returns the result for further checks.
///
/// ```swift
/// func testScroll() {
///     assertFrames(of: "Scenarios/scroll.json", references: "__References__")
/// }
/// ```
@discardableResult
public func assertFrames(of scenario: Scenario, references: String, record: RecordMode? = nil,
                         threshold: Double = 0.1, includeAA: Bool = false,
                         verdict: ComparisonVerdict = ComparisonVerdict(), failures: String? = nil,
                         environment: [String: String] = ProcessInfo.processInfo.environment,
                         fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                         line: UInt = #line, column: UInt = #column) -> ScenarioVerification? {
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    do {
        let options = try verifyOptions(references: references, record: record, threshold: threshold, includeAA: includeAA,
                                        verdict: verdict, failures: failures, environment: environment, filePath: filePath)
        let result = try VerifyRun(options: options).verify(scenario)
        if !result.passed {
            do {
                let report = try failureReport(result, failures: options.resolvedFailuresDirectory)
                reportFailure(result.failureMessage(reportPath: report), at: location)
            } catch {
                reportFailure(result.failureMessage(reportPath: nil) + "\nno report: \(error)", at: location)
            }
        }
        return result
    } catch {
        reportFailure("\(scenario.name): \(error)", at: location)
        return nil
    }
}

/// `assertFrames(of:)` for a scenario file; a relative `path` is taken from the folder of the
/// calling source file. A scenario that does not load is a test failure naming the file.
@discardableResult
public func assertFrames(of path: String, references: String, record: RecordMode? = nil,
                         threshold: Double = 0.1, includeAA: Bool = false,
                         verdict: ComparisonVerdict = ComparisonVerdict(), failures: String? = nil,
                         environment: [String: String] = ProcessInfo.processInfo.environment,
                         fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                         line: UInt = #line, column: UInt = #column) -> ScenarioVerification? {
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let scenario: Scenario
    do {
        scenario = try ScenarioLoader.load(path: resolve(path, from: sourceFolder(filePath)),
                                           platform: try Platform.resolve(flag: nil, environment: ProcessInfo.processInfo.environment))
    } catch {
        reportFailure("\(error)", at: location)
        return nil
    }
    return assertFrames(of: scenario, references: references, record: record, threshold: threshold,
                        includeAA: includeAA, verdict: verdict, failures: failures, environment: environment, fileID: fileID, file: filePath,
                        line: line, column: column)
}

/// Writes the HTML report of a scenario whose frames failed into its failures folder (where
/// their actual and diff images already are, so the report links them instead of copying) and
/// returns the path of its `index.html`; nil when only recordings failed it (the new references
/// are the only images, and they are where the message says).
func failureReport(_ result: ScenarioVerification, failures: String) throws -> String? {
    guard result.count(.failed) + result.count(.new) > 0 else { return nil }
    let folder = (failures.hasSuffix("/") ? failures : failures + "/") + result.scenario
    return try ResultFolderWriter.write([result], acceptCommands: [nil], title: "assertFrames: \(result.scenario)",
                                        shard: nil, suite: [result.scenario], to: folder)
}

/// Where an assertion was written.
struct CallerLocation {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt
}

/// Records a failure with whichever test library is running: Swift Testing when a Swift Testing
/// test is current, XCTest otherwise.
func reportFailure(_ message: String, at location: CallerLocation) {
    #if canImport(Testing)
    if Test.current != nil {
        Issue.record(Comment(rawValue: message),
                     sourceLocation: SourceLocation(fileID: "\(location.fileID)", filePath: "\(location.filePath)",
                                                    line: Int(location.line), column: Int(location.column)))
        return
    }
    #endif
    #if canImport(XCTest)
    XCTFail(message, file: location.filePath, line: location.line)
    #else
    FileHandle.standardError.write(Data((message + "\n").utf8))
    #endif
}

/// The folder of a `#filePath`.
func sourceFolder(_ filePath: StaticString) -> String {
    ("\(filePath)" as NSString).deletingLastPathComponent
}

/// `path` as is when absolute, else under `base`.
func resolve(_ path: String, from base: String) -> String {
    path.hasPrefix("/") || base.isEmpty ? path : base + "/" + path
}
