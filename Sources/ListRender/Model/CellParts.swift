/// One line of a cell's text, placed in viewport points.
struct CellTextLine: Sendable, Hashable {
    var string: String
    /// The line box: from where the text starts, as wide as the set text (at most `box`'s
    /// width), one line tall (the layout dump's text frames).
    var frame: Rect
    /// The horizontal extent the line may take; Raster truncates the text with "…" inside it.
    var box: Rect
    var baseline: Double
    /// Font size in points (regular weight).
    var size: Double
    /// Right-aligned in `box` (a trailing detail, value2's label).
    var trailing: Bool
    /// The row's own weight and colour for this text (nil colour: the style's).
    var weight = TextWeight.regular
    var color: ColorRef? = nil
    var truncation = TextTruncation.tail
    /// A title in parts (`RowSpec.titleRuns`): the parts on this line, in order; empty: the
    /// whole line in `weight` and `color`.
    var runs: [CellTextRun] = []

    /// The parts that are drawn (those starting before the box's end), each with the x it
    /// starts at: what Paint draws and the layout dump names.
    var drawnRuns: [(part: CellTextRun, x: Double)] {
        var out: [(part: CellTextRun, x: Double)] = []
        for part in runs {
            let x = frame.minX + part.x
            guard x < box.maxX else { break }
            out.append((part, x))
        }
        return out
    }
}

/// One part of a title's line in its own weight and colour, `x` points after the line's start.
struct CellTextRun: Sendable, Hashable {
    var string: String
    var x: Double
    var width: Double
    var weight: TextWeight
    var color: ColorRef?
}

/// Mail's unread dot: a filled circle in the leading margin, on the first line.
struct CellDot: Sendable, Hashable {
    var frame: Rect
    var color: ColorRef
}

/// A cell's content laid out: what Paint draws and the layout dump's row `parts`.
struct CellParts: Sendable, Hashable {
    var style: CellStyle
    var title: [CellTextLine]
    var detail: [CellTextLine]
    var accessory: Rect?
    /// Text at the trailing edge of the title's first line (`RowSpec.trailingText`).
    var trailingText: [CellTextLine] = []
    /// The third text under the detail (`RowSpec.preview`).
    var preview: [CellTextLine] = []
    var dot: CellDot? = nil
    /// A `.centered` row's image, stacked above its title (other styles' images are placed by
    /// RowImageLayout at the leading edge). Mirrored with the text but never slid by a swipe:
    /// row images are placed unslid, and Paint slides them with the row.
    var centeredImage: Rect? = nil

    static let empty = CellParts(style: .cell, title: [], detail: [], accessory: nil)

    /// Mirrored left to right inside `cell` (right-to-left layout): leading text moves to the
    /// right edge and aligns right, a trailing detail and the accessory move to the left.
    func mirrored(in cell: Rect) -> CellParts {
        func flip(_ r: Rect) -> Rect { Rect(x: cell.minX + cell.maxX - r.maxX, y: r.minY, width: r.width, height: r.height) }
        func flip(_ l: CellTextLine) -> CellTextLine {
            var m = l
            m.frame = flip(l.frame); m.box = flip(l.box); m.trailing = !l.trailing
            return m
        }
        var m = CellParts(style: style, title: title.map(flip), detail: detail.map(flip), accessory: accessory.map(flip))
        m.trailingText = trailingText.map(flip)
        m.preview = preview.map(flip)
        m.dot = dot.map { CellDot(frame: flip($0.frame), color: $0.color) }
        m.centeredImage = centeredImage.map(flip)
        return m
    }

    /// Moved sideways by `dx` (a swipe); `centeredImage` stays where it is (above).
    func offset(by dx: Double) -> CellParts {
        guard dx != 0 else { return self }
        func move(_ l: CellTextLine) -> CellTextLine {
            var m = l
            m.frame = l.frame.offsetBy(dx: dx, dy: 0); m.box = l.box.offsetBy(dx: dx, dy: 0)
            return m
        }
        var m = CellParts(style: style, title: title.map(move), detail: detail.map(move),
                          accessory: accessory.map { $0.offsetBy(dx: dx, dy: 0) })
        m.trailingText = trailingText.map(move)
        m.preview = preview.map(move)
        m.dot = dot.map { CellDot(frame: $0.frame.offsetBy(dx: dx, dy: 0), color: $0.color) }
        m.centeredImage = centeredImage
        return m
    }

    /// The union of some lines' frames (nil when there are none).
    static func bounds(_ lines: [CellTextLine]) -> Rect? {
        guard let first = lines.first?.frame else { return nil }
        var minX = first.minX, minY = first.minY, maxX = first.maxX, maxY = first.maxY
        for l in lines.dropFirst() {
            minX = min(minX, l.frame.minX); minY = min(minY, l.frame.minY)
            maxX = max(maxX, l.frame.maxX); maxY = max(maxY, l.frame.maxY)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
