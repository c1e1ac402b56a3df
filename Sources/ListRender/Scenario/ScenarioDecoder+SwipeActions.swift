/// `features.swipeActions`: `{trailing: [{title?, symbol?, color?, style?}], leading: [...], fullSwipe}`
/// (docs/scenario.md). Refused beside `features.swipe`: both claim the same horizontal swipe.
extension FeatureDeclaration {
    static let swipeActions = FeatureDeclaration(
        key: "swipeActions", kind: .options,
        field: optionsField("swipeActions", "iOS 11's swipe actions: a row follows the finger and reveals buttons"),
        objects: [ScenarioDecoder.swipeActionsObject, ScenarioDecoder.swipeActionObject]
    ) { context, c, features in
        features.swipeActions = try context.decoder.swipeActionsOptions(c, swipe: context.features.optional("swipe"))
    }
}

extension ScenarioDecoder {
    /// UIKit shows every action a configuration holds; more than 4 no longer fit a phone's row.
    static let maxSwipeActions = 4

    static let swipeActionsObject = SchemaObject("swipeActions", [
        ("trailing", SchemaField(type: .array(of: .ref("swipeAction"), max: maxSwipeActions), description: "the buttons revealed by a swipe to the left")),
        ("leading", SchemaField(type: .array(of: .ref("swipeAction"), max: maxSwipeActions), description: "the buttons revealed by a swipe to the right")),
        ("fullSwipe", SchemaField(type: .boolean, description: "a swipe past 60 % of the row runs the first action", defaultValue: .bool(true))),
    ])

    static let swipeActionObject = SchemaObject("swipeAction", [
        ("title", SchemaField(type: .string(minLength: 1, maxLength: 20), description: "the button's title (a title or a symbol is required)")),
        ("symbol", SchemaField(type: .choice(SymbolName.allCases.map(\.rawValue)), description: "a symbol above the title, or alone without one")),
        ("color", SchemaField(type: .ref("color"), description: "the button's colour (default: systemRed for destructive, systemGray for normal)")),
        ("style", SchemaField(type: .choice(["normal", "destructive"]), description: "a destructive action deletes the row", defaultValue: .string("normal"))),
    ])

    func swipeActionsOptions(_ c: ValueCursor?, swipe: ValueCursor?) throws -> SwipeActionsOptions? {
        guard let c else { return nil }
        var opt = SwipeActionsOptions()
        switch c.value.kind {
        case .bool(let on): if !on { return nil }
        case .object:
            let o = try c.object(allowed: Self.swipeActionsObject.keys)
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
            let o = try item.object(allowed: Self.swipeActionObject.keys)
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
