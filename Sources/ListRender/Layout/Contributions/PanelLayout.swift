/// The info panel riding on the scroll indicator: its frame, opacity and the section or row it names.
public struct PanelLayout: FrameContribution, Sendable, Hashable {
    public var frame: Rect
    public var alpha: Double
    public var text: String
}
