import CPNG

/// A reusable PNG writer for frames: rows unfiltered, image data compressed in C, RGB when every
/// pixel is opaque.
///
/// Why a compressor of our own: zlib at level 6 was over half of all CPU time of a render, and
/// libdeflate (the fastest general one) spends most of its time hashing bytes inside the long
/// repeats UI frames are made of; trying the pixel above and to the left first gives the same
/// size in a fraction of the time (docs/benchmarks.md). One encoder per worker thread reuses its
/// buffers, so no frame allocates or page-faults them. Not thread-safe: one per thread.
package final class PNGFrameEncoder {
    /// Which compressor codes the image data.
    package enum Compressor: Equatable {
        /// The frame compressor (Sources/CPNG/ui_deflate.c): what frames are written with.
        case frame
        /// libdeflate at a level 0...12: the reference the bench measures the frame compressor against.
        case libdeflate(level: Int)
    }

    private let encoder: OpaquePointer

    package init(_ compressor: Compressor = .frame) {
        let level: Int32
        switch compressor {
        case .frame: level = CPNG_FRAME_DEFLATE
        case .libdeflate(let l): level = Int32(clamping: l)
        }
        // Fails only for a level outside 0...12 (a programming error) or when out of memory.
        guard let e = cpng_frame_encoder_new(level) else {
            fatalError("PNGFrameEncoder: cannot create the compressor \(compressor)")
        }
        encoder = e
    }

    deinit { cpng_frame_encoder_free(encoder) }

    /// Encodes `image` and hands the bytes to `body` (they live until the next call).
    /// `opaque: true` promises every alpha is 255 and skips the check.
    package func withEncoded<T>(_ image: RGBAImage, opaque: Bool = false,
                        _ body: (UnsafeBufferPointer<UInt8>) throws -> T) throws -> T {
        let bytes = try image.pixels.withUnsafeBufferPointer { px in
            try encode(px.baseAddress, width: image.width, height: image.height, flags: opaque ? CPNG_ENCODE_OPAQUE : 0)
        }
        return try body(bytes)
    }

    /// `withEncoded` for a frame nothing reads again: an opaque frame's scanlines are written over
    /// its own pixels, which saves a second frame-sized buffer and a pass of it through memory
    /// (docs/benchmarks.md). Afterwards `image`'s pixels are unspecified; the bytes are the same.
    package func withEncoded<T>(overwriting image: inout RGBAImage, opaque: Bool = false,
                        _ body: (UnsafeBufferPointer<UInt8>) throws -> T) throws -> T {
        let (width, height) = (image.width, image.height)
        let bytes = try image.pixels.withUnsafeMutableBufferPointer { px in
            try encode(UnsafePointer(px.baseAddress), width: width, height: height,
                       flags: CPNG_ENCODE_IN_PLACE | (opaque ? CPNG_ENCODE_OPAQUE : 0))
        }
        return try body(bytes)
    }

    /// Draws a band of rows from the given row on and returns its first pixel and row count.
    package typealias BandDrawer = (Int) -> (pixels: UnsafePointer<UInt8>, rows: Int)

    /// Encodes an opaque `width` x `height` frame that is drawn a band of rows at a time as the
    /// compressor reaches it: `band(y)` draws rows from y on (at least one, rows `width * 4`
    /// bytes apart, valid until its next call). The scanlines pass through a ring of a few
    /// hundred KB, so no frame-sized buffer is written or read back (docs/benchmarks.md). The
    /// same bytes as `withEncoded` of the whole frame.
    /// `ring: false` takes the path of a system that cannot map the ring (tests compare the two).
    /// `indexed: true` writes a palette PNG (colour type 3) when the frame has at most 256 colours:
    /// the same pixels decoded, a third of the bytes to compress (a diff image: docs/benchmarks.md);
    /// with more colours it is written RGB, and `band` is asked for every band again from row 0.
    /// Either way compressed quick: only repeats of the pixel to the left and the one above are
    /// looked for (no hash chains, no lazy matching), about 0.6x the time for 1.08x the bytes of a
    /// diff. So `indexed` is for diffs only, never for a frame `render` writes.
    package func withEncoded<T>(opaqueBandsOf width: Int, height: Int, ring: Bool = true, indexed: Bool = false,
                                band: BandDrawer, _ body: (UnsafeBufferPointer<UInt8>) throws -> T) throws -> T {
        let bytes = try withoutActuallyEscaping(band) { band in
            var drawer: BandDrawer = band
            return try withUnsafeMutablePointer(to: &drawer) { context in
                try check(width: width, height: height) { out, count, message in
                    cpng_frame_encoder_encode_bands(encoder, UInt32(clamping: width), UInt32(clamping: height),
                                                    CPNG_ENCODE_OPAQUE | (ring ? 0 : CPNG_ENCODE_NO_RING)
                                                        | (indexed ? CPNG_ENCODE_INDEXED : 0), { context, first, rows in
                        guard let draw = context?.assumingMemoryBound(to: BandDrawer.self).pointee else { return nil }
                        let band = draw(Int(first))
                        rows?.pointee = UInt32(clamping: band.rows)
                        return band.pixels
                    }, context, &out, &count, &message, message.count)
                }
            }
        }
        return try body(bytes)
    }

    private func encode(_ pixels: UnsafePointer<UInt8>?, width: Int, height: Int, flags: Int32) throws -> UnsafeBufferPointer<UInt8> {
        try check(width: width, height: height) { out, count, message in
            cpng_frame_encoder_encode(encoder, pixels, UInt32(clamping: width), UInt32(clamping: height),
                                      width * 4, flags, &out, &count, &message, message.count)
        }
    }

    /// Runs one of the C encoder's calls on a `width` x `height` image and turns its result into
    /// bytes or an error; an empty image is refused before the call.
    private func check(width: Int, height: Int,
                       _ call: (inout UnsafePointer<UInt8>?, inout Int, inout [CChar]) -> Int32) throws -> UnsafeBufferPointer<UInt8> {
        guard width > 0, height > 0 else {
            throw InternalError("PNG: cannot encode an empty \(width)x\(height) image")
        }
        var out: UnsafePointer<UInt8>?
        var count = 0
        var message = [CChar](repeating: 0, count: 256)
        let code = call(&out, &count, &message)
        guard code == Int32(CPNG_OK), let bytes = out else {
            throw InternalError("PNG: cannot encode \(width)x\(height) image (\(PNGCodec.messageText(message)))")
        }
        return UnsafeBufferPointer(start: bytes, count: count)
    }

    /// Encodes `image` to a new array of PNG bytes.
    package func encode(_ image: RGBAImage, opaque: Bool = false) throws -> [UInt8] {
        try withEncoded(image, opaque: opaque) { Array($0) }
    }
}
