/// Info panel (Path 2, Florian Mielke's gist; timings from KNPathTableViewController;
/// docs/behaviours.md, "Info panel"): a panel riding beside the scroll indicator. It slides and
/// fades in when scrolling starts, stays `linger` s after scrolling stops, then slides and fades
/// out; a new drag cancels the fade-out. The gist removed the panel in
/// scrollViewDidEndScrollingAnimation, which UIKit does not call after a finger fling, so the panel
/// stayed forever; here every way scrolling can stop (drag end, deceleration end, bounce end, scrub
/// end) starts the linger.
struct InfoPanel: Behaviour {
    let id = BehaviourID("infoPanel")
    let options: InfoPanelOptions
    var appearance = Appearance()

    init(options: InfoPanelOptions) { self.options = options }

    mutating func advanced(list: ListState, at t: Double) {
        update(at: t, active: list.isActive(at: t), lastActivity: list.scroll.lastActivity)
    }

    func contribute(to state: inout FrameState, list: ListState, at t: Double) {
        state.infoPanelAppearance = appearance.value(at: t)
    }

    mutating func update(at t: Double, active: Bool, lastActivity: Double) {
        if active {
            appearance.animate(to: 1, at: t, duration: options.fade)
        } else if appearance.target == 1, t >= lastActivity + options.linger {
            appearance.animate(to: 0, at: lastActivity + options.linger, duration: options.fade)
        }
    }
}
