/// `.backdropBlur`: the blur of what was drawn before the item, prepared once per frame like the
/// shadow masks, so bands only copy it.
///
/// A band is drawn from the display list alone, so it cannot read back the content under a bar
/// (rows of it lie in other bands, drawn later or earlier). Instead, the first time a frame's
/// drawing meets a backdrop (`BackdropPatches`), the items before it are drawn over the rows it
/// needs (its rect plus the blur's reach) into a scratch buffer — the same band drawing, so those
/// rows are the frame's bytes — blurred there, and kept as a patch of the rect's pixels
/// (`BackdropPatch`); every band then copies its rows of the patch in the item's place. The blur
/// is integer box passes with an exact rounding average, so the bytes are the same on every run
/// and whichever rows a band holds.
enum BackdropBlur {
    /// Sigmas above this (device pixels) are clamped; a bar's material is far below it.
    static let maxSigma = 100.0
    /// Three box passes a direction: close to a Gaussian's shape, and each pass costs two adds a
    /// pixel whatever the radius.
    static let passes = 3

    /// The half-widths of the three box passes for a Gaussian of `sigma` device pixels (empty: no
    /// blur). A box of width w has variance (w² - 1) / 12; one odd width for all passes misses
    /// sigma by up to half a pixel, so, as Kovesi's "Fast almost-Gaussian filtering", the first m
    /// passes take the odd width below the ideal one and the rest the odd width above, m chosen
    /// so the variances sum closest to sigma².
    static func boxRadii(sigma: Double) -> [Int] {
        guard sigma.isFinite, sigma >= 0.5 else { return [] }
        let s = min(sigma, maxSigma), n = Double(passes)
        let ideal = (12 * s * s / n + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let wl = Double(lower)
        let m = Int(((12 * s * s - n * wl * wl - 4 * n * wl - 3 * n) / (-4 * wl - 4)).rounded())
        let below = min(passes, max(0, m))
        return (0..<passes).map { $0 < below ? (lower - 1) / 2 : (lower + 1) / 2 }
    }

    /// How far content outside the rect reaches into it (device pixels): the passes' half-widths summed.
    static func reach(sigma: Double) -> Int { boxRadii(sigma: sigma).reduce(0, +) }

    /// The whole device pixels a backdrop of `r` replaces (its edges rounded to the nearest pixel,
    /// inside a `width` x `height` frame when given); nil when nothing is replaced.
    static func pixelBox(_ r: Rect, scale s: Double, width: Int = .max, height: Int = .max) -> ItemExtent.Box? {
        let d = DeviceRect(r, scale: s)
        guard d.isDrawable else { return nil }
        let x0 = max(0, Int(d.x0.rounded())), y0 = max(0, Int(d.y0.rounded()))
        let x1 = min(width, Int(d.x1.rounded())), y1 = min(height, Int(d.y1.rounded()))
        return x0 < x1 && y0 < y1 ? (x0, y0, x1, y1) : nil
    }

    /// Bytes `blur` may read past the window's last pixel (a column lane is 16 bytes wide and the
    /// box's last one may end inside it): a scratch buffer carries this much more at its end.
    static let readPast = 16

    /// `box` of `scratch` blurred: `scratch` holds rows `rows` of a frame `frameWidth` wide
    /// (premultiplied RGBA8) and `readPast` bytes more; the passes run over columns `columns` and
    /// all of `rows` (the box plus the reach, inside the frame), each taking the window's edge
    /// pixels beyond its edges. Where the window was not cut by the frame's edge, a pixel of the
    /// box sees only real content, so the result is the blur of the frame itself. The patch's
    /// pixels go into `buffer` when it has their size.
    ///
    /// Every pass rounds to whole bytes (`BoxAverage`), so the passes keep bytes between them:
    /// the row passes run a row at a time in place in `scratch` (the row in cache through all
    /// of them), the column passes 16 bytes of columns at a time through two small buffers that
    /// stay in cache, each only over the rows the passes after it read; the box's rows of the
    /// last are the patch.
    static func blur(_ scratch: inout [UInt8], frameWidth: Int, rows: Range<Int>, columns: Range<Int>,
                     boxRadii radii: [Int], box: ItemExtent.Box, into buffer: [UInt8]? = nil) -> BackdropPatch {
        let ww = columns.count, wh = rows.count, rs = radii.filter { $0 > 0 }
        let (bw, bh) = (box.x1 - box.x0, box.y1 - box.y0)
        precondition(scratch.count >= frameWidth * wh * 4 + readPast, "scratch without its read-past bytes")
        // Every byte of the patch is written below, so any buffer of its size will do.
        var out = buffer ?? []
        if out.count != bw * bh * 4 { out = [UInt8](repeating: 0, count: bw * bh * 4) }
        let stride = frameWidth * 4
        scratch.withUnsafeMutableBufferPointer { s in
            let window = s.baseAddress! + columns.lowerBound * 4
            blurRows(window, stride: stride, width: ww, height: wh, radii: rs)
            // The rows each column pass must make: the last the box's, each one before it what
            // the next reads (its rows plus its radius, and the one past its end a running sum
            // reads), inside the window.
            var needed = [(box.y0 - rows.lowerBound)..<(box.y1 - rows.lowerBound)]
            for r in rs.dropFirst().reversed() {
                let n = needed[0]
                needed.insert(max(0, n.lowerBound - r)..<min(wh, n.upperBound + r + 1), at: 0)
            }
            let lane = 16
            let a = UnsafeMutablePointer<UInt8>.allocate(capacity: wh * lane)
            let b = UnsafeMutablePointer<UInt8>.allocate(capacity: wh * lane)
            defer { a.deallocate(); b.deallocate() }
            out.withUnsafeMutableBufferPointer { o in
                let first = (box.x0 - columns.lowerBound) * 4, bytes = bw * 4
                for start in Swift.stride(from: 0, to: bytes, by: lane) {
                    var src = UnsafePointer(window + first + start), srcStride = stride
                    var (dst, spare) = (a, b)
                    for (k, r) in rs.enumerated() where k < rs.count - 1 {
                        columnPass(src, stride: srcStride, into: dst, stride: lane, height: wh, rows: needed[k], radius: r)
                        src = UnsafePointer(dst); srcStride = lane
                        swap(&dst, &spare)
                    }
                    // The last pass into the free buffer, and the box's rows of it into the patch
                    // (straight from the window when there is no pass).
                    let top = box.y0 - rows.lowerBound, keep = min(lane, bytes - start)
                    if let r = rs.last {
                        columnPass(src, stride: srcStride, into: dst, stride: lane, height: wh, rows: needed[rs.count - 1], radius: r)
                        src = UnsafePointer(dst); srcStride = lane
                    }
                    for y in 0..<bh {
                        (o.baseAddress! + y * bytes + start).update(from: src + (top + y) * srcStride, count: keep)
                    }
                }
            }
        }
        return BackdropPatch(x0: box.x0, y0: box.y0, width: bw, height: bh, pixels: out)
    }

    /// The row passes over `height` rows of `width` pixels (rows `stride` bytes apart), in place:
    /// each row widened to 32-bit channels once, passed through every radius in cache, narrowed
    /// back. Each pass: a pixel the average of the 2r + 1 around it, the row's end pixels
    /// repeated beyond it, a pixel's four channels at once (the same weights for each, so a
    /// premultiplied colour never exceeds its alpha).
    private static func blurRows(_ window: UnsafeMutablePointer<UInt8>, stride: Int, width n: Int, height: Int, radii: [Int]) {
        guard n > 0, !radii.isEmpty else { return }
        var a = UnsafeMutablePointer<SIMD4<Int32>>.allocate(capacity: n)
        var b = UnsafeMutablePointer<SIMD4<Int32>>.allocate(capacity: n)
        defer { a.deallocate(); b.deallocate() }
        let averages = radii.map { BoxAverage(radius: $0) }
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(window + y &* stride)
            for x in 0..<n { a[x] = SIMD4<Int32>(truncatingIfNeeded: row.loadUnaligned(fromByteOffset: x &* 4, as: SIMD4<UInt8>.self)) }
            for (r, average) in zip(radii, averages) {
                var sum = SIMD4<Int32>(repeating: 0)
                for j in -r...r { sum &+= a[min(max(j, 0), n - 1)] }
                // The pixels whose window leaves the row at its left end, inside it, and at its
                // right end: the middle, most of a row, needs no clamping.
                let left = min(n, r), right = max(left, n &- r &- 1)
                var x = 0
                while x < left {
                    b[x] = average(sum)
                    sum &+= a[min(x &+ r &+ 1, n &- 1)] &- a[0]
                    x &+= 1
                }
                while x < right {
                    b[x] = average(sum)
                    sum &+= a[x &+ r &+ 1] &- a[x &- r]
                    x &+= 1
                }
                while x < n {
                    b[x] = average(sum)
                    sum &+= a[n &- 1] &- a[max(x &- r, 0)]
                    x &+= 1
                }
                swap(&a, &b)
            }
            for x in 0..<n { row.storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: a[x]), toByteOffset: x &* 4, as: SIMD4<UInt8>.self) }
        }
    }

    /// One box pass down 16 bytes of columns: rows `rows` of `dst` (rows `dstStride` apart) from
    /// `src`'s `height` rows (`srcStride` apart), the top and bottom rows repeated beyond them;
    /// a running sum of each byte lane, as four pixels' lanes side by side (the standard
    /// library widens four bytes in a few instructions, sixteen only element by element; four
    /// independent sums also keep the adds from waiting on each other).
    private static func columnPass(_ src: UnsafePointer<UInt8>, stride srcStride: Int, into dst: UnsafeMutablePointer<UInt8>,
                                   stride dstStride: Int, height n: Int, rows: Range<Int>, radius r: Int) {
        guard !rows.isEmpty else { return }
        let average = BoxAverage(radius: r)
        let raw = UnsafeRawPointer(src), out = UnsafeMutableRawPointer(dst)
        typealias Lanes = (SIMD4<Int32>, SIMD4<Int32>, SIMD4<Int32>, SIMD4<Int32>)
        @inline(__always) func pixel(_ row: UnsafeRawPointer, _ k: Int) -> SIMD4<Int32> {
            SIMD4<Int32>(truncatingIfNeeded: row.loadUnaligned(fromByteOffset: k &* 4, as: SIMD4<UInt8>.self))
        }
        @inline(__always) func at(_ y: Int) -> Lanes {
            let row = raw + min(max(y, 0), n &- 1) &* srcStride
            return (pixel(row, 0), pixel(row, 1), pixel(row, 2), pixel(row, 3))
        }
        var s = (SIMD4<Int32>(), SIMD4<Int32>(), SIMD4<Int32>(), SIMD4<Int32>())
        for j in (rows.lowerBound - r)...(rows.lowerBound + r) {
            let v = at(j)
            s.0 &+= v.0; s.1 &+= v.1; s.2 &+= v.2; s.3 &+= v.3
        }
        var y = rows.lowerBound
        while y < rows.upperBound {
            let o = out + y &* dstStride
            o.storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: average(s.0)), toByteOffset: 0, as: SIMD4<UInt8>.self)
            o.storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: average(s.1)), toByteOffset: 4, as: SIMD4<UInt8>.self)
            o.storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: average(s.2)), toByteOffset: 8, as: SIMD4<UInt8>.self)
            o.storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: average(s.3)), toByteOffset: 12, as: SIMD4<UInt8>.self)
            let enter = at(y &+ r &+ 1), leave = at(y &- r)
            s.0 &+= enter.0 &- leave.0; s.1 &+= enter.1 &- leave.1
            s.2 &+= enter.2 &- leave.2; s.3 &+= enter.3 &- leave.3
            y &+= 1
        }
    }

    /// `round(sum / w)` for the box of width `w` = 2r + 1, half up: `(sum + r) * m` in single
    /// precision with m a little above 1 / w (by 2^-18 of it), truncated. For every sum a box of
    /// bytes reaches (below 256 w, w at most 201) the product lands above the true quotient by
    /// less than 1 / w, so it truncates to the exact integer quotient and is never a whole
    /// number itself; a uniform area stays its colour to the byte (`BackdropBlurTests` checks
    /// every sum of every width).
    ///
    /// The conversions are by the float's bits, as the standard library's vector conversions
    /// are element by element: an integer n below 2^23 is the float 2^23 + n with its bits
    /// n + 0x4B000000, and the float x + (2^23 - 0.5), rounded once to the nearest integer at
    /// that magnitude, is 2^23 + floor(x) when x is not whole. So four lanes cost an integer
    /// add, a float subtract, multiply and add, and an integer subtract.
    struct BoxAverage {
        let half: Int32, m: Float
        private static let bits: Int32 = 0x4B00_0000, big: Float = 8_388_608
        init(radius r: Int) {
            half = Int32(r)
            m = Float(1 / Double(2 * r + 1) * (1 + 1 / 262_144))
        }
        @inline(__always) func callAsFunction(_ sum: SIMD4<Int32>) -> SIMD4<Int32> {
            let n = unsafeBitCast(sum &+ (half &+ Self.bits), to: SIMD4<Float>.self) - Self.big
            return unsafeBitCast(n * m + (Self.big - 0.5), to: SIMD4<Int32>.self) &- Self.bits
        }
    }
}

/// The patches of a frame's `.backdropBlur` items, by item index, each made the first time the
/// frame's drawing meets its item: the items before it drawn (with the patches of earlier
/// backdrops, so a tab bar's blur sees the nav bar's) over the rows it needs, and blurred. A
/// frame without a backdrop never looks for one: its drawing, which switches on every item
/// anyway, simply never asks.
final class BackdropPatches {
    private let list: DisplayList
    private let scale: Double, width: Int, height: Int
    private let text: TextPainter
    private let caches: FrameCaches
    /// Made so far; `.some(nil)` for a backdrop that replaces no pixel.
    private var made: [Int: BackdropPatch?] = [:]

    init(_ list: DisplayList, scale: Double, width: Int, height: Int, text: TextPainter, caches: FrameCaches) {
        self.list = list; self.scale = scale; self.width = width; self.height = height
        self.text = text; self.caches = caches
    }

    /// The frame is drawn: its patches' memory goes to the next frame's.
    deinit {
        for case let patch? in made.values { caches.backdropBuffers.give(patch.pixels) }
    }

    /// The patch of item `i` (a `.backdropBlur`), made now if not yet.
    func patch(at i: Int) -> BackdropPatch? {
        if let done = made[i] { return done }
        let p = make(i)
        made[i] = .some(p)
        return p
    }

    private func make(_ i: Int) -> BackdropPatch? {
        guard case let .backdropBlur(rect, radius) = list.items[i],
              let box = BackdropBlur.pixelBox(rect, scale: scale, width: width, height: height) else { return nil }
        let radii = BackdropBlur.boxRadii(sigma: radius * scale), k = radii.reduce(0, +)
        let rows = max(0, box.y0 - k)..<min(height, box.y1 + k)
        let columns = max(0, box.x0 - k)..<min(width, box.x1 + k)
        // Every byte of the rows is drawn over (as a band's are), so last frame's will do.
        let buffers = caches.backdropBuffers
        var scratch = buffers.take(count: width * rows.count * 4 + BackdropBlur.readPast)
        defer { buffers.give(scratch) }
        scratch.withUnsafeMutableBufferPointer { buf in
            // The items before the backdrop, drawn up to it in place (no copy of the list).
            let bands = FrameBands(list, upTo: i, scale: scale, width: width, height: height, band: buf.baseAddress!,
                                   text: text, caches: caches, backdrops: self)
            bands.drawRows(rows, over: buf.baseAddress!)
        }
        return BackdropBlur.blur(&scratch, frameWidth: width, rows: rows, columns: columns, boxRadii: radii, box: box,
                                 into: buffers.take(count: (box.x1 - box.x0) * (box.y1 - box.y0) * 4))
    }
}

/// The backdrops' scratch rows and patches kept from frame to frame (one set a rasterizer, in
/// `FrameCaches`): a scroll's frames need the same sizes again, and a fresh megabyte each time
/// costs more in page faults and zero-filling than the blur does (docs/benchmarks.md).
final class BackdropBuffers {
    /// A frame's two bars need two scratches and two patches at most at once.
    private static let kept = 4
    private var free: [[UInt8]] = []

    /// A buffer of `count` bytes, of any content.
    func take(count: Int) -> [UInt8] {
        if let i = free.lastIndex(where: { $0.count == count }) { return free.remove(at: i) }
        return [UInt8](repeating: 0, count: count)
    }

    func give(_ buffer: [UInt8]) {
        free.append(buffer)
        if free.count > Self.kept { free.removeFirst() }
    }
}

/// A backdrop's blurred pixels (premultiplied RGBA8, rows of `width * 4`), placed at (x0, y0).
struct BackdropPatch {
    let x0: Int, y0: Int, width: Int, height: Int
    let pixels: [UInt8]
}

extension PixelTarget {
    /// Puts `patch` in place of the pixels under it, inside the clip; a pixel cut by a fractional
    /// clip edge gets the patch in proportion to the part inside.
    func replace(with patch: BackdropPatch) {
        let (x0, x1) = columns(patch.x0, patch.x0 + patch.width)
        let (y0, y1) = rows(patch.y0, patch.y0 + patch.height)
        guard x0 < x1, y0 < y1 else { return }
        patch.pixels.withUnsafeBufferPointer { src in
            for y in y0..<y1 {
                let s = src.baseAddress! + ((y - patch.y0) * patch.width + x0 - patch.x0) * 4
                let d = pointer(x: x0, y: y)
                if clipAligned {
                    d.update(from: s, count: (x1 - x0) * 4)
                    continue
                }
                for x in 0..<(x1 - x0) {
                    let f = factor(x: x0 + x, y: y)
                    for c in 0..<4 {
                        let o = x * 4 + c
                        d[o] = UInt8(div255(UInt32(s[o]) * f + UInt32(d[o]) * (255 - f)))
                    }
                }
            }
        }
    }
}
