import CPNG

/// One PNG chunk: four-letter type and payload (length and CRC are implied).
struct PNGChunk: Equatable {
    var type: String
    var data: [UInt8]

    /// The 8-byte PNG signature.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Splits a PNG file into chunks, checking the signature, every length and every CRC.
    /// Stops after IEND; errors name `name`.
    static func parse(_ bytes: [UInt8], name: String) throws -> [PNGChunk] {
        if bytes.isEmpty { throw InputError("\(name): not a PNG file (empty file)") }
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else {
            throw InputError("\(name): not a PNG file")
        }
        var chunks: [PNGChunk] = []
        var at = 8
        while at < bytes.count {
            guard bytes.count - at >= 12 else { throw InputError("\(name): truncated PNG (chunk header at byte \(at))") }
            let length = Int(readUInt32(bytes, at))
            let typeBytes = Array(bytes[(at + 4)..<(at + 8)])
            guard typeBytes.allSatisfy({ (65...90).contains($0) || (97...122).contains($0) }) else {
                throw InputError("\(name): corrupt PNG (bad chunk type at byte \(at + 4))")
            }
            let type = String(decoding: typeBytes, as: UTF8.self)
            guard length <= 0x7FFF_FFFF, bytes.count - at - 12 >= length else {
                throw InputError("\(name): truncated PNG (\(type) chunk at byte \(at) runs past the end)")
            }
            let data = Array(bytes[(at + 8)..<(at + 8 + length)])
            let stored = readUInt32(bytes, at + 8 + length)
            let crc = bytes.withUnsafeBufferPointer { b in cpng_crc32(0, b.baseAddress.map { $0 + at + 4 }, 4 + length) }
            guard stored == crc else { throw InputError("\(name): corrupt PNG (\(type) chunk CRC mismatch)") }
            chunks.append(PNGChunk(type: type, data: data))
            at += 12 + length
            if type == "IEND" { return chunks }
        }
        throw InputError("\(name): truncated PNG (no IEND chunk)")
    }

    /// Appends this chunk (length, type, data, CRC over type and data) to `out`.
    func write(to out: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        precondition(typeBytes.count == 4 && data.count <= 0x7FFF_FFFF, "PNGChunk: bad chunk")
        appendUInt32(UInt32(data.count), to: &out)
        let start = out.count
        out.append(contentsOf: typeBytes)
        out.append(contentsOf: data)
        let crc = out.withUnsafeBufferPointer { b in cpng_crc32(0, b.baseAddress.map { $0 + start }, out.count - start) }
        appendUInt32(crc, to: &out)
    }

    /// A whole PNG file made of these chunks.
    static func file(_ chunks: [PNGChunk]) -> [UInt8] {
        var out = signature
        for c in chunks { c.write(to: &out) }
        return out
    }
}

/// Big-endian UInt32 at `at`; the caller has checked the bounds.
func readUInt32(_ b: [UInt8], _ at: Int) -> UInt32 {
    UInt32(b[at]) << 24 | UInt32(b[at + 1]) << 16 | UInt32(b[at + 2]) << 8 | UInt32(b[at + 3])
}

/// Big-endian UInt16 at `at`; the caller has checked the bounds.
func readUInt16(_ b: [UInt8], _ at: Int) -> UInt16 {
    UInt16(b[at]) << 8 | UInt16(b[at + 1])
}

func appendUInt32(_ v: UInt32, to out: inout [UInt8]) {
    out.append(UInt8(v >> 24)); out.append(UInt8(truncatingIfNeeded: v >> 16))
    out.append(UInt8(truncatingIfNeeded: v >> 8)); out.append(UInt8(truncatingIfNeeded: v))
}

func appendUInt16(_ v: UInt16, to out: inout [UInt8]) {
    out.append(UInt8(v >> 8)); out.append(UInt8(truncatingIfNeeded: v))
}
