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
}
