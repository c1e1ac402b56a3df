/// An animation file written frame by frame: `APNGWriter`, `GIFWriter`, `WebPWriter`.
public protocol AnimationEncoder {
    /// Appends one frame, shown for 1/fps seconds (longer if the next frames repeat it).
    mutating func add(_ image: RGBAImage) throws
    /// The whole file. Throws if no frame was added.
    mutating func finish() throws -> [UInt8]
}

/// The animation formats `renderlist docs` writes (docs/cli-and-layout.md compares them).
public enum AnimationFormat: String, CaseIterable, Sendable {
    /// Animated PNG: lossless, shown animating by code hosts and browsers.
    case apng
    /// GIF: 256 colours per frame, shown animating everywhere (chat, issue trackers).
    case gif
    /// Animated WebP, lossless: smaller than APNG for most scenarios (docs/benchmarks.md).
    case webp

    /// The file name extension (`.png` for APNG, so code hosts show it animating).
    public var fileExtension: String {
        switch self {
        case .apng: "png"
        case .gif: "gif"
        case .webp: "webp"
        }
    }

    /// The fastest frame rate the format plays as written.
    public var maxFPS: Double {
        self == .gif ? GIFWriter.maxFPS : 1000
    }

    /// A writer of this format for frames of `width` x `height` at `fps`.
    public func encoder(width: Int, height: Int, fps: Double) throws -> any AnimationEncoder {
        switch self {
        case .apng: try APNGWriter(width: width, height: height, fps: fps)
        case .gif: try GIFWriter(width: width, height: height, fps: fps)
        case .webp: try WebPWriter(width: width, height: height, fps: fps)
        }
    }
}
