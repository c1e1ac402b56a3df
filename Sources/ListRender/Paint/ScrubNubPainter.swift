extension Painter {
    /// The screencast's nub is a plain 24×24 circle that changes colour while scrubbed; here it is
    /// the tint colour with a soft shadow, darker while held.
    func paintNub(_ n: Overlay, scrubbing: Bool, into items: inout [DisplayItem]) {
        items.append(.beginLayer(opacity: n.alpha))
        let r = n.frame.width / 2
        items.append(.shadow(n.frame, cornerRadius: r, blur: 3, offset: Point(x: 0, y: 1), Color(r: 0, g: 0, b: 0, a: 0x4D)))
        items.append(.roundedRect(n.frame, radius: r, scrubbing ? theme.label : theme.tint))
        items.append(.roundedRect(n.frame.insetBy(dx: r - 3, dy: r - 3), radius: 3, theme.rowBackground))
        items.append(.endLayer)
    }
}

extension ScrubNubContribution: ContributionPainting {
    static var paintOrder: PaintOrder { PaintOrder(.overlays, rank: 400) }  // over the panel
    func paint(with painter: Painter, into items: inout [DisplayItem]) {
        painter.paintNub(overlay, scrubbing: scrubbing, into: &items)
    }
}
