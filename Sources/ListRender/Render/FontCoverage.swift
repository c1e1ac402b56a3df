/// Characters of a scenario's text that none of its fonts has: they are drawn as .notdef boxes,
/// which is allowed (a warning, not an error), so the commands tell the user once per scenario.
public enum FontCoverage {
    /// One warning line for `scenario`, nil when every character has a glyph.
    public static func warning(for scenario: Scenario) -> String? {
        let measurer = TextMeasurer.measurer(for: scenario.theme.fonts)
        var missing: [Unicode.Scalar] = []
        var firstPath: String?
        func check(_ text: String?, _ weight: FontWeight, _ path: @autoclosure () -> String) {
            guard let text, text.unicodeScalars.contains(where: { $0.value > 0x7E }) || !scenario.theme.fonts.isBundled else { return }
            let m = measurer.missingScalars(in: text, weight: weight)
            guard !m.isEmpty else { return }
            if firstPath == nil { firstPath = path() }
            for s in m where !missing.contains(s) { missing.append(s) }
        }
        if case .sections(let sections) = scenario.list.content {
            for (si, section) in sections.enumerated() {
                let at = "list.sections[\(si)]"
                check(section.title, .semibold, "\(at).title")
                check(section.subtitle, .regular, "\(at).subtitle")
                check(section.footer, .regular, "\(at).footer")
                for (ri, row) in section.rows.enumerated() {
                    check(row.title, .regular, "\(at).rows[\(ri)].title")
                    check(row.detail, .regular, "\(at).rows[\(ri)].detail")
                }
            }
        }
        check(scenario.features.swipe?.action, .regular, "features.swipe.action")
        if let o = scenario.features.swipeActions {
            for (i, a) in o.trailing.enumerated() { check(a.title, .semibold, "features.swipeActions.trailing[\(i)].title") }
            for (i, a) in o.leading.enumerated() { check(a.title, .semibold, "features.swipeActions.leading[\(i)].title") }
        }
        if let n = scenario.chrome.navigationBar {
            check(n.title, n.largeTitle ? .bold : .semibold, "chrome.navigationBar.title")
            for (side, items) in [("leading", n.leading), ("trailing", n.trailing)] {
                for (i, item) in items.enumerated() {
                    switch item {
                    case .text(let t), .back(let t): check(t, .regular, "chrome.navigationBar.\(side)[\(i)]")
                    case .symbol: break
                    }
                }
            }
            if let s = n.search {
                check(s.placeholder, .regular, "chrome.navigationBar.search.placeholder")
                check(s.text, .regular, "chrome.navigationBar.search.text")
                for (i, t) in s.scope.enumerated() { check(t, i == 0 ? .semibold : .regular, "chrome.navigationBar.search.scope[\(i)]") }
            }
        }
        if let t = scenario.chrome.tabBar {
            let weight = FontWeight(scenario.theme.look.bottomBars.tabTitleWeight)
            for (i, item) in t.items.enumerated() {
                check(item.title, weight, "chrome.tabBar.items[\(i)].title")
                check(item.badge, .regular, "chrome.tabBar.items[\(i)].badge")
            }
        }
        if let tools = scenario.chrome.toolbar {
            for (i, item) in tools.items.enumerated() {
                switch item {
                case .text(let t), .label(let t): check(t, .regular, "chrome.toolbar.items[\(tools.entryIndex(ofItem: i))]")
                case .symbol: break
                }
            }
        }
        guard let first = missing.first, let path = firstPath else { return nil }
        let more = missing.count > 1 ? " and \(missing.count - 1) more character\(missing.count == 2 ? "" : "s")" : ""
        return "\(scenario.sourcePath): warning: no font has \(codePoint(first)) (first in \(path))\(more); drawn as an empty box"
    }

    static func codePoint(_ s: Unicode.Scalar) -> String {
        let hex = String(s.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
