/// The scenario format as a JSON Schema (draft 2020-12), for editors: completion, hover text and
/// checking as one types (`renderlist schema`; docs/scenario.md, "Editor support").
///
/// Every object's keys come from `ScenarioKeys`, the tables the decoder refuses other keys
/// with, so the schema cannot offer a key the decoder refuses or miss one it takes; each key's
/// type, description and default come from `ScenarioSchemaFields` (a test checks every key has
/// one), the features' from their `FeatureDeclaration`, beside their decoding. The schema is looser than the decoder where JSON Schema cannot say a rule (a row
/// reference past the list's end, `uncovered` above `height`): those still fail at load, with
/// the file, line:column and JSON path.
public enum ScenarioSchema {
    /// The `$id` the schema names itself by (an editor only needs it to be stable).
    public static let id = "https://listrender.invalid/schema/scenario-v1.json"

    /// The schema document.
    public static func json() -> JSONOutput {
        var defs: [(String, JSONOutput)] = ScenarioKeys.all.filter { $0.name != "scenario" }.map { table in
            (table.name, object(table.name, keys: table.keys))
        }
        defs += ScenarioSchemaFields.shared.map { ($0.name, $0.type.json) }
        let top = object("scenario", keys: ScenarioKeys.scenario)
        guard case .object(let topMembers) = top else { return top }
        return .object([
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("$id", .string(id)),
            ("title", .string("ListRender scenario")),
            ("description", .string("A list on screen, how it looks, its behaviours and what a finger does over time (docs/scenario.md).")),
        ] + topMembers + [("$defs", .object(defs))])
    }

    /// The schema of one kind of object: its keys' fields, nothing else allowed.
    static func object(_ name: String, keys: [String]) -> JSONOutput {
        let fields = ScenarioSchemaFields.fields(of: name)
        var properties: [(String, JSONOutput)] = []
        var required: [JSONOutput] = []
        for key in keys {
            guard let field = fields[key] else { continue }   // a test makes this unreachable
            properties.append((key, field.json))
            if field.required { required.append(.string(key)) }
        }
        var members: [(String, JSONOutput)] = [("type", .string("object"))]
        if let text = ScenarioSchemaFields.objectDescriptions[name] { members.append(("description", .string(text))) }
        members += [("properties", .object(properties)), ("additionalProperties", .bool(false))]
        if !required.isEmpty { members.append(("required", .array(required))) }
        return .object(members)
    }
}

/// A JSON Schema type, as much of it as the scenario format needs.
indirect enum SchemaType: Sendable {
    case string(pattern: String? = nil, minLength: Int? = nil, maxLength: Int? = nil)
    case number(min: Double? = nil, max: Double? = nil, exclusiveMin: Bool = false)
    case integer(min: Int, max: Int)
    case boolean
    case choice([String])
    case array(of: SchemaType, min: Int? = nil, max: Int? = nil)
    case tuple([SchemaType])
    case ref(String)
    case anyOf([SchemaType])

    var json: JSONOutput {
        func num(_ d: Double) -> JSONOutput { d == d.rounded() && abs(d) < 1e15 ? .int(Int(d)) : .number(d) }
        switch self {
        case .string(let pattern, let minLength, let maxLength):
            var m: [(String, JSONOutput)] = [("type", .string("string"))]
            if let p = pattern { m.append(("pattern", .string(p))) }
            if let n = minLength { m.append(("minLength", .int(n))) }
            if let n = maxLength { m.append(("maxLength", .int(n))) }
            return .object(m)
        case .number(let lo, let hi, let exclusive):
            var m: [(String, JSONOutput)] = [("type", .string("number"))]
            if let lo { m.append((exclusive ? "exclusiveMinimum" : "minimum", num(lo))) }
            if let hi { m.append(("maximum", num(hi))) }
            return .object(m)
        case .integer(let lo, let hi):
            return .object([("type", .string("integer")), ("minimum", .int(lo)), ("maximum", .int(hi))])
        case .boolean:
            return .object([("type", .string("boolean"))])
        case .choice(let words):
            return .object([("enum", .array(words.map(JSONOutput.string)))])
        case .array(let item, let lo, let hi):
            var m: [(String, JSONOutput)] = [("type", .string("array")), ("items", item.json)]
            if let lo { m.append(("minItems", .int(lo))) }
            if let hi { m.append(("maxItems", .int(hi))) }
            return .object(m)
        case .tuple(let items):
            return .object([("type", .string("array")), ("prefixItems", .array(items.map(\.json))),
                            ("items", .bool(false)), ("minItems", .int(items.count))])
        case .ref(let name):
            return .object([("$ref", .string("#/$defs/\(name)"))])
        case .anyOf(let types):
            return .object([("anyOf", .array(types.map(\.json)))])
        }
    }
}

/// One key of an object: its type, what it means (docs/scenario.md's words), its default.
struct SchemaField: Sendable {
    var type: SchemaType
    var description: String
    var defaultValue: JSONOutput? = nil
    var required = false

    var json: JSONOutput {
        guard case .object(var members) = type.json else { return type.json }
        members.append(("description", .string(description)))
        if let d = defaultValue { members.append(("default", d)) }
        return .object(members)
    }
}
