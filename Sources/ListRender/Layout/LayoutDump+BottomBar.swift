/// The layout dump's `tabBar` or `toolbar` object, `bottomSafeArea` and `homeIndicator`
/// (docs/cli-and-layout.md).
extension LayoutDump {
    static func bottomBar(_ f: FrameLayout) -> [(String, JSONOutput)] {
        guard let b = f.bottomBar else { return [] }
        let items: [JSONOutput] = b.items.enumerated().map { i, item in
            var o: [(String, JSONOutput)] = [("frame", rect(item.frame))]
            if let c = item.capsule { o.append(("capsule", rect(c))) }
            if let t = item.target { o.append(("target", rect(t))) }
            if let t = item.title { o.append(("title", .string(t))) }
            if item.label { o.append(("style", .string("label"))) }
            if let s = item.symbol { o.append(("symbol", .string(s.rawValue))) }
            if b.kind == .tabBar { o.append(("selected", .bool(item.selected))) }
            if let badge = item.badge, let r = item.badgeFrame { o += [("badge", .string(badge)), ("badgeFrame", rect(r))] }
            if b.pressedItem == i { o.append(("pressed", .number(b.pressed))) }
            return .object(o)
        }
        var bar: [(String, JSONOutput)] = [("frame", rect(b.frame)), ("barFrame", rect(b.barFrame))]
        if b.floating { bar.append(("floating", .bool(true))) }
        bar += [("backgroundAlpha", .number(b.backgroundAlpha)), ("items", .array(items))]
        if !b.capsules.isEmpty {
            bar.append(("capsules", .array(b.capsules.map { c in
                .object([("frame", rect(c.frame)), ("items", .array(c.items.map { .number(Double($0)) }))])
            })))
        }
        var pairs: [(String, JSONOutput)] = [(b.kind.rawValue, .object(bar)), ("bottomSafeArea", rect(b.safeArea))]
        if let h = b.homeIndicator { pairs.append(("homeIndicator", rect(h))) }
        return pairs
    }
}
