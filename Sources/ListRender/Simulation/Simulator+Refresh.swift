/// Pull to refresh's hooks into the event loop (the behaviour itself: Behaviours/RefreshControl.swift).
extension Simulator {
    /// After every event: a pull past the trigger starts a refresh; once the finger is up the
    /// list's rest moves below the control (changing the bounds mid-drag would jump the rubber band).
    mutating func updateRefresh(at t: Double) {
        guard refresh != nil else { return }
        // Read before the mutating call: `metrics` is computed from the simulator as a whole.
        let pull = metrics.minOffset - scroll.offset, dragging = scroll.isDragging
        _ = refresh?.observe(pull: pull, dragging: dragging, at: t)
        if !scroll.isDragging, refresh?.holdInset() == true {
            scroll.setBounds(min: restOffset, max: maxOffset)
            // The bounce already under way re-aims at the new rest (from where it is, at rest speed).
            scroll.hold(at: t)
            scroll.release(at: t)
        }
    }

    /// endRefreshing(): the rest goes back up and a list at rest springs back to it.
    mutating func endRefresh(at t: Double) {
        refresh?.end()
        scroll.setBounds(min: restOffset, max: maxOffset)
        if !scroll.isDragging, scroll.offset < restOffset {
            scroll.hold(at: t)
            scroll.release(at: t)
        }
    }
}
