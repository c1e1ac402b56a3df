/// One frame in an HTML report, as `compare` or `verify` saw it.
public struct ReportEntry: Equatable, Sendable {
    /// What happened to the frame, in the vocabulary compare and verify share.
    public typealias Status = ImageStatus

    public var scenario: String
    public var frame: String
    public var status: Status
    /// Pixelmatch's count, when the frame was compared.
    public var mismatchedPixels: Int?
    /// Pixels compared, when the frame was compared.
    public var totalPixels: Int?
    /// Short extra text shown with the frame, e.g. "size mismatch: actual 390x844, expected 390x845".
    public var note: String?
    /// The reference image, if there is one.
    public var expected: ReportImage?
    /// The rendered image, if there is one.
    public var actual: ReportImage?
    /// Pixelmatch's diff image, for failed frames.
    public var diff: ReportImage?

    public init(scenario: String, frame: String, status: Status, mismatchedPixels: Int? = nil,
                totalPixels: Int? = nil, note: String? = nil, expected: ReportImage? = nil,
                actual: ReportImage? = nil, diff: ReportImage? = nil) {
        self.scenario = scenario; self.frame = frame; self.status = status
        self.mismatchedPixels = mismatchedPixels; self.totalPixels = totalPixels; self.note = note
        self.expected = expected; self.actual = actual; self.diff = diff
    }
}

/// Where a report gets an image's PNG bytes; the report copies them into its own folder.
public enum ReportImage: Equatable, Sendable {
    /// A PNG file on disk (copied byte for byte).
    case file(String)
    /// PNG bytes already encoded.
    case png([UInt8])
    /// Pixels to encode with `PNGCodec`.
    case image(RGBAImage)
}
