/// `chrome.tabBar` and `chrome.toolbar`: the bars below the list (docs/scenario.md, "chrome";
/// docs/chrome.md, "Tab bar and toolbar").
extension ScenarioDecoder {
    /// UITabBar on a phone shows at most five items (a sixth turns the fifth into "More").
    static let tabBarItems = 2...5
    /// A toolbar has room for about five items at the body size.
    static let toolbarItems = 1...5
    /// A tab title stays short: 10-pt text under a fifth of a phone's width.
    static let tabTitleLength = 1...16
    /// UITabBarItem.badgeValue is a short string: a count or a word like "New".
    static let badgeLength = 1...4

    func decodeTabBar(_ c: ValueCursor) throws -> TabBarOptions {
        let o = try c.object(allowed: ScenarioKeys.tabBar)
        let items = try barItemList(o, count: Self.tabBarItems, bar: "a tab bar")
        var options = TabBarOptions(items: try items.map(tabBarItem))
        if let s = o.optional("selected") {
            options.selected = try s.integer(min: 0, max: items.count - 1)
        }
        return options
    }

    /// A bar's required `items`, `count` of them.
    private func barItemList(_ o: ObjectReader, count: ClosedRange<Int>, bar: String) throws -> [ValueCursor] {
        let list = try o.required("items")
        let items = try list.array()
        guard count.contains(items.count) else {
            throw list.error("\(bar) has \(count.lowerBound) to \(count.upperBound) items, got \(items.count)")
        }
        return items
    }

    private func tabBarItem(_ c: ValueCursor) throws -> TabBarItem {
        guard c.isObject else { throw c.error("expected {\"title\": ..., \"symbol\": ...}, got \(c.got)") }
        let o = try c.object(allowed: ScenarioKeys.tabBarItem)
        let t = try o.required("title")
        let title = try t.string()
        guard Self.tabTitleLength.contains(title.count) else {
            throw t.error("a tab's title is 1 to 16 characters, got \(t.got)")
        }
        let symbol = try o.optional("symbol").map { try $0.choice(of: SymbolName.allCases, what: "symbol") }
        var item = TabBarItem(title: title, symbol: symbol)
        if let b = o.optional("badge") { item.badge = try badge(b) }
        return item
    }

    /// `"New"` or a count: 1 to 4 characters, or a whole number 1…9999 (written as its digits).
    private func badge(_ c: ValueCursor) throws -> String {
        if case .number = c.value.kind { return String(try c.integer(min: 1, max: 9999)) }
        guard case .string(let s) = c.value.kind else { throw c.error("expected 1 to 4 characters or a count, got \(c.gotForString)") }
        guard Self.badgeLength.contains(s.count) else { throw c.error("a badge is 1 to 4 characters, got \(c.got)") }
        return s
    }

    /// The toolbar's entries: its items and the spaces written between them (`ToolbarOptions`).
    func decodeToolbar(_ c: ValueCursor) throws -> ToolbarOptions {
        let o = try c.object(allowed: ScenarioKeys.toolbar)
        let list = try o.required("items")
        let entries = try list.array()
        guard entries.count <= Self.toolbarEntries.upperBound else {
            throw list.error("a toolbar has at most \(Self.toolbarEntries.upperBound) entries (items and spaces), got \(entries.count)")
        }
        var items: [ToolbarItem] = [], gaps: [ToolbarGap] = [], gap = ToolbarGap()
        for entry in entries {
            switch try toolbarEntry(entry) {
            case .item(let item): items.append(item); gaps.append(gap); gap = ToolbarGap()
            case .flexible: gap.flexible += 1; gap.spaces += 1
            case .fixed(let w): gap.fixed += w; gap.spaces += 1
            }
        }
        gaps.append(gap)
        let spaced = gaps.contains(where: \.written)
        guard Self.toolbarItems.contains(items.count) else {
            let r = Self.toolbarItems
            throw list.error("a toolbar has \(r.lowerBound) to \(r.upperBound) items\(spaced ? " besides its spaces" : ""), got \(items.count)")
        }
        // No space written: today's spread, a flexible space between each two items.
        return ToolbarOptions(items: items, gaps: spaced ? gaps : nil)
    }

    /// A toolbar has room for about five items at the body size, and a space around each.
    static let toolbarEntries = 0...11
    /// A fixed space is at most this wide (a third of the narrowest phone).
    static let toolbarFixedSpace = 0.0...100.0
    /// A label is small text, so it may be longer than a button's title.
    static let toolbarLabelLength = 1...32

    private enum ToolbarEntry { case item(ToolbarItem), flexible, fixed(Double) }

    /// `"Title"`, `{"title": t, "style": "label"?}`, `{"symbol": name}`, `{"space": "flexible" or points}`.
    private func toolbarEntry(_ item: ValueCursor) throws -> ToolbarEntry {
        if case .string(let s) = item.value.kind { return .item(.text(try barTitle(s, item))) }
        guard item.isObject else {
            throw item.error("expected a title, {\"symbol\": name}, {\"title\": ..., \"style\": \"label\"} or {\"space\": \"flexible\"}, got \(item.gotForString)")
        }
        let b = try item.object(allowed: ScenarioKeys.toolbarItem)
        if let space = b.optional("space") {
            if let other = b.keys.first(where: { $0 != "space" }) {
                throw item.error("a space has no \"\(other)\": it is {\"space\": \"flexible\"} or {\"space\": points}", at: b.location(ofKey: other))
            }
            if case .number = space.value.kind {
                return .fixed(try space.number(min: Self.toolbarFixedSpace.lowerBound, max: Self.toolbarFixedSpace.upperBound, unit: "pt"))
            }
            _ = try space.choice(["flexible"], what: "space")
            return .flexible
        }
        let style = try b.optional("style")?.choice(of: ToolbarItemStyle.allCases, what: "style") ?? .button
        switch (b.optional("title"), b.optional("symbol")) {
        case (.some, .some):
            throw item.error("a toolbar item has a title or a symbol, not both", at: b.location(ofKey: "symbol"))
        case (nil, nil):
            throw item.error("a toolbar item needs \"title\", \"symbol\" or \"space\"")
        case (let t?, nil):
            let title = try t.string()
            guard style == .label else { return .item(.text(try barTitle(title, t))) }
            guard Self.toolbarLabelLength.contains(title.count) else {
                throw t.error("a label is 1 to \(Self.toolbarLabelLength.upperBound) characters, got \(t.got)")
            }
            return .item(.label(title))
        case (nil, let s?):
            if style == .label {
                throw item.error("a label is text: give it a \"title\", not a \"symbol\"", at: b.location(ofKey: "symbol"))
            }
            return .item(.symbol(try s.choice(of: SymbolName.allCases, what: "symbol")))
        }
    }
}

/// A toolbar item's `style`: a button (the default) or a label (plain text, not tappable).
enum ToolbarItemStyle: String, CaseIterable { case button, label }
