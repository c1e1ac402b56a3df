/// What a rasterizer prepares once and keeps across a frame's bands and into the next frame:
/// shadow masks, scaled pictures and the backdrop blur's buffers. Bands only blit what is here,
/// so a frame costs one preparation per shape, not one per band it touches. One per rasterizer
/// (one thread).
final class FrameCaches {
    let shadows = ShadowMasks()
    let images = ScaledImageRows()
    let backdropBuffers = BackdropBuffers()

    /// Starts a frame of `width` x `height` pixels: what the last frame did not use is dropped.
    func beginFrame(width: Int, height: Int) {
        shadows.beginFrame(width: width, height: height)
        images.beginFrame(width: width)
    }
}
