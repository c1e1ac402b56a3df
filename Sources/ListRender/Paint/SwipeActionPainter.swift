extension Painter {
    /// A swipe action's button: its colour (destructive systemRed, normal systemGray, or the
    /// scenario's), the title white 15-pt semibold centred in its natural width, clipped to it.
    /// With a symbol (iOS 15+ Mail), the symbol sits above the title, the two centred together;
    /// alone when there is no title or the row is too short for both.
    func paintSwipeAction(_ a: SwipeActionLayout, into items: inout [DisplayItem]) {
        typealias M = SwipeActionMetrics
        items.append(.fill(a.frame, a.color ?? (a.destructive ? theme.destructive : theme.swipeActionNormal)))
        items.append(.pushClip(a.frame))
        var titleMidY = a.frame.midY
        var showsTitle = !a.title.isEmpty
        if let symbol = a.symbol {
            // The symbols are about 20 pt across at the 17-pt design size.
            let glyph = M.symbolSize * 20 / SymbolShape.designSize
            let line = M.titleSize * 1.2
            showsTitle = showsTitle && a.frame.height >= M.minimumHeightForSymbolAndTitle
            let block = showsTitle ? glyph + M.symbolTitleGap + line : glyph
            let top = a.frame.midY - block / 2
            Self.paintSymbol(symbol, centre: Point(x: a.titleBox.midX, y: top + glyph / 2),
                             scale: M.symbolSize / SymbolShape.designSize, color: theme.destructiveText, into: &items)
            titleMidY = top + glyph + M.symbolTitleGap + line / 2
        }
        if showsTitle {
            items.append(.text(TextRun(string: a.title, weight: .semibold, size: M.titleSize,
                                       color: theme.destructiveText, box: a.titleBox.insetBy(dx: M.titlePadding / 2, dy: 0),
                                       baseline: baseline(midY: titleMidY, weight: .semibold, size: M.titleSize),
                                       alignment: .center)))
        }
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
    static var paintOrder: PaintOrder { PaintOrder(.underRows, rank: 100) }  // a deleted row collapsing
    func paint(with painter: Painter, into items: inout [DisplayItem]) { painter.paintSwipeAction(row, into: &items) }
}
