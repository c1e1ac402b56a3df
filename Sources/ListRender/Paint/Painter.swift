/// Paint: a frame's layout and a theme → a display list. It decides colours, fonts, text
/// placement and drawing order; it knows nothing about pixels.
public struct Painter {
    public let theme: Theme
    public let metrics: ListMetrics
    public let features: Features
    /// Draw the finger (documentation frames).
    public let showTouches: Bool
    let text: TextMeasuring
    /// Leading and trailing text margin of cells (UITableViewCell's layout margins).
    var margin: Double { metrics.separatorInset }

    public init(theme: Theme, metrics: ListMetrics, features: Features, showTouches: Bool, text: TextMeasuring) {
        self.theme = theme; self.metrics = metrics; self.features = features
        self.showTouches = showTouches; self.text = text
    }

    public func paint(_ f: FrameLayout) -> DisplayList {
        var items: [DisplayItem] = []
        if let snap = f.snapHeader {
            SnapHeaderPainter.paint(snap, options: features.snapHeader, theme: theme, text: text, into: &items)
        }
        items.append(.pushClip(f.listFrame))
        // The content's own background: from its top edge down (the area above stays clear,
        // so a snap header shows through the inset).
        let contentTop = metrics.viewportY(contentY: 0, offset: f.contentOffset)
        let visibleTop = max(f.listFrame.minY, contentTop)
        if features.snapHeader == nil || visibleTop < f.listFrame.maxY {
            let top = features.snapHeader == nil ? f.listFrame.minY : visibleTop
            items.append(.fill(Rect(x: f.listFrame.minX, y: top, width: f.listFrame.width,
                                    height: f.listFrame.maxY - top), theme.background))
        }
        for row in f.rows where !row.lifted { paintRow(row, into: &items) }
        if let lm = f.loadMore { paintLoadMore(lm, into: &items) }
        for footer in f.footers { paintFooter(footer, into: &items) }
        for header in f.headers { paintHeader(header, into: &items) }
        for row in f.rows where row.lifted { paintLifted(row, into: &items) }
        if let i = f.indicator {
            items.append(.roundedRect(i.frame, radius: i.frame.width / 2, theme.indicator.withAlphaMultiplied(by: i.alpha)))
        }
        if let p = f.infoPanel { paintPanel(p, into: &items) }
        if let n = f.nub { paintNub(n, scrubbing: f.state == .scrubbing, into: &items) }
        items.append(.popClip)
        if showTouches, let t = f.touch { FingerPainter.paint(t, theme: theme, into: &items) }
        return DisplayList(size: f.viewport.size, background: theme.background, items: items)
    }

    /// Baseline that centres a line of `size` pt text vertically on `midY`.
    func baseline(midY: Double, weight: FontWeight, size: Double) -> Double {
        midY + text.capHeight(weight: weight, size: size) / 2
    }

    func paintRow(_ row: RowLayout, into items: inout [DisplayItem]) {
        let f = row.frame
        if row.swipeOffset < 0, let swipe = features.swipe {
            let action = Rect(x: f.maxX + row.swipeOffset, y: f.minY, width: -row.swipeOffset, height: f.height)
            items.append(.fill(action, theme.destructive))
            let revealed = Rect(x: f.maxX - swipe.revealWidth, y: f.minY, width: swipe.revealWidth, height: f.height)
            items.append(.pushClip(action))
            items.append(.text(TextRun(string: swipe.action, weight: .regular, size: theme.titleSize,
                                       color: theme.destructiveText, box: revealed.insetBy(dx: 8, dy: 0),
                                       baseline: baseline(midY: f.midY, weight: .regular, size: theme.titleSize),
                                       alignment: .center)))
            items.append(.popClip)
        }
        let content = f.offsetBy(dx: row.swipeOffset, dy: 0)
        items.append(.fill(content, theme.rowBackground))
        if !row.isGap { paintCellContent(row, in: content, into: &items) }
        if row.separator {
            items.append(.hairline(x: f.minX + metrics.separatorInset, y: f.maxY - 1e-6,
                                   width: f.width - metrics.separatorInset, theme.separator))
        }
    }

    /// Title left, detail right-aligned in the secondary colour (UITableViewCell .value1);
    /// the title yields: it truncates before it would touch the detail.
    func paintCellContent(_ row: RowLayout, in f: Rect, into items: inout [DisplayItem]) {
        var titleRight = f.maxX - margin
        if let detail = row.detail, !detail.isEmpty {
            let maxDetail = (f.width - 2 * margin) * 0.5
            let w = min(maxDetail, text.width(of: detail, weight: .regular, size: theme.detailSize))
            items.append(.text(TextRun(string: detail, weight: .regular, size: theme.detailSize, color: theme.secondaryLabel,
                                       box: Rect(x: f.maxX - margin - maxDetail, y: f.minY, width: maxDetail, height: f.height),
                                       baseline: baseline(midY: f.midY, weight: .regular, size: theme.detailSize),
                                       alignment: .right)))
            titleRight -= w + 8
        }
        items.append(.text(TextRun(string: row.title, weight: .regular, size: theme.titleSize, color: theme.label,
                                   box: Rect(x: f.minX + margin, y: f.minY, width: max(0, titleRight - f.minX - margin), height: f.height),
                                   baseline: baseline(midY: f.midY, weight: .regular, size: theme.titleSize))))
    }

    func paintHeader(_ h: HeaderLayout, into items: inout [DisplayItem]) {
        let f = h.frame
        items.append(.fill(f, theme.headerBackground))
        let title = theme.headerUppercase ? h.title.uppercased() : h.title
        let base = baseline(midY: f.midY, weight: .semibold, size: theme.headerSize)
        var titleRight = f.maxX - margin
        if h.showsSubtitle, let sub = h.subtitle, !sub.isEmpty {
            let maxSub = (f.width - 2 * margin) * 0.5
            let w = min(maxSub, text.width(of: sub, weight: .regular, size: theme.headerSize))
            items.append(.text(TextRun(string: sub, weight: .regular, size: theme.headerSize, color: theme.secondaryLabel,
                                       box: Rect(x: f.maxX - margin - maxSub, y: f.minY, width: maxSub, height: f.height),
                                       baseline: base, alignment: .right)))
            titleRight -= w + 8
        }
        items.append(.text(TextRun(string: title, weight: .semibold, size: theme.headerSize, color: theme.headerText,
                                   box: Rect(x: f.minX + margin, y: f.minY, width: max(0, titleRight - f.minX - margin), height: f.height),
                                   baseline: base)))
    }

    /// One line of footnote text at the leading margin, centred on the footer; it truncates
    /// with "…" at the trailing margin.
    func paintFooter(_ footer: FooterLayout, into items: inout [DisplayItem]) {
        let f = footer.frame
        items.append(.fill(f, theme.headerBackground))
        items.append(.text(TextRun(string: footer.text, weight: .regular, size: theme.footerSize, color: theme.headerText,
                                   box: f.insetBy(dx: margin, dy: 0),
                                   baseline: baseline(midY: f.midY, weight: .regular, size: theme.footerSize))))
    }

    func paintLoadMore(_ lm: LoadMoreLayout, into items: inout [DisplayItem]) {
        let f = lm.frame
        items.append(.fill(f, theme.rowBackground))
        if lm.loading {
            SpinnerPainter.paint(centre: Point(x: f.midX, y: f.midY), elapsed: lm.loadingFor, color: theme.secondaryLabel, into: &items)
        } else {
            items.append(.text(TextRun(string: "Load more", weight: .regular, size: theme.titleSize, color: theme.tint,
                                       box: f.insetBy(dx: margin, dy: 0),
                                       baseline: baseline(midY: f.midY, weight: .regular, size: theme.titleSize),
                                       alignment: .center)))
        }
    }

    /// FMMoveTableView's snapshot: shadow radius 3, offset 0, opacity 0.7; the row at alpha 0.95.
    /// The shadow is inside the transparency group, as a CALayer's shadow is part of the layer
    /// its opacity applies to: the row covers it, so none shows through the 95 % row.
    func paintLifted(_ row: RowLayout, into items: inout [DisplayItem]) {
        items.append(.beginLayer(opacity: row.alpha))
        if row.shadowOpacity > 0 {
            items.append(.shadow(row.frame, cornerRadius: 0, blur: 3, offset: .zero,
                                 theme.liftShadow.withAlphaMultiplied(by: row.shadowOpacity / Reorder.shadowOpacity)))
        }
        items.append(.fill(row.frame, theme.rowBackground))
        paintCellContent(row, in: row.frame, into: &items)
        items.append(.endLayer)
    }

    func paintPanel(_ p: PanelLayout, into items: inout [DisplayItem]) {
        items.append(.beginLayer(opacity: p.alpha))
        items.append(.roundedRect(p.frame, radius: 8, theme.panelBackground))
        items.append(.text(TextRun(string: p.text, weight: .semibold, size: 13, color: theme.panelText,
                                   box: p.frame.insetBy(dx: 10, dy: 0),
                                   baseline: baseline(midY: p.frame.midY, weight: .semibold, size: 13), alignment: .center)))
        items.append(.endLayer)
    }

    /// The seed's nub is a plain 24×24 circle that changes colour while scrubbed; here it is the
    /// tint colour with a soft shadow, darker while held.
    func paintNub(_ n: Overlay, scrubbing: Bool, into items: inout [DisplayItem]) {
        items.append(.beginLayer(opacity: n.alpha))
        let r = n.frame.width / 2
        items.append(.shadow(n.frame, cornerRadius: r, blur: 3, offset: Point(x: 0, y: 1), Color(r: 0, g: 0, b: 0, a: 0x4D)))
        items.append(.roundedRect(n.frame, radius: r, scrubbing ? theme.label : theme.tint))
        items.append(.roundedRect(n.frame.insetBy(dx: r - 3, dy: r - 3), radius: 3, theme.rowBackground))
        items.append(.endLayer)
    }
}
