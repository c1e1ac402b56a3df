import Foundation
import XCTest
@testable import ListRender

/// Kerning is read from the GPOS bytes pair by pair (binary searches); this checks it against the
/// previous reader, which expanded every subtable into dictionaries, on every pair of Latin glyphs
/// of each bundled face.
final class GPOSKerningTests: XCTestCase {
    func testPairLookupsMatchTheExpandedTables() throws {
        let weights = [FontWeight.regular, .semibold, .bold]
        let files = try weights.map { Array(try XCTUnwrap(BundledFont.file($0))) }
        // The faces on both cores (90,000 pairs each, both readers: seconds in a debug build).
        let counts = Locked([(glyphs: Int, kerned: Int, mismatches: Int, empty: Bool)](repeating: (0, 0, 0, true), count: weights.count))
        DispatchQueue.concurrentPerform(iterations: weights.count) { i in
            let lookedUp = GPOSKerning(font: files[i]), expanded = ExpandedKerning(font: files[i])
            let metrics = TextMeasurer.shared.metrics(weights[i])
            let glyphs = Set((UInt32(0x20)...UInt32(0x17F)).compactMap { metrics.cmap[$0] }).sorted()
            var kerned = 0, mismatches = 0
            for l in glyphs {
                for r in glyphs {
                    let a = lookedUp.kern(l, r), b = expanded.kern(l, r)
                    if a != b { mismatches += 1 }
                    if b != 0 { kerned += 1 }
                }
            }
            let found = (glyphs.count, kerned, mismatches, lookedUp.isEmpty)
            counts.update { $0[i] = found }
        }
        for (weight, c) in zip(weights, counts.value) {
            XCTAssertFalse(c.empty, "\(weight)")
            XCTAssertGreaterThan(c.glyphs, 250, "\(weight)")
            XCTAssertEqual(c.mismatches, 0, "\(weight)")
            XCTAssertGreaterThan(c.kerned, 1000, "\(weight): Inter kerns many Latin pairs")
        }
    }
}

/// The previous reader, kept as the oracle: every PairPos subtable expanded into dictionaries.
private struct ExpandedKerning {
    enum Subtable: Sendable {
        /// Format 1: explicit pairs, key `first << 32 | second`.
        case pairs([UInt64: Int32])
        /// Format 2: class pairs. `first` maps covered first glyphs to their class 1.
        case classes(first: [UInt32: UInt16], second: [UInt32: UInt16], class2Count: Int, values: [Int32])
    }

    let lookups: [[Subtable]]

    var isEmpty: Bool { lookups.isEmpty }

    func kern(_ l: UInt32, _ r: UInt32) -> Int32 {
        var total: Int32 = 0
        for lookup in lookups {
            for sub in lookup {
                if let v = ExpandedKerning.value(sub, l, r) { total &+= v; break }
            }
        }
        return total
    }

    /// The subtable's adjustment for the pair, or nil when it does not cover it.
    private static func value(_ sub: Subtable, _ l: UInt32, _ r: UInt32) -> Int32? {
        switch sub {
        case let .pairs(p):
            return p[UInt64(l) << 32 | UInt64(r)]
        case let .classes(first, second, n, values):
            guard let c1 = first[l] else { return nil }
            let c2 = Int(second[r] ?? 0)
            let i = Int(c1) * n + c2
            return c2 < n && i < values.count ? values[i] : 0
        }
    }

    init(font: [UInt8]) {
        let f = FontBytes(font)
        lookups = GPOSKerning.pairPosSubtables(f).map { $0.compactMap { ExpandedKerning.pairPos(f, at: $0) } }
            .filter { !$0.isEmpty }
    }

    private static func pairPos(_ f: FontBytes, at p: Int) -> Subtable? {
        let format = f.u16(p)
        let covered = f.coverage(p + f.u16(p + 2))
        let vf1 = f.u16(p + 4), vf2 = f.u16(p + 6)
        let size1 = valueRecordSize(vf1), size2 = valueRecordSize(vf2)
        guard vf1 & 0x0004 != 0 else { return nil }   // no XAdvance on the first glyph: nothing to kern
        // XAdvance's place in the record: after XPlacement and YPlacement when present.
        let xAdv = ((vf1 & 1) + (vf1 >> 1 & 1)) * 2
        switch format {
        case 1:
            var pairs: [UInt64: Int32] = [:]
            // Sized once for every pair of every set: growing it pair by pair rehashed it over and over.
            let sets = min(covered.count, f.u16(p + 8))
            pairs.reserveCapacity((0..<sets).reduce(0) { $0 + f.u16(p + f.u16(p + 10 + $1 * 2)) })
            for (i, first) in covered.enumerated() where i < f.u16(p + 8) {
                let set = p + f.u16(p + 10 + i * 2)
                let rec = 2 + size1 + size2
                for j in 0..<f.u16(set) {
                    let r = set + 2 + j * rec
                    let key = UInt64(first) << 32 | UInt64(f.u16(r))
                    if pairs[key] == nil { pairs[key] = Int32(f.s16(r + 2 + xAdv)) }
                }
            }
            return .pairs(pairs)
        case 2:
            let class1 = f.classDef(p + f.u16(p + 8)), class2 = f.classDef(p + f.u16(p + 10))
            let n1 = f.u16(p + 12), n2 = f.u16(p + 14)
            var values = [Int32](repeating: 0, count: n1 * n2)
            let rec = size1 + size2
            for c1 in 0..<n1 {
                for c2 in 0..<n2 {
                    values[c1 * n2 + c2] = Int32(f.s16(p + 16 + (c1 * n2 + c2) * rec + xAdv))
                }
            }
            var first: [UInt32: UInt16] = [:]
            for g in covered { first[g] = class1[g] ?? 0 }
            return .classes(first: first, second: class2, class2Count: n2, values: values)
        default:
            return nil
        }
    }

    /// Bytes of a ValueRecord: two per set bit of the format's low byte.
    private static func valueRecordSize(_ format: Int) -> Int { (format & 0xFF).nonzeroBitCount * 2 }
}


private extension FontBytes {
    /// Coverage table: the covered glyphs in coverage-index order.
    func coverage(_ p: Int) -> [UInt32] {
        var out: [UInt32] = []
        switch u16(p) {
        case 1:
            for i in 0..<u16(p + 2) { out.append(UInt32(u16(p + 4 + i * 2))) }
        case 2:
            for i in 0..<u16(p + 2) {
                let r = p + 4 + i * 6
                let start = u16(r), end = u16(r + 2)
                if start <= end { out += (start...end).map { UInt32($0) } }
            }
        default: break
        }
        return out
    }

    /// ClassDef table: glyph -> class (glyphs not listed are class 0).
    func classDef(_ p: Int) -> [UInt32: UInt16] {
        var out: [UInt32: UInt16] = [:]
        switch u16(p) {
        case 1:
            let start = u16(p + 2)
            for i in 0..<u16(p + 4) { out[UInt32(start + i)] = UInt16(u16(p + 6 + i * 2)) }
        case 2:
            for i in 0..<u16(p + 2) {
                let r = p + 4 + i * 6
                let start = u16(r), end = u16(r + 2), c = UInt16(u16(r + 4))
                if start <= end { for g in start...end { out[UInt32(g)] = c } }
            }
        default: break
        }
        return out
    }
}
