/// Switch accessories from raw touches (docs/accessories.md, "Tapping a switch").
extension Simulator {
    /// Whether `p` lands on row `ref`'s switch as it is on screen now (not while editing, when
    /// accessories are hidden, nor on a swiped row).
    func switchContains(_ p: Point, row ref: RowRef) -> Bool {
        guard !editMode.isEditing, geometry.data.contains(ref), case .toggle(let on)? = geometry.data.row(ref).spec.accessory,
              (swipeActions?.key).map({ $0 != geometry.data.row(ref).key }) ?? true else { return false }
        let cell = swipeRowRect(ref)
        var content = cell
        content.width = SectionIndexTrack.contentWidth(ofRow: cell.width, features: scenario.features)
        var box = cells.accessoryFrame(.toggle(on), in: content)
        // Right to left the switch sits at the left margin (the cell's parts are mirrored).
        if rightToLeft { box.x = cell.minX + cell.maxX - box.maxX }
        return box.contains(p)
    }

    mutating func flipSwitch(row ref: RowRef, at t: Double) {
        guard geometry.data.contains(ref), case .toggle(let on)? = geometry.data.row(ref).spec.accessory else { return }
        switchFlips.flip(key: geometry.data.row(ref).key, initial: on, at: t)
    }
}
