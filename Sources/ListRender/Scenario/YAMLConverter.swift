import Foundation
import Yams

/// Turns YAML (through Yams, which wraps libyaml) into the same value tree as JSON, so one
/// decoder serves both. Yams resolves anchors and aliases; every node keeps libyaml's 1-based
/// line and column. Scalars get JSON types by YAML 1.1's core tags: `3` is a number, `true` a
/// bool, `~` null, `"3"` a string. Mapping keys must be strings.
///
/// Yams composes (and Swift later frees) a node tree by recursion, one frame per nesting level,
/// with no limit: 100,000 nested `- ` overflowed the stack. Nesting depth is at most the number
/// of `[`/`{` in the text plus the block nesting, which `checkBlockIndent` bounds; so the text
/// may hold at most `maxFlowOpeners` of those, and Yams runs on a thread of its own with a
/// stack big enough for that depth (measured in a debug build: 16,000 levels fit in 32 MiB,
/// 64,000 did not but fit in 128 MiB, which is what the thread gets: 4× the need).
enum YAMLConverter {
    /// `[` and `{` characters a YAML scenario may contain (anywhere, quoted or not).
    static let maxFlowOpeners = 16_384
    /// Stack of the composing thread; pages are only committed when touched.
    static let composeStackBytes = 128 << 20
    /// Stack one nesting level may take while Yams composes and frees: 2 KiB measured in a debug
    /// build, 8× for the bigger frames of sanitizer builds.
    static let stackBytesPerLevel = 16 << 10

    static func parse(_ text: String) throws -> SourceValue {
        try checkBlockIndent(text)
        try checkFlowDepth(text)
        let openers = try checkFlowOpeners(text)
        // Most documents nest a few levels: they are composed right here when this thread's stack
        // has room for the deepest nesting the text can hold (block nesting ≤ maxContentColumn,
        // flow nesting ≤ openers). A new 128 MiB thread per document cost most of a small
        // document's parse (under the address sanitizer, 5 ms: its stack's shadow is cleared).
        let need = (maxContentColumn + openers) * stackBytesPerLevel + (1 << 20)
        if let room = StackRoom.bytesLeft(), room >= need { return try composeAndConvert(text) }
        final class Box: @unchecked Sendable { var result: Result<SourceValue, Error>? }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.result = Result { try composeAndConvert(text) }
            done.signal()
        }
        thread.stackSize = composeStackBytes
        thread.start()
        done.wait()
        guard let result = box.result else {
            throw SourceSyntaxError(location: nil, message: "the YAML parser did not finish")
        }
        return try result.get()
    }

    /// Runs on the big-stack thread: the Yams tree is built and freed there.
    private static func composeAndConvert(_ text: String) throws -> SourceValue {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw syntaxError(error)
        }
        guard let root else {
            throw SourceSyntaxError(location: nil, message: "the file is empty (expected a YAML mapping)")
        }
        var count = 0
        return try convert(root, depth: 0, count: &count)
    }

    /// The sound bound on flow nesting (see the type's comment).
    private static func checkFlowOpeners(_ text: String) throws -> Int {
        var count = 0
        var line = 1
        var column = 1
        for c in text.utf8 {
            if c == 0x0A { line += 1; column = 1; continue }
            if c == UInt8(ascii: "[") || c == UInt8(ascii: "{") {
                count += 1
                if count > maxFlowOpeners {
                    throw SourceSyntaxError(location: SourceLocation(line: line, column: column),
                                            message: "a YAML scenario may contain at most \(maxFlowOpeners) \"[\" and \"{\"; write big lists in block style or as JSON")
                }
            }
            if c & 0xC0 != 0x80 { column += 1 }
        }
        return count
    }

    private static func location(_ mark: Mark?) -> SourceLocation? {
        mark.map { SourceLocation(line: $0.line, column: $0.column) }
    }

    private static func syntaxError(_ error: YamlError) -> SourceSyntaxError {
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
             let .composer(context, problem, mark, _):
            let contextText = context.map { " (\($0.text) at \($0.mark.line):\($0.mark.column))" } ?? ""
            if let hint = YAMLSyntaxHint.message(for: problem) {
                // libyaml's words stay at the end, for searching; the fix comes first.
                return SourceSyntaxError(location: location(mark), message: "YAML syntax error: \(hint) [libyaml: \(problem)]")
            }
            return SourceSyntaxError(location: location(mark), message: "YAML syntax error: \(problem)\(contextText)")
        case let .reader(problem, _, _, _):
            return SourceSyntaxError(location: nil, message: "YAML reader error: \(problem)")
        default:
            return SourceSyntaxError(location: nil, message: "YAML error: \(error)".split(separator: "\n").first.map(String.init) ?? "YAML error")
        }
    }

    /// A friendly early message for deep flow nesting (`[[[[...`), counting brackets outside
    /// quotes and comments. Not a guarantee (quotes can fool it); `checkFlowOpeners` is.
    private static func checkFlowDepth(_ text: String) throws {
        var depth = 0
        var line = 1
        var quote: UInt8? = nil
        var comment = false
        var previous: UInt8 = 0x0A
        for c in text.utf8 {
            defer { previous = c }
            if c == 0x0A { line += 1; comment = false; continue }
            if comment { continue }
            if let q = quote {
                if c == q { quote = nil }
                continue
            }
            switch c {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = c
            case UInt8(ascii: "#") where previous == 0x20 || previous == 0x09 || previous == 0x0A: comment = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > SourceLimits.maxDepth {
                    throw SourceSyntaxError(location: SourceLocation(line: line, column: 1),
                                            message: "arrays and objects are nested more than \(SourceLimits.maxDepth) deep")
                }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(0, depth - 1)
            default: break
            }
        }
    }

    /// Lines whose content starts further right than this are refused before Yams sees them.
    static let maxContentColumn = 256

    /// Block nesting needs indentation or a chain of indicators (`- - - x`), so the column where
    /// a line's content starts bounds the nesting depth. Yams composed 3,000 levels of indented
    /// mappings fine but overflowed the stack on a 100,000-long `- - - …` line; 256 columns is
    /// far beyond any scenario and far below either.
    private static func checkBlockIndent(_ text: String) throws {
        var line = 1
        var column = 1
        var inPrefix = true
        var previous: UInt8 = 0x20
        for c in text.utf8 {
            if c == 0x0A { line += 1; column = 1; inPrefix = true; previous = 0x20; continue }
            if inPrefix {
                // Spaces, and "-", "?", ":" used as indicators (followed by a space or the end).
                let isIndicatorOrSpace = c == 0x20 || c == 0x09 || c == UInt8(ascii: "-") || c == UInt8(ascii: "?") || c == UInt8(ascii: ":")
                if !isIndicatorOrSpace || (previous != 0x20 && previous != 0x09 && c != 0x20 && c != 0x09) {
                    inPrefix = false
                } else if column > maxContentColumn {
                    throw SourceSyntaxError(location: SourceLocation(line: line, column: column),
                                            message: "lines indented or nested beyond column \(maxContentColumn) are not allowed")
                }
            }
            if c & 0xC0 != 0x80 { column += 1 }
            previous = c
        }
    }

    private static func convert(_ node: Node, depth: Int, count: inout Int) throws -> SourceValue {
        count += 1
        let here = location(node.mark)
        if count > SourceLimits.maxValues {
            throw SourceSyntaxError(location: here,
                                    message: "the document has more than \(SourceLimits.maxValues) values (aliases expanding?)")
        }
        if depth > SourceLimits.maxDepth {
            throw SourceSyntaxError(location: here,
                                    message: "arrays and objects are nested more than \(SourceLimits.maxDepth) deep")
        }
        switch node {
        case .scalar(let scalar):
            var value = SourceValue(kind: scalarKind(node, scalar), location: here)
            if case .bool = value.kind, !["true", "false"].contains(scalar.string.lowercased()) {
                value.yamlBooleanWord = scalar.string
            }
            return value
        case .sequence(let sequence):
            var elements: [SourceValue] = []
            elements.reserveCapacity(sequence.count)
            for element in sequence {
                elements.append(try convert(element, depth: depth + 1, count: &count))
            }
            return SourceValue(kind: .array(elements), location: here)
        case .mapping(let mapping):
            var members: [SourceMember] = []
            members.reserveCapacity(mapping.count)
            for (key, value) in mapping {
                if key.tag.description == Tag.Name.merge.rawValue {
                    throw SourceSyntaxError(location: location(key.mark),
                                            message: "YAML merge keys (<<) are not supported; repeat the keys or use an alias for the whole value")
                }
                guard case .scalar(let keyScalar) = key, key.tag.description == Tag.Name.str.rawValue else {
                    let shown: String
                    if case .scalar(let s) = key { shown = s.string } else { shown = "a collection" }
                    throw SourceSyntaxError(location: location(key.mark),
                                            message: "mapping keys must be strings, got \(shown)")
                }
                members.append(SourceMember(key: keyScalar.string, keyLocation: location(key.mark),
                                            value: try convert(value, depth: depth + 1, count: &count)))
            }
            return SourceValue(kind: .object(members), location: here)
        }
    }

    /// A YAML 1.1 base-60 integer (`1:30` is 90), computed in Double: Yams computes it in Int and
    /// traps on overflow (`7777777738888888866:1`, found by fuzzing; twelve parts overflow even
    /// its place value). A value too big then fails the decoder's range check like any number.
    static func sexagesimal(_ text: String) -> Double? {
        var rest = Substring(text.replacingOccurrences(of: "_", with: ""))
        var sign = 1.0
        if rest.hasPrefix("-") { sign = -1; rest = rest.dropFirst() } else if rest.hasPrefix("+") { rest = rest.dropFirst() }
        var value = 0.0
        for part in rest.split(separator: ":", omittingEmptySubsequences: false) {
            guard !part.isEmpty, part.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let digits = Double(part) else { return nil }
            value = value * 60 + digits
        }
        return sign * value
    }

    private static func scalarKind(_ node: Node, _ scalar: Node.Scalar) -> SourceValue.Kind {
        switch node.tag.description {
        case Tag.Name.null.rawValue:
            return .null
        case Tag.Name.bool.rawValue:
            return node.bool.map { .bool($0) } ?? .string(scalar.string)
        case Tag.Name.int.rawValue:
            if scalar.string.contains(":") {
                return .number(sexagesimal(scalar.string) ?? .infinity, text: scalar.string)
            }
            if let i = node.int { return .number(Double(i), text: scalar.string) }
            return .number(Double(scalar.string) ?? .infinity, text: scalar.string)
        case Tag.Name.float.rawValue:
            // `.inf` and `.nan` come through as non-finite; the decoder refuses them with a path.
            return .number(node.float ?? .nan, text: scalar.string)
        default:
            return .string(scalar.string)
        }
    }
}
