extension Painter {
    /// A swipe action's button: its colour (destructive systemRed, normal systemGray, or the
    /// scenario's), the title white 15-pt semibold centred in its natural width, clipped to it.
    func paintSwipeAction(_ a: SwipeActionLayout, into items: inout [DisplayItem]) {
        items.append(.fill(a.frame, a.color ?? (a.destructive ? theme.destructive : theme.swipeActionNormal)))
        items.append(.pushClip(a.frame))
        items.append(.text(TextRun(string: a.title, weight: .semibold, size: SwipeActionMetrics.titleSize,
                                   color: theme.destructiveText, box: a.titleBox.insetBy(dx: SwipeActionMetrics.titlePadding / 2, dy: 0),
                                   baseline: baseline(midY: a.frame.midY, weight: .semibold, size: SwipeActionMetrics.titleSize),
                                   alignment: .center)))
        items.append(.popClip)
    }
}
