/// The layout dump's `statusBar` and `navigationBar` objects (docs/cli-and-layout.md).
extension LayoutDump {
    static func chrome(_ f: FrameLayout) -> [(String, JSONOutput)] {
        var pairs: [(String, JSONOutput)] = []
        if let s = f.statusBar {
            pairs.append(("statusBar", .object([("frame", rect(s.frame)), ("time", .string(s.time)),
                                                ("battery", .number(s.battery))])))
        }
        if let n = f.navigationBar {
            var bar: [(String, JSONOutput)] = [("frame", rect(n.frame)), ("barFrame", rect(n.barFrame)),
                                               ("title", .string(n.title))]
            if let l = n.largeTitleFrame { bar.append(("largeTitleFrame", rect(l))) }
            bar += [("titleAlpha", .number(n.titleAlpha)), ("backgroundAlpha", .number(n.backgroundAlpha))]
            bar += barItems(n)
            pairs.append(("navigationBar", .object(bar)))
        }
        if let r = f.refreshControl {
            pairs.append(("refreshControl", .object([("frame", rect(r.frame)), ("state", .string(r.refreshing ? "refreshing" : "pulling")),
                                                     ("progress", .number(r.progress))])))
        }
        return pairs
    }
}
