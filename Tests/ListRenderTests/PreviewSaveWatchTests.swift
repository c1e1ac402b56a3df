import XCTest
@testable import ListRenderPreview

/// When polled file stamps mean "saved": one load per save, however many steps the save takes.
final class PreviewSaveWatchTests: XCTestCase {
    private func stamp(_ modified: Double, _ size: Int64) -> [FileStamp] {
        var s = FileStamp(path: "/nonexistent-\(UUID().uuidString)")
        s.exists = true; s.modified = modified; s.size = size
        return [s]
    }

    func testASaveInStepsIsLoadedOnceWhenItHoldsStill() {
        var watch = SaveWatch()
        XCTAssertTrue(watch.settled(stamp(1, 100)), "the first poll loads")
        XCTAssertFalse(watch.settled(stamp(1, 100)))
        // Truncated, then written: neither poll loads the half-written file.
        XCTAssertFalse(watch.settled(stamp(2, 0)))
        XCTAssertFalse(watch.settled(stamp(2.1, 180)))
        // Held still for one poll: loaded, once.
        XCTAssertTrue(watch.settled(stamp(2.1, 180)))
        XCTAssertFalse(watch.settled(stamp(2.1, 180)))
        XCTAssertFalse(watch.settled(stamp(2.1, 180)))
    }

    func testFilesNamedByTheLoadDoNotCountAsASave() {
        var watch = SaveWatch()
        XCTAssertTrue(watch.settled(stamp(1, 100)))
        // The load named an image: the watched list grew, nothing was saved.
        let grown = stamp(1, 100) + stamp(5, 3000)
        watch.accept(grown)
        XCTAssertFalse(watch.settled(grown))
        XCTAssertFalse(watch.settled(grown))
    }

    func testASaveBackToTheLoadedStampsIsNoChange() {
        var watch = SaveWatch()
        XCTAssertTrue(watch.settled(stamp(1, 100)))
        XCTAssertFalse(watch.settled(stamp(2, 0)))
        XCTAssertFalse(watch.settled(stamp(1, 100)))
        XCTAssertFalse(watch.settled(stamp(1, 100)))
    }
}
