/// The "Load more" row: the tinted title centred in a cell, or the spinner while a page loads.
extension Painter {
    func paintLoadMore(_ lm: LoadMoreLayout, into items: inout [DisplayItem]) {
        let f = lm.frame
        items.append(.fill(f, cellBackground))
        if lm.loading {
            paintSpinner(centre: Point(x: f.midX, y: f.midY), elapsed: lm.loadingFor, color: theme.secondaryLabel, into: &items)
        } else {
            items.append(.text(TextRun(string: "Load more", weight: .regular, size: theme.titleSize, color: theme.tint,
                                       box: f.insetBy(dx: margin, dy: 0),
                                       baseline: baseline(midY: f.midY, weight: .regular, size: theme.titleSize),
                                       alignment: .center)))
        }
    }
}

extension LoadMoreLayout: ContributionPainting {
    static var paintOrder: PaintOrder { PaintOrder(.overRows, rank: 100) }
    func paint(with painter: Painter, into items: inout [DisplayItem]) { painter.paintLoadMore(self, into: &items) }
}
