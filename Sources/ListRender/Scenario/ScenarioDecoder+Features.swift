/// `features`: each behaviour is off unless present; `true` switches it on with the original's
/// defaults, an object overrides single options, `false` is the same as absent.
extension ScenarioDecoder {
    static let featureKeys = ["scrollIndicator", "reorder", "infoPanel", "scrubNub", "snapHeader",
                              "loadMore", "swipe", "topmostHeaderSubtitle", "refreshControl", "selection", "sectionIndex",
                              "swipeActions", "scrollsToTop"]

    func decodeFeatures(_ c: ValueCursor) throws -> Features {
        let o = try c.object(allowed: Self.featureKeys)
        var f = Features()
        if let v = o.optional("scrollIndicator") { f.scrollIndicator = try onOff(v) }
        if let v = o.optional("topmostHeaderSubtitle") { f.topmostHeaderSubtitle = try onOff(v) }
        if let v = o.optional("scrollsToTop") { f.scrollsToTop = try onOff(v) }
        f.reorder = try options(o.optional("reorder"), ReorderOptions()) { o, opt in
            if let v = o.optional("minimumPressDuration") { opt.minimumPressDuration = try time(v) }
            if let v = o.optional("autoscrollMargin") { opt.autoscrollMargin = try length(v) }
        }
        f.infoPanel = try options(o.optional("infoPanel"), InfoPanelOptions()) { o, opt in
            if let v = o.optional("content") {
                opt.content = try v.choice(["section", "row"], what: "content") == "row" ? .row : .section
            }
            if let v = o.optional("size") { opt.size = try size(v) }
            if let v = o.optional("linger") { opt.linger = try time(v) }
            if let v = o.optional("fade") { opt.fade = try time(v) }
            if let v = o.optional("slide") { opt.slide = try length(v) }
        }
        f.scrubNub = try options(o.optional("scrubNub"), ScrubNubOptions()) { o, opt in
            if let v = o.optional("size") { opt.size = try size(v) }
            if let v = o.optional("margin") { opt.margin = try length(v) }
            if let v = o.optional("hideDelay") { opt.hideDelay = try time(v) }
            if let v = o.optional("fade") { opt.fade = try time(v) }
        }
        f.snapHeader = try options(o.optional("snapHeader"), SnapHeaderOptions()) { o, opt in
            if let v = o.optional("height") {
                opt.height = try v.number(min: ScenarioLimits.minRowHeight, max: ScenarioLimits.maxLength, unit: "pt")
            }
            if let v = o.optional("uncovered") {
                opt.uncovered = try v.number(min: 0, max: opt.height, unit: "pt (the header's height)")
            } else if opt.uncovered > opt.height, let h = o.optional("height") {
                throw h.error("must be at least \"uncovered\" (\(format(opt.uncovered)) pt), got \(h.got)")
            }
            if let v = o.optional("title") { opt.title = try v.string() }
        }
        f.loadMore = try options(o.optional("loadMore"), LoadMoreOptions()) { o, opt in
            if let v = o.optional("pageSize") { opt.pageSize = try v.integer(min: 1, max: ScenarioLimits.maxGeneratedRows) }
            if let v = o.optional("total") { opt.total = try v.integer(min: 0, max: ScenarioLimits.maxGeneratedRows) }
            if let v = o.optional("loadDuration") { opt.loadDuration = try time(v) }
        }
        f.swipe = try options(o.optional("swipe"), SwipeOptions()) { o, opt in
            if let v = o.optional("minDistance") { opt.minDistance = try length(v) }
            if let v = o.optional("maxVertical") { opt.maxVertical = try length(v) }
            if let v = o.optional("maxDuration") {
                opt.maxDuration = try v.number(min: 0, max: ScenarioLimits.maxDuration, minExclusive: true, unit: "s")
            }
            if let v = o.optional("revealWidth") {
                opt.revealWidth = try v.number(min: 0, max: ScenarioLimits.maxLength, minExclusive: true, unit: "pt")
            }
            if let v = o.optional("action") { opt.action = try v.string() }
        }
        f.refreshControl = try options(o.optional("refreshControl"), RefreshControlOptions()) { o, opt in
            if let v = o.optional("refreshDuration") { opt.refreshDuration = try time(v) }
        }
        f.selection = try selectionOptions(o.optional("selection"))
        f.sectionIndex = try sectionIndexOptions(o.optional("sectionIndex"))
        f.swipeActions = try swipeActionsOptions(o.optional("swipeActions"), swipe: o.optional("swipe"))
        return f
    }

    /// The option keys each feature object accepts.
    static let featureOptionKeys: [String: [String]] = [
        "reorder": ["minimumPressDuration", "autoscrollMargin"],
        "infoPanel": ["content", "size", "linger", "fade", "slide"],
        "scrubNub": ["size", "margin", "hideDelay", "fade"],
        "snapHeader": ["height", "uncovered", "title"],
        "loadMore": ["pageSize", "total", "loadDuration"],
        "refreshControl": ["refreshDuration"],
        "swipe": ["minDistance", "maxVertical", "maxDuration", "revealWidth", "action"],
        "selection": ["delay", "deselectAfter", "fade"],
    ]

    /// `true`, `false` or `{}` (on) for switches without options.
    private func onOff(_ c: ValueCursor) throws -> Bool {
        switch c.value.kind {
        case .bool(let b): return b
        case .object(let members) where members.isEmpty: return true
        default: throw c.error("expected true or false, got \(c.got)")
        }
    }

    /// `true` → defaults, `false`/absent → nil, object → defaults with its overrides.
    func options<T>(_ c: ValueCursor?, _ defaults: T,
                            _ apply: (ObjectReader, inout T) throws -> Void) throws -> T? {
        guard let c else { return nil }
        switch c.value.kind {
        case .bool(let on): return on ? defaults : nil
        case .object:
            let key = String(c.path.split(separator: ".").last ?? "")
            let o = try c.object(allowed: Self.featureOptionKeys[key] ?? [])
            var value = defaults
            try apply(o, &value)
            return value
        default:
            throw c.error("expected true, false or an object of options, got \(c.got)")
        }
    }

    /// A time option: 0...600 s.
    func time(_ c: ValueCursor) throws -> Double {
        try c.number(min: 0, max: ScenarioLimits.maxDuration, unit: "s")
    }

    /// A length option: 0...10,000 pt.
    func length(_ c: ValueCursor) throws -> Double {
        try c.number(min: 0, max: ScenarioLimits.maxLength, unit: "pt")
    }

    /// `[width, height]`, both positive.
    private func size(_ c: ValueCursor) throws -> Size {
        let parts = try c.array(count: 2, what: "a size [width, height]")
        return Size(width: try parts[0].number(min: 0, max: ScenarioLimits.viewportPoints.upperBound, minExclusive: true, unit: "pt"),
                    height: try parts[1].number(min: 0, max: ScenarioLimits.viewportPoints.upperBound, minExclusive: true, unit: "pt"))
    }
}
