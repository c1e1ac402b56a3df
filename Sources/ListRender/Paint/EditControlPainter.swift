import Foundation

extension Painter {
    /// Edit mode's controls (docs/behaviours.md, "Edit mode"): the delete control, a red circle
    /// whose white minus turns a quarter (to vertical) as the row's confirmation opens; the
    /// reorder grip, three grey lines centred in the trailing band, on device pixels.
    func paintEditControls(_ e: RowEditLayout, scale: Double, into items: inout [DisplayItem]) {
        if let s = e.selectionControl { return paintSelectionControl(s, into: &items) }
        let look = theme.editControls
        let c = e.deleteControl
        items.append(.roundedRect(c, radius: c.width / 2, theme.destructive))
        let half = (look.minusLength - look.minusThickness) / 2
        let angle = e.rotation * Double.pi / 2
        let dx = half * cos(angle), dy = half * sin(angle)
        items.append(.capsule(from: Point(x: c.midX - dx, y: c.midY + dy), to: Point(x: c.midX + dx, y: c.midY - dy),
                              radius: look.minusThickness / 2, theme.destructiveText))
        guard e.reorderAlpha > 0 else { return }
        let band = e.reorderControl
        let color = theme.reorderGrip.withAlphaMultiplied(by: e.reorderAlpha)
        let s = scale > 0 ? scale : 1
        let thickness = max(1, (look.gripThickness * s).rounded()) / s
        let x = ((band.midX - look.gripWidth / 2) * s).rounded() / s
        for k in -1...1 {
            let y = ((band.midY + Double(k) * look.gripSpacing - thickness / 2) * s).rounded() / s
            items.append(.fill(Rect(x: x, y: y, width: look.gripWidth, height: thickness), color))
        }
    }

    /// Multiple selection while editing: an empty circle, a 1.33-pt ring in tertiaryLabel; selected,
    /// a filled tint circle with a white checkmark (iOS 18's, measured on BSWInterfaceKit's
    /// snapshot: the check from (6, 11) down to (8.9, 14.2) and up to (13.9, 6.6) in a 20-pt circle, scaled with it).
    func paintSelectionControl(_ s: SelectionControlLayout, into items: inout [DisplayItem]) {
        let c = s.frame, ring = 4.0 / 3
        guard s.selected else {
            let r = c.insetBy(dx: ring / 2, dy: ring / 2)
            return items.append(.strokeRoundedRect(r, radius: r.width / 2, lineWidth: ring, theme.tertiaryLabel))
        }
        items.append(.roundedRect(c, radius: c.width / 2, theme.tint))
        let k = c.width / 20, stroke = 0.7 * k
        func p(_ x: Double, _ y: Double) -> Point { Point(x: mirror(Rect(x: c.minX + x * k, y: 0, width: 0, height: 0), in: c).minX, y: c.minY + y * k) }
        let low = p(8.9, 14.2)
        items.append(.capsule(from: p(6, 11), to: low, radius: stroke, theme.destructiveText))
        items.append(.capsule(from: low, to: p(13.9, 6.6), radius: stroke, theme.destructiveText))
    }
}
