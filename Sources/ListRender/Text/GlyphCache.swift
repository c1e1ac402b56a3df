import CFreeType

/// Anti-aliased glyph bitmaps rendered by FreeType, cached per Rasterizer (so per thread).
///
/// Key: (face number, pixel size in 1/64 px, glyph id, horizontal subpixel phase 0...3). A glyph is
/// loaded unhinted (FT_LOAD_NO_HINTING, so shapes and advances scale exactly), its outline moved
/// right by phase/4 px, and rendered with FT_RENDER_MODE_NORMAL (8-bit coverage). A bitmap depends
/// only on its key, never on what was cached before, so clearing the cache when it passes
/// `capacity` (simplest eviction) cannot change a byte of output.
final class GlyphCache {
    struct Key: Hashable {
        /// The face number (`FontStack`: 0 regular, 1 semibold, 2... fallbacks).
        let face: Int
        let size64: Int
        let glyph: UInt32
        let phase: UInt8
    }

    /// Coverage bytes, `width` x `rows`, placed `left` px right of the pen and `top` px above the
    /// baseline; or, for a colour glyph (emoji), its premultiplied RGBA pixels in `color`.
    struct Bitmap {
        let left: Int
        let top: Int
        let width: Int
        let rows: Int
        let coverage: [UInt8]
        var color: [UInt8]? = nil
    }

    static let phases = 4
    /// About 2 MB of small bitmaps at 17 pt x 3; a frame uses a few hundred entries.
    static let capacity = 4096

    private let faces: FreeTypeFaces
    private var cache: [Key: Bitmap] = [:]
    /// The char size last set on each face (FT_Set_Char_Size is per face state).
    private var currentSize64: [Int: Int] = [:]

    init(faces: FreeTypeFaces) { self.faces = faces }

    func bitmap(_ key: Key) -> Bitmap {
        if let b = cache[key] { return b }
        let b = render(key)
        if cache.count >= GlyphCache.capacity { cache.removeAll(keepingCapacity: true) }
        cache[key] = b
        return b
    }

    private static let empty = Bitmap(left: 0, top: 0, width: 0, rows: 0, coverage: [])

    private func render(_ key: Key) -> Bitmap {
        guard key.face >= 0, key.face < faces.all.count else { return GlyphCache.empty }
        let face = faces.all[key.face]
        if (face.pointee.face_flags & FT_Long(FT_FACE_FLAG_COLOR)) != 0, face.pointee.num_fixed_sizes > 0 {
            currentSize64[key.face] = nil
            return ColorGlyph.render(face, glyph: key.glyph, pixelSize: Double(key.size64) / 64) ?? GlyphCache.empty
        }
        if currentSize64[key.face] != key.size64 {
            guard FT_Set_Char_Size(face, 0, FT_F26Dot6(key.size64), 72, 72) == 0 else { return GlyphCache.empty }
            currentSize64[key.face] = key.size64
        }
        let flags = FT_Int32(FT_LOAD_NO_HINTING) | FT_Int32(FT_LOAD_NO_BITMAP)
        guard FT_Load_Glyph(face, key.glyph, flags) == 0, let slot = face.pointee.glyph else {
            return GlyphCache.empty
        }
        // Subpixel phase: shift the outline right by phase/4 px (26.6 units: 64 per px).
        FT_Outline_Translate(&slot.pointee.outline, FT_Pos(Int(key.phase) * 64 / GlyphCache.phases), 0)
        guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return GlyphCache.empty }
        let bm = slot.pointee.bitmap
        let w = Int(bm.width), h = Int(bm.rows), pitch = Int(bm.pitch)
        guard w > 0, h > 0, let buffer = bm.buffer else {
            return Bitmap(left: 0, top: 0, width: 0, rows: 0, coverage: [])
        }
        var cov = [UInt8](repeating: 0, count: w * h)
        cov.withUnsafeMutableBufferPointer { dst in
            for y in 0..<h {
                // A negative pitch means rows run bottom-up.
                let src = pitch >= 0 ? buffer + y * pitch : buffer + (h - 1 - y) * (-pitch)
                for x in 0..<w { dst[y * w + x] = src[x] }
            }
        }
        return Bitmap(left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top),
                      width: w, rows: h, coverage: cov)
    }
}
