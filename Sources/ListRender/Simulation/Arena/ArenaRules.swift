/// The behaviours of a scenario and the rules between them, as data: the one place that says
/// which behaviour beats which for a touch and what one does to another (docs/architecture.md,
/// "The arena's rules", shows this table).
enum ArenaRules {
    /// Every behaviour the scenario switches on, in precedence order: touch down is offered in
    /// this order (the first claim takes the touch), an undecided release too (the first claim
    /// takes the tap); deadlines that fall at the same microsecond are handled in this order, and
    /// each behaviour's state goes into the frame in this order.
    ///
    /// Adding a behaviour: its file, its key in the scenario decoder, and one line here.
    static func behaviours(for s: Scenario, text: any CellTextMeasuring) -> [any Behaviour] {
        let f = s.features, rtl = s.layoutDirection == .rightToLeft
        let all: [(any Behaviour)?] = [
            // Targets that own any touch landing on them, topmost first.
            f.scrollsToTop ? ScrollToTop() : nil,
            s.chrome.navigationBar.map { BarButtons(bar: $0) },
            s.chrome.navigationBar?.search == nil ? nil : SearchFocus(text: text),
            s.chrome.hasBottomBar ? BottomBarTouch(chrome: s.chrome) : nil,
            f.scrubNub.map { ScrubNub(options: $0) },
            f.sectionIndex.map { SectionIndexTouch(options: $0) },
            // The list: the scroll view catches the touch first, then what the cells make of it.
            ScrollPan(),
            f.swipeActions.map { SwipeActions(options: $0, rightToLeft: rtl, text: text) },
            f.multipleSelectionDuringEditing.map { EditingSelection(options: $0) },
            EditMode(text: text, rightToLeft: rtl),
            ReorderBehaviour(options: f.reorder),
            f.swipe.map { Swipe(options: $0) },
            SwitchFlips(),
            f.loadMore.map { LoadMoreBehaviour(options: $0) },
            f.selection.map { Selection(options: $0) },
            // No touches: they watch the scroll view (the refresh before the fades that follow it).
            f.refreshControl.map { RefreshControl(options: $0) },
            f.infoPanel.map { InfoPanel(options: $0) },
        ]
        return all.compactMap { $0 }
    }

    /// Asked first when an undecided finger moves: a horizontal swipe on a row is judged before
    /// the list's vertical pan (both may see 10 pt of movement in one sample).
    static let movedFirst: [BehaviourID] = [.swipeActions]

    /// What a touch spent on a behaviour (`TouchVerdict.consume`) shuts out.
    static let consumes: [BehaviourID: Set<BehaviourID>] = [
        // An open swipe row eats the next touch: it only closes the row or taps it.
        .swipeActions: [.reorder, .switchTap, .selection, .loadMore],
        // An open delete confirmation too.
        .editMode: [.reorder, .switchTap, .selection, .loadMore],
        // A switch takes the touch from its cell: no highlight, no long press.
        .switchTap: [.reorder, .selection],
    ]

    /// Behaviours that stay out of touches that come down while the table is editing (UIKit turns
    /// swipe actions off in edit mode; allowsSelectionDuringEditing is false by default; the
    /// accessories are hidden; the reorder grips replace the long press, `ReorderBehaviour`).
    static let disabledWhileEditing: Set<BehaviourID> = [.swipeActions, .swipe, .switchTap, .selection, .loadMore]

    /// What a behaviour winning a touch puts away: a vertical pan closes swipe actions and the
    /// delete confirmation.
    static let claimDismisses: [BehaviourID: [BehaviourID]] = [
        .scroll: [.swipeActions, .editMode],
    ]

    /// Asking for edit mode (an edit step, the Edit/Done button) closes swipe actions, whether or
    /// not editing changes.
    static let editingRequestDismisses: [BehaviourID] = [.swipeActions]
    /// Leaving edit mode closes the delete confirmation.
    static let editingEndDismisses: [BehaviourID] = [.editMode]

    /// With multiple selection while editing, edit mode has no delete controls and no reorder
    /// grips: a tap selects (`EditingSelection`).
    static let disabledWhileSelectingInEditMode: Set<BehaviourID> = [.editMode, .reorder]

    /// Behaviours the table's modes shut out of a touch coming down now.
    static func disabled(in list: ListState) -> Set<BehaviourID> {
        guard list.editing.isEditing else { return [] }
        return list.scenario.features.multipleSelectionDuringEditing == nil
            ? disabledWhileEditing : disabledWhileEditing.union(disabledWhileSelectingInEditMode)
    }

    /// The order an undecided move is offered to `members` in.
    static func moveOrder(_ members: [BehaviourID]) -> [BehaviourID] {
        movedFirst.filter(members.contains) + members.filter { !movedFirst.contains($0) }
    }
}
