/// Lays out a row's content configuration (docs/cells.md): where its title, detail and
/// accessory go in a cell, how many lines each takes, and how tall an automatic row is. The
/// one place that knows where cell text starts (`textLeading`), so an image can move it.
struct CellContentLayout: Sendable {
    let text: any CellTextMeasuring
    /// Leading and trailing content margin (the list's `layoutMargin`, by default its `separatorInset`, 16 pt).
    let margin: Double
    /// Body (titles, value cells' details) and subheadline (details) sizes of the theme.
    let bodySize: Double
    let subheadlineSize: Double
    let defaultStyle: CellStyle
    /// Value cells put the detail under the title (UIKit does at the accessibility sizes).
    let stacksValueCells: Bool
    /// Width of a row: the list's, or an inset-grouped card's.
    let rowWidth: Double
    let scale: Double
    /// The least height of an automatic row (the list's `rowHeight`, 44 pt by default).
    let minimumHeight: Double
    /// Section footers: their text size and the width their lines wrap in.
    var footerSize = 13.0
    var footerWidth = 358.0
    /// The platform's accessory sizes and places (the switch's).
    var look = PlatformLook.ios18
    /// The list is plain: its switches take the plain style's outset (UIKit's tables).
    var plainStyle = false

    /// Lines of a section footer (at most this many: 200 lines are taller than any screen).
    static let maxFooterLines = 200

    /// UIListContentConfiguration's top and bottom content margins in a cell.
    static let verticalMargin = 11.0
    /// Between a stacked title and detail (textToSecondaryTextVerticalPadding).
    static let textToSecondaryText = 3.0
    /// Between a title and its trailing detail (today's rows; textToSecondaryTextHorizontalPadding).
    static let sideBySideGap = 8.0
    /// value2: the leading label's column, a fixed share of the text width, and the gap after it.
    static let value2ColumnShare = 0.25
    static let value2Gap = 6.0
    /// value1 side by side: the detail keeps at least this share of the width when the title is long.
    static let value1DetailShare = 0.25

    init(text: any CellTextMeasuring, margin: Double, bodySize: Double, subheadlineSize: Double,
         defaultStyle: CellStyle, stacksValueCells: Bool, rowWidth: Double, scale: Double, minimumHeight: Double) {
        self.text = text; self.margin = margin; self.bodySize = bodySize; self.subheadlineSize = subheadlineSize
        self.defaultStyle = defaultStyle; self.stacksValueCells = stacksValueCells; self.rowWidth = rowWidth
        self.scale = scale; self.minimumHeight = minimumHeight
    }

    /// A scenario's cells: its theme's sizes, its list's style, margins and width.
    init(scenario: Scenario, metrics: ListMetrics, text: any CellTextMeasuring) {
        self.init(text: text, margin: metrics.layoutMargin, bodySize: scenario.theme.titleSize,
                  subheadlineSize: scenario.theme.detailSize, defaultStyle: scenario.list.rowStyle,
                  stacksValueCells: scenario.theme.contentSize.isAccessibility,
                  rowWidth: SectionIndexTrack.contentWidth(ofRow: metrics.listFrame.width - 2 * metrics.cardInset,
                                                           features: scenario.features),
                  scale: scenario.viewport.scale,
                  minimumHeight: scenario.list.rowHeight)
        footerSize = scenario.theme.footerSize
        look = scenario.theme.look
        plainStyle = metrics.style == .plain
        footerWidth = max(0, metrics.listFrame.width - 2 * (metrics.cardInset + metrics.layoutMargin))
    }

    /// A section footer's text broken into lines at the footer's width (the last truncated).
    func footerLines(_ footer: String) -> [String] {
        LineBreaker(text: text, size: footerSize).lines(footer, width: footerWidth, maxLines: Self.maxFooterLines).map(String.init)
    }

    func style(of spec: RowSpec) -> CellStyle { spec.style ?? defaultStyle }

    /// Where a cell's text starts: the leading layout margin.
    func textLeading(in cell: Rect) -> Double { cell.minX + margin }

    /// The accessory's box in `cell`: its trailing edge at the margin (a switch's where the
    /// platform puts it), centred vertically and put on the device pixel UIKit puts it on: the
    /// UISwitch tracks of AccessibilitySnapshot's iOS 17.5/18.5 tables (44.33-pt rows at 3x) start
    /// at 206, 339 and 472 px, the centred top rounded to the pixel (68.665 pt -> 206 px), not
    /// to the point (69 pt: 207 px, one row in three a pixel low).
    func accessoryFrame(_ a: Accessory, in cell: Rect) -> Rect {
        let size = AccessoryMetrics.size(of: a, look: look) { text.width(of: $0, size: AccessoryMetrics.badgeTextSize) }
        var trailing = cell.maxX - margin
        switch a {
        case .toggle: trailing += plainStyle ? look.plainSwitchTrailingOutset : look.switchTrailingOutset
        case .disclosure, .checkmark, .detailDisclosure: trailing -= look.glyphAccessoryInset
        case .detail, .badge: break
        }
        let top = (cell.midY - size.height / 2).pixelAligned(scale: scale)
        return Rect(x: trailing - size.width, y: top,
                    width: size.width, height: size.height)
    }

    /// The row's parts in `cell`, drawing no more lines than fit in its height less the margins.
    func parts(of spec: RowSpec, in cell: Rect) -> CellParts {
        layout(spec, in: cell).parts
    }

    /// An automatic row's height at `rowWidth` (the content view's, narrowed by a section index): its content and the 11-pt margins, rounded up to
    /// the device pixel, at least `minimumHeight`, at most `ScenarioLimits.maxLength`.
    func height(of spec: RowSpec) -> Double {
        if spec.detail == nil, spec.accessory == nil, spec.image == nil, spec.trailingText == nil, spec.titleStyle.weight == nil, spec.titleRuns.isEmpty,
           spec.titleStyle.size == nil, style(of: spec) != .centered,
           style(of: spec) != .value2, spec.title.unicodeScalars.count < 512,
           Double(spec.title.unicodeScalars.count) * text.maxAdvance(size: bodySize) <= rowWidth - 2 * margin {
            return singleLineHeight   // a short title: one line, however wide its glyphs
        }
        let cell = Rect(x: 0, y: 0, width: rowWidth, height: ScenarioLimits.maxLength)
        return rowHeight(content: layout(spec, in: cell).extent)
    }

    /// The height of every row of generated section `s` ("Row s.r", 1-based): the height of its
    /// widest possible title, the digits all the widest digit, so a million rows cost one measure.
    func generatedRowHeight(section s: Int, rowsPerSection m: Int) -> Double {
        let widest = (0...9).map { String($0) }.max { text.width(of: $0, size: bodySize) < text.width(of: $1, size: bodySize) } ?? "0"
        let title = "Row " + String(repeating: widest, count: String(s + 1).count) + "."
            + String(repeating: widest, count: String(max(1, m)).count)
        return height(of: RowSpec(title: title, style: defaultStyle))
    }

    /// A one-line title's row.
    var singleLineHeight: Double { rowHeight(content: text.lineHeight(size: bodySize)) }

    private func rowHeight(content: Double) -> Double {
        let h = ((content + 2 * Self.verticalMargin) * scale).rounded(.up) / scale
        return min(ScenarioLimits.maxLength, max(minimumHeight, h))
    }

    // MARK: Laying out

    /// One text's lines before they are placed vertically: their box, and their top relative to
    /// the cell's middle.
    private struct Column {
        var lines: [Substring]
        var size: Double
        var box: Rect
        var trailing: Bool
        var top = 0.0
        var lineHeight: Double
        var weight = TextWeight.regular
        var centred = false
        var height: Double { Double(lines.count) * lineHeight }
    }

    private func lines(_ s: String, size: Double, weight: TextWeight = .regular, width: Double, limit: Int, fit: Int) -> [Substring] {
        LineBreaker(text: text, size: size, weight: weight).lines(s, width: width, maxLines: limit == 0 ? fit : min(limit, fit))
    }

    /// How many lines of height `lh` fit in `space` (at least one).
    private func fitting(_ lh: Double, _ space: Double) -> Int {
        let n = ((space + 1e-6) / lh).rounded(.down)
        guard n.isFinite, n >= 1 else { return 1 }
        return n > 100_000 ? 100_000 : Int(n)
    }

    private func layout(_ spec: RowSpec, in cell: Rect) -> (parts: CellParts, extent: Double) {
        let style = style(of: spec)
        var f = cell
        var accessory: Rect?
        if let a = spec.accessory {
            let box = accessoryFrame(a, in: cell)
            accessory = box
            f.width = max(0, box.minX - look.accessoryTextGap + margin - cell.minX)
        }
        // A leading image moves every style's text to after it (RowImageMetrics).
        if let image = spec.image, style != .centered {
            let shift = RowImageMetrics.textInset(image, margin: margin, titleSize: bodySize) - margin
            f.x += shift
            f.width = max(0, f.width - shift)
        }
        let space = cell.height - 2 * Self.verticalMargin
        let detail = spec.detail.flatMap { $0.isEmpty ? nil : $0 }
        // Trailing text on the title's line (Mail's date): one line at the text's trailing edge,
        // at most half the width; the title yields to it by the side-by-side gap.
        var trailingColumn: Column?
        var titleYield = 0.0
        if let t = spec.trailingText, !t.isEmpty {
            let weight = spec.trailingTextStyle.weight ?? .regular
            let size = spec.trailingTextStyle.size ?? subheadlineSize
            let maxWidth = max(0, f.maxX - margin - textLeading(in: f)) * 0.5
            let w = min(maxWidth, LineBreaker(text: text, size: size, weight: weight).width(Substring(t), upTo: maxWidth))
            let lh = text.lineHeight(size: size)
            trailingColumn = Column(lines: [Substring(t)], size: size,
                                    box: Rect(x: f.maxX - margin - w, y: 0, width: w, height: 0),
                                    trailing: true, lineHeight: lh, weight: weight)
            titleYield = w + Self.sideBySideGap
            // Styles that put the title and detail side by side give the whole text area up.
            if style != .subtitle { f.width = max(0, f.width - titleYield) }
        }
        let x0 = textLeading(in: f)
        let avail = max(0, f.maxX - margin - x0)
        var title: Column
        var detailColumn: Column?
        var previewColumn: Column?

        switch style {
        case .cell:
            (title, detailColumn) = trailingDetail(spec, detail, in: f, space: space)
        case .subtitle:
            (title, detailColumn, previewColumn) = stacked(spec, detail, detailSize: subheadlineSize, x: x0, width: avail,
                                                           space: space, titleYield: titleYield, preview: spec.preview)
        case .value1:
            let sideBySide: Bool
            if let d = detail, !stacksValueCells {
                let tsz = titleSize(spec), dsz = detailSize(spec, bodySize)
                let tw = LineBreaker(text: text, size: tsz, weight: titleWeight(spec)).width(Substring(spec.title), upTo: avail)
                let dw = LineBreaker(text: text, size: dsz, weight: detailWeight(spec)).width(Substring(d), upTo: avail)
                let stackFits = space + 1e-6 >= text.lineHeight(size: tsz) + text.lineHeight(size: dsz) + Self.textToSecondaryText
                sideBySide = tw + Self.sideBySideGap + dw <= avail + LineBreaker.slack || !stackFits
            } else {
                sideBySide = detail == nil
            }
            if sideBySide {
                (title, detailColumn) = valueSideBySide(spec, detail, x: x0, width: avail)
            } else {
                (title, detailColumn, _) = stacked(spec, detail, detailSize: bodySize, x: x0, width: avail, space: space)
            }
        case .value2:
            (title, detailColumn) = value2(spec, detail, x: x0, width: avail, space: space)
        case .centered:
            (title, detailColumn) = centered(spec, detail, x: x0, width: avail, space: space)
        }

        var columns = [title] + (detailColumn.map { [$0] } ?? []) + (previewColumn.map { [$0] } ?? [])
        let colors = [spec.titleStyle.color, spec.detailStyle.color, spec.previewStyle.color]
        let truncations = [spec.titleStyle.truncation, spec.detailStyle.truncation, spec.previewStyle.truncation]
        let mid = cell.midY
        var placed: [[CellTextLine]] = []
        // The text's extent is its columns' own (a centred row's may sit wholly below the middle,
        // its image taking the top); the title column is always there, so lo and hi end finite.
        var lo = Double.infinity, hi = -Double.infinity
        for c in columns.indices {
            let col = columns[c]
            let cap = text.capHeight(size: col.size)
            var out: [CellTextLine] = []
            for (i, s) in col.lines.enumerated() {
                let rel = col.top + Double(i) * col.lineHeight   // line top relative to the middle
                let string = String(s)
                let runs = c == 0 && !spec.titleRuns.isEmpty ? titleRuns(on: s, of: spec, size: col.size, width: col.box.width) : []
                let w = runs.last.map { $0.x + $0.width }
                    ?? LineBreaker(text: text, size: col.size, weight: col.weight).width(s, upTo: col.box.width)
                let drawn = min(w, col.box.width)
                let x = col.centred ? col.box.midX - drawn / 2 : col.trailing ? col.box.maxX - drawn : col.box.minX
                // A centred line's box is the line itself, so it is drawn from its own left edge.
                let boxX = col.centred ? x : col.box.minX, boxWidth = col.centred ? drawn : col.box.width
                // The middle plus capHeight/2, then the line's offset: exactly the old single-line
                // baseline when the line is centred (rel + lh/2 is 0).
                let baseline = mid + cap / 2 + (rel + col.lineHeight / 2)
                out.append(CellTextLine(string: string,
                                        frame: Rect(x: x, y: mid + rel, width: drawn, height: col.lineHeight),
                                        box: Rect(x: boxX, y: cell.minY, width: boxWidth, height: cell.height),
                                        baseline: baseline, size: col.size, trailing: col.trailing, weight: col.weight,
                                        color: colors[c], truncation: truncations[c] ?? .tail, runs: runs))
            }
            lo = min(lo, col.top); hi = max(hi, col.top + col.height)
            placed.append(out)
            columns[c] = col
        }
        if !lo.isFinite { lo = 0; hi = 0 }   // defensive: no columns at all
        var extent = hi - lo
        if let a = accessory { extent = max(extent, a.height) }
        var imageFrame: Rect?
        if let image = spec.image {
            let size = RowImageMetrics.size(of: image, titleSize: bodySize)
            if style == .centered {
                // Stacked above the title, centred across the text's width, its top on the pixel grid.
                let top = (mid + lo - size.height - centeredImageGap(image)).pixelAligned(scale: scale)
                imageFrame = Rect(x: x0 + (avail - size.width) / 2, y: top, width: size.width, height: size.height)
                extent += size.height + centeredImageGap(image)
            } else {
                extent = max(extent, size.height)
            }
        }
        var parts = CellParts(style: style, title: placed[0], detail: placed.count > 1 ? placed[1] : [], accessory: accessory)
        parts.centeredImage = imageFrame
        if placed.count > 2 { parts.preview = placed[2] }
        if let first = placed[0].first {
            placeOnFirstLine(first, spec: spec, trailing: trailingColumn, cell: cell, into: &parts)
        }
        return (parts, extent)
    }

    /// `.cell`: the title from the leading margin; the detail right-aligned at the trailing
    /// margin in at most half the width, one line, the title yielding 8 pt before it.
    private func trailingDetail(_ spec: RowSpec, _ detail: String?, in f: Rect, space: Double) -> (Column, Column?) {
        var titleRight = f.maxX - margin
        var detailColumn: Column?
        if let d = detail {
            let maxWidth = (f.width - 2 * margin) * 0.5
            let dsz = detailSize(spec, subheadlineSize)
            let w = min(maxWidth, LineBreaker(text: text, size: dsz, weight: detailWeight(spec)).width(Substring(d), upTo: maxWidth))
            let lh = text.lineHeight(size: dsz)
            detailColumn = Column(lines: [Substring(d)], size: dsz,
                                  box: Rect(x: f.maxX - margin - maxWidth, y: 0, width: maxWidth, height: 0),
                                  trailing: true, top: -lh / 2, lineHeight: lh, weight: detailWeight(spec))
            titleRight -= w + Self.sideBySideGap
        }
        let box = Rect(x: f.minX + margin, y: 0, width: max(0, titleRight - f.minX - margin), height: 0)
        let tsz = titleSize(spec)
        let lh = text.lineHeight(size: tsz)
        var title = Column(lines: lines(spec.title, size: tsz, weight: titleWeight(spec), width: box.width,
                                        limit: spec.lines.title, fit: fitting(lh, space)),
                           size: tsz, box: box, trailing: false, lineHeight: lh, weight: titleWeight(spec))
        title.top = -title.height / 2
        return (title, detailColumn)
    }

    /// The detail under the title, both from the leading margin, centred as one block, and the
    /// preview under the detail (Mail's subject and preview; subheadline size, the same gap).
    /// `titleYield`: room the title leaves at its trailing edge for the row's trailing text.
    private func stacked(_ spec: RowSpec, _ detail: String?, detailSize styleDetailSize: Double, x: Double, width: Double,
                         space: Double, titleYield: Double = 0, preview: String? = nil) -> (Column, Column?, Column?) {
        let box = Rect(x: x, y: 0, width: width, height: 0)
        let titleWidth = max(0, width - titleYield)
        let bodySize = titleSize(spec), detailSize = detailSize(spec, styleDetailSize)
        let subheadlineSize = spec.previewStyle.size ?? subheadlineSize
        let lhT = text.lineHeight(size: bodySize), lhD = text.lineHeight(size: detailSize)
        let previewText = preview.flatMap { $0.isEmpty ? nil : $0 }
        let lhP = text.lineHeight(size: subheadlineSize)
        // The detail leaves the preview one line when all cannot fit, as the title leaves the detail one.
        let previewReserve = previewText == nil ? 0 : Self.textToSecondaryText + lhP
        let reserved = detail == nil ? 0 : Self.textToSecondaryText + lhD + previewReserve
        var title = Column(lines: lines(spec.title, size: bodySize, weight: titleWeight(spec), width: titleWidth,
                                        limit: spec.lines.title, fit: fitting(lhT, space - reserved)),
                           size: bodySize, box: Rect(x: x, y: 0, width: titleWidth, height: 0), trailing: false,
                           lineHeight: lhT, weight: titleWeight(spec))
        guard let d = detail else {
            title.top = -title.height / 2
            return (title, nil, nil)
        }
        var col = Column(lines: lines(d, size: detailSize, weight: detailWeight(spec), width: width, limit: spec.lines.detail,
                                      fit: fitting(lhD, space - title.height - Self.textToSecondaryText - previewReserve)),
                         size: detailSize, box: box, trailing: false, lineHeight: lhD, weight: detailWeight(spec))
        var previewColumn: Column?
        if let p = previewText {
            let weight = spec.previewStyle.weight ?? .regular
            previewColumn = Column(lines: lines(p, size: subheadlineSize, weight: weight, width: width, limit: spec.lines.preview,
                                                fit: fitting(lhP, space - title.height - col.height - 2 * Self.textToSecondaryText)),
                                   size: subheadlineSize, box: box, trailing: false, lineHeight: lhP, weight: weight)
        }
        let h = title.height + Self.textToSecondaryText + col.height + (previewColumn.map { Self.textToSecondaryText + $0.height } ?? 0)
        title.top = -h / 2
        col.top = title.top + title.height + Self.textToSecondaryText
        previewColumn?.top = col.top + col.height + Self.textToSecondaryText
        return (title, col, previewColumn)
    }

    /// value1 on one line: the title keeps its width; the detail, right-aligned, takes what is
    /// left but never less than a quarter of the width (or its own width).
    private func valueSideBySide(_ spec: RowSpec, _ detail: String?, x: Double, width: Double) -> (Column, Column?) {
        let tsz = titleSize(spec)
        let lh = text.lineHeight(size: tsz)
        let tw = LineBreaker(text: text, size: tsz, weight: titleWeight(spec)).width(Substring(spec.title), upTo: width)
        var titleWidth = width
        var detailColumn: Column?
        if let d = detail {
            let dsz = detailSize(spec, bodySize), lhD = text.lineHeight(size: dsz)
            let dw = min(width, LineBreaker(text: text, size: dsz, weight: detailWeight(spec)).width(Substring(d), upTo: width))
            let detailWidth = max(min(dw, width * Self.value1DetailShare), width - Self.sideBySideGap - tw)
            let shown = min(dw, max(0, detailWidth))
            detailColumn = Column(lines: [Substring(d)], size: dsz,
                                  box: Rect(x: x + width - shown, y: 0, width: shown, height: 0),
                                  trailing: true, top: -lhD / 2, lineHeight: lhD, weight: detailWeight(spec))
            titleWidth = max(0, width - Self.sideBySideGap - shown)
        }
        let title = Column(lines: [Substring(spec.title)], size: tsz,
                           box: Rect(x: x, y: 0, width: titleWidth, height: 0), trailing: false, top: -lh / 2, lineHeight: lh,
                           weight: titleWeight(spec))
        return (title, detailColumn)
    }

    /// value2: the title right-aligned in a leading column at the subheadline size (tinted by
    /// Paint), the detail after it at the body size; their first baselines aligned.
    private func value2(_ spec: RowSpec, _ detail: String?, x: Double, width: Double, space: Double) -> (Column, Column?) {
        let column = (width * Self.value2ColumnShare).rounded()
        let subheadlineSize = titleSize(spec, subheadlineSize), bodySize = detailSize(spec, bodySize)
        let lhT = text.lineHeight(size: subheadlineSize), lhD = text.lineHeight(size: bodySize)
        var title = Column(lines: lines(spec.title, size: subheadlineSize, weight: titleWeight(spec), width: column,
                                        limit: spec.lines.title, fit: fitting(lhT, space)),
                           size: subheadlineSize, box: Rect(x: x, y: 0, width: column, height: 0), trailing: true,
                           lineHeight: lhT, weight: titleWeight(spec))
        guard let d = detail else {
            title.top = -title.height / 2
            return (title, nil)
        }
        let dx = x + column + Self.value2Gap
        var col = Column(lines: lines(d, size: bodySize, weight: detailWeight(spec), width: max(0, x + width - dx),
                                      limit: spec.lines.detail, fit: fitting(lhD, space)),
                         size: bodySize, box: Rect(x: dx, y: 0, width: max(0, x + width - dx), height: 0),
                         trailing: false, lineHeight: lhD, weight: detailWeight(spec))
        // First baselines level: each line's baseline is lh/2 + capHeight/2 below its top.
        let bT = lhT / 2 + text.capHeight(size: subheadlineSize) / 2, bD = lhD / 2 + text.capHeight(size: bodySize) / 2
        let b = max(bT, bD)
        let h = max(b - bT + title.height, b - bD + col.height)
        title.top = -h / 2 + (b - bT)
        col.top = -h / 2 + (b - bD)
        return (title, col)
    }

    /// `.centered`: the title and the detail under it, every line centred across the text's width,
    /// the block centred in the row under room for the image (`centeredImageGap` above the title).
    private func centered(_ spec: RowSpec, _ detail: String?, x: Double, width: Double, space: Double) -> (Column, Column?) {
        let imageRoom = spec.image.map { RowImageMetrics.size(of: $0, titleSize: bodySize).height + centeredImageGap($0) } ?? 0
        var (title, col, _) = stacked(spec, detail, detailSize: subheadlineSize, x: x, width: width, space: space - imageRoom)
        title.centred = true
        col?.centred = true
        // The image's room goes above the title: the whole stack is centred, not the text alone.
        title.top += imageRoom / 2
        col?.top += imageRoom / 2
        return (title, col)
    }

    /// Between a centred row's image and its title: the image's `textPadding`, else UIKit's
    /// imageToTextPadding (16 pt; a SwiftUI VStack's spacing is the app's own).
    private func centeredImageGap(_ image: RowImage) -> Double { image.textPadding ?? RowImageMetrics.imageToTextPadding }

    /// The title's weight; of a title in parts, the heaviest part's, so its lines are broken
    /// where none is wider than its box.
    private func titleWeight(_ spec: RowSpec) -> TextWeight {
        let own = spec.titleStyle.weight ?? .regular
        let all = TextWeight.allCases
        return spec.titleRuns.lazy.map { $0.weight ?? own }.max { all.firstIndex(of: $0)! < all.firstIndex(of: $1)! } ?? own
    }

    /// The parts of `spec`'s title on `line` (a slice of the title), each placed after the one
    /// before; a part's width is measured up to what is left of `width` (beyond it Raster cuts).
    private func titleRuns(on line: Substring, of spec: RowSpec, size: Double, width: Double) -> [CellTextRun] {
        let utf8 = line.base.utf8
        let lo = utf8.distance(from: utf8.startIndex, to: line.startIndex), hi = lo + line.utf8.count
        var out: [CellTextRun] = []
        var start = 0, x = 0.0
        for run in spec.titleRuns {
            let bytes = run.text.utf8, n = bytes.count
            defer { start += n }
            let a = max(lo, start), b = min(hi, start + n)
            guard a < b else { continue }
            // Line ends are character boundaries of the whole title and parts' ends scalar
            // boundaries, so the slice is whole scalars.
            let piece = String(decoding: bytes[bytes.index(bytes.startIndex, offsetBy: a - start)..<bytes.index(bytes.startIndex, offsetBy: b - start)],
                               as: UTF8.self)
            let weight = run.weight ?? spec.titleStyle.weight ?? .regular
            let w = LineBreaker(text: text, size: size, weight: weight).width(Substring(piece), upTo: max(0, width - x))
            out.append(CellTextRun(string: piece, x: x, width: w, weight: weight, color: run.color ?? spec.titleStyle.color))
            x += w
        }
        return out
    }
    /// A part's size: the row's own (`RowTextStyle.size`), else the style's.
    private func titleSize(_ spec: RowSpec, _ styleSize: Double? = nil) -> Double { spec.titleStyle.size ?? styleSize ?? bodySize }
    private func detailSize(_ spec: RowSpec, _ styleSize: Double) -> Double { spec.detailStyle.size ?? styleSize }
    private func detailWeight(_ spec: RowSpec) -> TextWeight { spec.detailStyle.weight ?? .regular }

    /// Mail's first line: the trailing text on the title's first baseline, the dot centred on
    /// that line in the leading margin, and the accessory on it when the row asks.
    private func placeOnFirstLine(_ first: CellTextLine, spec: RowSpec, trailing: Column?, cell: Rect, into parts: inout CellParts) {
        if let t = trailing, let string = t.lines.first {
            let cap = text.capHeight(size: t.size)
            let top = first.baseline - cap / 2 - t.lineHeight / 2
            parts.trailingText = [CellTextLine(string: String(string),
                                               frame: Rect(x: t.box.minX, y: top, width: t.box.width, height: t.lineHeight),
                                               box: Rect(x: t.box.minX, y: cell.minY, width: t.box.width, height: cell.height),
                                               baseline: first.baseline, size: t.size, trailing: true, weight: t.weight,
                                               color: spec.trailingTextStyle.color, truncation: spec.trailingTextStyle.truncation ?? .tail)]
        }
        let lineMid = first.baseline - text.capHeight(size: first.size) / 2
        if let color = spec.dot {
            let d = Self.dotDiameter
            parts.dot = CellDot(frame: Rect(x: cell.minX + (margin - d) / 2, y: lineMid - d / 2, width: d, height: d), color: color)
        }
        if spec.accessoryAlignment == .firstLine, var a = parts.accessory {
            a.y = (lineMid - a.height / 2).rounded()
            parts.accessory = a
        }
    }

    /// Mail's unread dot (a guess from Mail's look: a 10-pt circle; docs/cells.md).
    static let dotDiameter = 10.0
}
