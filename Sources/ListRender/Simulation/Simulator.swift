import Foundation

/// Runs a scenario frame by frame: expands the timeline into touches, recognises gestures from
/// them, moves the scroll view and the behaviours, and hands out one `FrameState` per frame.
///
/// Time is discrete and exact: events (touches, the long-press deadline, autoscroll ticks, a
/// page load completing, a drop ending) are processed in time order at their own microsecond,
/// and every continuous motion is evaluated in closed form at the frame time. Nothing depends
/// on the wall clock or on how often frames are asked for.
public struct Simulator {
    public let scenario: Scenario
    let metrics: ListMetrics
    /// How rows lay out their content and, with automatic heights, how tall they are.
    let cells: CellContentLayout

    var data: ListData
    var geometry: ListGeometry
    var scroll: ScrollModel
    var reorder: Reorder?
    var panel: InfoPanel?
    var nub: ScrubNub?
    var loadMore: LoadMore?
    var swipe: Swipe?
    var swipeActions: SwipeActions?
    var refresh: RefreshControl?
    var selection: Selection?
    var editMode: EditMode
    var barPress: BarButtonPress?
    var switchFlips = SwitchFlips()
    var touch: ActiveTouch?
    var marker = FingerMarker()

    private let stepStarts: [SimTime]
    private var nextStep = 0
    private var pending: [TouchEvent] = []
    private var nextTouch = 0
    private var now: SimTime = 0
    private var frameIndex = 0

    /// `text` measures cell text (Render passes the bundled font's measurer).
    init(scenario: Scenario, text: any CellTextMeasuring) {
        self.scenario = scenario
        let metrics = ListMetrics(scenario: scenario)
        self.metrics = metrics
        let cells = CellContentLayout(scenario: scenario, metrics: metrics, text: text)
        self.cells = cells
        var data = ListData(scenario.list.content)
        let f = scenario.features
        var hasLoadMoreRow = false
        if let options = f.loadMore {
            let lm = LoadMore(options: options, source: data)
            data = lm.firstPage
            hasLoadMoreRow = lm.hasMore
            loadMore = lm
        }
        self.data = data
        let geometry = ListGeometry(data: data, rowHeight: scenario.list.rowHeight,
                                    spacing: .of(scenario.list, footnoteLine: scenario.theme.contentSize.footnoteLeading, look: scenario.theme.look), hasLoadMoreRow: hasLoadMoreRow,
                                    cells: cells, automaticRowHeight: scenario.list.automaticRowHeight)
        self.geometry = geometry
        scroll = ScrollModel(offset: metrics.minOffset, minOffset: metrics.minOffset,
                             maxOffset: metrics.maxOffset(contentHeight: geometry.contentHeight),
                             dimension: metrics.listFrame.height, scale: scenario.viewport.scale)
        panel = f.infoPanel.map { InfoPanel(options: $0) }
        nub = f.scrubNub.map { ScrubNub(options: $0) }
        swipe = f.swipe.map { Swipe(options: $0) }
        swipeActions = f.swipeActions.map {
            SwipeActions(options: $0, rightToLeft: scenario.layoutDirection == .rightToLeft, text: text)
        }
        refresh = f.refreshControl.map { RefreshControl(options: $0) }
        selection = f.selection.map { Selection(options: $0) }
        editMode = EditMode(text: text, rightToLeft: scenario.layoutDirection == .rightToLeft)
        stepStarts = TimedStep.startTimes(of: scenario.timeline).map(SimTime.seconds)
    }

    public var frameCount: Int { scenario.frameCount }

    /// The offsets the list can rest at in `state`, top to bottom (no rubber-banding): where a
    /// caller may set `state.contentOffset` to look at any part of the list.
    public func scrollRange(of state: FrameState) -> ClosedRange<Double> {
        metrics.minOffset...metrics.maxOffset(contentHeight: state.geometry.contentHeight)
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

    private enum Event { case step, touch, longPress, autoscroll, dropEnd, pageLoaded, refreshEnded }

    /// The earliest event due, ties broken in this order: a step's touches appear before they
    /// are delivered, touches before the timers they may cancel.
    private func nextEvent() -> (SimTime, Event)? {
        var best: (SimTime, Event)?
        func offer(_ t: SimTime?, _ e: Event) {
            guard let t = t else { return }
            if best == nil || t < best!.0 { best = (t, e) }
        }
        offer(nextStep < stepStarts.count ? stepStarts[nextStep] : nil, .step)
        offer(nextTouch < pending.count ? pending[nextTouch].time : nil, .touch)
        if let touch = touch, touch.owner == .pending, touch.longPressPossible { offer(touch.longPressDeadline, .longPress) }
        if let r = reorder {
            if let end = r.dropEnds { offer(SimTime.seconds(end), .dropEnd) } else { offer(r.nextTick, .autoscroll) }
        }
        if reorder == nil, let done = loadMore?.completesAt { offer(max(now, SimTime.seconds(done)), .pageLoaded) }
        offer(refresh?.endsAt.map { max(now, SimTime.seconds($0)) }, .refreshEnded)
        return best
    }

    private mutating func process(until limit: SimTime) throws {
        while let (t, event) = nextEvent(), t <= limit {
            advance(to: t)
            switch event {
            case .step:
                let step = scenario.timeline[nextStep]
                if case .edit(let on) = step.step { setEditing(on, at: t.seconds) }
                pending += try TimelineExpansion.touches(for: step, start: t, scenarioPath: scenario.sourcePath,
                                                         locator: locator())
                nextStep += 1
            case .touch:
                let e = pending[nextTouch]
                nextTouch += 1
                handle(e)
            case .longPress:
                liftRow(at: t)
            case .autoscroll:
                autoscrollTick(at: t)
            case .dropEnd:
                finishDrop()
            case .pageLoaded:
                loadMore?.complete(into: &data)
                rebuildGeometry()
            case .refreshEnded:
                endRefresh(at: t.seconds)
            }
            updateRefresh(at: t.seconds)
            updateAppearances(at: t.seconds)
        }
    }

    /// Moves continuous motion on to `t` and lets timers that fell due start their fades.
    private mutating func advance(to t: SimTime) {
        now = max(now, t)
        scroll.advance(to: t.seconds)
        updateAppearances(at: t.seconds)
    }

    /// Whether the list counts as scrolling for the indicator, the panel and the nub.
    private func isActive(at t: Double) -> Bool {
        scroll.isScrolling || (nub?.isScrubbing ?? false) || t - scroll.lastActivity < 1.0 / 60 + 1e-9
    }

    private mutating func updateAppearances(at t: Double) {
        let active = isActive(at: t)
        panel?.update(at: t, active: active, lastActivity: scroll.lastActivity)
        nub?.update(at: t, active: active, lastActivity: scroll.lastActivity)
    }

    mutating func rebuildGeometry() {
        geometry = buildGeometry(reorder?.arrangement ?? data)
        scroll.setBounds(min: restOffset, max: metrics.maxOffset(contentHeight: geometry.contentHeight))
    }

    func buildGeometry(_ d: ListData) -> ListGeometry {
        ListGeometry(data: d, rowHeight: scenario.list.rowHeight,
                     spacing: .of(scenario.list, footnoteLine: scenario.theme.contentSize.footnoteLeading, look: scenario.theme.look),
                     hasLoadMoreRow: loadMore?.hasMore ?? false, cells: cells,
                     automaticRowHeight: scenario.list.automaticRowHeight)
    }

    var maxOffset: Double { metrics.maxOffset(contentHeight: geometry.contentHeight) }

    /// The rest offset: lower by the refresh control's height while it holds the list.
    var restOffset: Double { metrics.minOffset - ((refresh?.holdsInset ?? false) ? RefreshControl.height : 0) }

    // MARK: Frame

    private func frameState(index: Int, at t: SimTime) -> FrameState {
        let seconds = t.seconds
        let scrubbing = nub?.isScrubbing ?? false
        let phase: ScrollPhase = scrubbing ? .scrubbing : (reorder != nil ? .reordering : scroll.phase)
        let indicatorAlpha = scenario.features.scrollIndicator
            ? ScrollIndicatorTiming.alpha(at: seconds, scrolling: scroll.isScrolling || scrubbing,
                                          lastActivity: scroll.lastActivity)
            : 0
        return FrameState(index: index, time: scenario.time(ofFrame: index), geometry: geometry,
                          contentOffset: scroll.pixelAlignedOffset, phase: phase, indicatorAlpha: indicatorAlpha,
                          touch: marker.marker(at: t), reorder: reorder?.visual(at: seconds),
                          infoPanelAppearance: panel?.appearance.value(at: seconds),
                          nubAppearance: nub?.appearance.value(at: seconds),
                          loadMore: loadMore?.visual(at: seconds),
                          swipeOffsets: (swipe?.offsets(at: seconds) ?? swipeActions?.offsets(at: seconds) ?? [:])
                            .merging(editMode.offsets(at: seconds)) { a, _ in a },
                          highlights: selection?.highlights(at: seconds),
                          refresh: refresh.flatMap { $0.visual(pull: metrics.minOffset - scroll.pixelAlignedOffset, at: seconds) },
                          swipeActions: swipeActions?.visual(at: seconds),
                          editing: editMode.visual(at: seconds),
                          barButton: barPress.flatMap { p in p.pressed(at: seconds).map { BarButtonVisual(item: p.item, pressed: $0) } },
                          switches: switchFlips.visual(at: seconds))
    }
}
