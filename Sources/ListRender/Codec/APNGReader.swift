/// Decodes an animated PNG to its full frames, as a viewer shows them: each frame's data is
/// re-wrapped as a standalone PNG (IHDR with the frame's size + its IDAT/fdAT payloads), decoded
/// by libpng, and composited onto the canvas per its blend op, then the dispose op is applied.
/// A plain PNG reads as one frame with delay 0. Used by tests and by the docs check.
public enum APNGReader {
    /// One shown frame: the whole canvas and how long it stays, in seconds.
    public typealias Frame = (image: RGBAImage, delay: Double)

    /// Every frame of the APNG in `bytes`; errors are one-line `InputError`s naming `name`.
    public static func decode(_ bytes: [UInt8], name: String) throws -> [Frame] {
        let chunks = try PNGChunk.parse(bytes, name: name)
        guard let ihdr = chunks.first, ihdr.type == "IHDR", ihdr.data.count == 13 else {
            throw InputError("\(name): corrupt PNG (IHDR is not the first chunk)")
        }
        guard chunks.contains(where: { $0.type == "acTL" }) else {
            return [(try PNGCodec.decode(bytes, name: name), 0)]
        }
        let width = Int(readUInt32(ihdr.data, 0)), height = Int(readUInt32(ihdr.data, 4))
        guard width > 0, height > 0, UInt64(width) * UInt64(height) <= 1 << 28 else {
            throw InputError("\(name): APNG canvas \(width)x\(height) is not valid")
        }
        // Chunks every frame's standalone PNG needs besides its data (palette, transparency).
        let shared = chunks.filter { ["PLTE", "tRNS"].contains($0.type) }

        var frames: [Frame] = []
        var canvas = RGBAImage(width: width, height: height)
        var control: FrameControl?
        var data: [UInt8] = []
        var expectedSequence: UInt32 = 0

        func finishFrame() throws {
            guard let fc = control else { return }
            var header = ihdr.data
            header.replaceSubrange(0..<8, with: bigEndian(UInt32(fc.width)) + bigEndian(UInt32(fc.height)))
            let png = PNGChunk.file([PNGChunk(type: "IHDR", data: header)] + shared
                + [PNGChunk(type: "IDAT", data: data), PNGChunk(type: "IEND", data: [])])
            let sub = try PNGCodec.decode(png, name: "\(name) frame \(frames.count)")
            let saved = fc.dispose == 2 ? crop(canvas, x: fc.x, y: fc.y, width: fc.width, height: fc.height) : nil
            draw(sub, onto: &canvas, at: fc, over: fc.blend == 1)
            frames.append((canvas, fc.delay))
            switch fc.dispose {
            case 1: draw(RGBAImage(width: fc.width, height: fc.height), onto: &canvas, at: fc, over: false)
            case 2: if let s = saved { draw(s, onto: &canvas, at: fc, over: false) }
            default: break
            }
            control = nil
            data = []
        }

        func checkSequence(_ chunk: PNGChunk) throws {
            guard chunk.data.count >= 4 else { throw InputError("\(name): corrupt APNG (\(chunk.type) too short)") }
            let n = readUInt32(chunk.data, 0)
            guard n == expectedSequence else {
                throw InputError("\(name): corrupt APNG (sequence number \(n), expected \(expectedSequence))")
            }
            expectedSequence += 1
        }

        for chunk in chunks {
            switch chunk.type {
            case "fcTL":
                try checkSequence(chunk)
                try finishFrame()
                control = try FrameControl(chunk.data, canvasWidth: width, canvasHeight: height, name: name)
            case "IDAT":
                if control != nil { data += chunk.data }   // no fcTL yet: default image, not animated
            case "fdAT":
                try checkSequence(chunk)
                guard control != nil else { throw InputError("\(name): corrupt APNG (fdAT before any fcTL)") }
                data += chunk.data[4...]
            default:
                break
            }
        }
        try finishFrame()
        guard !frames.isEmpty else { throw InputError("\(name): corrupt APNG (no frames)") }
        return frames
    }

    /// Writes `src` into `canvas` at the frame's offset: replacing (SOURCE) or straight-alpha
    /// source-over (OVER), rounded to nearest.
    private static func draw(_ src: RGBAImage, onto canvas: inout RGBAImage, at fc: FrameControl, over: Bool) {
        if !over {
            let rowBytes = src.width * 4
            for row in 0..<src.height {
                let d = ((fc.y + row) * canvas.width + fc.x) * 4
                canvas.pixels.replaceSubrange(d..<(d + rowBytes), with: src.pixels[(row * rowBytes)..<((row + 1) * rowBytes)])
            }
            return
        }
        for row in 0..<src.height {
            for col in 0..<src.width {
                let s = (row * src.width + col) * 4
                let d = ((fc.y + row) * canvas.width + fc.x + col) * 4
                let sa = Int(src.pixels[s + 3])
                if sa == 255 {
                    for k in 0..<4 { canvas.pixels[d + k] = src.pixels[s + k] }
                    continue
                }
                if sa == 0 { continue }
                let da = Int(canvas.pixels[d + 3])
                let outA255 = sa * 255 + da * (255 - sa)      // alpha * 255 * 255
                for k in 0..<3 {
                    let c = Int(src.pixels[s + k]) * sa * 255 + Int(canvas.pixels[d + k]) * da * (255 - sa)
                    canvas.pixels[d + k] = UInt8((c + outA255 / 2) / outA255)
                }
                canvas.pixels[d + 3] = UInt8((outA255 + 127) / 255)
            }
        }
    }

    private static func bigEndian(_ v: UInt32) -> [UInt8] {
        var out: [UInt8] = []
        appendUInt32(v, to: &out)
        return out
    }
}

/// An fcTL chunk, checked against the canvas.
struct FrameControl {
    var width: Int, height: Int, x: Int, y: Int
    var delay: Double
    var dispose: UInt8   // 0 none, 1 background, 2 previous
    var blend: UInt8     // 0 source, 1 over

    init(_ d: [UInt8], canvasWidth: Int, canvasHeight: Int, name: String) throws {
        guard d.count == 26 else { throw InputError("\(name): corrupt APNG (fcTL is \(d.count) bytes, expected 26)") }
        width = Int(readUInt32(d, 4)); height = Int(readUInt32(d, 8))
        x = Int(readUInt32(d, 12)); y = Int(readUInt32(d, 16))
        let num = readUInt16(d, 20), den = readUInt16(d, 22)
        delay = Double(num) / Double(den == 0 ? 100 : den)
        dispose = d[24]; blend = d[25]
        guard width > 0, height > 0, x + width <= canvasWidth, y + height <= canvasHeight else {
            throw InputError("\(name): corrupt APNG (frame \(width)x\(height) at \(x),\(y) is outside the \(canvasWidth)x\(canvasHeight) canvas)")
        }
        guard dispose <= 2, blend <= 1 else { throw InputError("\(name): corrupt APNG (unknown dispose or blend op)") }
    }
}
