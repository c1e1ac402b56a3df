import Foundation

/// Files compiled into the library by the EmbedResources build plugin (the example scenarios and
/// their images and fonts), looked up by name. Nothing is read from disk, so a copied binary has
/// them all. The bundled fonts are compiled in as they are, by CBundledFonts.
enum EmbeddedResources {
    /// The names of all embedded files, sorted (e.g. "scenarios/basic-scroll.json").
    static var names: [String] { EmbeddedResourceTable.base64.keys.sorted() }

    /// The bytes of the embedded file `name`, or nil when there is no such file (or its text
    /// does not decode, which only a damaged build could cause).
    static func bytes(_ name: String) -> [UInt8]? {
        guard let text = EmbeddedResourceTable.base64[name],
              let data = Data(base64Encoded: text, options: .ignoreUnknownCharacters) else { return nil }
        // One block copy (the generic `[UInt8](data)` copies byte by byte: ~1 ms for the fonts).
        return data.withUnsafeBytes { [UInt8]($0) }
    }
}
