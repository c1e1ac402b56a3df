/// Paint: a frame's layout and a theme → a display list. It decides colours, fonts, text
/// placement and drawing order; it knows nothing about pixels.
struct Painter {
    let theme: Theme
    let metrics: ListMetrics
    let features: Features
    /// Draw the finger (documentation frames).
    let showTouches: Bool
    /// Hand the frame on to be turned grey once drawn (`output.grayscale`).
    let grayscale: Bool
    let text: TextMeasuring
    /// The frame being painted is laid out right to left (`FrameLayout.rightToLeft`).
    var rightToLeft = false
    /// Device pixels per point of the frame being painted (edit mode's grip lines sit on them).
    var scale = 1.0
    /// Leading and trailing text margin of cells (UITableViewCell's layout margins).
    var margin: Double { metrics.layoutMargin }

    init(theme: Theme, metrics: ListMetrics, features: Features, showTouches: Bool, grayscale: Bool = false,
         text: TextMeasuring) {
        self.theme = theme; self.metrics = metrics; self.features = features
        self.showTouches = showTouches; self.grayscale = grayscale; self.text = text
    }

    func paint(_ f: FrameLayout) -> DisplayList {
        guard f.rightToLeft == rightToLeft, f.viewport.scale == scale else {
            var mirrored = self
            mirrored.rightToLeft = f.rightToLeft
            mirrored.scale = f.viewport.scale
            return mirrored.paint(f)
        }
        var items: [DisplayItem] = []
        paintContributions(f.contributions, layer: .behindList, into: &items)
        items.append(.pushClip(f.listFrame))
        // The content's own background: from its top edge down (the area above stays clear,
        // so a snap header shows through the inset).
        let contentTop = metrics.viewportY(contentY: 0, offset: f.contentOffset)
        let visibleTop = max(f.listFrame.minY, contentTop)
        if features.snapHeader == nil || visibleTop < f.listFrame.maxY {
            let top = features.snapHeader == nil ? f.listFrame.minY : visibleTop
            items.append(.fill(Rect(x: f.listFrame.minX, y: top, width: f.listFrame.width,
                                    height: f.listFrame.maxY - top), tableBackground))
        }
        for card in f.cards { paintCard(card, into: &items) }
        paintContributions(f.contributions, layer: .underRows, into: &items)
        for row in f.rows where !row.lifted { paintRow(row, card: f.cards.first { $0.section == row.section }?.frame, into: &items) }
        for filler in f.fillerRows { paintSeparator(under: filler, inset: metrics.separatorInset, into: &items) }
        paintContributions(f.contributions, layer: .overRows, into: &items)
        if metrics.style == .plain {
            for footer in f.footers { paintFooter(footer, into: &items) }
            for header in f.headers { paintHeader(header, into: &items) }
        } else {
            for footer in f.footers { paintGroupedFooter(footer, into: &items) }
            for header in f.headers { paintGroupedHeader(header, into: &items) }
        }
        for row in f.rows where row.lifted { paintLifted(row, into: &items) }
        paintContributions(f.contributions, layer: .overlays, into: &items)
        items.append(.popClip)
        paintChrome(f, into: &items)
        if showTouches, let t = f.touch { paintFinger(t, into: &items) }
        var list = DisplayList(size: f.viewport.size, background: tableBackground, items: items)
        list.scale = f.viewport.scale
        list.fonts = theme.fonts
        list.grayscale = grayscale
        return list
    }

    /// An inset-grouped section's card: circular corners (iOS 18) or continuous ones (iOS 26),
    /// each end's corners fitted to its own cell, as iOS 26 rounds the first and last cells.
    func paintCard(_ card: CardLayout, into items: inout [DisplayItem]) {
        let look = theme.look, r = card.frame
        if look.cardCornerContinuous {
            // A cell collapsing to nothing (a deletion) keeps the corner's radius (our choice): its
            // tail shortens to fit the card's end, not the vanishing cell.
            let floor = min(r.height, 2 * look.cardCornerRadius)
            let path = Path {
                $0.addRoundedRect(r, radius: look.cardCornerRadius, curve: cardCurve,
                                  fit: cornerFit(cellHeight: max(card.firstRowHeight, floor), card: r),
                                  bottomFit: cornerFit(cellHeight: max(card.lastRowHeight, floor), card: r))
            }
            items.append(.fillPath(path, .nonZero, cellBackground))
        } else {
            items.append(.roundedRect(r, radius: look.cardCornerRadius, cellBackground))
        }
    }

    /// The rect a card cell's continuous corners are fitted to (`CornerCurve.corner(radius:in:)`
    /// ends a tail at half the rect's side): iOS 26 ends the tail down the side a quarter radius
    /// past the middle of the cell (`cardCornerTailPastCellMiddle`), never past the middle of
    /// the card (a one-row card's two corners meet there) nor below the cell itself.
    func cornerFit(cellHeight h: Double, card: Rect) -> Rect? {
        let look = theme.look
        guard look.cardCornerContinuous else { return nil }
        let height = min(h + 2 * look.cardCornerTailPastCellMiddle * look.cardCornerRadius, card.height, 2 * h)
        return Rect(x: card.minX, y: card.minY, width: card.width, height: height)
    }

    /// The shape of the cards' corners.
    var cardCurve: CornerCurve { theme.look.cardCornerContinuous ? .continuous(tail: theme.look.cardCornerTail) : .circular }

    /// Behind the rows: systemBackground in the plain style, systemGroupedBackground otherwise.
    var tableBackground: Color { metrics.style == .plain ? theme.background : theme.groupedBackground }

    /// Cells: systemBackground in the plain style, secondarySystemGroupedBackground otherwise.
    var cellBackground: Color { metrics.style == .plain ? theme.rowBackground : theme.groupedCellBackground }

    /// Baseline that centres a line of `size` pt text vertically on `midY`.
    func baseline(midY: Double, weight: FontWeight, size: Double) -> Double {
        midY + text.capHeight(weight: weight, size: size) / 2
    }

    /// `card`: the inset-grouped section's card the row sits on (nil in the other styles).
    func paintRow(_ row: RowLayout, card: Rect? = nil, into items: inout [DisplayItem]) {
        // A swiped row on a card is clipped to its place on the card, corners and all, as UIKit
        // clips the cell (the card stands on the flat table background, so the corners are
        // masked in that colour).
        guard let card, row.swipeOffset != 0 else { return paintRowContent(row, card: card, into: &items) }
        items.append(.pushClip(row.frame))
        paintRowContent(row, card: card, into: &items)
        items.append(.popClip)
        let edges = Self.cardEdges(of: row.frame, on: card)
        if edges.top || edges.bottom {
            let masks = Path {
                $0.addCornerMasks(row.frame, radius: theme.look.cardCornerRadius, top: edges.top, bottom: edges.bottom, curve: cardCurve,
                                  fit: cornerFit(cellHeight: row.frame.height, card: card))
            }
            items.append(.fillPath(masks, .nonZero, tableBackground))
        }
    }

    /// Whether a row's rectangle starts the card (its top corners are the card's rounded ones)
    /// and whether it ends it.
    static func cardEdges(of r: Rect, on card: Rect) -> (top: Bool, bottom: Bool) {
        (r.minY <= card.minY + 1e-9, r.maxY >= card.maxY - 1e-9)
    }

    private func paintRowContent(_ row: RowLayout, card: Rect?, into items: inout [DisplayItem]) {
        let f = row.frame
        if row.swipeOffset < 0, let swipe = features.swipe { paintSwipeReveal(row, swipe, into: &items) }
        for action in row.actions { paintSwipeAction(action, into: &items) }
        let content = f.offsetBy(dx: row.swipeOffset, dy: 0)
        // An inset-grouped row at rest is drawn on its card, whose rounded corners must show.
        if metrics.style != .insetGrouped || row.swipeOffset != 0 { items.append(.fill(content, cellBackground)) }
        if let h = row.highlight, h > 0 {
            let color = theme.selectedBackground.withAlphaMultiplied(by: h)
            // On a card the first and last rows' highlight keeps the card's rounded corners.
            let edges = card.map { Self.cardEdges(of: content, on: $0) } ?? (top: false, bottom: false)
            if row.swipeOffset == 0, edges.top || edges.bottom {
                let path = Path {
                    $0.addRoundedRect(content, radius: theme.look.cardCornerRadius, top: edges.top, bottom: edges.bottom, curve: cardCurve,
                                      fit: card.flatMap { cornerFit(cellHeight: content.height, card: $0) })
                }
                items.append(.fillPath(path, .nonZero, color))
            } else {
                items.append(.fill(content, color))
            }
        }
        if !row.isGap { paintCellContent(row, in: content, into: &items) }
        if row.separator {
            paintSeparator(under: f, inset: (row.image?.textInset ?? metrics.separatorInset) + (row.edit.map { $0.separatorIndent ?? $0.indent } ?? 0),
                           into: &items)
        }
    }

    /// A row's hairline, inset from the leading edge (the right one, right to left): by the
    /// margin, or to where the text starts after an image (UIKit's default).
    /// On a card the platform may stop it short of the card's trailing edge too (iOS 26), and
    /// draw it thicker than a device pixel, along the row's bottom edge.
    func paintSeparator(under f: Rect, inset: Double, into items: inout [DisplayItem]) {
        let look = theme.look
        let trailing = metrics.style == .insetGrouped ? look.cardSeparatorTrailingInset
            : metrics.style == .plain && look.plainSeparatorEndsAtMargin ? margin : 0
        let width = max(0, f.width - inset - trailing)
        let x = rightToLeft ? f.minX + trailing : f.minX + inset
        if let t = look.separatorThickness {
            items.append(.fill(Rect(x: x, y: f.maxY - t, width: width, height: t), theme.separator))
        } else {
            items.append(.hairline(x: x, y: f.maxY - 1e-6, width: width, theme.separator))
        }
    }

    /// A row's content as Layout placed it (`RowLayout.parts`, docs/cells.md): its image, titles
    /// in the label colour, details in the secondary one; value2's leading label tinted, its
    /// detail in the label colour.
    func paintCellContent(_ row: RowLayout, in cell: Rect, into items: inout [DisplayItem]) {
        let p = row.parts
        if let a = row.accessory, let box = p.accessory {
            // While editing it fades out (editingAccessoryType none).
            if let e = row.edit { items.append(.beginLayer(opacity: e.accessoryAlpha)) }
            paintAccessory(a, in: box, switchPosition: row.switchPosition, into: &items)
            if row.edit != nil { items.append(.endLayer) }
        }
        if let e = row.edit { paintEditControls(e, scale: scale, into: &items) }
        if let image = row.image { paintRowImage(image, row: row, in: cell, into: &items) }
        let titleColor = p.style == .value2 ? theme.tint : theme.label
        let detailColor = p.style == .value2 ? theme.label : theme.secondaryLabel
        // The detail first, as rows always drew it: same bytes for the rows drawn before cells had styles.
        for line in p.detail { items.append(.text(run(line, detailColor))) }
        for line in p.title {
            if line.runs.isEmpty { items.append(.text(run(line, titleColor))) } else { appendRuns(of: line, titleColor, into: &items) }
        }
        for line in p.trailingText { items.append(.text(run(line, theme.secondaryLabel))) }
        for line in p.preview { items.append(.text(run(line, theme.secondaryLabel))) }
        if let dot = p.dot { items.append(.roundedRect(dot.frame, radius: dot.frame.width / 2, dot.color.resolved(in: theme))) }
        paintRowContributions(row, in: cell, into: &items)
    }

    /// A line in its row's own weight and colour, else the style's colour.
    private func run(_ line: CellTextLine, _ color: Color) -> TextRun {
        TextRun(string: line.string, weight: FontWeight(line.weight), size: line.size,
                color: line.color?.resolved(in: theme) ?? color, box: line.box,
                baseline: line.baseline, alignment: line.trailing ? .right : .left, truncation: line.truncation)
    }

    /// A title's line in parts, each from where the one before ended to the line's box's end
    /// (a part that does not fit is cut with "…"; the parts after it are not drawn).
    private func appendRuns(of line: CellTextLine, _ color: Color, into items: inout [DisplayItem]) {
        for (part, x) in line.drawnRuns {
            items.append(.text(TextRun(string: part.string, weight: FontWeight(part.weight), size: line.size,
                                       color: part.color?.resolved(in: theme) ?? color,
                                       box: Rect(x: x, y: line.box.minY, width: line.box.maxX - x, height: line.box.height),
                                       baseline: line.baseline, alignment: .left, truncation: .tail)))
        }
    }

    /// A section header: its title, and its subtitle where it shows, both on the title's baseline.
    func paintHeader(_ h: HeaderLayout, into items: inout [DisplayItem]) {
        let f = h.frame
        items.append(.fill(f, theme.headerBackground))
        let base = baseline(midY: f.midY, weight: .semibold, size: theme.headerSize)
        // The section index's column narrows the header's content as it does the cells'.
        var content = f
        content.width = SectionIndexTrack.contentWidth(ofRow: f.width, features: features)
        paintTitleAndTrailing(
            title: Line(theme.headerUppercase ? h.title.uppercased() : h.title, weight: .semibold,
                        size: theme.headerSize, color: theme.headerText, baseline: base),
            trailing: (h.showsSubtitle ? h.subtitle : nil).map {
                Line($0, weight: .regular, size: theme.headerSize, color: theme.secondaryLabel, baseline: base)
            },
            in: content, into: &items)
    }

    /// One line of text to place: what, in which face, and on which baseline.
    struct Line {
        var string: String, weight: FontWeight, size: Double, color: Color, baseline: Double
        init(_ string: String, weight: FontWeight, size: Double, color: Color, baseline: Double) {
            self.string = string; self.weight = weight; self.size = size; self.color = color; self.baseline = baseline
        }
    }

    /// The trailing-detail layout of rows and headers: the title from the leading margin, the
    /// trailing text right-aligned at the trailing margin in at most half the width; the title
    /// yields, truncating 8 pt before the trailing text starts.
    func paintTitleAndTrailing(title: Line, trailing: Line?, in f: Rect, into items: inout [DisplayItem]) {
        var titleRight = f.maxX - margin
        if let t = trailing, !t.string.isEmpty {
            let maxWidth = (f.width - 2 * margin) * 0.5
            let w = min(maxWidth, text.width(of: t.string, weight: t.weight, size: t.size))
            items.append(.text(TextRun(string: t.string, weight: t.weight, size: t.size, color: t.color,
                                       box: mirror(Rect(x: f.maxX - margin - maxWidth, y: f.minY, width: maxWidth, height: f.height), in: f),
                                       baseline: t.baseline, alignment: rightToLeft ? .left : .right)))
            titleRight -= w + 8
        }
        items.append(.text(TextRun(string: title.string, weight: title.weight, size: title.size, color: title.color,
                                   box: mirror(Rect(x: f.minX + margin, y: f.minY, width: max(0, titleRight - f.minX - margin), height: f.height), in: f),
                                   baseline: title.baseline, alignment: rightToLeft ? .right : .left)))
    }

    /// `r` mirrored inside `f` in a right-to-left frame (unchanged left to right).
    func mirror(_ r: Rect, in f: Rect) -> Rect {
        rightToLeft ? Rect(x: f.minX + f.maxX - r.maxX, y: r.minY, width: r.width, height: r.height) : r
    }

    /// Leading-aligned text: left, or right in a right-to-left frame.
    var leadingAlignment: TextAlignment { rightToLeft ? .right : .left }

    /// Footnote text at the leading margin, its lines centred on the footer band, one
    /// footnote line apart; the last truncates with "…" at the trailing margin.
    func paintFooter(_ footer: FooterLayout, into items: inout [DisplayItem]) {
        let f = footer.frame
        items.append(.fill(f, theme.headerBackground))
        let pitch = footnoteLine
        let middle = Double(footer.lines.count - 1) / 2
        for (i, line) in footer.lines.enumerated() {
            items.append(.text(TextRun(string: line, weight: .regular, size: theme.footerSize, color: theme.headerText,
                                       box: f.insetBy(dx: margin, dy: 0),
                                       baseline: baseline(midY: f.midY + (Double(i) - middle) * pitch, weight: .regular,
                                                          size: theme.footerSize), alignment: leadingAlignment)))
        }
    }

    /// The footnote style's line pitch at the theme's Dynamic Type size (18 pt at `large`).
    var footnoteLine: Double { theme.contentSize.footnoteLeading }

    /// FMMoveTableView's snapshot: shadow radius 3, offset 0, opacity 0.7 (`theme.liftShadow`'s
    /// alpha); the row at alpha 0.95 (`theme.liftedRowAlpha`). As the row drops (`lift` 1 → 0)
    /// the opacity returns to 1 and the shadow fades out. The shadow is inside the transparency
    /// group, as a CALayer's shadow is part of the layer its opacity applies to: the row covers
    /// it, so none shows through the 95 % row.
    func paintLifted(_ row: RowLayout, into items: inout [DisplayItem]) {
        let alpha = theme.liftedRowAlpha
        items.append(.beginLayer(opacity: alpha + (1 - alpha) * (1 - row.lift)))
        if row.lift > 0 {
            items.append(.shadow(row.frame, cornerRadius: 0, blur: 3, offset: .zero,
                                 theme.liftShadow.withAlphaMultiplied(by: row.lift)))
        }
        items.append(.fill(row.frame, cellBackground))
        paintCellContent(row, in: row.frame, into: &items)
        items.append(.endLayer)
    }
}
