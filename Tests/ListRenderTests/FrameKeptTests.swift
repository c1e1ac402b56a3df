import XCTest
@testable import ListRender

/// What a rasterizer keeps by key lives through the next frame, and goes when a frame passes
/// without using it.
final class FrameKeptTests: XCTestCase {
    func testAValueUsedByTheLastFrameIsKeptAndOneUnusedForAFrameIsDropped() {
        var kept = FrameKept<String, Int>()
        kept.beginFrame()                                   // frame 1
        XCTAssertNil(kept.hit("used"))
        XCTAssertEqual(kept.keep(1, for: "used"), 1)
        XCTAssertEqual(kept.keep(2, for: "unused"), 2)
        kept.beginFrame()                                   // frame 2: both from the last frame
        XCTAssertEqual(kept.hit("used"), 1)
        kept.beginFrame()                                   // frame 3: "unused" skipped frame 2
        XCTAssertEqual(kept.hit("used"), 1)
        XCTAssertNil(kept.hit("unused"))
        kept.removeAll()
        XCTAssertNil(kept.hit("used"))
    }
}
