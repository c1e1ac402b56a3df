/// Scrub nub (Dropbox, NSScreencast 097; docs/behaviours.md, "Scrub nub"): a nub on the right
/// edge whose y tracks the fraction scrolled, and which scrubs the list when dragged. Its
/// geometry, both directions, is `NubTrack`; this is its state: appearance and grab.
struct ScrubNub: Sendable {
    let options: ScrubNubOptions
    var appearance = Appearance()
    /// While a finger holds the nub: the finger's y minus the nub's top when grabbed.
    var grabOffset: Double?

    var isScrubbing: Bool { grabOffset != nil }

    /// Shows on scroll (fading in over `fade`); hides `hideDelay` after scrolling and scrubbing
    /// have ended, fading out over `fade` (the screencast: 0.75 s, then 0.5 s).
    mutating func update(at t: Double, active: Bool, lastActivity: Double) {
        if active || isScrubbing {
            appearance.animate(to: 1, at: t, duration: options.fade)
        } else if appearance.target == 1, t >= lastActivity + options.hideDelay {
            appearance.animate(to: 0, at: lastActivity + options.hideDelay, duration: options.fade)
        }
    }
}
