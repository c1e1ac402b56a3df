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
    let base = sourceFolder(filePath)
    let mode = try RecordMode.resolve(flag: record, environment: environment)
    let options = VerifyOptions(references: resolve(references, from: base), record: mode,
                                pixelmatch: PixelmatchOptions(threshold: threshold, includeAA: includeAA), verdict: verdict,
                                failuresDirectory: failures.map { resolve($0, from: base) })
    return try VerifyRun(options: options).verify(scenario)
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

/// Fails the current test when a frame of `scenario` differs from its reference, or has none
/// and nothing may be recorded (record mode `never`, the default under `CI`). The message names
/// the scenario, each failing frame with its mismatch count, and the paths of its diff and
/// rendered images. Works in XCTest (`XCTFail`) and in Swift Testing (`Issue.record`, when a
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
        let result = try verifyFrames(of: scenario, references: references, record: record, threshold: threshold,
                                      includeAA: includeAA, verdict: verdict, failures: failures,
                                      environment: environment, filePath: filePath)
        if !result.passed { reportFailure(result.failureMessage, at: location) }
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
