/// The scrub nub (docs/behaviours.md, "Scrub nub") on its track at the list's trailing edge,
/// while it shows.
enum ScrubNubLayout: LayoutContributor {
    static var dumpRank: Int { 500 }
    static func contribute(_ input: LayoutInput, to contributions: inout FrameContributions) {
        guard let options = input.scenario.features.scrubNub, let a = input.state.nubAppearance, a > 0 else { return }
        let frame = NubTrack.frame(input.metrics, options, offset: input.offset, maxOffset: input.maxOffset)
        contributions[ScrubNubContribution.self] = ScrubNubContribution(overlay: Overlay(frame: frame, alpha: a),
                                                                        scrubbing: input.state.phase == .scrubbing)
    }
}

extension ScrubNubContribution {
    public var dumpFields: [(String, JSONOutput)] {
        [("nub", .object([("frame", LayoutDump.rect(overlay.frame)), ("alpha", .number(overlay.alpha))]))]
    }
}

extension FrameLayout {
    /// The scrub nub while it shows.
    public var nub: Overlay? { contributions[ScrubNubContribution.self]?.overlay }
}
