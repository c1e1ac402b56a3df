/// "did you mean" for unknown keys and names: the closest valid word by edit distance
/// (optimal string alignment, so a swapped pair like "ie"/"ei" costs 1), offered only when
/// at most 2 edits and at most half the word, so "at" never suggests "to".
enum KeySuggestion {
    /// The best candidate for `word`, or nil; ties go to the earlier candidate (callers pass
    /// candidates in a fixed order, so the suggestion is deterministic).
    static func suggest(_ word: String, from candidates: [String]) -> String? {
        var best: (String, Int)? = nil
        for candidate in candidates {
            if candidate.lowercased() == word.lowercased() { return candidate }
            let d = distance(Array(word.unicodeScalars), Array(candidate.unicodeScalars))
            guard d <= 2, d <= candidate.unicodeScalars.count / 2 else { continue }
            if let b = best, d >= b.1 { continue }
            best = (candidate, d)
        }
        return best?.0
    }

    /// `unknown key "x"` plus ` (did you mean "y"?)` when there is a close candidate.
    static func hint(_ word: String, from candidates: [String]) -> String {
        guard let s = suggest(word, from: candidates) else { return "" }
        return " (did you mean \"\(s)\"?)"
    }

    /// The `count` candidates nearest to `word` by edit distance, however far (ties keep the
    /// candidates' order): for a long list of names where no candidate is close enough for
    /// `suggest`, so the message names a few instead of all of them.
    static func nearest(_ word: String, from candidates: [String], count: Int) -> [String] {
        let w = Array(word.lowercased().unicodeScalars)
        let ranked = candidates.enumerated().map { i, c in
            (c, distance(w, Array(c.lowercased().unicodeScalars), bounded: false), i)
        }
        return ranked.sorted { ($0.1, $0.2) < ($1.1, $1.2) }.prefix(count).map(\.0)
    }

    /// Optimal string alignment distance (Levenshtein plus adjacent transposition). `bounded`:
    /// words whose lengths differ by more than 2 get that difference (a lower bound), enough to
    /// say they are not within 2 edits.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], bounded: Bool = true) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // Words longer than any key can never be within 2 edits of one; skip the table.
        // (Words are at most a few hundred scalars: `SourceValue.quote` cuts what is shown, and
        // `nearest` is asked only for strings of a scenario, whose size is limited.)
        if bounded, abs(a.count - b.count) > 2 { return abs(a.count - b.count) }
        let n = a.count, m = b.count
        var d = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in 0...n { d[i][0] = i }
        for j in 0...m { d[0][j] = j }
        for i in 1...n {
            for j in 1...m {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var v = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    v = min(v, d[i - 2][j - 2] + 1)
                }
                d[i][j] = v
            }
        }
        return d[n][m]
    }
}
