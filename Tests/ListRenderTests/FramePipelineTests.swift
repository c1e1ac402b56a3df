import Foundation
import XCTest
@testable import ListRender

/// `FramePipeline`: results handed on in item order whatever the thread count, the first error by
/// item order rethrown, and no more than the window produced ahead of what was handed on.
final class FramePipelineTests: XCTestCase {
    private struct Failure: Error, Equatable { let item: Int }

    /// Runs items 0..<count; work fails at `workFails`, the producer at `produceFails`.
    private func run(jobs: Int, count: Int, window: Int = 4, workFails: Set<Int> = [], produceFails: Int? = nil)
        -> (delivered: [Int], error: Failure?, maxAhead: Int) {
        let lock = NSLock()
        var next = 0, delivered: [Int] = [], maxAhead = 0
        var error: Failure?
        do {
            try FramePipeline<Int, Int>.run(jobs: jobs, window: window, produce: {
                guard next < count else { return nil }
                if next == produceFails { throw Failure(item: next) }
                lock.lock(); maxAhead = max(maxAhead, next + 1 - delivered.count); lock.unlock()
                next += 1
                return next - 1
            }, work: { item in
                // Uneven work, so items finish out of order on several threads.
                if item % 3 == 0 { usleep(2000) }
                if workFails.contains(item) { throw Failure(item: item) }
                return item * 10
            }, deliver: { batch in
                lock.lock(); delivered += batch.map { $0 / 10 }; lock.unlock()
            })
        } catch let f as Failure {
            error = f
        } catch {
            XCTFail("unexpected \(error)")
        }
        return (delivered, error, maxAhead)
    }

    func testResultsAreHandedOnInOrderWithinTheWindow() {
        for jobs in [1, 2, 4] {
            let r = run(jobs: jobs, count: 40)
            XCTAssertEqual(r.delivered, Array(0..<40), "jobs \(jobs)")
            XCTAssertNil(r.error)
            XCTAssertLessThanOrEqual(r.maxAhead, 4, "jobs \(jobs)")
        }
    }

    func testTheFirstErrorByItemOrderWinsAndNothingAfterItIsHandedOn() {
        for jobs in [1, 2, 4] {
            let r = run(jobs: jobs, count: 40, workFails: [7, 30])
            XCTAssertEqual(r.error, Failure(item: 7), "jobs \(jobs)")
            XCTAssertEqual(r.delivered, Array(0..<7), "jobs \(jobs)")
            let p = run(jobs: jobs, count: 40, workFails: [25], produceFails: 20)
            XCTAssertEqual(p.error, Failure(item: 20), "jobs \(jobs)")
            XCTAssertEqual(p.delivered, Array(0..<20), "jobs \(jobs)")
        }
    }
}
