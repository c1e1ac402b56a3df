/// Scenario → frames, one stage after another: simulate, lay out, paint, rasterize.
/// The render, verify and docs commands all draw frames through this.
public struct FrameRenderer {
    public let scenario: Scenario
    let metrics: ListMetrics
    let painter: Painter
    /// The registered features' layout passes (`BehaviourRegistry.layoutContributors`).
    let contributors: [any LayoutContributor.Type]
    /// The behaviours its frames are simulated with (`streamFrames`, `streamRuns`).
    let registry: BehaviourRegistry
    let pool = FrameWorkerPool()

    /// `showTouches` overrides the scenario's `output.touches`.
    public init(scenario: Scenario, showTouches: Bool? = nil) {
        self.init(scenario: scenario, showTouches: showTouches, registry: .standard)
    }

    init(scenario: Scenario, showTouches: Bool? = nil, registry: BehaviourRegistry) {
        self.scenario = scenario
        self.registry = registry
        contributors = registry.layoutContributors
        metrics = ListMetrics(scenario: scenario)
        painter = Painter(theme: scenario.theme, metrics: metrics, features: scenario.features,
                          showTouches: showTouches ?? scenario.output.touches, grayscale: scenario.output.grayscale, text: TextMeasurer.measurer(for: scenario.theme.fonts))
    }

    public func layout(_ state: FrameState) -> FrameLayout {
        LayoutEngine.layout(state, scenario: scenario, metrics: metrics, contributors: contributors)
    }

    /// The display list of one laid-out frame (what `image(of:)` rasterizes).
    package func displayList(of layout: FrameLayout) -> DisplayList {
        painter.paint(layout)
    }

    /// The pixels of one laid-out frame (thread-safe: each call borrows its own rasterizer).
    public func image(of layout: FrameLayout) -> RGBAImage {
        let list = painter.paint(layout)
        return pool.withRasterizer { $0.renderImage(list, scale: list.scale) }
    }
}

extension TextMeasurer: TextMeasuring {}
