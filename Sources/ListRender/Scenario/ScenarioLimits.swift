/// The bounds `ScenarioLoader` enforces, so absurd input is refused with a message before any
/// stage allocates for it (a frame buffer, a row table, a frame loop).
public enum ScenarioLimits {
    /// Scenario files larger than this are refused before reading (16 MiB; 100,000 explicit
    /// rows with details take about 6 MiB of JSON).
    public static let maxFileBytes = 16 * 1024 * 1024
    /// Viewport size in points, each side.
    public static let viewportPoints: ClosedRange<Double> = 1...4096
    /// Pixels per point.
    public static let scale: ClosedRange<Double> = 1...4
    /// Pixels per side (width × scale, height × scale): a 8192² RGBA canvas is 256 MiB.
    public static let maxPixelsPerSide: Double = 8192
    /// Frames per second.
    public static let fps: ClosedRange<Double> = 1...240
    /// Seconds simulated (and the longest any single step or option time may be).
    public static let maxDuration: Double = 600
    /// Frames per scenario: floor(duration × fps) + 1. 36,001 lets the longest duration run at
    /// the default 60 fps (600 × 60 + 1).
    public static let maxFrames = 36_001
    /// The least row or header height, in points. Below a point a row is not a row, and the rows
    /// a frame must lay out (viewport height / row height) would grow without bound: at 1 pt a
    /// 4096 pt viewport shows at most 4,097 rows.
    public static let minRowHeight: Double = 1
    /// Row and header heights, explicit row heights, insets and other lengths, in points.
    public static let maxLength: Double = 10_000
    /// Points in timeline steps (|x|, |y|, dy, dx) may lie off screen, but not absurdly far.
    public static let maxCoordinate: Double = 100_000
    /// `list.generate`: sections.
    public static let maxGeneratedSections = 100_000
    /// `list.generate`: sections × rows (also the bound of `loadMore.pageSize` and `total`).
    public static let maxGeneratedRows = 10_000_000
    /// Explicit `list.sections`: sections.
    public static let maxExplicitSections = 100_000
    /// Explicit `list.sections`: rows in all (each is a few strings in memory).
    public static let maxExplicitRows = 100_000
    /// `lines` of a row's title or detail (0 is no limit; an automatic row is at most
    /// `maxLength` tall either way).
    public static let maxLinesPerText = 1_000
    /// Parts of one row's title (a name is two or three).
    public static let maxTitleRuns = 1_000
    /// Type sizes of a theme, in points.
    public static let typeSize: ClosedRange<Double> = 1...200
    /// `theme.barBlur` in points: beyond 50 pt a bar is one flat average (and the blur's scratch
    /// area grows with it).
    public static let barBlur: ClosedRange<Double> = 0...50

    /// Refuses a viewport whose pixel size is past `maxPixelsPerSide` (after a `--scale`).
    public static func checkPixelSize(_ v: Viewport, path: String) throws {
        let w = v.width * v.scale, h = v.height * v.scale
        if w > maxPixelsPerSide || h > maxPixelsPerSide {
            throw InputError("\(path): \(Int(w))×\(Int(h)) px is more than \(Int(maxPixelsPerSide)) px a side")
        }
    }
}
