/// The rules between the behaviours, as data: the one place that says what one behaviour does
/// to another for a touch (docs/architecture.md, "The arena", shows this table). Which beats which
/// at touch down is the order they are registered in (`BehaviourRegistry`, in Render).
enum ArenaRules {
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
