import Foundation

extension Painter {
    /// Edit mode's controls (docs/behaviours.md, "Edit mode"): the delete control, a red circle
    /// whose white minus turns a quarter (to vertical) as the row's confirmation opens; the
    /// reorder grip, three grey lines centred in the trailing band, on device pixels.
    func paintEditControls(_ e: RowEditLayout, scale: Double, into items: inout [DisplayItem]) {
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
}
