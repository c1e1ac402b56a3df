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

    /// The `swipe` feature's one action behind a row slid left: systemRed, its title in the body
    /// size centred in the revealed width, clipped to what the slide uncovers so far.
    func paintSwipeReveal(_ row: RowLayout, _ swipe: SwipeOptions, into items: inout [DisplayItem]) {
        let f = row.frame
        let action = Rect(x: f.maxX + row.swipeOffset, y: f.minY, width: -row.swipeOffset, height: f.height)
        items.append(.fill(action, theme.destructive))
        let revealed = Rect(x: f.maxX - swipe.revealWidth, y: f.minY, width: swipe.revealWidth, height: f.height)
        items.append(.pushClip(action))
        items.append(.text(TextRun(string: swipe.action, weight: .regular, size: theme.titleSize,
                                   color: theme.destructiveText, box: revealed.insetBy(dx: 8, dy: 0),
                                   baseline: baseline(midY: f.midY, weight: .regular, size: theme.titleSize),
                                   alignment: .center)))
        items.append(.popClip)
    }
}

extension DeletedRowContribution: ContributionPainting {
    static var layer: PaintLayer { .underRows }
    func paint(with painter: Painter, into items: inout [DisplayItem]) { painter.paintSwipeAction(row, into: &items) }
}
