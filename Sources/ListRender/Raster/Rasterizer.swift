/// Turns a `DisplayList` into pixels. One instance per thread: it owns FreeType faces, a glyph
/// cache and a frame buffer, which are not thread-safe. Rendering is single-threaded and
/// deterministic, so any number of instances on any threads produce the same bytes for the same
/// list, in debug and release builds alike.
public final class Rasterizer {
    private var faces: FreeTypeFaces
    private var glyphs: GlyphCache
    private var measurer: TextMeasurer
    private var runs = PlacedRunCache()
    private let caches = FrameCaches()
    /// The last frame's buffer, handed back by `recycle`: a fresh 12 MB frame each time costs
    /// more in zero-filling and page faults than drawing the frame does.
    private var spare: [UInt8] = []
    /// The band `withBands` draws into.
    private var bandBuffer: [UInt8] = []

    /// Every store drawn, none left out by `DeadStores` or `ShadowCovers` (tests hold the
    /// elimination to this).
    var drawsEveryStore: Bool {
        get { caches.drawsEveryStore }
        set { caches.drawsEveryStore = newValue }
    }

    /// Loads the bundled fonts. A bundle without them is a packaging defect and stops the process.
    public init() {
        faces = FreeTypeFaces()
        glyphs = GlyphCache(faces: faces)
        measurer = TextMeasurer.shared
    }

    /// Renders `list` at `scale` pixels per point onto a canvas of `round(size * scale)` pixels,
    /// filled with the list's background first. Unbalanced clips and layers are tolerated: an
    /// extra `popClip` / `endLayer` is ignored, layers still open at the end are composited.
    public func render(_ list: DisplayList, scale: Double) -> Canvas {
        var none: [UInt8] = []
        return render(list, scale: scale, reusing: &none)
    }

    /// `render(list, scale:).toImage()`: straight-alpha RGBA8, ready for PNG. Draws into the
    /// buffer last given to `recycle` when there is one of the right size.
    public func renderImage(_ list: DisplayList, scale: Double) -> RGBAImage {
        var buffer: [UInt8] = []
        swap(&buffer, &spare)
        let (_, w, h) = Self.frameSize(list, scale: scale)
        if list.background.a == 255, w > 0, h > 0 {
            // Opaque: drawn in bands, as `render` draws it (the same bytes, BandedRasterTests).
            var pixels: [UInt8] = []
            if buffer.count == w * h * 4 { swap(&pixels, &buffer) } else { pixels = FrameMemory.overwritten(count: w * h * 4) }
            withBands(list, scale: scale) { bands in
                pixels.withUnsafeMutableBufferPointer { bands.drawFrame(into: $0.baseAddress!) }
            }
            return RGBAImage(width: w, height: h, pixels: pixels)
        }
        let canvas = render(list, scale: scale, reusing: &buffer)
        // Source-over onto an opaque pixel leaves it opaque (255 - a + a), so an opaque background
        // makes an opaque frame, whose premultiplied bytes are already straight: no conversion.
        if list.background.a == 255 {
            return RGBAImage(width: canvas.width, height: canvas.height, pixels: canvas.pixels)
        }
        return canvas.toImage()
    }

    /// `renderImage` of an opaque `list`, drawn as `body` asks for its bands: `body` gets a
    /// drawer with `FrameBands.draw(from:)`'s contract that draws the rows in place in the frame,
    /// so an encoder takes each band while it is in cache and the frame is kept whole as well.
    /// `body` must ask for every row. nil, without calling `body`, when the list's background is
    /// not opaque or the frame is empty.
    package func renderImage<T>(_ list: DisplayList, scale: Double,
                                bands body: (_ band: (Int) -> (pixels: UnsafePointer<UInt8>, rows: Int)) throws -> T)
        rethrows -> (image: RGBAImage, result: T)? {
        let (_, w, h) = Self.frameSize(list, scale: scale)
        guard list.background.a == 255, w > 0, h > 0 else { return nil }
        var pixels: [UInt8] = []
        swap(&pixels, &spare)
        if pixels.count != w * h * 4 { pixels = FrameMemory.overwritten(count: w * h * 4) }
        let result = try withBands(list, scale: scale) { bands in
            try pixels.withUnsafeMutableBufferPointer { frame in
                try body { bands.draw(from: $0, into: frame.baseAddress!) }
            }
        }
        return (RGBAImage(width: w, height: h, pixels: pixels), result)
    }

    /// Gives a frame's pixels back for the next `renderImage` (once nothing else holds them, the
    /// next frame is drawn in place; if something still does, it keeps its copy intact).
    package func recycle(_ image: RGBAImage) {
        spare = image.pixels
    }

    /// Runs `body` with `list` ready to be drawn band by band (`FrameBands`) into this
    /// rasterizer's band buffer; the bands are valid only inside `body`.
    package func withBands<T>(_ list: DisplayList, scale: Double, _ body: (FrameBands) throws -> T) rethrows -> T {
        useFonts(list.fonts)
        let (s, w, h) = Self.frameSize(list, scale: scale)
        // At least one byte, so an empty frame still has an address.
        let size = max(1, w * FrameBands.bandRows * 4)
        if bandBuffer.count != size { bandBuffer = [UInt8](repeating: 0, count: size) }
        let painter = TextPainter(measurer: measurer, glyphs: glyphs, runs: runs)
        return try bandBuffer.withUnsafeMutableBufferPointer { buf in
            // A non-empty array always has a base address.
            try body(FrameBands(list, scale: s, width: w, height: h, band: buf.baseAddress!, text: painter,
                                        caches: caches))
        }
    }

    /// Switches to the list's fonts when they are not the ones loaded (a new glyph cache too).
    private func useFonts(_ choice: FontChoice) {
        guard choice != faces.choice else { return }
        faces = FreeTypeFaces(choice: choice)
        glyphs = GlyphCache(faces: faces)
        runs = PlacedRunCache()
        measurer = TextMeasurer.measurer(for: choice)
    }

    private func render(_ list: DisplayList, scale: Double, reusing buffer: inout [UInt8]) -> Canvas {
        useFonts(list.fonts)
        let (s, w, h) = Self.frameSize(list, scale: scale)
        let dead = caches.deadStores(list.items[...], scale: s, width: w, height: h)
        caches.beginFrame(width: w, height: h)
        let painter = TextPainter(measurer: measurer, glyphs: glyphs, runs: runs)
        var state = RenderState(width: w, height: h, background: list.background, backgroundRuns: dead.background,
                                scale: s, text: painter, caches: caches, reusing: &buffer)
        let layers = LayerBounds(list.items[...], scale: s, text: painter).boxes
        let covers = caches.shadowCovers(list.items[...], scale: s)
        let backdrops = BackdropPatches(list, scale: s, width: w, height: h, text: painter, caches: caches)
        for (i, item) in list.items.enumerated() {
            state.apply(item, index: i, dead: dead, layers: layers, shadowCovers: covers, backdrops: backdrops)
        }
        var canvas = state.finish()
        if list.grayscale, canvas.width * canvas.height > 0 {
            let count = canvas.width * canvas.height
            canvas.pixels.withUnsafeMutableBufferPointer { Grayscale.apply($0.baseAddress!, count: count) }
        }
        return canvas
    }

    /// The size in pixels of `list`'s frame at `scale` (what `renderImage` returns).
    package static func pixelSize(of list: DisplayList, scale: Double) -> (width: Int, height: Int) {
        let (_, w, h) = frameSize(list, scale: scale)
        return (w, h)
    }

    /// The scale drawn at (1 for a scale that is not a positive number) and the frame's pixels.
    private static func frameSize(_ list: DisplayList, scale: Double) -> (scale: Double, width: Int, height: Int) {
        let s = scale.isFinite && scale > 0 ? scale : 1
        return (s, pixels(list.size.width * s), pixels(list.size.height * s))
    }

    private static func pixels(_ v: Double) -> Int {
        guard v.isFinite, v > 0 else { return 0 }
        return Int(min(v, 1_048_576).rounded())
    }
}
