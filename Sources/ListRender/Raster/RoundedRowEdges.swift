/// Where each row of a rounded shape is drawn: the pixels a walk in from both ends meets (their
/// coverage bytes) and the run of full pixels between, kept across bands and frames. For
/// pictures (`drawImage`) and for the corner rows of filled rounded rects (`fillRoundedRect`):
/// a rounded picture's or a circle's every row is a corner row whose ends were found by halving,
/// a dozen coverages with square roots a row, again in every frame and for every copy of it.
///
/// The walk is a pure function of the shape's horizontal terms (its rect's x edges and radius,
/// the columns searched) and of the row's terms (`RoundedShape.rowTerms`: all a pixel's coverage
/// takes from its row) and whether the row is straight (which of two searches runs): the key is
/// exactly those, bit for bit, so a hit replays the same blends a walk would make. A shape
/// scrolled by whole pixels, the top and bottom halves of a circle, and the same shape in every
/// row of a list (an edit control's circle, a card's corners) find their rows again. One per
/// rasterizer (one thread).
final class RoundedRowEdges {
    /// Rows kept at most; past it everything is dropped and made again as drawn. A row holds a
    /// few edge bytes, so this is well under a megabyte, and a frame of pictures needs a few
    /// hundred (rows of equal terms are one).
    static let rowLimit = 20_000

    /// What a shape's rows depend on across the row.
    fileprivate struct Shape: Hashable {
        let x0: UInt64, x1: UInt64, radius: UInt64
        /// The columns walked (the picture's, inside the clip).
        let a: Int, b: Int

        /// The fields mixed into one word and that given to the hasher once: a look-up per
        /// shape per band and per row made five rounds of SipHash each (2 % of `edit-mode`).
        /// Equality still compares every field.
        func hash(into hasher: inout Hasher) {
            hasher.combine(RoundedRowEdges.mix(x0, x1, radius, UInt64(bitPattern: Int64(a)), UInt64(bitPattern: Int64(b))))
        }
    }

    fileprivate struct Row: Hashable {
        let ay: UInt64, dy: UInt64
        let straight: Bool

        func hash(into hasher: inout Hasher) { hasher.combine(RoundedRowEdges.mix(ay, dy, straight ? 1 : 0)) }
    }

    /// Words folded into one by odd multipliers (a look-up key's hash; collisions only cost an
    /// equality check).
    fileprivate static func mix(_ words: UInt64...) -> UInt64 {
        var h: UInt64 = 0
        for w in words { h = (h ^ w) &* 0x9E37_79B9_7F4A_7C15; h ^= h >> 29 }
        return h
    }

    /// One row as the walk found it: columns [left, full.lowerBound) with the row's first
    /// `leftCount` bytes, the full run `full`, then `rightCount` columns from `full.upperBound`
    /// with the rest (`Rows.byte`). Only numbers: the bytes live in the shape's `Rows`, so
    /// finding a row retains nothing (an array per side was 4 % of `accessories`' band raster).
    struct Edges {
        let left: Int
        let full: Range<Int>
        let rightCount: Int
        /// Where the row's bytes start in its `Rows`.
        fileprivate let start: Int
        var leftCount: Int { full.lowerBound - left }
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
        private unowned let cache: RoundedRowEdges
        private let key: Shape
        private let a: Int, b: Int
        private var byRow: [Row: Edges] = [:]
        /// Every kept row's bytes, one row after another.
        private var bytes: UnsafeMutablePointer<UInt8>
        private var used = 0, capacity = 64

        fileprivate init(cache: RoundedRowEdges, key: Shape, a: Int, b: Int) {
            self.cache = cache; self.key = key; self.a = a; self.b = b
            bytes = .allocate(capacity: capacity)
        }

        deinit { bytes.deallocate() }

        /// Byte `i` of `row` (a row this one gave): its left ones first, then its right ones.
        @inline(__always)
        func byte(_ row: Edges, _ i: Int) -> UInt32 { UInt32(bytes[row.start &+ i]) }

        /// Row `y` (of a shape with this one's horizontal terms, at any height), made once.
        func edges(row y: Int, of shape: RoundedShape) -> Edges {
            let straight = shape.isStraightRow(y)
            let terms = shape.rowTerms(y)
            let r = Row(ay: terms.ay.bitPattern, dy: terms.dy.bitPattern, straight: straight)
            if let hit = byRow[r] { return hit }
            if cache.rows >= RoundedRowEdges.rowLimit {
                cache.shapes = [:]; cache.rows = 0; byRow = [:]; used = 0
                cache.shapes[key] = self
            }
            let made = walk(shape, row: y, terms: terms, straight: straight)
            byRow[r] = made
            cache.rows += 1
            return made
        }

        private func append(_ cover: UInt32) {
            if used == capacity {
                let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
                grown.update(from: bytes, count: used)
                bytes.deallocate()
                bytes = grown; capacity *= 2
            }
            bytes[used] = UInt8(cover)
            used += 1
        }

        /// `drawImage`'s walk: a row's coverage rises to a run of full pixels and falls again
        /// (the shape is convex), so only the edge pixels from the touched ones to that run need
        /// their coverage. A straight row's ends are a pixel or two: walked at once; a corner
        /// row's untouched columns (up to a radius of them) are skipped by halving.
        private func walk(_ shape: RoundedShape, row y: Int, terms: (ay: Double, dy: Double), straight: Bool) -> Edges {
            var lo = a, hi = b
            if !straight {
                let touched = shape.columns(atLeast: 1, row: y, within: a, b)
                (lo, hi) = (touched.lowerBound, touched.upperBound)
            }
            let (left, start) = (lo, used)
            while lo < hi {
                let cover = coverageByte(shape.coverage(x: lo, row: terms))
                if cover == 255 { break }
                append(cover)
                lo += 1
            }
            // The right ones are found from the right end in, and kept left to right.
            let rightStart = used
            while hi > lo {
                let cover = coverageByte(shape.coverage(x: hi - 1, row: terms))
                if cover == 255 { break }
                append(cover)
                hi -= 1
            }
            var right = UnsafeMutableBufferPointer(start: bytes + rightStart, count: used - rightStart)
            right.reverse()
            return Edges(left: left, full: lo..<hi, rightCount: used - rightStart, start: start)
        }
    }
}
