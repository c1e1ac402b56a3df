/// The section index in the layout (docs/behaviours.md, "Section index"): the column and each
/// entry's frame from `SectionIndexTrack`, the same numbers the simulation hit-tests with.
enum SectionIndexPlacement {
    static func layout(_ options: SectionIndexOptions?, geometry: ListGeometry, metrics: ListMetrics) -> SectionIndexLayout? {
        guard let options else { return nil }
        let track = SectionIndexTrack(options: options, geometry: geometry, metrics: metrics)
        guard !track.entries.isEmpty else { return nil }
        return SectionIndexLayout(frame: track.column, entries: track.entries.enumerated().map { k, e in
            SectionIndexLayout.Entry(title: e.title, section: e.section, frame: track.entryFrame(k))
        })
    }
}
