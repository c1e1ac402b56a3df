import Foundation
import XCTest
@testable import ListRender

/// Pull to refresh: ticks appear with the pull, the refresh starts at 88 pt while the finger is
/// down, the list rests 60 pt lower while refreshing, then springs back to its rest.
final class RefreshControlTests: XCTestCase {
    func testPullRefreshRestAndSpringBack() throws {
        let s = try ScenarioLoader.load(path: PixelGridTests.scenarios + "/pull-to-refresh.json")
        XCTAssertEqual(s.features.refreshControl?.refreshDuration, 0.6)
        let frames = try TestScenarios.layouts(s)
        let rest = -91.0   // 47-pt status bar + 44-pt bar
        XCTAssertEqual(frames[0].contentOffset, rest)
        XCTAssertNil(frames[0].refreshControl)
        // Pulling: the control fills the gap under the bar, progress = pull / 88.
        let pulling = try XCTUnwrap(frames[6].refreshControl)
        XCTAssertFalse(pulling.refreshing)
        XCTAssertEqual(pulling.frame.minY, 91)
        XCTAssertEqual(pulling.frame.height, rest - frames[6].contentOffset, accuracy: 1e-9)
        XCTAssertEqual(pulling.progress, (rest - frames[6].contentOffset) / 88, accuracy: 1e-9)
        // It refreshes as soon as the pull reaches 88 pt, the finger still down.
        let first = try XCTUnwrap(frames.firstIndex { $0.refreshControl?.refreshing == true })
        XCTAssertEqual(frames[first].state, .dragging)
        XCTAssertGreaterThanOrEqual(rest - frames[first].contentOffset, 88)
        XCTAssertLessThan(rest - frames[first - 1].contentOffset, 88)
        // Released, it springs towards 60 pt below its rest, not to the rest.
        XCTAssertLessThan(frames[45].contentOffset, rest - 60 + 7)
        XCTAssertGreaterThan(frames[45].contentOffset, rest - 60 - 7)
        XCTAssertEqual(frames[45].refreshControl?.frame.height, 60)
        // 0.6 s after it began, it ends: the control hides and the list springs back up.
        let end = first + 36
        XCTAssertNil(frames[end + 1].refreshControl)
        XCTAssertEqual(try XCTUnwrap(frames.last).contentOffset, rest, accuracy: 0.7)
        let dump = LayoutDump.frame(frames[45]).serialized()
        XCTAssertTrue(dump.contains(#""refreshControl":{"frame":[0,91,390,60],"state":"refreshing","progress":"#), dump)
    }

    func testOptionsAreStrict() {
        let text = #"{"name":"r","list":{"generate":{"sections":1,"rows":3}},"features":{"refreshControl":{"duration":1}}}"#
        XCTAssertThrowsError(try ScenarioLoader.load(data: text, path: "r.json")) { error in
            XCTAssertEqual((error as? InputError)?.message,
                           #"r.json:1:87: features.refreshControl: unknown key "duration""#)
        }
    }

    /// The combined case: a large-title bar over an inset-grouped list while pulling to
    /// refresh. The control sits under the 44-pt bar, above the large title, which moves down
    /// with the content; refreshing, the list rests 60 pt below the large title's rest (−133 on
    /// iOS 26, the default platform: its 42-pt large title area).
    func testLargeTitleOverInsetGroupedWhileRefreshing() throws {
        let s = try ScenarioLoader.load(data: #"{"name":"r","list":{"style":"insetGrouped","sections":[{"title":"Favourites","rows":["Inbox","VIP","Flagged"]}]},"chrome":{"statusBar":true,"navigationBar":{"title":"Mailboxes","largeTitle":true}},"features":{"refreshControl":{"refreshDuration":3}},"timeline":[{"drag":{"from":[195,300],"to":[195,600],"duration":0.3}}],"duration":2.5}"#, path: "r.json")
        let frames = try TestScenarios.layouts(s)
        let rested = try XCTUnwrap(frames.last)
        XCTAssertEqual(rested.contentOffset, -193, accuracy: 0.34)
        let control = try XCTUnwrap(rested.refreshControl)
        XCTAssertTrue(control.refreshing)
        XCTAssertEqual(control.frame.minY, 47 + 44)
        XCTAssertEqual(control.frame.height, 60)
        // The large title area holds the 60 pt too: its line's top at 119.33 + 60 (the baseline
        // 19.33 pt below the area's bottom at 133, 8 pt above the 41-pt line's bottom).
        XCTAssertEqual(try XCTUnwrap(rested.navigationBar?.largeTitleFrame?.minY), 179.33, accuracy: 0.34)
        XCTAssertEqual(rested.cards.first?.frame.minX, 16)
    }
}
