/// One feature of the scenario's `features` object, declared once: its key, its line in the
/// schema, the objects it owns (its options object and what that holds, each key with its
/// schema field) and how it is decoded. `ScenarioKeys.features`, the schema's `features`
/// properties and its feature `$defs` are derived from `FeatureDeclaration.all`
/// (`ScenarioDecoder+Features.swift`), so a feature's options are written in one place: the
/// decoder cannot take a key the schema lacks, nor the schema offer one the decoder refuses.
struct FeatureDeclaration: Sendable {
    /// What the feature's value may be; also fixes when it is decoded (`decodeOrder`) and where
    /// its objects sit in the schema (`schemaObjects`).
    enum Kind: Sendable, Equatable {
        /// `true`, `false` or `{}`.
        case onOff
        /// `true` (the defaults), `false` (off) or an object of options.
        case options
        /// `true`, `false` or a list of entries.
        case entries
    }

    let key: String
    let kind: Kind
    /// Its property in the schema's `features` object.
    let field: SchemaField
    /// The `$defs` objects it owns, its options object first.
    let objects: [SchemaObject]
    /// Reads the feature's value (nil: absent) into `features`.
    let decode: @Sendable (FeatureContext, ValueCursor?, inout Features) throws -> Void

    /// Switches are decoded first, then the rest, each group in key order: the order the
    /// decoder always had, so a file with two mistakes still reports the same first one.
    static let decodeOrder: [FeatureDeclaration] = all.filter { $0.kind == .onOff } + all.filter { $0.kind != .onOff }

    /// The feature objects in the schema's `$defs`: the options objects in key order, then the
    /// entries of list-valued features (the published schema's order, kept byte for byte).
    static let schemaObjects: [SchemaObject] = all.filter { $0.kind != .entries }.flatMap(\.objects)
        + all.filter { $0.kind == .entries }.flatMap(\.objects)

    /// The schema's `features` object: one property per feature, in key order.
    static let featuresFields: [String: SchemaField] =
        Dictionary(uniqueKeysWithValues: all.map { ($0.key, $0.field) })

    /// A switch without options, stored as a `Bool` of `Features`.
    static func onOff(_ key: String, _ property: WritableKeyPath<Features, Bool> & Sendable,
                      _ field: SchemaField) -> FeatureDeclaration {
        onOff(key, field) { features, on in features[keyPath: property] = on }
    }

    /// A switch without options kept in `Features`' slots: `on` while on, the slot empty while off.
    static func onOff<T: FeatureOptions>(_ key: String, _ on: T, _ field: SchemaField) -> FeatureDeclaration {
        onOff(key, field) { features, isOn in features[T.self] = isOn ? on : nil }
    }

    /// `true` or `{}` sets it on, `false` off; absent leaves the default.
    private static func onOff(_ key: String, _ field: SchemaField,
                              set: @escaping @Sendable (inout Features, Bool) -> Void) -> FeatureDeclaration {
        FeatureDeclaration(key: key, kind: .onOff, field: field, objects: []) { _, c, features in
            guard let c else { return }
            switch c.value.kind {
            case .bool(let b): set(&features, b)
            case .object(let members) where members.isEmpty: set(&features, true)
            default: throw c.error("expected true or false, got \(c.got)")
            }
        }
    }

    /// A feature with an options object stored as an optional field of `Features`.
    static func options<T: Sendable>(_ key: String, _ property: WritableKeyPath<Features, T?> & Sendable,
                                     _ defaults: T, description: String, _ options: [FeatureOption<T>],
                                     check: (@Sendable (ObjectReader, inout T) throws -> Void)? = nil) -> FeatureDeclaration {
        self.options(key, defaults, description: description, options, check: check) { features, value in
            features[keyPath: property] = value
        }
    }

    /// A feature with an options object kept in `Features`' slots (no field of its own):
    /// `features[T.self]` holds its options while it is on.
    static func options<T: FeatureOptions>(_ key: String, _ defaults: T, description: String, _ options: [FeatureOption<T>],
                                           check: (@Sendable (ObjectReader, inout T) throws -> Void)? = nil) -> FeatureDeclaration {
        self.options(key, defaults, description: description, options, check: check) { features, value in
            features[T.self] = value
        }
    }

    /// A feature with an options object: `true` → `defaults`, `false`/absent → nil, an object →
    /// the defaults with its overrides, applied in the options' order; `check` then sees the
    /// whole object (a rule between two options). Its `$defs` object is named by its key.
    private static func options<T: Sendable>(_ key: String, _ defaults: T, description: String, _ options: [FeatureOption<T>],
                                             check: (@Sendable (ObjectReader, inout T) throws -> Void)?,
                                             set: @escaping @Sendable (inout Features, T?) -> Void) -> FeatureDeclaration {
        let object = SchemaObject(key, options.map { ($0.key, $0.field) })
        let keys = object.keys
        return FeatureDeclaration(key: key, kind: .options, field: optionsField(key, description),
                                  objects: [object]) { context, c, features in
            guard let c else { set(&features, nil); return }
            switch c.value.kind {
            case .bool(let on): set(&features, on ? defaults : nil)
            case .object:
                let o = try c.object(allowed: keys)
                var value = defaults
                for option in options {
                    if let v = o.optional(option.key) { try option.apply(context, v, &value) }
                }
                try check?(o, &value)
                set(&features, value)
            default:
                throw c.error("expected true, false or an object of options, got \(c.got)")
            }
        }
    }

    /// The `features` property of a feature that is `true`, `false` or an object of options.
    static func optionsField(_ options: String, _ text: String) -> SchemaField {
        SchemaField(type: .anyOf([.boolean, .ref(options)]), description: text)
    }
}

/// One key of a feature's options object: its schema field and how its value is applied.
struct FeatureOption<T>: Sendable {
    let key: String
    let field: SchemaField
    let apply: @Sendable (FeatureContext, ValueCursor, inout T) throws -> Void

    init(_ key: String, _ field: SchemaField, _ apply: @escaping @Sendable (FeatureContext, ValueCursor, inout T) throws -> Void) {
        self.key = key
        self.field = field
        self.apply = apply
    }
}

/// One object of the format: its `$defs` name and its keys in order, each with its schema field.
struct SchemaObject: Sendable {
    let name: String
    let fields: [(key: String, field: SchemaField)]

    init(_ name: String, _ fields: [(key: String, field: SchemaField)]) {
        self.name = name
        self.fields = fields
    }

    var keys: [String] { fields.map(\.key) }
    var fieldsByKey: [String: SchemaField] { Dictionary(uniqueKeysWithValues: fields.map { ($0.key, $0.field) }) }
}

/// What a feature's decoding may read besides its own value: the decoder (colours, row
/// references), the list's shape and the whole `features` object (a rule between two features).
struct FeatureContext {
    let decoder: ScenarioDecoder
    let shape: ListShape
    let features: ObjectReader

    /// A time option: 0...600 s.
    func time(_ c: ValueCursor) throws -> Double {
        try c.number(min: 0, max: ScenarioLimits.maxDuration, unit: "s")
    }

    /// A length option: 0...10,000 pt.
    func length(_ c: ValueCursor) throws -> Double {
        try c.number(min: 0, max: ScenarioLimits.maxLength, unit: "pt")
    }

    /// `[width, height]`, both positive.
    func size(_ c: ValueCursor) throws -> Size {
        let parts = try c.array(count: 2, what: "a size [width, height]")
        return Size(width: try parts[0].number(min: 0, max: ScenarioLimits.viewportPoints.upperBound, minExclusive: true, unit: "pt"),
                    height: try parts[1].number(min: 0, max: ScenarioLimits.viewportPoints.upperBound, minExclusive: true, unit: "pt"))
    }
}
