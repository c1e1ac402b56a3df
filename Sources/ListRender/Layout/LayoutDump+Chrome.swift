/// The layout dump's `statusBar` and `navigationBar` objects (docs/cli-and-layout.md).
extension LayoutDump {
    static func chrome(_ f: FrameLayout) -> [(String, JSONOutput)] {
        var pairs: [(String, JSONOutput)] = []
        if let s = f.statusBar {
            // A bar without glyphs is its frame only; the others keep the dump they always had.
            pairs.append(("statusBar", .object(s.glyphs ? [("frame", rect(s.frame)), ("time", .string(s.time)), ("battery", .number(s.battery))]
                                                        : [("frame", rect(s.frame)), ("glyphs", .bool(false))])))
        }
        if let n = f.navigationBar {
            var bar: [(String, JSONOutput)] = [("frame", rect(n.frame)), ("barFrame", rect(n.barFrame)),
                                               ("title", .string(n.title))]
            if let l = n.largeTitleFrame { bar.append(("largeTitleFrame", rect(l))) }
            bar += [("titleAlpha", .number(n.titleAlpha)), ("backgroundAlpha", .number(n.backgroundAlpha))]
            bar += barItems(n)
            if let search = n.search { bar.append(("search", searchBar(search))) }
            pairs.append(("navigationBar", .object(bar)))
        }
        return pairs
    }

    /// `navigationBar.search`: the area, the field and its parts; Cancel while focused; the scope bar.
    static func searchBar(_ s: SearchBarLayout) -> JSONOutput {
        var pairs: [(String, JSONOutput)] = [
            ("frame", rect(s.frame)), ("fieldFrame", rect(s.fieldFrame)), ("magnifyingGlassFrame", rect(s.magnifyingGlassFrame)),
            ("textFrame", rect(s.textFrame)), (s.isPlaceholder ? "placeholder" : "text", .string(s.text)),
            ("contentAlpha", .number(s.contentAlpha)), ("focus", .number(s.focus)),
        ]
        if let c = s.cancelFrame { pairs.append(("cancelFrame", rect(c))) }
        if let f = s.scopeFrame {
            pairs.append(("scopeFrame", rect(f)))
            pairs.append(("scopeAlpha", .number(s.scopeAlpha)))
            pairs.append(("scope", .array(s.scope.map { .object([("title", .string($0.title)), ("frame", rect($0.frame)),
                                                                  ("selected", .bool($0.selected))]) })))
        }
        return .object(pairs)
    }
}
