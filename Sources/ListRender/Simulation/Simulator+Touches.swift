/// Gesture recognition from raw touches, resolved the way UIKit resolves competing recognisers:
/// the scrub nub takes touches that land on it; a touch that lands on a moving list only stops
/// it; 10 pt of vertical movement is a scroll (and fails the long press and the tap); a long
/// press that stays within 10 pt for `minimumPressDuration` lifts the row; a swipe and a tap are
/// judged when the finger lifts.
extension Simulator {
    mutating func handle(_ e: TouchEvent) {
        marker.record(e)
        let t = e.time.seconds
        switch e.phase {
        case .down: touchDown(e, at: t)
        case .move: touchMoved(e, at: t)
        case .up: touchUp(e, at: t)
        }
    }

    private mutating func touchDown(_ e: TouchEvent, at t: Double) {
        if barButtonTouchDown(e, at: t) { return }
        if let n = nub, case let nubFrame = NubTrack.frame(metrics, n.options, offset: scroll.pixelAlignedOffset, maxOffset: maxOffset),
           nubFrame.contains(e.point) {
            var active = ActiveTouch(down: e, downRow: nil, downOnLoadMore: false, caughtScroll: true,
                                     reorder: nil, swipeEnabled: false)
            active.owner = .nub
            touch = active
            nub?.grabOffset = e.point.y - nubFrame.minY
            scroll.setOffset(scroll.offset, at: t)
            return
        }
        if let track = sectionIndexTrack, track.contains(e.point) {
            var active = ActiveTouch(down: e, downRow: nil, downOnLoadMore: false, caughtScroll: true,
                                     reorder: nil, swipeEnabled: false)
            active.owner = .sectionIndex
            touch = active
            jumpToIndexEntry(atY: e.point.y, track: track, at: t)
            return
        }
        let caught = scroll.isDecelerating || scroll.isBouncing
        scroll.hold(at: t)
        let inList = metrics.listFrame.contains(e.point) && e.point.y >= metrics.barsBottom(offset: scroll.pixelAlignedOffset)
        let contentY = metrics.contentY(viewportY: e.point.y, offset: scroll.pixelAlignedOffset)
        let row = inList && reorder == nil ? geometry.row(at: contentY) : nil
        let onLoadMore = inList && geometry.hasLoadMoreRow
            && contentY >= geometry.loadMoreTop && contentY < geometry.loadMoreTop + geometry.rowHeight
        touch = ActiveTouch(down: e, downRow: row, downOnLoadMore: onLoadMore, caughtScroll: caught,
                            reorder: scenario.features.reorder, swipeEnabled: swipe != nil)
        // With a row's swipe actions open, the touch only closes it or taps it.
        let spentOnOpenRow = swipeActionsTouchDown(row: row, at: t)
        if spentOnOpenRow, !(row.map { geometry.data.row($0).key } == swipeActions?.key) { touch?.tapPossible = false }
        if spentOnOpenRow { touch?.longPressPossible = false }
        // While editing rows are not selected (allowsSelectionDuringEditing is false by default).
        let spentOnEdit = editTouchDown(e, row: row, at: t)
        // A switch takes the touch from the cell: no highlight, no long press.
        let onSwitch = !spentOnOpenRow && !spentOnEdit && row.map { switchContains(e.point, row: $0) } == true
        if onSwitch { touch?.onSwitch = true; touch?.longPressPossible = false }
        // A touch that stops a moving list never selects (UIKit: the first touch only catches it).
        if let row, !caught, !spentOnOpenRow, !spentOnEdit, !onSwitch { selection?.touchDown(key: geometry.data.row(row).key, at: t) }
    }

    private mutating func touchMoved(_ e: TouchEvent, at t: Double) {
        guard var active = touch else { return }
        // Take the touch out first so its history is uniquely referenced: appending to a copy
        // that `touch` still shares copied the whole history per move (quadratic in moves).
        touch = nil
        active.history.append(e)
        let (dx, dy) = active.translation(to: e.point)
        switch active.owner {
        case .pending:
            if (dx * dx + dy * dy).squareRoot() >= ActiveTouch.slop {
                active.tapPossible = false
                active.longPressPossible = false
                selection?.cancel()
            }
            // The list scrolls only vertically, so its pan begins on vertical movement: a
            // horizontal swipe is never a scroll.
            // No swipe actions while editing (UIKit turns them off in edit mode).
            if !editMode.isEditing, startsSwipeActions(active, dx: dx, dy: dy) {
                active.owner = .swipeActions
                beginSwipeActions(active, at: t)
                dragSwipeActions(dx: dx)
            } else if abs(dy) >= ActiveTouch.slop {
                active.owner = .pan
                active.swipePossible = false
                swipeActions?.close(at: t)
                editMode.closeConfirmation(at: t)
                scroll.beginDrag(fingerY: e.point.y, at: t)
            }
        case .pan:
            scroll.drag(fingerY: e.point.y, at: t)
        case .nub:
            if let n = nub, let grab = n.grabOffset {
                let target = NubTrack.offset(metrics, n.options, nubY: e.point.y - grab, maxOffset: maxOffset)
                scroll.setOffset(target, at: t)
            }
        case .reorder:
            reorder?.moveFinger(to: e.point.y)
            updateGap(at: t)
        case .sectionIndex:
            if let track = sectionIndexTrack { jumpToIndexEntry(atY: e.point.y, track: track, at: t) }
        case .swipeActions:
            dragSwipeActions(dx: dx)
        case .barButton:
            barButtonTouchMoved(to: e.point)
        }
        touch = active
    }

    private mutating func touchUp(_ e: TouchEvent, at t: Double) {
        guard var active = touch else { return }
        active.history.append(e)
        touch = nil
        let (dx, dy) = active.translation(to: e.point)
        switch active.owner {
        case .pending:
            scroll.release(at: t)
            if active.swipePossible, let s = swipe, let row = active.downRow,
               s.isSwipe(dx: dx, dy: dy, duration: (e.time - active.down.time).seconds) {
                swipe?.toggle(key: geometry.data.row(row).key, at: t)
            } else if active.tapPossible, active.onSwitch, let row = active.downRow {
                flipSwitch(row: row, at: t)
            } else if active.tapPossible, editTap(active, at: e.point, at: t) {
            } else if active.tapPossible, tapOnOpenRow(active, at: e.point, at: t) {
            } else if active.tapPossible, active.downOnLoadMore {
                loadMore?.tap(at: t)
            } else if active.tapPossible {
                selection?.release(at: t)
            }
            selection?.cancel()
        case .pan:
            let velocity = -active.history.velocity(at: e.time).y
            if let snap = scenario.features.snapHeader {
                scroll.endDrag(velocity: velocity, at: t) { target, v in
                    SnapHeader.landing(target: target, velocity: v, options: snap)
                }
            } else if metrics.chrome.largeTitle {
                let open = metrics.minOffset, collapsed = metrics.minOffset + ChromeMetrics.largeTitleHeight
                scroll.endDrag(velocity: velocity, at: t) { target, _ in
                    LargeTitleSnap.landing(target: target, open: open, collapsed: collapsed)
                }
            } else {
                scroll.endDrag(velocity: velocity, at: t)
            }
        case .nub:
            nub?.grabOffset = nil
            scroll.touch(at: t)
        case .reorder:
            if let r = reorder {
                let top = geometry.rowFrame(r.gap).y
                let gapTop = metrics.viewportY(contentY: top, offset: scroll.pixelAlignedOffset)
                reorder?.beginDrop(at: t, gapTop: gapTop)
            }
        case .sectionIndex:
            break
        case .swipeActions:
            dragSwipeActions(dx: dx)
            releaseSwipeActions(active, velocity: active.history.velocity(at: e.time).x, at: t)
        case .barButton:
            barButtonTouchUp(at: e.point, at: t)
        }
    }

    // MARK: Section index

    /// The index as it is now (nil: feature off).
    var sectionIndexTrack: SectionIndexTrack? {
        scenario.features.sectionIndex.map { SectionIndexTrack(options: $0, data: geometry.data, metrics: metrics) }
    }

    mutating func jumpToIndexEntry(atY y: Double, track: SectionIndexTrack, at t: Double) {
        guard let entry = track.entry(atY: y) else { return }
        let target = SectionIndex.offset(showing: entry.section, geometry: geometry, metrics: metrics)
        if target != scroll.offset || scroll.isScrolling { scroll.jump(to: target) }
    }

    // MARK: Reorder

    mutating func liftRow(at time: SimTime) {
        // Edit mode's reorder controls lift rows with the reorder's defaults when the feature is off.
        guard let active = touch, let options = scenario.features.reorder ?? (editMode.isEditing ? ReorderOptions() : nil),
              let row = active.downRow,
              geometry.data.contains(row) else { return }
        let frame = geometry.rowFrame(row)
        let finger = active.history.position(at: time) ?? active.down.point
        touch?.owner = .reorder
        selection?.cancel()
        reorder = Reorder(options: options, data: data, row: row,
                          rowTop: metrics.viewportY(contentY: frame.y, offset: scroll.pixelAlignedOffset),
                          rowHeight: frame.height, fingerY: finger.y, at: time)
    }

    mutating func updateGap(at t: Double) {
        guard var r = reorder else { return }
        let build = { (d: ListData) in self.buildGeometry(d) }
        if let next = r.updateGap(geometry: geometry, metrics: metrics, offset: scroll.pixelAlignedOffset, at: t, build: build) {
            geometry = next
        }
        reorder = r
    }

    mutating func autoscrollTick(at time: SimTime) {
        guard var r = reorder else { return }
        r.nextTick = time + Reorder.autoscrollTick
        reorder = r
        let d = r.autoscrollDistance(metrics: metrics, contentHeight: geometry.contentHeight, offset: scroll.pixelAlignedOffset)
        guard d != 0 else { return }
        let target = min(maxOffset, max(metrics.minOffset, scroll.offset + d))
        if target != scroll.offset {
            scroll.setOffset(target, at: time.seconds)
            updateGap(at: time.seconds)
        }
    }

    mutating func finishDrop() {
        guard let r = reorder else { return }
        data = r.arrangement
        reorder = nil
        rebuildGeometry()
    }

    // MARK: Where things are, for timeline steps

    func locator() -> TimelineExpansion.Locator {
        let geometry = self.geometry, metrics = self.metrics, offset = scroll.pixelAlignedOffset, maxOffset = self.maxOffset
        let nubOptions = nub?.options
        func onScreen(_ contentY: Double, _ height: Double) -> Point? {
            let y = metrics.viewportY(contentY: contentY + height / 2, offset: offset)
            guard y >= metrics.barsBottom(offset: offset), y < metrics.listFrame.maxY else { return nil }
            return Point(x: metrics.listFrame.midX, y: y)
        }
        return TimelineExpansion.Locator(
            rowCentre: { ref in
                guard geometry.data.contains(ref) else { return nil }
                let f = geometry.rowFrame(ref)
                return onScreen(f.y, f.height)
            },
            loadMoreCentre: {
                guard geometry.hasLoadMoreRow else { return nil }
                return onScreen(geometry.loadMoreTop, geometry.rowHeight)
            },
            nubCentre: {
                guard let o = nubOptions else { return nil }
                let f = NubTrack.frame(metrics, o, offset: offset, maxOffset: maxOffset)
                return Point(x: f.midX, y: f.midY)
            },
            nubCentreY: { p in
                guard let o = nubOptions else { return nil }
                let track = NubTrack.track(metrics, o)
                return track.minY + p * (track.maxY - track.minY) + o.size.height / 2
            })
    }
}
