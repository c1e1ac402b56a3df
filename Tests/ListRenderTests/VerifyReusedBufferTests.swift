import XCTest
@testable import ListRender

/// Verify keeps a thread's decoded reference and diff image from one differing frame to the next
/// (`ReferenceComparer`) and keeps a frame it drew when the previous reference differed. Neither
/// may carry one frame's pixels into another's result: every diff image must be what
/// `ImageComparison.compare` draws for that frame alone.
final class VerifyReusedBufferTests: XCTestCase {
    private var root = ""
    override func setUp() { root = VerifyFixtures.folder() }
    override func tearDown() { try? FileManager.default.removeItem(atPath: root) }

    private let ignored = Rect(x: 0, y: 0, width: 200, height: 20)

    /// Rewrites reference `index` through another encoder, first flipping the red byte of every
    /// pixel in `changed` (none: the same pixels in other bytes).
    private func rewriteReference(_ index: Int, changed: [(x: Int, y: Int)]) throws {
        let path = root + "/refs/small/" + RenderJob.frameName(index)
        var image = try PNGCodec.decode(fileAt: path)
        for p in changed { image.pixels[(p.y * image.width + p.x) * 4] ^= 0xff }
        try Data(try RawPNGFormat(bitDepth: 8, colourType: .rgba)
            .encode(image.pixels, width: image.width, height: image.height, stride: image.width * 4))
            .write(to: URL(fileURLWithPath: path))
    }

    func testEachFailingFramesDiffIsItsOwn() throws {
        for diffMask in [false, true] {
            try FileManager.default.removeItem(atPath: root)
            var s = VerifyFixtures.scenario()
            s.output.ignore = [.rect(ignored)]
            var options = VerifyFixtures.options(root, record: .missing, jobs: 1)
            _ = try VerifyRun(options: options).verify(s)

            // Frame 1: a 12 x 12 block; 2: other bytes, same pixels; 3: one pixel elsewhere;
            // 4: byte-equal; 5: a row of 30 pixels. Failing frames alternate with passing ones,
            // decoded or not, so the kept buffers and the kept frame are used in every order.
            let block = (40..<52).flatMap { y in (20..<32).map { x in (x: x, y: y) } }
            try rewriteReference(1, changed: block)
            try rewriteReference(2, changed: [])
            try rewriteReference(3, changed: [(x: 150, y: 100)])
            try rewriteReference(5, changed: (60..<90).map { (x: $0, y: 200) })

            options.record = .never
            options.pixelmatch.diffMask = diffMask
            let result = try VerifyRun(options: options).verify(s)
            XCTAssertEqual(result.frames.map(\.status), [.passed, .failed, .passed, .failed, .passed, .failed], "diffMask \(diffMask)")
            // (Frame 1's count is pixelmatch's business: the block crosses text, where some
            // changed pixels pass as anti-aliasing; the comparison below holds it to `compare`.)
            XCTAssertEqual(result.frames[3].comparison?.mismatchedPixels, 1)
            XCTAssertEqual(result.frames[5].comparison?.mismatchedPixels, 30)

            for frame in result.frames where frame.status == .failed {
                let actual = try PNGCodec.decode(fileAt: try XCTUnwrap(frame.actualPath))
                let reference = try PNGCodec.decode(fileAt: frame.referencePath)
                let mask = IgnoreMask(pointRects: [ignored], scale: 1, width: actual.width, height: actual.height)
                var alone = ImageComparison.compare(actual: actual, expected: reference, options: options.pixelmatch,
                                                    makeDiff: true, ignoring: mask)
                let diff = try PNGCodec.decode(fileAt: try XCTUnwrap(frame.diffPath))
                XCTAssertTrue(diff.pixels == alone.diffImage?.pixels, "\(frame.name), diffMask \(diffMask): diff image")
                alone.diffImage = nil
                XCTAssertEqual(frame.comparison, alone, "\(frame.name), diffMask \(diffMask)")
            }
            XCTAssertEqual(result.frames[1].comparison?.differenceBounds, PixelArea(x: 20, y: 40, width: 12, height: 12))
            XCTAssertEqual(result.frames[3].comparison?.differenceBounds, PixelArea(x: 150, y: 100, width: 1, height: 1))
            XCTAssertEqual(result.frames[5].comparison?.differenceBounds, PixelArea(x: 60, y: 200, width: 30, height: 1))
        }
    }

    /// The verdict's limit: the largest count that still matches, so the counting pass can stop
    /// above it without changing a verdict.
    func testMismatchLimitIsTheLargestMatchingCount() {
        XCTAssertEqual(ComparisonVerdict().mismatchLimit(totalPixels: 1000), 0)
        XCTAssertEqual(ComparisonVerdict(maxDiffPixels: 7).mismatchLimit(totalPixels: 1000), 7)
        XCTAssertEqual(ComparisonVerdict(maxDiffPixels: 7000).mismatchLimit(totalPixels: 1000), 1000)
        XCTAssertEqual(ComparisonVerdict(maxDiffRatio: 0.01).mismatchLimit(totalPixels: 1000), 10)
        XCTAssertEqual(ComparisonVerdict(maxDiffPixels: 20, maxDiffRatio: 0.01).mismatchLimit(totalPixels: 1000), 10)
        XCTAssertEqual(ComparisonVerdict(maxDiffPixels: 5, maxDiffRatio: 0.01).mismatchLimit(totalPixels: 1000), 5)
    }
}
