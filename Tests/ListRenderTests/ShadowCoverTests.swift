import XCTest
@testable import ListRender

/// A shadow inside a layer is not blended where a later opaque fill of the same layer stores
/// over it (`ShadowCovers`; the lifted row's shadow under its background). The frame must be the
/// one drawn with every shadow pixel blended (`drawsEveryStore`), byte for byte, whole and in
/// bands, over random layers of shadows under opaque and translucent fills, on and off the
/// pixel grid, under clips on and off it, nested layers, unbalanced lists and backdrops.
final class ShadowCoverTests: XCTestCase {
    private static func list(_ numbers: inout SeededNumbers) -> DisplayList {
        func next(_ n: Int) -> Int { numbers.next(n) }
        // Whole points most of the time (covers), quarters and odd 64ths otherwise.
        func coordinate(_ limit: Int) -> Double {
            switch next(4) {
            case 0: return Double(next(limit * 4)) / 4
            case 1: return Double(next(limit * 64)) / 64
            default: return Double(next(limit))
            }
        }
        func rect() -> Rect {
            Rect(x: coordinate(70) - 5, y: coordinate(60) - 5, width: coordinate(50) + 1, height: coordinate(40) + 1)
        }
        func color(opaque: Bool) -> Color {
            Color(r: UInt8(next(256)), g: UInt8(next(256)), b: UInt8(next(256)), a: opaque ? 255 : UInt8(1 + next(254)))
        }
        var items: [DisplayItem] = [.fill(Rect(x: 0, y: 0, width: 70, height: 30), color(opaque: true))]
        var depth = 0
        for _ in 0..<(4 + next(14)) {
            switch next(16) {
            case 0, 1, 2:
                items.append(.beginLayer(opacity: [1, 0.95, 0.5, Double(next(100)) / 100][next(4)])); depth += 1
            case 3, 4:
                if depth > 0 || next(4) == 0 { items.append(.endLayer); depth = max(0, depth - 1) }
            case 5, 6, 7:
                // Mostly inside a layer, where covers are looked for.
                if depth == 0 && next(3) != 0 { items.append(.beginLayer(opacity: 0.95)); depth += 1 }
                let r = rect()
                let inside = next(6) == 0 ? ShadowBounds(rect(), cornerRadius: Double(next(8))) : nil
                items.append(.shadow(r, cornerRadius: [0, 0, 3, Double(next(20))][next(4)],
                                     blur: [3, 6, 0.5, Double(next(40)) / 4][next(4)],
                                     offset: Point(x: Double(next(9)) - 4, y: Double(next(13)) / 2 - 3),
                                     color(opaque: next(8) == 0), inside: inside))
            case 8, 9, 10, 11:
                let r = next(3) == 0 ? rect() : items.reversed().compactMap { item -> Rect? in
                    if case let .shadow(s, _, _, _, _, _) = item { return s } else { return nil }
                }.first ?? rect()
                items.append(.fill(r, color(opaque: next(4) != 0)))
            case 12:
                items.append(.roundedRect(rect(), radius: Double(next(10)), color(opaque: true)))
            case 13:
                // Mostly on whole points (a cover needs a clip on the pixel grid).
                items.append(.pushClip(next(4) == 0 ? rect() : Rect(x: Double(next(40)), y: Double(next(40)),
                                                                     width: Double(20 + next(50)), height: Double(20 + next(40)))))
            case 14:
                items.append(.popClip)
            default:
                items.append(next(3) == 0 ? .backdropBlur(rect(), radius: Double(1 + next(6)))
                                          : .hairline(x: coordinate(60), y: coordinate(50), width: coordinate(40), color(opaque: true)))
            }
        }
        return DisplayList(size: Size(width: 70, height: 60), background: Color(r: 242, g: 242, b: 247), items: items)
    }

    /// `list` drawn whole and in bands by a rasterizer whose recycled buffer holds a magenta frame.
    private static func drawn(_ list: DisplayList, scale: Double, everyStore: Bool) -> (whole: [UInt8], bands: [UInt8]) {
        let rasterizer = Rasterizer()
        rasterizer.drawsEveryStore = everyStore
        let garbage = DisplayList(size: list.size, background: Color(r: 255, g: 0, b: 255), items: [])
        rasterizer.recycle(rasterizer.renderImage(garbage, scale: scale))
        return (rasterizer.render(list, scale: scale).pixels, rasterizer.renderImage(list, scale: scale).pixels)
    }

    func testAFrameDrawsTheSameWithAndWithoutTheCovers() {
        var numbers = SeededNumbers(seed: 2424)
        var covered = 0, differing: [String] = []
        for i in 0..<500 {
            let list = Self.list(&numbers)
            let scale = [3, 2, 1, 2.5, 3][i % 5]
            let covers = ShadowCovers.of(list.items[...], scale: scale)
            if !covers.isEmpty { covered += 1 }
            let plain = Self.drawn(list, scale: scale, everyStore: true)
            let culled = Self.drawn(list, scale: scale, everyStore: false)
            if culled.whole != plain.whole || culled.bands != plain.bands || plain.whole.isEmpty {
                differing.append("list \(i) at \(scale)x (covers \(covers.count))")
            }
        }
        XCTAssertEqual(differing, [], "\(differing.count) of 500 frames differ")
        // A quarter of the lists or more have a shadow some fill of its layer covers.
        XCTAssertGreaterThan(covered, 120)
    }

    /// The lifted row: its shadow's cover is the row's background's whole pixels, and a shadow
    /// whose layer ends before the fill, a translucent fill, or a backdrop between, has none.
    func testTheCoverIsTheLaterOpaqueFillOfTheSameLayer() {
        let row = Rect(x: 0, y: 10.5, width: 40, height: 20)
        let shadow = DisplayItem.shadow(row, cornerRadius: 0, blur: 3, offset: Point(x: 0, y: 0), Color(r: 0, g: 0, b: 0, a: 178))
        let fill = DisplayItem.fill(row, .white)
        let lifted = ShadowCovers.of([.beginLayer(opacity: 0.95), shadow, fill, .endLayer][...], scale: 3)
        XCTAssertEqual(lifted[1].map { [$0.x0, $0.y0, $0.x1, $0.y1] }, [0, 32, 120, 91])
        XCTAssertEqual(ShadowCovers.of([.beginLayer(opacity: 0.95), shadow, .endLayer, fill][...], scale: 3).count, 0)
        XCTAssertEqual(ShadowCovers.of([shadow, fill][...], scale: 3).count, 0)
        XCTAssertEqual(ShadowCovers.of([.beginLayer(opacity: 1), shadow, .fill(row, Color(r: 255, g: 255, b: 255, a: 254))][...], scale: 3).count, 0)
        XCTAssertEqual(ShadowCovers.of([.beginLayer(opacity: 1), shadow, .backdropBlur(row, radius: 4), fill][...], scale: 3).count, 0)
        XCTAssertEqual(ShadowCovers.of([.beginLayer(opacity: 1), shadow, .beginLayer(opacity: 1), fill][...], scale: 3).count, 0)
        XCTAssertEqual(ShadowCovers.of([.beginLayer(opacity: 1), shadow, .pushClip(Rect(x: 0.5, y: 0, width: 9, height: 60)), fill][...],
                                       scale: 1).count, 0)
    }
}
