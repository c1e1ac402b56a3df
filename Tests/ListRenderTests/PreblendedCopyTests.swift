import XCTest
@testable import ListRender

/// A pre-blended run's span copy (`PreblendedRun.copyWords`: short spans as overlapping loads and
/// stores) writes exactly the span's words, for every length, and nothing either side of it.
final class PreblendedCopyTests: XCTestCase {
    func testEverySpanLengthCopiesItsWordsAndNoOthers() {
        let source = (0..<40).map { UInt32(0x1000_0001) &* UInt32($0 + 1) }
        for n in 0..<33 {
            for at in 0..<3 {
                let guardWord: UInt32 = 0xDEAD_BEEF
                var destination = [UInt32](repeating: guardWord, count: 40)
                source.withUnsafeBufferPointer { s in
                    destination.withUnsafeMutableBytes { d in
                        PreblendedRun.copyWords(from: s.baseAddress! + 1, count: n, to: d.baseAddress! + (at + 2) * 4)
                    }
                }
                var expected = [UInt32](repeating: guardWord, count: 40)
                expected.replaceSubrange((at + 2)..<(at + 2 + n), with: source[1..<(1 + n)])
                XCTAssertEqual(destination, expected, "\(n) words at \(at + 2)")
            }
        }
    }
}
