#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes an animated PNG by re-wrapping libpng-compressed frames (Debian's libpng has no APNG
/// support): signature, IHDR, acTL, then per frame an fcTL and its data (IDAT for frame 0, fdAT
/// after), IEND. fcTL and fdAT share one sequence counter starting at 0.
///
/// Streaming: `add` compresses each frame at once and keeps only the previous image plus the
/// compressed chunks, so memory grows with the file size, not with frames times pixels.
/// - Consecutive identical frames become one frame with a longer delay.
/// - A later frame holds only the bounding box of pixels that changed since the previous frame
///   (dispose NONE, blend SOURCE), so a list that scrolls a little costs a strip, not a screen.
///
/// ```
/// var w = try APNGWriter(width: 390, height: 844, fps: 60)
/// for frame in frames { try w.add(frame) }
/// let bytes = try w.finish()
/// ```
public struct APNGWriter: AnimationEncoder {
    /// Canvas width in pixels; every frame added has this size.
    public let width: Int
    /// Canvas height in pixels.
    public let height: Int
    /// Frames per second: each added frame shows for 1/fps seconds.
    public let fps: Double
    /// How each frame is compressed; always written as RGBA (every frame shares IHDR's colour type).
    let options: PNGEncodeOptions

    /// A frame compressed but not yet written: identical frames that follow extend its delay.
    private struct Pending {
        var x: Int, y: Int, width: Int, height: Int
        var zlibChunks: [[UInt8]]   // IDAT payloads as libpng split them
        var count: Int              // how many input frames it stands for
    }

    private var previous: RGBAImage?
    private var pending: Pending?
    private var body: [UInt8] = []
    private var framesWritten = 0
    private var sequence: UInt32 = 0
    private var added = 0
    private var finished = false

    /// A writer for frames of `width` x `height` shown at `fps` frames per second (0 < fps <= 1000).
    public init(width: Int, height: Int, fps: Double) throws {
        try self.init(width: width, height: height, fps: fps, options: .default)
    }

    /// The same with libpng compression options (tests compare settings).
    init(width: Int, height: Int, fps: Double, options: PNGEncodeOptions) throws {
        guard width > 0, height > 0, width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF else {
            throw InputError("APNG: frame size \(width)x\(height) is not valid")
        }
        guard fps.isFinite, fps > 0, fps <= 1000 else { throw InputError("APNG: fps \(fps) is not in (0, 1000]") }
        self.width = width; self.height = height; self.fps = fps
        var o = options
        o.rgbWhenOpaque = false
        self.options = o
    }

    /// Appends one frame; it is shown for 1/fps seconds (longer if the next frames repeat it).
    public mutating func add(_ image: RGBAImage) throws {
        guard !finished else { throw InputError("APNG: add after finish") }
        guard image.width == width, image.height == height else {
            throw InputError("APNG: frame \(added) is \(image.width)x\(image.height), expected \(width)x\(height)")
        }
        defer { added += 1 }
        guard let prev = previous else {
            pending = Pending(x: 0, y: 0, width: width, height: height,
                              zlibChunks: try compress(image), count: 1)
            previous = image
            return
        }
        guard let box = changedBox(prev, image) else {
            if var p = pending, p.count < maxFramesPerDelay {
                p.count += 1
                pending = p
            } else {
                // The delay fraction is full: show the same pixels again as a 1x1 frame.
                flush()
                pending = Pending(x: 0, y: 0, width: 1, height: 1,
                                  zlibChunks: try compress(crop(image, x: 0, y: 0, width: 1, height: 1)), count: 1)
            }
            return
        }
        flush()
        let sub = box.width == width && box.height == height
            ? image : crop(image, x: box.x, y: box.y, width: box.width, height: box.height)
        pending = Pending(x: box.x, y: box.y, width: box.width, height: box.height,
                          zlibChunks: try compress(sub), count: 1)
        previous = image
    }

    /// The whole APNG file. Throws if no frame was added.
    public mutating func finish() throws -> [UInt8] {
        guard !finished else { throw InputError("APNG: finish called twice") }
        guard previous != nil else { throw InputError("APNG: no frames to write") }
        flush()
        finished = true
        var ihdr: [UInt8] = []
        appendUInt32(UInt32(width), to: &ihdr); appendUInt32(UInt32(height), to: &ihdr)
        ihdr += [8, 6, 0, 0, 0]   // 8-bit RGBA, deflate, adaptive filtering, no interlace
        var actl: [UInt8] = []
        appendUInt32(UInt32(framesWritten), to: &actl)
        appendUInt32(0, to: &actl)   // loop forever
        var out = PNGChunk.signature
        PNGChunk(type: "IHDR", data: ihdr).write(to: &out)
        PNGChunk(type: "acTL", data: actl).write(to: &out)
        out += body
        PNGChunk(type: "IEND", data: []).write(to: &out)
        body = []
        return out
    }

    // MARK: - Frames

    /// Delay of `count` input frames as a fraction: exact n/fps for whole fps, else milliseconds.
    private func delay(_ count: Int) -> (num: UInt16, den: UInt16) {
        if fps == fps.rounded() { return (UInt16(count), UInt16(fps)) }
        return (UInt16(min(65535, (Double(count) * 1000 / fps).rounded())), 1000)
    }

    /// Most input frames one APNG frame's delay can stand for (delay_num is 16 bits).
    private var maxFramesPerDelay: Int {
        fps == fps.rounded() ? 65535 : max(1, Int(65535 * fps / 1000))
    }

    private mutating func flush() {
        guard let p = pending else { return }
        pending = nil
        var fctl: [UInt8] = []
        appendUInt32(sequence, to: &fctl); sequence += 1
        appendUInt32(UInt32(p.width), to: &fctl); appendUInt32(UInt32(p.height), to: &fctl)
        appendUInt32(UInt32(p.x), to: &fctl); appendUInt32(UInt32(p.y), to: &fctl)
        let d = delay(p.count)
        appendUInt16(d.num, to: &fctl); appendUInt16(d.den, to: &fctl)
        fctl += [0, 0]   // dispose NONE, blend SOURCE
        PNGChunk(type: "fcTL", data: fctl).write(to: &body)
        for z in p.zlibChunks {
            if framesWritten == 0 {
                PNGChunk(type: "IDAT", data: z).write(to: &body)
            } else {
                var fdat: [UInt8] = []
                fdat.reserveCapacity(z.count + 4)
                appendUInt32(sequence, to: &fdat); sequence += 1
                fdat += z
                PNGChunk(type: "fdAT", data: fdat).write(to: &body)
            }
        }
        framesWritten += 1
    }

    /// libpng's IDAT payloads for `image` as RGBA.
    private func compress(_ image: RGBAImage) throws -> [[UInt8]] {
        let png = try PNGCodec.encode(image, options: options)
        let chunks = try PNGChunk.parse(png, name: "APNG frame")
        return chunks.filter { $0.type == "IDAT" }.map(\.data)
    }
}

/// The smallest rectangle holding every pixel that differs between `a` and `b` (same size), or
/// nil when they are identical. Rows are compared with memcmp first: most rows of a UI frame
/// do not change.
func changedBox(_ a: RGBAImage, _ b: RGBAImage) -> (x: Int, y: Int, width: Int, height: Int)? {
    precondition(a.width == b.width && a.height == b.height)
    let w = a.width, rowBytes = w * 4
    var minX = w, maxX = -1, minY = -1, maxY = -1
    a.pixels.withUnsafeBytes { pa in
        b.pixels.withUnsafeBytes { pb in
            guard let ba = pa.baseAddress, let bb = pb.baseAddress else { return }
            func same(_ i: Int) -> Bool {
                pa.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self) == pb.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)
            }
            for y in 0..<a.height {
                if memcmp(ba + y * rowBytes, bb + y * rowBytes, rowBytes) == 0 { continue }
                if minY < 0 { minY = y }
                maxY = y
                let row = y * w
                var x0 = 0
                while same(row + x0) { x0 += 1 }
                var x1 = w - 1
                while same(row + x1) { x1 -= 1 }
                minX = min(minX, x0); maxX = max(maxX, x1)
            }
        }
    }
    guard minY >= 0 else { return nil }
    return (minX, minY, maxX - minX + 1, maxY - minY + 1)
}

/// A copy of the `width` x `height` rectangle of `image` at (`x`, `y`); the caller keeps it inside.
func crop(_ image: RGBAImage, x: Int, y: Int, width: Int, height: Int) -> RGBAImage {
    var out = [UInt8](repeating: 0, count: width * height * 4)
    for row in 0..<height {
        let from = ((y + row) * image.width + x) * 4
        out.replaceSubrange((row * width * 4)..<((row + 1) * width * 4), with: image.pixels[from..<(from + width * 4)])
    }
    return RGBAImage(width: width, height: height, pixels: out)
}
