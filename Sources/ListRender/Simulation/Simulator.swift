/// Runs a scenario frame by frame: expands the timeline into touches, offers them to the
/// behaviours through the arena, moves the scroll view, and hands out one `FrameState` per frame.
///
/// It knows no behaviour by name: it is handed them (`BehaviourRegistry`, in Render), the arena
/// settles touches between them, and each puts its own state into the frame.
///
/// Time is discrete and exact: events (touches, a behaviour's deadline: the long press, autoscroll
/// ticks, a page load completing, a drop ending) are processed in time order at their own
/// microsecond, and every continuous motion is evaluated in closed form at the frame time. Nothing
/// depends on the wall clock or on how often frames are asked for.
public struct Simulator {
    public let scenario: Scenario
    /// The table every behaviour shares.
    var list: ListState
    var arena: Arena
    var marker = FingerMarker()

    private let stepStarts: [SimTime]
    private var nextStep = 0
    private var pending: [TouchEvent] = []
    private var nextTouch = 0
    private var now: SimTime = 0
    private var frameIndex = 0

    /// `text` measures cell text (Render passes the measurer of the fonts the frames are drawn in);
    /// `behaviours` are the scenario's, in the arena's precedence order.
    init(scenario: Scenario, text: any CellTextMeasuring, behaviours: [any Behaviour]) {
        self.scenario = scenario
        let metrics = ListMetrics(scenario: scenario)
        let cells = CellContentLayout(scenario: scenario, metrics: metrics, text: text)
        var behaviours = behaviours
        var data = ListData(scenario.list.content)
        var hasLoadMoreRow = false
        for i in behaviours.indices { behaviours[i].start(data: &data, hasLoadMoreRow: &hasLoadMoreRow) }
        list = ListState(scenario: scenario, metrics: metrics, cells: cells, data: data, hasLoadMoreRow: hasLoadMoreRow)
        arena = Arena(behaviours: behaviours)
        stepStarts = TimedStep.startTimes(of: scenario.timeline).map(SimTime.seconds)
    }

    public var frameCount: Int { scenario.frameCount }
    var metrics: ListMetrics { list.metrics }
    var cells: CellContentLayout { list.cells }
    var scroll: ScrollModel {
        get { list.scroll }
        set { list.scroll = newValue }
    }

    /// The offsets the list can rest at in `state`, top to bottom (no rubber-banding): where a
    /// caller may set `state.contentOffset` to look at any part of the list.
    public func scrollRange(of state: FrameState) -> ClosedRange<Double> {
        list.metrics.minOffset...list.metrics.maxOffset(contentHeight: state.geometry.contentHeight)
    }

    /// The next frame's state, or nil after the last frame.
    public mutating func nextFrame() throws -> FrameState? {
        guard frameIndex < frameCount else { return nil }
        let t = SimTime.seconds(scenario.time(ofFrame: frameIndex))
        try process(until: t)
        advance(to: t)
        let state = frameState(index: frameIndex, at: t)
        frameIndex += 1
        return state
    }

    // MARK: Event loop

    private enum Event { case step, touch, deadline(Int) }

    /// The earliest event due, ties broken in this order: a step's touches appear before they
    /// are delivered, touches before the timers they may cancel, timers in the table's order.
    private func nextEvent() -> (SimTime, Event)? {
        var best: (SimTime, Event)?
        func offer(_ t: SimTime?, _ e: Event) {
            guard let t = t else { return }
            if best == nil || t < best!.0 { best = (t, e) }
        }
        offer(nextStep < stepStarts.count ? stepStarts[nextStep] : nil, .step)
        offer(nextTouch < pending.count ? pending[nextTouch].time : nil, .touch)
        if let (t, i) = arena.nextDeadline(list: list, now: now) { offer(t, .deadline(i)) }
        return best
    }

    private mutating func process(until limit: SimTime) throws {
        while let (t, event) = nextEvent(), t <= limit {
            advance(to: t)
            switch event {
            case .step:
                let step = scenario.timeline[nextStep]
                if case .edit(let on) = step.step { list.editingRequest = on }
                pending += try TimelineExpansion.touches(for: step, start: t, scenarioPath: scenario.sourcePath,
                                                         locator: list.locator())
                nextStep += 1
            case .touch:
                let e = pending[nextTouch]
                nextTouch += 1
                handle(e)
            case .deadline(let i):
                arena.deadlineReached(i, at: t, list: &list)
            }
            applyEditingRequest(at: t.seconds)
            // Reactions to the event first (a refresh moving the rest), then the fades that follow.
            arena.eventHandled(list: &list, at: t.seconds)
            arena.advanced(list: list, at: t.seconds)
        }
    }

    private mutating func handle(_ e: TouchEvent) {
        marker.record(e)
        switch e.phase {
        case .down: arena.began(e, list: &list)
        case .move: arena.moved(e, list: &list)
        case .up: arena.ended(e, list: &list)
        }
    }

    /// An edit step or the Edit/Done button asked to set editing: the behaviours the rules name
    /// are put away, then the table's editing changes (leaving it puts away more).
    private mutating func applyEditingRequest(at t: Double) {
        guard let on = list.editingRequest else { return }
        list.editingRequest = nil
        arena.dismiss(ArenaRules.editingRequestDismisses, list: &list, at: t)
        if list.editing.set(on, at: t), !on { arena.dismiss(ArenaRules.editingEndDismisses, list: &list, at: t) }
    }

    /// Moves continuous motion on to `t` and lets timers that fell due start their fades.
    private mutating func advance(to t: SimTime) {
        now = max(now, t)
        list.scroll.advance(to: t.seconds)
        arena.advanced(list: list, at: t.seconds)
    }

    func locator() -> TimelineExpansion.Locator { list.locator() }

    // MARK: Frame

    private func frameState(index: Int, at t: SimTime) -> FrameState {
        let seconds = t.seconds
        let scroll = list.scroll
        let phase: ScrollPhase = list.isScrubbing ? .scrubbing : (list.isReordering ? .reordering : scroll.phase)
        let indicatorAlpha = scenario.features.scrollIndicator
            ? ScrollIndicatorTiming.alpha(at: seconds, scrolling: scroll.isScrolling || list.isScrubbing,
                                          lastActivity: scroll.lastActivity)
            : 0
        var state = FrameState(index: index, time: scenario.time(ofFrame: index), geometry: list.geometry,
                               contentOffset: scroll.pixelAlignedOffset, phase: phase, indicatorAlpha: indicatorAlpha,
                               touch: marker.marker(at: t))
        arena.contribute(to: &state, list: list, at: seconds)
        return state
    }
}
