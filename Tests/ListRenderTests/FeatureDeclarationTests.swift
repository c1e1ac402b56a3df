import XCTest
@testable import ListRender

/// A feature's options are declared once (`FeatureDeclaration`): the schema's default of each
/// option is the default its options type applies, and the decoder takes every key the schema
/// offers.
final class FeatureDeclarationTests: XCTestCase {
    private func features(_ json: String) throws -> Features {
        let text = #"{"name":"x","list":{"generate":{"sections":2,"rows":5}},"features":"# + json + "}"
        return try ScenarioLoader.load(data: text, path: "s.json").features
    }

    /// `{"option": its schema default}` decodes to what `true` (every default) decodes to.
    func testEverySchemaDefaultIsTheDefaultTheDecoderApplies() throws {
        var checked = 0
        // swipeActions: `true` is Mail's single Delete, not the empty default of its object.
        for feature in FeatureDeclaration.all where feature.kind == .options && feature.key != "swipeActions" {
            let defaults = try features(#"{"\#(feature.key)": true}"#)
            for (key, field) in feature.objects[0].fields {
                guard let value = field.defaultValue else { continue }
                let given = #"{"\#(feature.key)": {"\#(key)": \#(value.serialized())}}"#
                XCTAssertEqual(try features(given), defaults, "\(feature.key).\(key): the schema's default is not the decoder's")
                checked += 1
            }
        }
        XCTAssertGreaterThanOrEqual(checked, 25)
    }

    /// Every option the schema lists is taken by the decoder (a misspelt one is refused with it).
    func testTheDecoderTakesEveryOptionTheSchemaLists() throws {
        let schema = ScenarioSchema.json().serialized(pretty: false)
        for object in FeatureDeclaration.schemaObjects {
            XCTAssertTrue(schema.contains(#""\#(object.name)":{"type":"object""#), "\(object.name) is not in the schema's $defs")
        }
        let refused = #"{"name":"x","list":{"generate":{"sections":2,"rows":5}},"features":{"scrubNub":{"hideDelai":1}}}"#
        XCTAssertThrowsError(try ScenarioLoader.load(data: refused, path: "s.json")) {
            XCTAssertEqual(($0 as? InputError)?.message,
                           #"s.json:1:81: features.scrubNub: unknown key "hideDelai" (did you mean "hideDelay"?)"#)
        }
    }

    /// Scroll to top keeps its options in `Features`' slots, not a field, and keeps its old name.
    func testScrollToTopLivesInTheSlotsUnderItsOldName() throws {
        for on in [#"true"#, #"{}"#] {
            let f = try features(#"{"scrollsToTop": \#(on)}"#)
            XCTAssertEqual(f[ScrollToTopOptions.self], ScrollToTopOptions(), on)
            XCTAssertTrue(f.scrollsToTop, on)
        }
        XCTAssertEqual(try features(#"{"scrollsToTop": false}"#), Features())
        XCTAssertNil(try features("{}")[ScrollToTopOptions.self])
        var f = Features()
        f.scrollsToTop = true
        XCTAssertNotEqual(f, Features())
        f.scrollsToTop = false
        XCTAssertEqual(f, Features(), "switched off again, the slot is empty")
    }

    /// `Features` compares the slots' values by type and `==`, whatever order they were set in.
    func testFeaturesCompareTheirSlotsByValue() {
        var a = Features(), b = Features()
        a[MarkOptions.self] = MarkOptions(side: 30)
        a.scrollsToTop = true
        b.scrollsToTop = true
        XCTAssertNotEqual(a, b)
        b[MarkOptions.self] = MarkOptions(side: 20)
        XCTAssertNotEqual(a, b, "same type, other value")
        b[MarkOptions.self] = MarkOptions(side: 30)
        XCTAssertEqual(a, b, "set in the other order")
    }

    /// A feature declared outside the library (here, in the test) decodes its options into the
    /// slots: `true` the defaults, an object its overrides (checked as the library's are), `false`
    /// nothing.
    func testAnOptionsDeclarationWritesTheSlotOfItsType() throws {
        let mark = FeatureDeclaration.options("mark", MarkOptions(), description: "a test's feature", [
            .init("side", SchemaField(type: ScenarioSchemaFields.length, description: "side in pt", defaultValue: .int(20))) { c, v, opt in
                opt.side = try c.length(v)
            },
        ])
        func decode(_ json: String) throws -> Features {
            let root = ValueCursor(value: try JSONParser.parse(Array(json.utf8)), path: "features", file: "s.json")
            let o = try root.object(allowed: ["mark"])
            let context = FeatureContext(decoder: ScenarioDecoder(file: "s.json"), shape: ListShape(.generated(sections: 1, rows: 1)), features: o)
            var f = Features()
            try mark.decode(context, o.optional("mark"), &f)
            return f
        }
        XCTAssertEqual(try decode(#"{"mark": true}"#)[MarkOptions.self], MarkOptions(side: 20))
        XCTAssertEqual(try decode(#"{"mark": {"side": 30}}"#)[MarkOptions.self], MarkOptions(side: 30))
        XCTAssertEqual(try decode(#"{"mark": false}"#), Features())
        XCTAssertThrowsError(try decode(#"{"mark": {"side": -1}}"#)) {
            XCTAssertEqual(($0 as? InputError)?.message, "s.json:1:19: features.mark.side: must be at least 0 and at most 10000 pt, got -1")
        }
        XCTAssertEqual(mark.objects.map(\.name), ["mark"], "its options object in the schema's $defs")
    }
}

/// A feature's options that `Features` has no field for.
private struct MarkOptions: FeatureOptions {
    var side = 20.0
}
