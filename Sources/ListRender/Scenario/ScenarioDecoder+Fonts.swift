/// `theme.fonts` `{"regular"?, "semibold"?}` and `theme.fallbackFonts` `[path]`: font files
/// relative to the scenario, read and checked when it loads.
extension ScenarioDecoder {
    /// At most this many fallback fonts, and this many bytes a font file.
    static let maxFallbackFonts = 8
    static let maxFontBytes = 64 * 1024 * 1024

    func decodeFonts(_ c: ValueCursor, into choice: inout FontChoice) throws {
        let o = try c.object(allowed: ScenarioKeys.fonts)
        if o.optional("regular") == nil && o.optional("semibold") == nil {
            throw c.error("needs \"regular\" or \"semibold\" (a font file path), or leave \"fonts\" out for the bundled Inter")
        }
        let regular = try o.optional("regular").map(decodeFontFile)
        let semibold = try o.optional("semibold").map(decodeFontFile)
        // One face given: it sets both weights (as a family with one face would).
        choice.regular = regular ?? semibold
        choice.semibold = semibold ?? regular
    }

    func decodeFallbackFonts(_ c: ValueCursor) throws -> [FontFile] {
        let items = try c.array()
        if items.count > Self.maxFallbackFonts {
            throw c.error("has \(items.count) fonts; at most \(Self.maxFallbackFonts)")
        }
        return try items.map(decodeFontFile)
    }

    private func decodeFontFile(_ c: ValueCursor) throws -> FontFile {
        let name = try c.string()
        guard !name.isEmpty else { throw c.error("expected a font file path, got \"\"") }
        // The same unchanged file read before (and still held): checked then, not read again.
        let stamp = assets.path(of: name).flatMap(FileInput.Stamp.init(path:))
        if let stamp, let known = FontData.known(stamp), let path = assets.path(of: name) {
            decodedImages.filesRead.append(path)
            return FontFile(name: name, data: known)
        }
        let bytes: [UInt8], shown: String
        do {
            (bytes, shown) = try assets.read(name, kind: "font file", maxBytes: Self.maxFontBytes)
            if case .folder = assets { decodedImages.filesRead.append(shown) }
        } catch let e as InputError {
            throw c.error(e.message)
        }
        if let why = FontFileCheck.problem(bytes) { throw c.error("\(shown): \(why)") }
        let file = FontFile(name: name, bytes: bytes)
        if let stamp { FontData.remember(file.data, as: stamp) }
        return file
    }
}
