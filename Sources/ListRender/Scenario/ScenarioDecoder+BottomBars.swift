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

    func decodeToolbar(_ c: ValueCursor) throws -> ToolbarOptions {
        let o = try c.object(allowed: ScenarioKeys.toolbar)
        let items = try barItemList(o, count: Self.toolbarItems, bar: "a toolbar")
        return ToolbarOptions(items: try items.map { item in
            if case .string(let s) = item.value.kind { return .text(try barTitle(s, item)) }
            guard item.isObject else { throw item.error("expected a title or {\"symbol\": name}, got \(item.gotForString)") }
            let b = try item.object(allowed: ScenarioKeys.toolbarItem)
            return .symbol(try b.required("symbol").choice(of: SymbolName.allCases, what: "symbol"))
        })
    }
}
