import Foundation

/// What `renderlist docs` does for one scenario: `DIR/NAME.png`, an animated PNG of the
/// interaction (`.png` so code hosts show it animating; `NAME.gif` or `NAME.webp` in the other
/// `AnimationFormat`s), and `DIR/NAME-sheet.png`, a labelled contact sheet of selected frames.
/// The finger overlay is on unless told otherwise.
///
/// Frames are streamed as in `verify`: the simulation runs in order, batches of `jobs × 2`
/// frames are rendered and downscaled in parallel, then fed to the `APNGWriter` in order and
/// freed; only the compressed animation and the sheet's small thumbnails are kept.
public struct DocsJob {
    public var outputDirectory: String
    /// The animation shows every `stride`-th frame (2: a 60 fps scenario plays at 30 fps).
    public var stride: Int
    /// Animation frames are `1/downscale` of the rendered size (2: a 3x render becomes 1.5x).
    /// Also sets the sheet's pixels per point (`viewport.scale / downscale`, at least 1).
    public var downscale: Double
    /// Sheet columns; nil picks at most 6, balanced over the rows.
    public var columns: Int?
    /// Sheet shows every N-th frame; nil: `output.frames` when it lists indices, else ~11 frames.
    public var sheetEvery: Int?
    /// Draw the finger (overrides `output.touches`).
    public var showTouches: Bool
    /// Worker threads.
    public var jobs: Int
    /// The animation's file format.
    public var format: AnimationFormat
    /// Called after each batch with (frames rendered, frames to render).
    public var progress: ((Int, Int) -> Void)?
    /// The behaviours the frames are drawn with (`RenderJob.registry`).
    var registry = BehaviourRegistry.standard

    /// Defaults of `stride` and `downscale` (shared with the command line, so `make-gallery.sh`
    /// and DocsGalleryTests agree): 30 fps at half size, the smoothest animation whose size stays
    /// reasonable (sizes per setting in docs/benchmarks.md).
    public static let defaultStride = 2, defaultDownscale = 2.0
    /// The committed README gallery (docs/gallery.txt, docs/make-gallery.sh): every 4th frame
    /// (15 fps) at 1 px per pt keeps seven behaviour animations small enough to live in git.
    static let galleryStride = 4, galleryDownscale = 3.0

    public init(outputDirectory: String = "docs-out", stride: Int = defaultStride, downscale: Double = defaultDownscale,
                columns: Int? = nil,
                sheetEvery: Int? = nil, showTouches: Bool = true,
                jobs: Int = ProcessInfo.processInfo.activeProcessorCount, format: AnimationFormat = .apng,
                progress: ((Int, Int) -> Void)? = nil) {
        self.outputDirectory = outputDirectory
        self.stride = max(1, stride)
        self.downscale = downscale.isFinite && downscale >= 1 ? downscale : 1
        self.columns = columns
        self.sheetEvery = sheetEvery
        self.showTouches = showTouches
        self.jobs = max(1, jobs)
        self.format = format
        self.progress = progress
    }

    /// The two files of a scenario.
    struct Images {
        /// The animation, in `format`.
        var animation: [UInt8]
        /// The contact sheet PNG.
        var sheet: [UInt8]
        /// Frames fed to the animation (before identical ones were merged).
        var animationFramesFed: Int
    }

    /// File names for scenario `name`: the animation in `format` and the sheet.
    public static func outputNames(_ name: String, format: AnimationFormat = .apng) -> (animation: String, sheet: String) {
        (name + "." + format.fileExtension, name + "-sheet.png")
    }

    /// The APNG's file names (tests of the committed gallery).
    static func fileNames(_ name: String) -> (animation: String, sheet: String) { outputNames(name) }

    /// Renders `scenario` and writes both files into `outputDirectory` (as one set: both or neither);
    /// returns their paths.
    @discardableResult
    public func write(_ scenario: Scenario) throws -> (animation: String, sheet: String) {
        let out = try images(scenario)
        let created = try FileOutput.createDirectory(outputDirectory)
        let names = Self.outputNames(scenario.name, format: format)
        let a = outputDirectory + "/" + names.animation, s = outputDirectory + "/" + names.sheet
        // Both or neither: a failed sheet write must not leave a new animation beside an old sheet,
        // nor (a full disk) an empty output folder the run made.
        do {
            try FileOutput.writeAllOrNothing([(out.animation, a), (out.sheet, s)])
        } catch {
            FileOutput.removeFolders(created)
            throw error
        }
        return (a, s)
    }

    /// Animation size in pixels for a frame of `width` x `height`.
    func animationSize(width: Int, height: Int) -> (width: Int, height: Int) {
        if downscale == downscale.rounded() {
            let f = Int(downscale)
            return ((width + f - 1) / f, (height + f - 1) / f)
        }
        return (max(1, Int((Double(width) / downscale).rounded())), max(1, Int((Double(height) / downscale).rounded())))
    }

    /// A rendered frame reduced to animation size by area averaging.
    func animationFrame(_ image: RGBAImage) -> RGBAImage {
        if downscale == downscale.rounded() { return image.downscaled(by: Int(downscale)) }
        let size = animationSize(width: image.width, height: image.height)
        return image.resized(toWidth: size.width, height: size.height)
    }

    /// Both files' bytes, without touching the file system.
    func images(_ scenario: Scenario) throws -> Images {
        try images(scenario, fed: nil)
    }

    /// The contact sheet `images` lays out for `scenario`.
    func contactSheet(_ scenario: Scenario) -> ContactSheet {
        ContactSheet(scenario: scenario, frames: ContactSheet.defaultFrames(scenario, every: sheetEvery), columns: columns,
                     pixelScale: max(1, scenario.viewport.scale / downscale))
    }

    /// A sheet thumbnail of a rendered frame: from its animation frame when there is one (a
    /// quarter of the pixels to average, and within one rounding step of averaging the full frame).
    func thumbnail(full: RGBAImage, animation: RGBAImage?, sheet: ContactSheet) -> RGBAImage {
        (animation ?? full).resized(toWidth: sheet.thumbWidth, height: sheet.thumbHeight)
    }

    /// `fed` sees each frame given to the animation writer, in order (tests check the file against it).
    func images(_ scenario: Scenario, fed seen: ((RGBAImage) -> Void)?) throws -> Images {
        let renderer = FrameRenderer(scenario: scenario, showTouches: showTouches, registry: registry)
        let sheet = contactSheet(scenario)
        let sheetFrames = sheet.frames
        let onSheet = Set(sheetFrames)
        let wanted = (0..<scenario.frameCount).filter { $0 % stride == 0 || onSheet.contains($0) }.count

        let size = animationSize(width: scenario.viewport.pixelWidth, height: scenario.viewport.pixelHeight)
        var writer = try format.encoder(width: size.width, height: size.height, fps: scenario.fps / Double(stride))
        var thumbnails: [Int: RGBAImage] = [:]
        var fed = 0, done = 0
        let selected = (0..<scenario.frameCount).filter { $0 % stride == 0 || onSheet.contains($0) }
        try renderer.streamFrames(selection: .indices(selected), jobs: jobs, work: { layout, full in
            let anim = layout.index % stride == 0 ? animationFrame(full) : nil
            let thumb = onSheet.contains(layout.index) ? thumbnail(full: full, animation: anim, sheet: sheet) : nil
            return (index: layout.index, anim: anim, thumb: thumb)
        }, batchDone: { results in
            for r in results {
                if let a = r.anim { try writer.add(a); fed += 1; seen?(a) }
                if let t = r.thumb { thumbnails[r.index] = t }
            }
            done += results.count
            progress?(done, wanted)
        })

        let thumbs = sheetFrames.map { thumbnails[$0] ?? RGBAImage(width: sheet.thumbWidth, height: sheet.thumbHeight) }
        let sheetImage = renderer.pool.withRasterizer { sheet.render(scenario: scenario, thumbnails: thumbs, with: $0) }
        return Images(animation: try writer.finish(), sheet: try PNGCodec.encode(sheetImage), animationFramesFed: fed)
    }
}
