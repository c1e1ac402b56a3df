/// A value of the tree together with where it is: the file, its JSON path (`timeline[3].drag.to`)
/// and its line:column. Every accessor either returns a typed value or throws the one-line
/// message `<file>:<line>:<col>: <path>: <what is wrong>`, so decoding code reads like the spec.
struct ValueCursor {
    let value: SourceValue
    let path: String
    let file: String

    /// Builds the one-line message for a problem with this value.
    func error(_ what: String, at location: SourceLocation? = nil) -> InputError {
        ValueCursor.message(file: file, location: location ?? value.location, path: path, what)
    }

    static func message(file: String, location: SourceLocation?, path: String, _ what: String) -> InputError {
        var text = file
        if let location { text += ":\(location)" }
        text += ": "
        if !path.isEmpty { text += path + ": " }
        return InputError(text + what)
    }

    func child(_ key: String, _ value: SourceValue) -> ValueCursor {
        ValueCursor(value: value, path: path.isEmpty ? key : path + "." + key, file: file)
    }

    func element(_ index: Int, _ value: SourceValue) -> ValueCursor {
        ValueCursor(value: value, path: path + "[\(index)]", file: file)
    }

    var got: String { value.shortDescription }

    /// `got` where a string was expected: a YAML 1.1 boolean word (`detail: On` is true) gets
    /// the fix, since the writer meant the word.
    var gotForString: String {
        guard let word = value.yamlBooleanWord else { return got }
        return "\(got) (YAML reads an unquoted \(word) as \(got); quote it: \"\(word)\")"
    }

    // MARK: scalars

    /// A finite number.
    func number() throws -> Double {
        guard case .number(let v, _) = value.kind else { throw error("expected a number, got \(got)") }
        guard !v.isNaN else { throw error("\(got) is not a number") }
        guard v.isFinite else { throw error("\(got) is out of range (numbers must be finite)") }
        return v
    }

    /// A finite number with bounds; `minExclusive` means "greater than min".
    func number(min: Double, max: Double, minExclusive: Bool = false, unit: String = "") throws -> Double {
        let v = try number()
        let low = minExclusive ? v <= min : v < min
        if low || v > max {
            let u = unit.isEmpty ? "" : " " + unit
            let lower = minExclusive ? "greater than \(format(min))" : "at least \(format(min))"
            throw error("must be \(lower) and at most \(format(max))\(u), got \(got)")
        }
        return v
    }

    /// A whole number in `min...max`.
    func integer(min: Int, max: Int) throws -> Int {
        let v = try number()
        guard v == v.rounded() else { throw error("expected a whole number, got \(got)") }
        // A whole number past the range (1e+18) is a range error, not a type error.
        guard v >= Double(min) && v <= Double(max) else {
            throw error("must be a whole number from \(min) to \(max), got \(got)")
        }
        return Int(v)
    }

    func string() throws -> String {
        guard case .string(let s) = value.kind else { throw error("expected a string, got \(gotForString)") }
        return s
    }

    func bool() throws -> Bool {
        guard case .bool(let b) = value.kind else { throw error("expected true or false, got \(got)") }
        return b
    }

    /// One of `choices` (a string), suggesting the closest when it is a typo.
    func choice(_ choices: [String], what: String) throws -> String {
        guard case .string(let s) = value.kind else {
            throw error("expected \(ValueCursor.list(choices)), got \(gotForString)")
        }
        guard choices.contains(s) else {
            throw error("unknown \(what) \(SourceValue.quote(s))" + ValueCursor.alternatives(to: s, from: choices))
        }
        return s
    }

    /// One of `cases`, named by its raw value (no force-unwrapped `init(rawValue:)` at call sites).
    func choice<E: RawRepresentable>(of cases: [E], what: String) throws -> E where E.RawValue == String {
        let raw = try choice(cases.map(\.rawValue), what: what)
        guard let match = cases.first(where: { $0.rawValue == raw }) else { throw error("unknown \(what) \(got)") }
        return match
    }

    // MARK: collections

    func array() throws -> [ValueCursor] {
        guard case .array(let elements) = value.kind else { throw error("expected an array, got \(got)") }
        return elements.enumerated().map { element($0.offset, $0.element) }
    }

    /// An array of exactly `count` elements (points, row references, sizes).
    func array(count: Int, what: String) throws -> [ValueCursor] {
        guard case .array(let elements) = value.kind, elements.count == count else {
            if case .array(let elements) = value.kind {
                throw error("expected \(what), got an array of \(elements.count)")
            }
            throw error("expected \(what), got \(got)")
        }
        return elements.enumerated().map { element($0.offset, $0.element) }
    }

    /// An object whose keys must all be in `allowed`; unknown and duplicate keys are errors.
    /// `noun` names what an unknown key is in the message ("key", or "step" in the timeline).
    func object(allowed: [String], noun: String = "key") throws -> ObjectReader {
        guard case .object(let members) = value.kind else { throw error("expected an object, got \(got)") }
        return try ObjectReader(cursor: self, members: members, allowed: allowed, noun: noun)
    }

    var isObject: Bool { if case .object = value.kind { return true } else { return false } }
    var isArray: Bool { if case .array = value.kind { return true } else { return false } }

    // MARK: text

    /// Choices longer than this are not all listed in a message; the nearest are.
    static let longChoiceList = 8

    /// What to offer for an unknown word: a short list of choices is given whole (with a
    /// "did you mean" for a typo); of a long list (the symbol names), the close one, or else
    /// the three nearest, so the line stays one short line.
    static func alternatives(to word: String, from choices: [String]) -> String {
        guard choices.count > longChoiceList else {
            return KeySuggestion.hint(word, from: choices) + "; expected \(list(choices))"
        }
        if KeySuggestion.suggest(word, from: choices) != nil { return KeySuggestion.hint(word, from: choices) }
        let near = KeySuggestion.nearest(String(word.unicodeScalars.prefix(64)), from: choices, count: 3)
        return " (did you mean \(list(near))? \(choices.count) names in all)"
    }

    static func list(_ words: [String]) -> String {
        let quoted = words.map { "\"\($0)\"" }
        if quoted.count <= 1 { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " or " + (quoted.last ?? "")
    }
}

/// Formats a number for a message: whole numbers without ".0", others as Swift prints them.
func format(_ v: Double) -> String {
    if v.isFinite, v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
    return "\(v)"
}

/// The members of one object, checked against the keys the spec allows.
struct ObjectReader {
    let cursor: ValueCursor
    private let members: [SourceMember]

    init(cursor: ValueCursor, members: [SourceMember], allowed: [String], noun: String = "key") throws {
        self.cursor = cursor
        self.members = members
        var seen: [String: SourceLocation?] = [:]
        for member in members {
            if let first = seen[member.key] {
                let firstText = first.map { " (first at \($0))" } ?? ""
                throw ValueCursor.message(file: cursor.file, location: member.keyLocation, path: cursor.path,
                                          "duplicate key \(SourceValue.quote(member.key))\(firstText)")
            }
            seen[member.key] = member.keyLocation
            if !allowed.contains(member.key) {
                throw ValueCursor.message(file: cursor.file, location: member.keyLocation, path: cursor.path,
                                          "unknown \(noun) \(SourceValue.quote(member.key))\(KeySuggestion.hint(member.key, from: allowed))")
            }
        }
    }

    /// The keys present, in the order written.
    var keys: [String] { members.map(\.key) }

    func location(ofKey key: String) -> SourceLocation? {
        members.first { $0.key == key }?.keyLocation
    }

    func optional(_ key: String) -> ValueCursor? {
        guard let member = members.first(where: { $0.key == key }) else { return nil }
        return cursor.child(key, member.value)
    }

    func required(_ key: String) throws -> ValueCursor {
        guard let c = optional(key) else { throw cursor.error("missing required key \"\(key)\"") }
        return c
    }
}
