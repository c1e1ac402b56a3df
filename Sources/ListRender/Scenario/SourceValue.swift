/// The value tree both scenario parsers (JSON and YAML) produce: plain JSON values where every
/// node remembers its line and column, so the decoder can say where a wrong value was written.
/// Foundation's JSONSerialization forgets positions; that is why ListRender parses JSON itself.

/// A 1-based line and column; columns count Unicode scalars, as libyaml (and so Yams) does.
struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    var line: Int
    var column: Int
    var description: String { "\(line):\(column)" }
}

/// One member of an object, in the order it was written (duplicates kept for the decoder to report).
struct SourceMember: Sendable {
    var key: String
    var keyLocation: SourceLocation?
    var value: SourceValue
}

/// A JSON value with its position.
struct SourceValue: Sendable {
    enum Kind: Sendable {
        case null
        case bool(Bool)
        /// The value and the text it was written as (for messages: "got 1e400", not "got inf").
        case number(Double, text: String)
        case string(String)
        case array([SourceValue])
        case object([SourceMember])
    }

    var kind: Kind
    var location: SourceLocation?
    /// For a YAML 1.1 boolean written as a word other than true or false (`On`, `no`, `Yes`):
    /// that word, so a message where a string was expected can say to quote it.
    var yamlBooleanWord: String? = nil

    /// How a message names this value after "got": the value itself when short, else its kind.
    var shortDescription: String {
        switch kind {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        // Capped like strings: a 1,048,576-digit number is not echoed whole.
        case .number(_, let text): return text.count <= 40 ? text : String(text.prefix(37)) + "..." 
        case .string(let s): return SourceValue.quote(s)
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// A JSON-quoted string, cut to 40 characters so a message stays one short line.
    static func quote(_ s: String) -> String { JSONOutput.quote(s, maxScalars: 40) }
}

/// Limits on the size of the value tree, checked while parsing, before the tree can grow.
enum SourceLimits {
    /// Arrays and objects nested deeper than this are refused: no scenario needs more than 6,
    /// and the parsers recurse once per level.
    static let maxDepth = 64
    /// Values in one document. 100,000 explicit rows of 5 values each are 500,000; a YAML alias
    /// bomb ("billion laughs") stops here instead of expanding.
    static let maxValues = 2_000_000
}
