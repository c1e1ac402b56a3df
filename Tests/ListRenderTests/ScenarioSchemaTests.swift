import Foundation
import XCTest
@testable import ListRender

/// `renderlist schema`: every key the decoder takes, described, and a real validator agreeing
/// with the decoder on the fixtures and on broken scenarios.
final class ScenarioSchemaTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testEveryKeyOfEveryObjectHasATypeAndADescription() {
        for table in ScenarioKeys.all {
            let fields = ScenarioSchemaFields.fields(of: table.name)
            for key in table.keys {
                XCTAssertFalse(fields[key]?.description.isEmpty ?? true, "\(table.name).\(key) has no description in ScenarioSchemaFields")
            }
            XCTAssertEqual(Set(fields.keys), Set(table.keys), "\(table.name): fields for keys the decoder does not take")
        }
        let named = Set(ScenarioKeys.all.map(\.name))
        for object in ScenarioSchemaFields.table.keys {
            XCTAssertTrue(named.contains(object), "ScenarioSchemaFields describes \(object), which ScenarioKeys does not have")
        }
    }

    func testEveryReferenceNamesADefinition() throws {
        let text = ScenarioSchema.json().serialized(pretty: false)
        let defs = Set(ScenarioKeys.all.map(\.name) + ScenarioSchemaFields.shared.map(\.name))
        var refs: Set<String> = []
        var rest = Substring(text)
        while let r = rest.range(of: "\"#/$defs/") {
            let tail = rest[r.upperBound...]
            let name = tail.prefix { $0 != "\"" }
            refs.insert(String(name))
            rest = tail.dropFirst(name.count)
        }
        XCTAssertFalse(refs.isEmpty)
        XCTAssertEqual(refs.subtracting(defs), [], "references to missing definitions")
    }

    func testTheCommandPrintsTheSchema() throws {
        let cli = try CLIRunner(test: "schema")
        defer { cli.remove() }
        let r = try cli.run(["schema"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout, ScenarioSchema.json().serialized(pretty: true) + "\n")
        let doc = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        XCTAssertEqual(doc?["$schema"] as? String, "https://json-schema.org/draft/2020-12/schema")
        let top = doc?["properties"] as? [String: Any]
        XCTAssertEqual(Set(top?.keys.map { $0 } ?? []), Set(ScenarioKeys.scenario))
        let fps = top?["fps"] as? [String: Any]
        XCTAssertEqual(fps?["default"] as? Int, 60)
        XCTAssertEqual(fps?["description"] as? String, "frames per second; frame i is the state at t = i / fps")
    }

    func testAScenarioMayNameItsSchema() throws {
        let text = #"{"$schema": "./scenario.schema.json", "name": "s", "list": {"generate": {"sections": 1, "rows": 1}}}"#
        XCTAssertEqual(try ScenarioLoader.load(data: Array(text.utf8), path: "s.json").name, "s")
        let wrong = #"{"$schema": 3, "name": "s", "list": {"generate": {"sections": 1, "rows": 1}}}"#
        XCTAssertThrowsError(try ScenarioLoader.load(data: Array(wrong.utf8), path: "s.json")) {
            XCTAssertEqual(($0 as? InputError)?.message, "s.json:1:13: $schema: expected a string, got 3")
        }
    }

    /// Broken scenarios the schema must refuse, as the decoder does: the hostile catalogue's
    /// unknown-key and wrong-type cases, and more of each kind deeper in the format.
    static let refused: [(name: String, text: String)] = HostileScenarios.unknownKeyAndWrongType + [
        ("unknown-feature-option", #"{"name":"x","features":{"reorder":{"minimumPresDuration":1}},"list":{"generate":{"sections":1,"rows":5}}}"#),
        ("unknown-step", #"{"name":"x","list":{"generate":{"sections":1,"rows":5}},"timeline":[{"jump":1}]}"#),
        ("unknown-row-key", #"{"name":"x","list":{"sections":[{"rows":[{"title":"a","subtitel":"b"}]}]}}"#),
        ("edit-string", #"{"name":"x","list":{"generate":{"sections":1,"rows":5}},"timeline":[{"edit":"on"}]}"#),
        ("wait-negative", #"{"name":"x","list":{"generate":{"sections":1,"rows":5}},"timeline":[{"wait":-1}]}"#),
        ("detail-bool", #"{"name":"x","list":{"sections":[{"rows":[{"title":"Wi-Fi","detail":true}]}]}}"#),
        ("content-size-bad", #"{"name":"x","theme":{"contentSize":"AX6"},"list":{"generate":{"sections":1,"rows":5}}}"#),
        ("symbol-unknown", #"{"name":"x","list":{"sections":[{"rows":[{"title":"a","image":{"symbol":"rocketship"}}]}]}}"#),
        ("name-slash", #"{"name":"../evil","list":{"generate":{"sections":1,"rows":5}}}"#),
        ("no-list", #"{"name":"x"}"#),
        ("colour-bad", #"{"name":"x","theme":{"tint":"red"},"list":{"generate":{"sections":1,"rows":5}}}"#),
    ]

    func testARealValidatorAcceptsEveryFixtureAndRefusesBrokenScenarios() throws {
        let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let python else {
            throw XCTSkip("SKIPPED LOUDLY: no python3, so the schema was not checked by a real validator (CI installs python3-jsonschema)")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let schemaPath = folder.appendingPathComponent("scenario.schema.json").path
        try ScenarioSchema.json().serialized(pretty: true).write(toFile: schemaPath, atomically: true, encoding: .utf8)

        // Every fixture scenario, and each must load, so the schema is checked against what the decoder takes.
        let fixtures = Self.root.appendingPathComponent("Fixtures")
        var accepted: [String] = []
        for sub in ["scenarios", "bench"] {
            let dir = fixtures.appendingPathComponent(sub).path
            accepted += try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".json") }.sorted().map { dir + "/" + $0 }
        }
        let fidelity = fixtures.appendingPathComponent("fidelity").path
        for screen in try FileManager.default.contentsOfDirectory(atPath: fidelity).sorted() {
            let path = fidelity + "/" + screen + "/scenario.json"
            if FileManager.default.fileExists(atPath: path) { accepted.append(path) }
        }
        XCTAssertGreaterThanOrEqual(accepted.count, 60)
        for path in accepted { XCTAssertNoThrow(try ScenarioLoader.load(path: path), path) }

        var refused: [String] = []
        for c in Self.refused {
            let path = folder.appendingPathComponent(c.name + ".json").path
            try c.text.write(toFile: path, atomically: true, encoding: .utf8)
            XCTAssertThrowsError(try ScenarioLoader.load(path: path), "the decoder takes \(c.name)")
            refused.append(path)
        }

        let script = """
        import json, sys
        try:
            import jsonschema
        except ImportError:
            print("NO-MODULE"); sys.exit(3)
        schema = json.load(open(sys.argv[1]))
        jsonschema.Draft202012Validator.check_schema(schema)
        v = jsonschema.Draft202012Validator(schema)
        mode = None
        for arg in sys.argv[2:]:
            if arg in ("--accept", "--refuse"): mode = arg; continue
            errors = list(v.iter_errors(json.load(open(arg))))
            if mode == "--accept" and errors: print("REFUSED", arg, errors[0].json_path, errors[0].message[:200])
            if mode == "--refuse" and not errors: print("ACCEPTED", arg)
        print("DONE")
        """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", script, schemaPath, "--accept"] + accepted + ["--refuse"] + refused
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if process.terminationStatus == 3 {
            throw XCTSkip("SKIPPED LOUDLY: python3 has no jsonschema module (apt-get install python3-jsonschema), so the schema was not checked by a real validator")
        }
        XCTAssertEqual(process.terminationStatus, 0, errors)
        XCTAssertEqual(output, "DONE\n", "the validator and the decoder disagree:\n\(output)\(errors)")
    }
}
