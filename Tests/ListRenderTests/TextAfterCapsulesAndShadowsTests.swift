import XCTest
@testable import ListRender

/// Text drawn after a capsule or a shadow on a flat fill is copied pre-blended over the fill's
/// word when its box does not meet what the capsule or shadow may touch (`RenderState.capsuleBox`,
/// `shadowBox`); before, either one made the whole canvas "touched". A box too small would copy
/// the fill's word over the capsule's or shadow's pixels: these tests hold the boxes to the pixels
/// each item changes, and every frame to a fresh rasterizer's (which draws text glyph by glyph).
final class TextAfterCapsulesAndShadowsTests: XCTestCase {
    private struct Lcg {
        var state: UInt64
        mutating func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        mutating func range(_ a: Double, _ b: Double) -> Double { a + (b - a) * next() }
    }

    private func randomCapsule(_ g: inout Lcg) -> DisplayItem {
        let a = Point(x: g.range(-5, 125), y: g.range(-5, 85))
        let b = g.next() < 0.2 ? a
            : g.next() < 0.3 ? Point(x: g.range(-5, 125), y: a.y)
            : Point(x: a.x + g.range(-30, 30), y: a.y + g.range(-30, 30))
        return .capsule(from: a, to: b, radius: g.range(0.05, 6), Color(r: 200, g: 20, b: 60, a: g.next() < 0.5 ? 255 : 120))
    }

    private func randomShadow(_ g: inout Lcg) -> DisplayItem {
        let r = Rect(x: g.range(-10, 110), y: g.range(-10, 70), width: g.range(0.3, 40), height: g.range(0.3, 30))
        let inside = g.next() < 0.2 ? ShadowBounds(r.insetBy(dx: -2, dy: -2), cornerRadius: 3) : nil
        return .shadow(r, cornerRadius: g.range(0, 12), blur: g.range(0, 14), offset: Point(x: g.range(-4, 4), y: g.range(-4, 4)),
                       Color(r: 0, g: 0, b: 0, a: UInt8(g.range(10, 200))), inside: inside)
    }

    /// Every pixel a capsule or shadow changes lies inside the box noted for it, at 1x to 3x.
    func testTheNotedBoxHoldsEveryPixelTheItemChanges() {
        var g = Lcg(state: 24)
        var checked = 0
        for i in 0..<400 {
            let scale = [1.0, 2.0, 3.0, 2.5][i % 4]
            let item = i % 2 == 0 ? randomCapsule(&g) : randomShadow(&g)
            // A patterned floor, so any change shows.
            var items: [DisplayItem] = []
            for k in 0..<6 {
                items.append(.fill(Rect(x: Double(k) * 20, y: 0, width: 20, height: 80),
                                   Color(r: UInt8(40 * k), g: UInt8(255 - 30 * k), b: 90)))
            }
            let list = DisplayList(size: Size(width: 120, height: 80), background: .white, items: items)
            var with = list
            with.items.append(item)
            let before = Rasterizer().renderImage(list, scale: scale), after = Rasterizer().renderImage(with, scale: scale)
            let box: (x0: Int, y0: Int, x1: Int, y1: Int)
            switch item {
            case let .capsule(a, b, radius, _):
                box = RenderState.capsuleBox(from: Point(x: a.x * scale, y: a.y * scale),
                                             to: Point(x: b.x * scale, y: b.y * scale), radius: radius * scale)
            case let .shadow(r, _, blur, offset, _, _):
                box = RenderState.shadowBox(DeviceRect(r.offsetBy(dx: offset.x, dy: offset.y), scale: scale), sigma: blur * scale / 2)
            default: return XCTFail("unexpected item")
            }
            let outside: (x: Int, y: Int)? = before.pixels.withUnsafeBytes { b in
                after.pixels.withUnsafeBytes { a in
                    let (b, a) = (b.bindMemory(to: UInt32.self), a.bindMemory(to: UInt32.self))
                    for p in 0..<b.count where b[p] != a[p] {
                        let (x, y) = (p % before.width, p / before.width)
                        checked += 1
                        if x < box.x0 || x >= box.x1 || y < box.y0 || y >= box.y1 { return (x, y) }
                    }
                    return nil
                }
            }
            if let o = outside { return XCTFail("item \(i) \(item) at \(scale)x changed \(o) outside \(box)") }
        }
        XCTAssertGreaterThan(checked, 50_000, "the items changed too few pixels to test the boxes")
    }

    /// Rows of labels on opaque fills with capsules and shadows drawn between the fills and the
    /// text, some beside the text, some reaching into it: each frame through one rasterizer
    /// (glyph by glyph, then pre-blended, then copied) is a fresh rasterizer's, whole and banded.
    func testTextAfterCapsulesAndShadowsComesOutAsDrawnDirectly() {
        let reused = Rasterizer()
        for frame in 0..<24 {
            // Each list three times (drawn directly, pre-blended, copied); odd ones between pixels.
            var g = Lcg(state: UInt64(frame / 3) &* 977 &+ 5)
            var items: [DisplayItem] = []
            for row in 0..<4 {
                let top = Double(row) * 22 + (frame / 3 % 2 == 0 ? 0 : 0.37)
                items.append(.fill(Rect(x: 0, y: top, width: 120, height: 22), row % 2 == 0 ? .white : Color(r: 242, g: 242, b: 247)))
                for _ in 0..<2 {
                    switch (g.next() < 0.5, g.next() < 0.6) {
                    case (true, true):
                        // A minus bar or chevron beside the label, its box a pixel or two from the text's.
                        let x = g.range(70, 100), y = top + g.range(4, 18)
                        items.append(.capsule(from: Point(x: x, y: y), to: Point(x: x + g.range(0, 12), y: y + g.range(-4, 4)),
                                              radius: g.range(0.5, 2), Color(r: 255, g: 59, b: 48)))
                    case (false, true):
                        // A knob's shadow beside the label.
                        items.append(.shadow(Rect(x: g.range(80, 105), y: top + 5, width: 12, height: 12), cornerRadius: 6,
                                             blur: g.range(0.5, 3), offset: Point(x: 0, y: 1), Color(r: 0, g: 0, b: 0, a: 60)))
                    case (true, false): items.append(randomCapsule(&g))
                    case (false, false): items.append(randomShadow(&g))
                    }
                }
                items.append(.text(TextRun(string: "Row \(row) label", weight: .regular, size: 13, color: .black,
                                           box: Rect(x: 6, y: top + 2, width: 80, height: 18), baseline: top + 16, alignment: .left)))
            }
            let list = DisplayList(size: Size(width: 120, height: 88), background: .white, items: items)
            for scale in [2.0, 3.0] {
                let differing = bytesDifferingFromFresh(reused, list, scale: scale)
                if differing > 0 { XCTFail("frame \(frame) at \(scale)x: \(differing) bytes differ") }
            }
        }
    }
}
