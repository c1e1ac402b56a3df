/// A font file a scenario names (`theme.fonts`, `theme.fallbackFonts`), read when it loads.
public struct FontFile: Hashable, Sendable {
    /// As written in the scenario.
    public let name: String
    /// The file's bytes, shared with every other `FontFile` of the same content.
    public let data: FontData

    public init(name: String, bytes: [UInt8]) { self.name = name; data = FontData.shared(bytes) }

    init(name: String, data: FontData) { self.name = name; self.data = data }

    /// A copy of the bytes.
    public var bytes: [UInt8] { Array(data.buffer) }

    // Compared by name and bytes; hashed by name and length (cheap for megabyte files).
    public static func == (a: FontFile, b: FontFile) -> Bool { a.name == b.name && a.data.sameBytes(as: b.data) }
    public func hash(into h: inout Hasher) { h.combine(name); h.combine(data.buffer.count) }
}

/// The typefaces text is set in: the scenario's own regular and semibold faces (nil: the
/// bundled Inter), then fallbacks tried in order for characters the face lacks.
public struct FontChoice: Hashable, Sendable {
    public var regular: FontFile?
    public var semibold: FontFile?
    public var fallbacks: [FontFile]

    public init(regular: FontFile? = nil, semibold: FontFile? = nil, fallbacks: [FontFile] = []) {
        self.regular = regular; self.semibold = semibold; self.fallbacks = fallbacks
    }

    /// Only the bundled Inter.
    public var isBundled: Bool { regular == nil && semibold == nil && fallbacks.isEmpty }
}
