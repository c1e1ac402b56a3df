/// `chrome`: the status bar and the navigation bar around the list (docs/scenario.md, "chrome").
extension ScenarioDecoder {

    func decodeChrome(_ c: ValueCursor, features: Features) throws -> Chrome {
        let o = try c.object(allowed: ScenarioKeys.chrome)
        var chrome = Chrome()
        if let v = o.optional("statusBar") {
            switch v.value.kind {
            case .bool(let on): chrome.statusBar = on ? StatusBarOptions() : nil
            default:
                let s = try v.object(allowed: ScenarioKeys.statusBar)
                var options = StatusBarOptions()
                if let t = s.optional("time") {
                    options.time = try t.string()
                    guard options.time.count <= 8 else { throw t.error("at most 8 characters (a clock), got \(t.got)") }
                }
                if let b = s.optional("battery") { options.battery = try b.number(min: 0, max: 100, unit: "%") }
                if let g = s.optional("glyphs") {
                    options.glyphs = try g.bool()
                    // Without glyphs a clock or a charge would be drawn nowhere: say so rather than ignore it.
                    if !options.glyphs, let k = s.optional("time") ?? s.optional("battery") {
                        throw k.error("has no effect with \"glyphs\": false (nothing is drawn in the status bar)")
                    }
                }
                chrome.statusBar = options
            }
        }
        if let v = o.optional("navigationBar") {
            let n = try v.object(allowed: ScenarioKeys.navigationBar)
            var options = NavigationBarOptions()
            if let t = n.optional("title") { options.title = try t.string() }
            if let l = n.optional("largeTitle") { options.largeTitle = try l.bool() }
            if let l = n.optional("leading") { options.leading = try barItems(l, leading: true) }
            if let t = n.optional("trailing") { options.trailing = try barItems(t, leading: false) }
            if let s = n.optional("search") { options.search = try searchBar(s) }
            chrome.navigationBar = options
        }
        if let t = o.optional("tabBar") { chrome.tabBar = try decodeTabBar(t) }
        if let t = o.optional("toolbar") {
            // UITabBarController hides a pushed screen's toolbar behind the tab bar: one bar at the bottom.
            guard chrome.tabBar == nil else { throw t.error("cannot be combined with chrome.tabBar (one bar at the bottom of the screen)") }
            chrome.toolbar = try decodeToolbar(t)
        }
        // The snap header moves the list's frame itself; the two never meet in one app screen.
        if !chrome.isEmpty, features.snapHeader != nil {
            throw c.error("cannot be combined with features.snapHeader (the snap header takes the top of the screen)")
        }
        return chrome
    }

    /// `["Edit", {"symbol": "plus"}]`: at most three items a side, as a bar has room for. The
    /// first leading item may be the back button: `{"back": "Mailboxes"}`, or the title "Back".
    private func barItems(_ c: ValueCursor, leading: Bool) throws -> [BarItem] {
        let items = try c.array()
        guard items.count <= 3 else { throw c.error("at most 3 bar button items, got \(items.count)") }
        return try items.enumerated().map { index, item in
            let backAllowed = leading && index == 0
            if case .string(let s) = item.value.kind {
                return backAllowed && s == "Back" ? .back(s) : .text(try barTitle(s, item))
            }
            guard item.isObject else { throw item.error("expected a title or {\"symbol\": name}, got \(item.gotForString)") }
            let o = try item.object(allowed: ScenarioKeys.barItem)
            if let b = o.optional("back") {
                guard backAllowed else { throw b.error("only the first leading item can be the back button") }
                guard o.optional("symbol") == nil else { throw b.error("a bar button is a symbol or the back button, not both") }
                return .back(try barTitle(try b.string(), b))
            }
            return .symbol(try o.required("symbol").choice(BarItem.symbols, what: "symbol"))
        }
    }

    /// `{"placeholder": "Search", "text": "wi", "scope": ["All", "Unread"]}`: one line of text
    /// each, as a phone-wide field shows; 2 to 4 scope buttons, as UISegmentedControl fits them.
    private func searchBar(_ c: ValueCursor) throws -> SearchBarOptions {
        let o = try c.object(allowed: ScenarioKeys.searchBar)
        func line(_ v: ValueCursor, _ what: String) throws -> String {
            let s = try v.string()
            guard !s.isEmpty, s.count <= 40 else { throw v.error("\(what) is 1 to 40 characters, got \(v.got)") }
            return s
        }
        let p = try o.required("placeholder")
        var options = SearchBarOptions(placeholder: try line(p, "a placeholder"))
        if let t = o.optional("text") { options.text = try line(t, "the text") }
        if let s = o.optional("scope") {
            let titles = try s.array()
            guard (2...4).contains(titles.count) else { throw s.error("2 to 4 scope button titles, got \(titles.count)") }
            options.scope = try titles.map { t in
                let title = try t.string()
                guard !title.isEmpty, title.count <= 16 else { throw t.error("a scope button's title is 1 to 16 characters, got \(t.got)") }
                return title
            }
        }
        return options
    }

    /// A bar button's title (navigation bar and toolbar alike): 1 to 16 characters.
    func barTitle(_ s: String, _ c: ValueCursor) throws -> String {
        guard !s.isEmpty, s.count <= 16 else { throw c.error("a button's title is 1 to 16 characters, got \(c.got)") }
        return s
    }
}
