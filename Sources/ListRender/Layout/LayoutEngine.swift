/// Layout: a pure function from the simulation's state to what is where on screen.
enum LayoutEngine {
    /// Lays out frame `state` of `scenario`; `contributors` are the registered features' own
    /// passes (`BehaviourRegistry`).
    static func layout(_ state: FrameState, scenario: Scenario, metrics: ListMetrics,
                       contributors: [any LayoutContributor.Type]) -> FrameLayout {
        let g = state.geometry
        let offset = state.contentOffset
        let list = metrics.listFrame
        // Content span on screen, widened by any slide so rows sliding into view are found.
        let slideReach = max(state.reorder?.slides.values.map(abs).max() ?? 0, state.collapse?.height ?? 0)
        let spanTop = offset - slideReach, spanBottom = offset + list.height + slideReach

        var rows: [RowLayout] = []
        for ref in g.rows(in: spanTop, spanBottom) {
            let row = g.data.row(ref)
            let f = g.rowFrame(ref)
            let slide = (state.reorder?.slides[row.key] ?? 0) + SwipeActionsLayout.collapseSlide(state, contentY: f.y, scale: scenario.viewport.scale)
            let frame = metrics.rowRect(y: metrics.viewportY(contentY: f.y, offset: offset) + slide, height: f.height)
            guard frame.intersects(list) else { continue }
            let isGap = state.reorder?.liftedKey == row.key
            let swipe = state.swipeOffsets[row.key] ?? 0
            rows.append(RowLayout(section: ref.section, row: ref.row, key: row.key, id: row.spec.id,
                                  title: row.spec.title, detail: row.spec.detail, frame: frame,
                                  swipeOffset: swipe, lifted: false, isGap: isGap,
                                  lift: 0, accessory: row.spec.accessory,
                                  parts: isGap ? .empty : parts(row.spec, frame, g, scenario).offset(by: swipe),
                                  separator: hasSeparator(ref, g, fillerRows: scenario.list.fillerRows,
                                                         lastRow: scenario.list.style == .plain && scenario.theme.look.plainLastRowSeparator)))
        }
        rows.sort { $0.frame.y < $1.frame.y }
        if let r = state.reorder {
            let row = g.data.row(r.gap)
            let h = g.rowFrame(r.gap).height
            let frame = metrics.rowRect(y: r.liftedTop, height: h)
            rows.append(RowLayout(section: r.gap.section, row: r.gap.row, key: row.key, id: row.spec.id,
                                  title: row.spec.title, detail: row.spec.detail, frame: frame,
                                  swipeOffset: 0, lifted: true, isGap: false, lift: r.lift, accessory: row.spec.accessory,
                                  parts: parts(row.spec, frame, g, scenario), separator: false))
        }
        RowImageLayout.place(in: &rows, data: g.data, scenario: scenario, metrics: metrics)
        if let h = state.highlights { SelectionLayout.apply(h, to: &rows) }
        SwipeActionsLayout.apply(state, scenario: scenario, metrics: metrics, rows: &rows)
        for i in rows.indices {
            guard let s = state.switches[rows[i].key], case .toggle? = rows[i].accessory else { continue }
            rows[i].accessory = .toggle(s.on)
            rows[i].switchPosition = s.position
        }
        EditModeLayout.apply(state, scenario: scenario, metrics: metrics, rows: &rows)
        let input = LayoutInput(state: state, scenario: scenario, metrics: metrics)
        placeRowContributions(input, contributors: contributors, into: &rows)

        var layout = FrameLayout(
            index: state.index, time: state.time, viewport: scenario.viewport, listFrame: list,
            contentOffset: offset, contentSize: g.contentHeight, contentInset: metrics.contentInset,
            state: state.phase, rows: rows,
            headers: metrics.style == .plain ? headers(state, scenario: scenario, metrics: metrics)
                : GroupedSectionLayout.headers(state, metrics: metrics),
            footers: metrics.style == .plain ? footers(state, metrics: metrics) : GroupedSectionLayout.footers(state, metrics: metrics),
            touch: state.touch)
        layout.rightToLeft = scenario.layoutDirection == .rightToLeft

        if metrics.style == .insetGrouped { layout.cards = GroupedSectionLayout.cards(state, metrics: metrics) }
        if scenario.list.fillerRows { layout.fillerRows = GroupedSectionLayout.fillerRows(state, metrics: metrics) }
        placeContributions(input, contributors: contributors, into: &layout)
        ChromeLayout.apply(to: &layout, state: state, scenario: scenario, metrics: metrics)
        BottomBarPlacement.apply(to: &layout, state: state, scenario: scenario, metrics: metrics)
        EditModeLayout.applyToBar(&layout, state: state)
        return layout
    }

    /// A row's content in `cell` (nothing when the geometry was built without a cell layout),
    /// mirrored in a right-to-left layout.
    static func parts(_ spec: RowSpec, _ cell: Rect, _ g: ListGeometry, _ scenario: Scenario) -> CellParts {
        g.cells?.placedParts(of: spec, in: cell, features: scenario.features, rightToLeft: scenario.layoutDirection == .rightToLeft) ?? .empty
    }

    /// A separator sits under every row but a section's last; that one has one too when the list
    /// runs straight on into a row below it: the "Load more" row, or the next section's first row
    /// when there is neither a footer nor a header in between (sections without titles read as
    /// one list, as in UIKit's plain style).
    /// With filler rows (iOS 14 and earlier) the list's last row has one too, as the fillers do,
    /// and so it has when `lastRow` says the platform draws one (a plain table from iOS 15 on).
    static func hasSeparator(_ ref: RowRef, _ g: ListGeometry, fillerRows: Bool = false, lastRow: Bool = false) -> Bool {
        if ref.row < g.rowCount(inSection: ref.section) - 1 { return true }
        if g.footerHeight(ref.section) > 0 { return false }
        let next = ref.section + 1
        if next == g.sectionCount { return g.hasLoadMoreRow || fillerRows || lastRow }
        return g.headerHeight(next) == 0 && g.rowCount(inSection: next) > 0
    }

    /// Plain-style floating headers: y = max(sectionTop, min(visibleTop, footerTop − headerHeight)),
    /// footerTop being the section's end when it has no footer (a header rides above its footer).
    /// UIKit pins at the top content inset; with the snap header that inset is the header's
    /// height, which would leave headers floating mid-screen, so there they pin to the list's
    /// top edge instead.
    static func headers(_ state: FrameState, scenario: Scenario, metrics: ListMetrics) -> [HeaderLayout] {
        let g = state.geometry
        let offset = state.contentOffset
        let list = metrics.listFrame
        let visibleTop = offset + (scenario.features.snapHeader == nil ? metrics.visibleTop(offset: offset) - list.minY : 0)
        var out: [HeaderLayout] = []
        for s in g.sections(in: offset, offset + list.height) {
            let top = g.sectionTop(s)
            let section = g.data.sections[s]
            // The band below the section's header top padding (sectionHeaderTopPadding).
            let padding = g.spacing.headerTopPadding
            let height = g.headerHeight(s) - padding
            guard let title = section.title, height > 0 else { continue }
            let y = max(top + padding, min(visibleTop, g.footerTop(s) - height))
            let frame = Rect(x: list.minX, y: metrics.viewportY(contentY: y, offset: offset),
                             width: list.width, height: height)
            guard frame.intersects(list) else { continue }
            out.append(HeaderLayout(section: s, title: title, subtitle: section.subtitle, frame: frame,
                                    pinned: y > top + padding + 1e-9, showsSubtitle: section.subtitle != nil))
        }
        if scenario.features.topmostHeaderSubtitle {
            TopmostHeaderSubtitle.apply(to: &out)
        }
        return out
    }

    /// Plain-style floating footers, the headers' mirror image: a footer sticks to the bottom of
    /// the visible area until its section's top (below the header) reaches it:
    /// y = min(footerTop, max(visibleBottom − footerHeight, sectionTop + headerHeight)),
    /// visibleBottom = contentOffset + list height − contentInset.bottom.
    static func footers(_ state: FrameState, metrics: ListMetrics) -> [FooterLayout] {
        let g = state.geometry
        let offset = state.contentOffset
        let list = metrics.listFrame
        let visibleBottom = offset + list.height - metrics.contentInset.bottom
        var out: [FooterLayout] = []
        for s in g.sections(in: offset, offset + list.height) {
            let height = g.footerHeight(s)
            guard let text = g.data.sections[s].footer, height > 0 else { continue }
            let natural = g.footerTop(s)
            let y = min(natural, max(visibleBottom - height, g.sectionTop(s) + g.headerHeight(s)))
            let frame = Rect(x: list.minX, y: metrics.viewportY(contentY: y, offset: offset), width: list.width, height: height)
            guard frame.intersects(list) else { continue }
            out.append(FooterLayout(section: s, text: text, lines: g.footerLines[s], frame: frame, pinned: y < natural - 1e-9))
        }
        return out
    }
}
