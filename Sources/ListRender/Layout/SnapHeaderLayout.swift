/// The snap header (docs/behaviours.md, "Snap header"): its panel across the top of the
/// viewport, behind the list.
enum SnapHeaderLayout: LayoutContributor {
    static var dumpRank: Int { 200 }
    static func contribute(_ input: LayoutInput, to contributions: inout FrameContributions) {
        guard let snap = input.scenario.features.snapHeader else { return }
        contributions[SnapHeaderContribution.self] = SnapHeaderContribution(
            frame: Rect(x: 0, y: 0, width: input.scenario.viewport.width, height: snap.height))
    }
}

extension SnapHeaderContribution {
    public var dumpFields: [(String, JSONOutput)] { [("snapHeader", .object([("frame", LayoutDump.rect(frame))]))] }
}

extension FrameLayout {
    /// The snap header's panel (nil: feature off).
    public var snapHeader: Rect? { contributions[SnapHeaderContribution.self]?.frame }
}
