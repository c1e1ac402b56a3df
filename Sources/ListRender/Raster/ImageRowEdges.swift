/// Where each row of a picture is drawn: the pixels `drawImage`'s walk in from both ends meets
/// (their coverage bytes) and the run of full pixels between, kept across bands and frames.
/// A rounded picture's every row is a corner row (a circle's all of them) whose ends were found
/// by halving, a dozen coverages with square roots a row, again in every frame it moved in.
///
/// The walk is a pure function of the shape's horizontal terms (its rect's x edges and radius,
/// the columns searched) and of the row's terms (`RoundedShape.rowTerms`: all a pixel's coverage
/// takes from its row) and whether the row is straight (which of two searches runs): the key is
/// exactly those, bit for bit, so a hit replays the same blends a walk would make. A picture
/// scrolled by whole pixels, the top and bottom halves of a circle, and the same shape in every
/// row of a list find their rows again. One per rasterizer (one thread).
final class ImageRowEdges {
    /// Rows kept at most; past it everything is dropped and made again as drawn. A row holds a
    /// few edge bytes, so this is well under a megabyte, and a frame of pictures needs a few
    /// hundred (rows of equal terms are one).
    static let rowLimit = 20_000

    /// What a shape's rows depend on across the row.
    fileprivate struct Shape: Hashable {
        let x0: UInt64, x1: UInt64, radius: UInt64
        /// The columns walked (the picture's, inside the clip).
        let a: Int, b: Int
    }

    fileprivate struct Row: Hashable {
        let ay: UInt64, dy: UInt64
        let straight: Bool
    }

    /// One row as the walk found it: columns [left, full.lowerBound) with `leftBytes`, the full
    /// run `full`, columns [full.upperBound, full.upperBound + rightBytes.count) with `rightBytes`.
    struct Edges {
        let left: Int
        let leftBytes: [UInt8]
        let full: Range<Int>
        let rightBytes: [UInt8]
    }

    private var shapes: [Shape: Rows] = [:]
    private(set) var rows = 0

    /// The rows of `shape` walked within columns [a, b) (a < b).
    func rows(of shape: RoundedShape, within a: Int, _ b: Int) -> Rows {
        let key = Shape(x0: shape.rect.x0.bitPattern, x1: shape.rect.x1.bitPattern,
                        radius: shape.radius.bitPattern, a: a, b: b)
        if let known = shapes[key] { return known }
        let made = Rows(cache: self, key: key, a: a, b: b)
        shapes[key] = made
        return made
    }

    /// One shape's rows, by their terms.
    final class Rows {
        private unowned let cache: ImageRowEdges
        private let key: Shape
        private let a: Int, b: Int
        private var byRow: [Row: Edges] = [:]

        fileprivate init(cache: ImageRowEdges, key: Shape, a: Int, b: Int) {
            self.cache = cache; self.key = key; self.a = a; self.b = b
        }

        /// Row `y` (of a shape with this one's horizontal terms, at any height), made once.
        func edges(row y: Int, of shape: RoundedShape) -> Edges {
            let straight = shape.isStraightRow(y)
            let terms = shape.rowTerms(y)
            let r = Row(ay: terms.ay.bitPattern, dy: terms.dy.bitPattern, straight: straight)
            if let hit = byRow[r] { return hit }
            let made = ImageRowEdges.walk(shape, row: y, straight: straight, within: a, b)
            if cache.rows >= ImageRowEdges.rowLimit {
                cache.shapes = [:]; cache.rows = 0; byRow = [:]
                cache.shapes[key] = self
            }
            byRow[r] = made
            cache.rows += 1
            return made
        }
    }

    /// `drawImage`'s walk: a row's coverage rises to a run of full pixels and falls again (the
    /// shape is convex), so only the edge pixels from the touched ones to that run need their
    /// coverage. A straight row's ends are a pixel or two: walked at once; a corner row's
    /// untouched columns (up to a radius of them) are skipped by halving.
    static func walk(_ shape: RoundedShape, row y: Int, straight: Bool, within a: Int, _ b: Int) -> Edges {
        var lo = a, hi = b
        if !straight {
            let touched = shape.columns(atLeast: 1, row: y, within: a, b)
            (lo, hi) = (touched.lowerBound, touched.upperBound)
        }
        let terms = shape.rowTerms(y)
        let left = lo
        var leftBytes: [UInt8] = [], rightBytes: [UInt8] = []
        while lo < hi {
            let cover = coverageByte(shape.coverage(x: lo, row: terms))
            if cover == 255 { break }
            leftBytes.append(UInt8(cover))
            lo += 1
        }
        while hi > lo {
            let cover = coverageByte(shape.coverage(x: hi - 1, row: terms))
            if cover == 255 { break }
            rightBytes.append(UInt8(cover))
            hi -= 1
        }
        return Edges(left: left, leftBytes: leftBytes, full: lo..<hi, rightBytes: rightBytes.reversed())
    }
}
