/// `features`: each behaviour is off unless present; `true` switches it on with the original's
/// defaults, an object overrides single options, `false` is the same as absent.
extension ScenarioDecoder {

    func decodeFeatures(_ c: ValueCursor, shape: ListShape) throws -> Features {
        let o = try c.object(allowed: ScenarioKeys.features)
        var f = Features()
        if let v = o.optional("scrollIndicator") { f.scrollIndicator = try onOff(v) }
        if let v = o.optional("topmostHeaderSubtitle") { f.topmostHeaderSubtitle = try onOff(v) }
        if let v = o.optional("scrollsToTop") { f.scrollsToTop = try onOff(v) }
        f.reorder = try options(o.optional("reorder"), ReorderOptions(), keys: ScenarioKeys.reorder, [
            .init("minimumPressDuration") { v, opt in opt.minimumPressDuration = try time(v) },
            .init("autoscrollMargin") { v, opt in opt.autoscrollMargin = try length(v) },
        ])
        f.infoPanel = try options(o.optional("infoPanel"), InfoPanelOptions(), keys: ScenarioKeys.infoPanel, [
            .init("content") { v, opt in
                opt.content = try v.choice(["section", "row"], what: "content") == "row" ? .row : .section
            },
            .init("size") { v, opt in opt.size = try size(v) },
            .init("linger") { v, opt in opt.linger = try time(v) },
            .init("fade") { v, opt in opt.fade = try time(v) },
            .init("slide") { v, opt in opt.slide = try length(v) },
        ])
        f.scrubNub = try options(o.optional("scrubNub"), ScrubNubOptions(), keys: ScenarioKeys.scrubNub, [
            .init("size") { v, opt in opt.size = try size(v) },
            .init("margin") { v, opt in opt.margin = try length(v) },
            .init("hideDelay") { v, opt in opt.hideDelay = try time(v) },
            .init("fade") { v, opt in opt.fade = try time(v) },
        ])
        f.snapHeader = try options(o.optional("snapHeader"), SnapHeaderOptions(), keys: ScenarioKeys.snapHeader, [
            .init("height") { v, opt in
                opt.height = try v.number(min: ScenarioLimits.minRowHeight, max: ScenarioLimits.maxLength, unit: "pt")
            },
            .init("uncovered") { v, opt in
                opt.uncovered = try v.number(min: 0, max: opt.height, unit: "pt (the header's height)")
            },
            .init("title") { v, opt in opt.title = try v.string() },
        ]) { o, opt in
            // A height below the default "uncovered" is refused at the height, when "uncovered" is not given.
            if o.optional("uncovered") == nil, opt.uncovered > opt.height, let h = o.optional("height") {
                throw h.error("must be at least \"uncovered\" (\(format(opt.uncovered)) pt), got \(h.got)")
            }
        }
        f.loadMore = try options(o.optional("loadMore"), LoadMoreOptions(), keys: ScenarioKeys.loadMore, [
            .init("pageSize") { v, opt in opt.pageSize = try v.integer(min: 1, max: ScenarioLimits.maxGeneratedRows) },
            .init("total") { v, opt in opt.total = try v.integer(min: 0, max: ScenarioLimits.maxGeneratedRows) },
            .init("loadDuration") { v, opt in opt.loadDuration = try time(v) },
        ])
        f.swipe = try options(o.optional("swipe"), SwipeOptions(), keys: ScenarioKeys.swipe, [
            .init("minDistance") { v, opt in opt.minDistance = try length(v) },
            .init("maxVertical") { v, opt in opt.maxVertical = try length(v) },
            .init("maxDuration") { v, opt in
                opt.maxDuration = try v.number(min: 0, max: ScenarioLimits.maxDuration, minExclusive: true, unit: "s")
            },
            .init("revealWidth") { v, opt in
                opt.revealWidth = try v.number(min: 0, max: ScenarioLimits.maxLength, minExclusive: true, unit: "pt")
            },
            .init("action") { v, opt in opt.action = try v.string() },
        ])
        f.refreshControl = try options(o.optional("refreshControl"), RefreshControlOptions(), keys: ScenarioKeys.refreshControl, [
            .init("refreshDuration") { v, opt in opt.refreshDuration = try time(v) },
        ])
        f.selection = try selectionOptions(o.optional("selection"))
        f.sectionIndex = try sectionIndexOptions(o.optional("sectionIndex"), shape: shape)
        f.swipeActions = try swipeActionsOptions(o.optional("swipeActions"), swipe: o.optional("swipe"))
        f.multipleSelectionDuringEditing = try options(o.optional("multipleSelectionDuringEditing"), MultipleSelectionOptions(),
                                                          keys: ScenarioKeys.multipleSelectionDuringEditing, [
            .init("selected") { v, opt in
                opt.selected = try v.array().map { try rowRef($0, shape) }
            },
        ])
        return f
    }

    /// One option of a feature object: its key and how its value is applied. A feature's table of
    /// these must name exactly the keys of its `ScenarioKeys` table (checked on every decode).
    struct Option<T> {
        let key: String
        let apply: (ValueCursor, inout T) throws -> Void
        init(_ key: String, _ apply: @escaping (ValueCursor, inout T) throws -> Void) {
            self.key = key
            self.apply = apply
        }
    }

    /// `true`, `false` or `{}` (on) for switches without options.
    private func onOff(_ c: ValueCursor) throws -> Bool {
        switch c.value.kind {
        case .bool(let b): return b
        case .object(let members) where members.isEmpty: return true
        default: throw c.error("expected true or false, got \(c.got)")
        }
    }

    /// `true` → defaults, `false`/absent → nil, object → defaults with its overrides, applied in the
    /// table's order; `check` then sees the whole object (a rule between two options).
    func options<T>(_ c: ValueCursor?, _ defaults: T, keys: [String], _ table: [Option<T>],
                    check: ((ObjectReader, inout T) throws -> Void)? = nil) throws -> T? {
        guard let c else { return nil }
        // The schema is written from `keys`; an option the table has and the keys lack (or the
        // reverse) would be a schema that lies. A bug, caught by any test that decodes the feature.
        guard table.map(\.key) == keys else {
            throw InternalError("\(c.path): the decoder's options \(table.map(\.key)) are not ScenarioKeys' \(keys)")
        }
        switch c.value.kind {
        case .bool(let on): return on ? defaults : nil
        case .object:
            let o = try c.object(allowed: keys)
            var value = defaults
            for option in table {
                if let v = o.optional(option.key) { try option.apply(v, &value) }
            }
            try check?(o, &value)
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
