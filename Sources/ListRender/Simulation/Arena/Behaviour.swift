/// A behaviour's name, for the arena's rule table (`ArenaRules`). Each behaviour declares its
/// own in its file; the simulator never looks at one.
struct BehaviourID: Hashable, Sendable, CustomStringConvertible {
    let name: String
    init(_ name: String) { self.name = name }
    var description: String { name }
}

/// What a behaviour answers when the arena offers it a touch.
enum TouchVerdict: Sendable, Equatable {
    /// Not mine: at touch down, stay out of the arena for this touch; later, nothing happened.
    case pass
    /// Still watching: stay in the arena, undecided.
    case possible
    /// Mine: this behaviour wins the touch; every other member leaves (is cancelled). At the
    /// release of an undecided touch: this behaviour took the tap, nobody after it is asked.
    case claim
    /// Spent on me without owning it: the members the rule table says this behaviour excludes
    /// leave; the others (the list's pan, say) may still win it.
    case consume
}

/// A behaviour of the list as a component: its gesture logic and its state together. The
/// simulator keeps a list of them (registered in `BehaviourRegistry`), offers every touch to them through
/// the arena, asks them for their deadlines, and lets each put its state into the frame. Every
/// requirement has a default that does nothing, so a behaviour implements only what it uses.
///
/// A behaviour reads the table (`ListState`) and writes its own state and the table's; it never
/// reaches into another behaviour. What one behaviour does to another (an open swipe row eats
/// the next tap, a pan closes swipe actions) is a rule in `ArenaRules`, not code here.
protocol Behaviour: Sendable {
    var id: BehaviourID { get }

    /// Before the table exists: may replace the rows first shown (a first page).
    mutating func start(data: inout ListData, hasLoadMoreRow: inout Bool)

    /// A finger came down (`touch` describes where). Asked in the table's order until one claims.
    mutating func touchBegan(_ touch: inout ActiveTouch, list: inout ListState) -> TouchVerdict
    /// The finger moved: to members while the touch is undecided (a claim wins it), then to the
    /// owner alone (its verdict is ignored).
    mutating func touchMoved(_ touch: inout ActiveTouch, to e: TouchEvent, list: inout ListState) -> TouchVerdict
    /// The finger lifted: to the owner; or, for an undecided touch, to the members in order until
    /// one claims (takes the tap).
    mutating func touchEnded(_ touch: ActiveTouch, at e: TouchEvent, list: inout ListState) -> TouchVerdict
    /// This behaviour left the arena for the current touch: another won it, a rule excluded it, or
    /// the touch ended without its claim.
    mutating func touchCancelled(_ touch: ActiveTouch, list: inout ListState, at t: Double)

    /// The next time this behaviour wants to act (a timer: long press, autoscroll, a load ending);
    /// `touch` is the finger down, if any.
    func nextDeadline(touch: ActiveTouch?, list: ListState, now: SimTime) -> SimTime?
    /// The deadline fell due. Returning `.claim` takes the finger down (a long press).
    mutating func deadlineReached(at t: SimTime, touch: inout ActiveTouch?, list: inout ListState) -> TouchVerdict

    /// A rule of the arena tells this behaviour to put itself away (close an open row).
    mutating func dismiss(list: inout ListState, at t: Double)
    /// After every event the simulator processed (timers that watch the scroll view).
    mutating func eventHandled(list: inout ListState, at t: Double)
    /// Continuous time moved on to `t` (fades that follow scrolling).
    mutating func advanced(list: ListState, at t: Double)

    /// Puts this behaviour's state into the frame handed to Layout.
    func contribute(to state: inout FrameState, list: ListState, at t: Double)
}

extension Behaviour {
    mutating func start(data: inout ListData, hasLoadMoreRow: inout Bool) {}
    mutating func touchBegan(_ touch: inout ActiveTouch, list: inout ListState) -> TouchVerdict { .pass }
    mutating func touchMoved(_ touch: inout ActiveTouch, to e: TouchEvent, list: inout ListState) -> TouchVerdict { .possible }
    mutating func touchEnded(_ touch: ActiveTouch, at e: TouchEvent, list: inout ListState) -> TouchVerdict { .pass }
    mutating func touchCancelled(_ touch: ActiveTouch, list: inout ListState, at t: Double) {}
    func nextDeadline(touch: ActiveTouch?, list: ListState, now: SimTime) -> SimTime? { nil }
    mutating func deadlineReached(at t: SimTime, touch: inout ActiveTouch?, list: inout ListState) -> TouchVerdict { .pass }
    mutating func dismiss(list: inout ListState, at t: Double) {}
    mutating func eventHandled(list: inout ListState, at t: Double) {}
    mutating func advanced(list: ListState, at t: Double) {}
    func contribute(to state: inout FrameState, list: ListState, at t: Double) {}
}
