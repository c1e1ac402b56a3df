/// What the canvas holds so far, as far as the display list tells without reading pixels: boxes
/// where an opaque fill stored one word whatever lay under it ("covers"), and boxes something
/// else may have changed. A box is flat when, walking back from the latest entry, the first entry
/// it touches is a cover that contains it (or none is touched: the background).
///
/// A row that `DeadStores` left unfilled is overwritten by a later cover: if that cover comes
/// before the query it is met first, and if after, what is drawn there now is overwritten anyway.
struct FlatRegions {
    private struct Entry {
        let x0: Int, y0: Int, x1: Int, y1: Int
        /// The word stored everywhere in the box (a cover), or nil (the box may hold anything).
        let word: UInt32?
    }
    private var entries: [Entry] = []
    private let background: UInt32

    init(background: UInt32) { self.background = background }

    /// Something drew somewhere in columns [x0, x1) and rows [y0, y1).
    mutating func touched(x0: Int, y0: Int, x1: Int, y1: Int) {
        guard x0 < x1, y0 < y1 else { return }
        entries.append(Entry(x0: x0, y0: y0, x1: x1, y1: y1, word: nil))
    }

    /// An opaque store of `word` over every pixel of the box.
    mutating func covered(x0: Int, y0: Int, x1: Int, y1: Int, word: UInt32) {
        guard x0 < x1, y0 < y1 else { return }
        entries.append(Entry(x0: x0, y0: y0, x1: x1, y1: y1, word: word))
    }

    /// The word every pixel of the box holds, if the entries prove one.
    func word(x0: Int, y0: Int, x1: Int, y1: Int) -> UInt32? {
        for e in entries.reversed() where e.x0 < x1 && x0 < e.x1 && e.y0 < y1 && y0 < e.y1 {
            guard let w = e.word, e.x0 <= x0, e.x1 >= x1, e.y0 <= y0, e.y1 >= y1 else { return nil }
            return w
        }
        return background
    }
}
