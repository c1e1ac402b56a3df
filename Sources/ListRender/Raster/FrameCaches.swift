/// What a rasterizer prepares once and keeps across a frame's bands and into the next frame:
/// shadow masks, paths' polygons (and a returning small path's coverage), capsules' and stroked rounded rects' coverage, opaque shapes' covers, scaled pictures, which pictures
/// are opaque and the backdrop blur's buffers.
/// Bands only blit what is here, so a frame costs one preparation per shape, not one per band it
/// touches. One per rasterizer (one thread).
final class FrameCaches {
    let shadows = ShadowMasks()
    let paths = PathPolygons()
    let capsules = CapsuleMasks()
    let rings = StrokeRingMasks()
    let images = ScaledImageRows()
    let roundedEdges = RoundedRowEdges()
    let opaquePictures = OpaquePictures()
    let roundedCovers = RoundedCovers()
    let backdropBuffers = BackdropBuffers()
    let coverage = CoverageScratch()
    /// Draws every store, none left out by `DeadStores` or `ShadowCovers` (tests hold the
    /// elimination to this).
    var drawsEveryStore = false

    /// What of `items`' canvas-level fills and background is still drawn (`DeadStores`);
    /// `items` is a list's items from its first.
    func deadStores(_ items: ArraySlice<DisplayItem>, scale: Double, width: Int, height: Int) -> DeadStores {
        drawsEveryStore ? DeadStores(everythingLiveWidth: width, height: height)
            : DeadStores(items, scale: scale, width: width, height: height, opaque: opaquePictures.isOpaque,
                         covers: roundedCovers.fullCoverage)
    }

    /// The pixels of `items`' shadows inside layers that later fills store over (`ShadowCovers`).
    func shadowCovers(_ items: ArraySlice<DisplayItem>, scale: Double) -> [Int: DeadStores.Box] {
        drawsEveryStore ? [:] : ShadowCovers.of(items, scale: scale)
    }

    /// Starts a frame of `width` x `height` pixels: what the last frame did not use is dropped.
    func beginFrame(width: Int, height: Int) {
        shadows.beginFrame(width: width, height: height)
        paths.beginFrame()
        capsules.beginFrame()
        rings.beginFrame()
        roundedCovers.beginFrame()
        images.beginFrame(width: width)
    }
}
