/// Topmost header subtitle (docs/behaviours.md, "Topmost header subtitle"): of all visible
/// section headers only the topmost shows its subtitle.
///
/// The article's text says this, but its code only hid the subtitle of a header whose title equals
/// the title of the header above it ("complementary"), so two different headers on screen both
/// showed theirs. Here both rules hold: sorted by y, the topmost shows its subtitle, every other
/// header hides it (a complementary header among them).
enum TopmostHeaderSubtitle {
    static func apply(to headers: inout [HeaderLayout]) {
        let order = headers.indices.sorted { headers[$0].frame.y < headers[$1].frame.y }
        var above: String?
        for (rank, i) in order.enumerated() {
            let complementary = above == headers[i].title
            headers[i].showsSubtitle = rank == 0 && !complementary && headers[i].subtitle != nil
            above = headers[i].title
        }
    }
}
