@testable import ListRender

/// Scenarios built in code for tests, so each test says exactly what it sets.
enum TestScenarios {
    static func scenario(name: String = "test", viewport: Viewport = Viewport(width: 390, height: 844, scale: 1),
                         list: ListSpec = ListSpec(content: .generated(sections: 5, rows: 20)),
                         features: Features = Features(), timeline: [TimelineStep] = [],
                         duration: Double = 5, fps: Double = 60) -> Scenario {
        Scenario(name: name, viewport: viewport, fps: fps, duration: duration, list: list, features: features,
                 timeline: timeline.enumerated().map { TimedStep(step: $1, path: "timeline[\($0)]") })
    }

    static func point(_ x: Double, _ y: Double) -> Target { .point(Point(x: x, y: y)) }

    /// Runs the simulation; each frame is laid out when a test first reads it (most tests read
    /// a few frames of hundreds, and laying out is the cost in a debug build).
    static func layouts(_ s: Scenario) throws -> FrameLayouts {
        FrameLayouts(states: try Simulator.run(s), scenario: s)
    }


    /// Loads a small generated scenario (`sections` x 3 rows) whose `features` value is the JSON
    /// text given, on line 4 of "s.json": "ok", or the one-line message it is refused with.
    static func featuresLoadMessage(_ features: String, sections: Int = 1) -> String {
        let text = "{\n  \"name\": \"x\",\n  \"list\": {\"generate\": {\"sections\": \(sections), \"rows\": 3}},\n  \"features\": \(features)\n}"
        do { _ = try ScenarioLoader.load(data: Array(text.utf8), path: "s.json"); return "ok" } catch let e as InputError {
            return e.message
        } catch { return "\(error)" }
    }
}
