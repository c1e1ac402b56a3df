import ListRender
/// The scenes the benchmark measures, built in code so the numbers never depend on a fixture.
public struct BenchConfiguration: Sendable {
    /// The screen: 390 × 844 pt at 3x (an iPhone 14 frame, 1170 × 2532 px) by default.
    public var viewport: Viewport
    /// Frames of the end-to-end scenario (a fling into the bottom edge and its bounce).
    public var frames: Int
    /// Row counts whose layout times are compared (same offset fraction).
    public var smallRows: Int
    public var largeRows: Int
    /// Samples per measurement; the report gives their median and min.
    public var iterations: Int
    /// Worker threads of the parallel end-to-end run (the CLI's default: the number of cores).
    public var jobs: Int
    /// Where to save the compare pair (`actual.png`, `expected.png`) for timing a peer such as
    /// pixelmatch on exactly the frames the bench compares; nil saves nothing.
    public var comparePairDirectory: String?

    public init(viewport: Viewport = Viewport(width: 390, height: 844, scale: 3), frames: Int = 120,
                smallRows: Int = 100, largeRows: Int = 1_000_000, iterations: Int = 5, jobs: Int,
                comparePairDirectory: String? = nil) {
        self.comparePairDirectory = comparePairDirectory
        self.viewport = viewport; self.frames = max(2, frames)
        self.smallRows = max(1, smallRows); self.largeRows = max(1, largeRows)
        self.iterations = max(1, iterations); self.jobs = max(1, jobs)
    }
}

/// Scenarios and frames the benchmark uses.
enum BenchScenes {
    /// A contacts-like list: `sections` sections with headers (every other one with a subtitle),
    /// `rowsPerSection` rows each, every row with a detail text; some titles long enough to be
    /// truncated.
    static func contacts(sections: Int, rowsPerSection: Int) -> ListSpec {
        let first = ["Alice", "Bob", "Carla", "Dmitri", "Eve", "Farah", "Gustav", "Hana", "Ingrid", "Jamal",
                     "Kiri", "Lena", "Mateo", "Nadia", "Oskar", "Priya", "Quentin", "Rosa", "Sven", "Tomás"]
        let last = ["Appleseed", "Baker", "Cruz", "Dvorak", "Everett", "Fontaine", "Gruber", "Hayashi",
                    "Iversen", "Jefferson-Montgomery-Wolfeschlegelsteinhausen"]
        let details = ["Mobile", "Home", "Work", "iPhone", "Other"]
        let specs = (0..<sections).map { s in
            SectionSpec(title: "Section \(s + 1)", subtitle: s % 2 == 0 ? "\(rowsPerSection) people" : nil,
                        rows: (0..<rowsPerSection).map { r in
                            let i = s * rowsPerSection + r
                            return RowSpec(title: first[i % first.count] + " " + last[(i * 7) % last.count],
                                           detail: details[i % details.count])
                        })
        }
        return ListSpec(content: .sections(specs))
    }

    /// `frames` frames at 60 fps: a short wait, then a fling upwards hard enough to reach the
    /// bottom edge of a 3 × 15-row list and bounce back; the scroll indicator is on.
    static func flingAndBounce(_ config: BenchConfiguration) -> Scenario {
        let v = config.viewport
        let fling = TimelineStep.fling(from: .point(Point(x: v.width / 2, y: v.height * 0.8)),
                                       dy: -v.height * 0.5, duration: 0.1)
        return Scenario(name: "bench-fling", viewport: v, fps: 60, duration: Double(config.frames - 1) / 60,
                        list: contacts(sections: 3, rowsPerSection: 15),
                        timeline: [TimedStep(step: .wait(0.1), path: "timeline[0]"),
                                   TimedStep(step: fling, path: "timeline[1]")],
                        sourcePath: "<bench>")
    }

    /// A still list of `rows` generated rows (sections of at most 1,000 rows), for layout scaling.
    static func generated(rows: Int, viewport: Viewport) -> Scenario {
        let perSection = min(rows, 1000)
        let sections = max(1, rows / perSection)
        return Scenario(name: "bench-rows", viewport: viewport, duration: 0,
                        list: ListSpec(content: .generated(sections: sections, rows: perSection)),
                        sourcePath: "<bench>")
    }

    /// The first frame's state of `scenario`, scrolled to `fraction` of its scroll range.
    static func state(of scenario: Scenario, atFraction fraction: Double) throws -> FrameState? {
        var sim = Simulator(scenario: scenario)
        guard var state = try sim.nextFrame() else { return nil }
        let range = sim.scrollRange(of: state)
        state.contentOffset = range.lowerBound + (range.upperBound - range.lowerBound) * fraction
        return state
    }

    /// The state of frame `index` of `scenario` (the last frame if it has fewer).
    static func state(of scenario: Scenario, frame index: Int) throws -> FrameState? {
        var sim = Simulator(scenario: scenario)
        var last: FrameState?
        while let s = try sim.nextFrame() {
            last = s
            if s.index >= index { break }
        }
        return last
    }
}
