/// `theme`: "light", "dark", or an object overriding single entries of a base palette.
extension ScenarioDecoder {

    func decodeTheme(_ c: ValueCursor, platform: Platform) throws -> Theme {
        if case .string = c.value.kind {
            return .base(dark: try c.choice(["light", "dark"], what: "theme") == "dark", platform: platform)
        }
        guard c.isObject else {
            throw c.error("expected \"light\", \"dark\" or an object of overrides, got \(c.gotForString)")
        }
        let o = try c.object(allowed: ScenarioKeys.theme)
        var theme = Theme.base(dark: try o.optional("base")?.choice(["light", "dark"], what: "base theme") == "dark",
                               platform: platform)
        for key in o.keys where key != "base" {
            guard let v = o.optional(key) else { continue }
            if let path = Theme.colorKeys[key] {
                let s = try v.string()
                guard let color = Color(hex: s) else {
                    throw v.error("expected a colour \"#RRGGBB\" or \"#RRGGBBAA\", got \(v.got)")
                }
                theme[keyPath: path] = color
            } else if let path = Theme.sizeKeys[key] {
                theme[keyPath: path] = try v.number(min: ScenarioLimits.typeSize.lowerBound,
                                                    max: ScenarioLimits.typeSize.upperBound, unit: "pt")
            } else if key == "barBlur" {
                theme.barBlur = try v.number(min: ScenarioLimits.barBlur.lowerBound, max: ScenarioLimits.barBlur.upperBound, unit: "pt")
            } else if key == "barOpacity" {
                theme.barOpacity = try v.number(min: 0, max: 1)
            } else if key == "scrollEdgeEffect" {
                theme.scrollEdgeEffect = .named(try v.choice(of: ScrollEdgeEffect.Style.allCases, what: "scroll edge effect"))
            } else if key == "cardCornerCurve" {
                // CALayer.cornerCurve: a snapshot drawn by CALayer.render keeps circular arcs.
                theme.look.cardCornerContinuous = try v.choice(["circular", "continuous"], what: "corner curve") == "continuous"
            } else if key == "headerUppercase" {
                theme.headerUppercase = try v.bool()
            } else if key == "fonts" {
                try decodeFonts(v, into: &theme.fonts)
            } else if key == "fallbackFonts" {
                theme.fonts.fallbacks = try decodeFallbackFonts(v)
            }
        }
        // UITabBar's tint is the app's unless set apart: a theme's own tint tints the tab bar too.
        if o.optional("tint") != nil, o.optional("tabSelected") == nil { theme.tabSelected = theme.tint }
        if let v = o.optional("contentSize") {
            let name = try v.choice(ContentSizeCategory.allCases.map(\.rawValue), what: "content size")
            theme.applyContentSize(ContentSizeCategory(rawValue: name) ?? .large,
                                   keeping: Set(o.keys.filter { Theme.sizeKeys[$0] != nil }))
        }
        return theme
    }
}
