/// The section index in the layout (docs/behaviours.md, "Section index"): the column and each
/// entry's frame from `SectionIndexTrack`, the same numbers the simulation hit-tests with.
enum SectionIndexPlacement: LayoutContributor {
    static var dumpRank: Int { 800 }
    static func layout(_ options: SectionIndexOptions?, geometry: ListGeometry, metrics: ListMetrics) -> SectionIndexLayout? {
        guard let options else { return nil }
        let track = SectionIndexTrack(options: options, geometry: geometry, metrics: metrics)
        guard !track.entries.isEmpty else { return nil }
        return SectionIndexLayout(frame: track.column, entries: track.entries.enumerated().map { k, e in
            SectionIndexLayout.Entry(title: e.title, section: e.section, frame: track.entryFrame(k))
        })
    }
}

extension SectionIndexPlacement {
    static func contribute(_ input: LayoutInput, to contributions: inout FrameContributions) {
        contributions[SectionIndexLayout.self] = layout(input.scenario.features.sectionIndex, geometry: input.state.geometry,
                                                        metrics: input.metrics)
    }
}

extension SectionIndexLayout {
    public var dumpFields: [(String, JSONOutput)] {
        [("sectionIndex", .object([("frame", LayoutDump.rect(frame)), ("entries", .array(entries.map {
            .object([("title", .string($0.title)), ("section", .int($0.section)), ("frame", LayoutDump.rect($0.frame))])
        }))]))]
    }
}

extension FrameLayout {
    /// The section index column and its entries (nil: feature off or nothing to index).
    public var sectionIndex: SectionIndexLayout? { contributions[SectionIndexLayout.self] }
}
