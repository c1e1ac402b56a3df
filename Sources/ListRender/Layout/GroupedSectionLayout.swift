/// Where the grouped styles put headers, footers and cards, and where a plain list's filler
/// rows go. Grouped headers and footers scroll with their section (they never float).
enum GroupedSectionLayout {
    /// Titled headers at their section's top, full width (their text is inset by Paint).
    static func headers(_ state: FrameState, metrics: ListMetrics) -> [HeaderLayout] {
        let g = state.geometry, offset = state.contentOffset, list = metrics.listFrame
        var out: [HeaderLayout] = []
        for s in g.sections(in: offset, offset + list.height) {
            let section = g.data.sections[s]
            guard let title = section.title else { continue }
            let frame = Rect(x: list.minX, y: metrics.viewportY(contentY: g.sectionTop(s), offset: offset),
                             width: list.width, height: g.headerHeight(s))
            guard frame.intersects(list) else { continue }
            out.append(HeaderLayout(section: s, title: title, subtitle: section.subtitle, frame: frame,
                                    pinned: false, showsSubtitle: section.subtitle != nil))
        }
        return out
    }

    /// Footers with text at their place under the section's last row.
    static func footers(_ state: FrameState, metrics: ListMetrics) -> [FooterLayout] {
        let g = state.geometry, offset = state.contentOffset, list = metrics.listFrame
        var out: [FooterLayout] = []
        for s in g.sections(in: offset, offset + list.height) {
            guard let text = g.data.sections[s].footer else { continue }
            let frame = Rect(x: list.minX, y: metrics.viewportY(contentY: g.footerTop(s), offset: offset),
                             width: list.width, height: g.footerHeight(s))
            guard frame.intersects(list) else { continue }
            out.append(FooterLayout(section: s, text: text, lines: g.footerLines[s], frame: frame, pinned: false))
        }
        return out
    }

    /// Each on-screen section's card: from its first row's top to its last row's bottom, inset by
    /// the layout margins. Sections without rows have none.
    static func cards(_ state: FrameState, metrics: ListMetrics) -> [CardLayout] {
        let g = state.geometry, offset = state.contentOffset, list = metrics.listFrame
        var out: [CardLayout] = []
        for s in g.sections(in: offset, offset + list.height) {
            let count = g.rowCount(inSection: s)
            guard count > 0 else { continue }
            let first = g.rowFrame(RowRef(section: s, row: 0))
            let last = g.rowFrame(RowRef(section: s, row: count - 1))
            let frame = metrics.rowRect(y: metrics.viewportY(contentY: first.y, offset: offset), height: last.y + last.height - first.y)
            guard frame.intersects(list) else { continue }
            out.append(CardLayout(section: s, frame: frame, firstRowHeight: first.height, lastRowHeight: last.height))
        }
        return out
    }

    /// Empty rows of the default row height from the content's end down to the list's bottom
    /// (none while the content reaches past it).
    static func fillerRows(_ state: FrameState, metrics: ListMetrics) -> [Rect] {
        let list = metrics.listFrame
        var y = metrics.viewportY(contentY: state.geometry.contentHeight, offset: state.contentOffset)
        let h = state.geometry.rowHeight
        guard h > 0 else { return [] }
        if y < list.minY { y += ((list.minY - y) / h).rounded(.down) * h }
        var out: [Rect] = []
        while y < list.maxY {
            if y + h > list.minY { out.append(Rect(x: list.minX, y: y, width: list.width, height: h)) }
            y += h
        }
        return out
    }
}
