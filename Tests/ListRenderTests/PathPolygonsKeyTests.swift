import XCTest
@testable import ListRender

/// Kept polygons are looked up by a digest of the path's words, but two paths whose digests
/// collide are still two keys, each with its own polygons.
final class PathPolygonsKeyTests: XCTestCase {
    private func triangle(_ x1: Double, _ y1: Double) -> Path {
        Path { $0.move(10, 10); $0.line(x1, y1); $0.line(10, 30); $0.close() }
    }

    /// The points' bit patterns, polygon by polygon.
    private func bits(_ entry: PathPolygons.Entry) -> [[UInt64]] {
        entry.fill.polygons.map { $0.points.flatMap { [$0.x.bitPattern, $0.y.bitPattern] } }
    }

    func testPathsWhoseDigestsCollideKeepTheirOwnPolygons() {
        // The words a fill's key folds: a tag per element, then its points' bits; scale, half width.
        func words(_ x1: Double, _ y1: Double) -> [UInt64] {
            [0, 10.0.bitPattern, 10.0.bitPattern, 1, x1.bitPattern, y1.bitPattern,
             1, 10.0.bitPattern, 30.0.bitPattern, 4, 3.0.bitPattern, 0.0.bitPattern]
        }
        // A second point whose y undoes the change of its x in the digest: the fold is
        // `g(h ^ word)` with g one to one, so equal states after y need h ^ y equal.
        let (x1, y1, x1b) = (30.0, 20.0, 31.0)
        let before = words(x1, y1).prefix(5).reduce(0, PathPolygons.Key.fold)
        let beforeB = words(x1b, y1).prefix(5).reduce(0, PathPolygons.Key.fold)
        let y1b = Double(bitPattern: before ^ beforeB ^ y1.bitPattern)
        let a = PathPolygons.Key(triangle(x1, y1), scale: 3, halfWidth: 0, cap: nil)
        let b = PathPolygons.Key(triangle(x1b, y1b), scale: 3, halfWidth: 0, cap: nil)
        XCTAssertEqual(a.digest, b.digest, "the crafted collision")
        XCTAssertNotEqual(a, b)

        let kept = PathPolygons()
        kept.beginFrame()
        let first = kept.fill(triangle(x1, y1), scale: 3)
        let second = kept.fill(triangle(x1b, y1b), scale: 3)
        XCTAssertEqual(bits(first), bits(PathPolygons().fill(triangle(x1, y1), scale: 3)))
        XCTAssertEqual(bits(second), bits(PathPolygons().fill(triangle(x1b, y1b), scale: 3)))
        XCTAssertNotEqual(bits(first), bits(second))
    }

    func testAMoveAndALineWhoseDigestsCollideAreTwoKeys() {
        // move(x, 5) and line(x', 5): after the tags (0 and 1) the states differ; x' undoes it.
        let x = 7.0
        let x2 = Double(bitPattern: PathPolygons.Key.fold(0, 0) ^ PathPolygons.Key.fold(0, 1) ^ x.bitPattern)
        let a = PathPolygons.Key(Path { $0.move(x, 5) }, scale: 3, halfWidth: 0.5, cap: .round)
        let b = PathPolygons.Key(Path { $0.line(x2, 5) }, scale: 3, halfWidth: 0.5, cap: .round)
        XCTAssertEqual(a.digest, b.digest, "the crafted collision")
        XCTAssertNotEqual(a, b)
        XCTAssertEqual(a, PathPolygons.Key(Path { $0.move(x, 5) }, scale: 3, halfWidth: 0.5, cap: .round))
        XCTAssertNotEqual(a, PathPolygons.Key(Path { $0.move(x, 5) }, scale: 3, halfWidth: 0.5, cap: .butt))
    }
}
