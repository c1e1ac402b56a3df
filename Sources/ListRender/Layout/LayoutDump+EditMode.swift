/// Edit mode in the layout dump (docs/cli-and-layout.md): a row's controls, the bar's Done and
/// pressed buttons. Absent while not editing, so other dumps are unchanged.
extension LayoutDump {
    /// `rows[].editControl` and `rows[].reorderControl`.
    static func editControls(_ e: RowEditLayout) -> [(String, JSONOutput)] {
        if let s = e.selectionControl {
            return [("selectionControl", .object([("frame", rect(s.frame)), ("selected", .bool(s.selected))]))]
        }
        return [("editControl", .object([("frame", rect(e.deleteControl)), ("rotation", .number(e.rotation))])),
         ("reorderControl", .object([("frame", rect(e.reorderControl))]))]
    }

    /// `navigationBar.doneItem` and `navigationBar.pressedItem`.
    static func barItems(_ n: NavigationBarLayout) -> [(String, JSONOutput)] {
        func ref(_ r: BarItemRef) -> [(String, JSONOutput)] { [("side", .string(r.side.rawValue)), ("index", .int(r.index))] }
        var pairs: [(String, JSONOutput)] = []
        if let d = n.doneItem { pairs.append(("doneItem", .object(ref(d)))) }
        if let p = n.pressedItem { pairs.append(("pressedItem", .object(ref(p) + [("pressed", .number(n.pressed))]))) }
        return pairs
    }
}
