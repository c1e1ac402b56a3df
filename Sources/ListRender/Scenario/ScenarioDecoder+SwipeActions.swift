/// `features.swipeActions`: `{trailing: [{title?, symbol?, color?, style?}], leading: [...], fullSwipe}`
/// (docs/scenario.md). Refused beside `features.swipe`: both claim the same horizontal swipe.
extension ScenarioDecoder {
    /// UIKit shows every action a configuration holds; more than 4 no longer fit a phone's row.
    static let maxSwipeActions = 4

    func swipeActionsOptions(_ c: ValueCursor?, swipe: ValueCursor?) throws -> SwipeActionsOptions? {
        guard let c else { return nil }
        var opt = SwipeActionsOptions()
        switch c.value.kind {
        case .bool(let on): if !on { return nil }
        case .object:
            let o = try c.object(allowed: ScenarioKeys.swipeActions)
            if let v = o.optional("trailing") { opt.trailing = try actions(v) }
            if let v = o.optional("leading") { opt.leading = try actions(v) }
            if let v = o.optional("fullSwipe") { opt.fullSwipe = try v.bool() }
        default:
            throw c.error("expected true, false or an object {trailing, leading, fullSwipe}, got \(c.got)")
        }
        // `true` alone: Mail's single trailing Delete.
        if case .bool(true) = c.value.kind { opt.trailing = [.init(title: "Delete", style: .destructive)] }
        if opt.trailing.isEmpty && opt.leading.isEmpty {
            throw c.error("needs at least one action in \"trailing\" or \"leading\"")
        }
        if let s = swipe, !{ if case .bool(false) = s.value.kind { return true } else { return false } }() {
            throw c.error("cannot be used with \"features.swipe\": both take the row's horizontal swipe; keep one")
        }
        return opt
    }

    private func actions(_ c: ValueCursor) throws -> [SwipeActionsOptions.Action] {
        let items = try c.array()
        guard items.count <= Self.maxSwipeActions else {
            throw c.error("holds at most \(Self.maxSwipeActions) actions, got \(items.count)")
        }
        return try items.map { item in
            let o = try item.object(allowed: ScenarioKeys.swipeAction)
            let symbol = try o.optional("symbol").map { s in
                SymbolName(rawValue: try s.choice(SymbolName.allCases.map(\.rawValue), what: "symbol"))
            } ?? nil
            var title = ""
            if let titleCursor = o.optional("title") {
                title = try titleCursor.string()
                guard !title.isEmpty, title.count <= 20 else {
                    throw titleCursor.error("an action title is 1 to 20 characters, got \(titleCursor.got)")
                }
            } else if symbol == nil {
                throw item.error("needs \"title\" or \"symbol\" (or both)")
            }
            var a = SwipeActionsOptions.Action(title: title, symbol: symbol)
            if let v = o.optional("style") {
                a.style = try v.choice(["normal", "destructive"], what: "style") == "destructive" ? .destructive : .normal
            }
            if let v = o.optional("color") { a.color = try decodeColor(v) }
            return a
        }
    }
}
