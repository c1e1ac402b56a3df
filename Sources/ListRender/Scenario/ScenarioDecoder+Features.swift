/// `features`: each behaviour is off unless present; `true` switches it on with the original's
/// defaults, an object overrides single options, `false` is the same as absent.
extension ScenarioDecoder {
    func decodeFeatures(_ c: ValueCursor, shape: ListShape) throws -> Features {
        let o = try c.object(allowed: ScenarioKeys.features)
        let context = FeatureContext(decoder: self, shape: shape, features: o)
        var f = Features()
        for feature in FeatureDeclaration.decodeOrder {
            try feature.decode(context, o.optional(feature.key), &f)
        }
        return f
    }
}

private let seconds = ScenarioSchemaFields.seconds
private let length = ScenarioSchemaFields.length

/// Every feature, in the order of the `features` object's keys: the one place a feature's key,
/// options, schema fields and decoding are written (FeatureDeclaration). The longer ones are in
/// their own files (`ScenarioDecoder+Selection.swift`, `+SectionIndex`, `+SwipeActions`), or beside
/// their options type (`ScrollToTopOptions.swift`).
extension FeatureDeclaration {
    static let all: [FeatureDeclaration] = [
        .onOff("scrollIndicator", \.scrollIndicator,
               SchemaField(type: .boolean, description: "the vertical scroll indicator (on by default; false hides it)", defaultValue: .bool(true))),
        reorder, infoPanel, scrubNub, snapHeader, loadMore, swipe,
        .onOff("topmostHeaderSubtitle", \.topmostHeaderSubtitle,
               SchemaField(type: .boolean, description: "of the visible section headers only the topmost shows its subtitle")),
        refreshControl, selection, sectionIndex, swipeActions,
        scrollsToTop, multipleSelectionDuringEditing,
    ]

    static let reorder = options("reorder", \.reorder, ReorderOptions(),
                                 description: "tap-and-hold a row lifts it, dragging moves it, release drops it (Clear / FMMoveTableView)", [
        .init("minimumPressDuration", SchemaField(type: seconds, description: "how long a press must hold before the row lifts, in s", defaultValue: .number(0.5))) { c, v, opt in
            opt.minimumPressDuration = try c.time(v)
        },
        .init("autoscrollMargin", SchemaField(type: length, description: "distance from an edge where the list autoscrolls (default: 0.6 × the lifted row's height)")) { c, v, opt in
            opt.autoscrollMargin = try c.length(v)
        },
    ])

    static let infoPanel = options("infoPanel", \.infoPanel, InfoPanelOptions(),
                                   description: "a panel beside the scroll indicator naming the section there (Path 2)", [
        .init("content", SchemaField(type: .choice(["section", "row"]), description: "what the panel names", defaultValue: .string("section"))) { _, v, opt in
            opt.content = try v.choice(["section", "row"], what: "content") == "row" ? .row : .section
        },
        .init("size", SchemaField(type: .ref("size"), description: "the panel's [width, height] in pt", defaultValue: .array([.int(150), .int(32)]))) { c, v, opt in
            opt.size = try c.size(v)
        },
        .init("linger", SchemaField(type: seconds, description: "how long it stays after scrolling stops, in s", defaultValue: .number(1))) { c, v, opt in
            opt.linger = try c.time(v)
        },
        .init("fade", SchemaField(type: seconds, description: "fade time in s", defaultValue: .number(0.3))) { c, v, opt in opt.fade = try c.time(v) },
        .init("slide", SchemaField(type: length, description: "slide distance in pt", defaultValue: .int(16))) { c, v, opt in opt.slide = try c.length(v) },
    ])

    static let scrubNub = options("scrubNub", \.scrubNub, ScrubNubOptions(),
                                  description: "a handle on the right edge that scrubs the list (Dropbox)", [
        .init("size", SchemaField(type: .ref("size"), description: "the nub's [width, height] in pt", defaultValue: .array([.int(24), .int(24)]))) { c, v, opt in
            opt.size = try c.size(v)
        },
        .init("margin", SchemaField(type: length, description: "distance from the right edge in pt", defaultValue: .int(10))) { c, v, opt in
            opt.margin = try c.length(v)
        },
        .init("hideDelay", SchemaField(type: seconds, description: "how long it stays after scrolling and scrubbing end, in s", defaultValue: .number(0.75))) { c, v, opt in
            opt.hideDelay = try c.time(v)
        },
        .init("fade", SchemaField(type: seconds, description: "fade time in s", defaultValue: .number(0.5))) { c, v, opt in opt.fade = try c.time(v) },
    ])

    static let snapHeader = options("snapHeader", \.snapHeader, SnapHeaderOptions(),
                                    description: "a header behind the list that a drag leaves fully open or covered (Rdio)", [
        .init("height", SchemaField(type: .number(min: 1, max: ScenarioLimits.maxLength), description: "the header's height in pt", defaultValue: .int(200))) { _, v, opt in
            opt.height = try v.number(min: ScenarioLimits.minRowHeight, max: ScenarioLimits.maxLength, unit: "pt")
        },
        .init("uncovered", SchemaField(type: length, description: "the strip that stays uncovered, in pt (at most height)", defaultValue: .int(44))) { _, v, opt in
            opt.uncovered = try v.number(min: 0, max: opt.height, unit: "pt (the header's height)")
        },
        .init("title", SchemaField(type: .string(), description: "text drawn in the uncovered strip", defaultValue: .string(""))) { _, v, opt in
            opt.title = try v.string()
        },
    ]) { o, opt in
        // A height below the default "uncovered" is refused at the height, when "uncovered" is not given.
        if o.optional("uncovered") == nil, opt.uncovered > opt.height, let h = o.optional("height") {
            throw h.error("must be at least \"uncovered\" (\(format(opt.uncovered)) pt), got \(h.got)")
        }
    }

    static let loadMore = options("loadMore", \.loadMore, LoadMoreOptions(),
                                  description: "only the first page shows; a \"Load more\" row appends the next (NSScreencast 008)", [
        .init("pageSize", SchemaField(type: .integer(min: 1, max: ScenarioLimits.maxGeneratedRows), description: "rows per page", defaultValue: .int(25))) { _, v, opt in
            opt.pageSize = try v.integer(min: 1, max: ScenarioLimits.maxGeneratedRows)
        },
        .init("total", SchemaField(type: .integer(min: 0, max: ScenarioLimits.maxGeneratedRows), description: "rows available (default: the list's rows)")) { _, v, opt in
            opt.total = try v.integer(min: 0, max: ScenarioLimits.maxGeneratedRows)
        },
        .init("loadDuration", SchemaField(type: seconds, description: "how long the loading state shows, in s", defaultValue: .number(0.4))) { c, v, opt in
            opt.loadDuration = try c.time(v)
        },
    ])

    static let swipe = options("swipe", \.swipe, SwipeOptions(),
                               description: "a horizontal swipe toggles a row to show an action (iPhoneIncubator)", [
        .init("minDistance", SchemaField(type: length, description: "how far a swipe must go, in pt", defaultValue: .int(12))) { c, v, opt in
            opt.minDistance = try c.length(v)
        },
        .init("maxVertical", SchemaField(type: length, description: "how far it may wander vertically, in pt", defaultValue: .int(4))) { c, v, opt in
            opt.maxVertical = try c.length(v)
        },
        .init("maxDuration", SchemaField(type: .number(min: 0, max: ScenarioLimits.maxDuration, exclusiveMin: true),
                                         description: "how long it may take, in s", defaultValue: .number(0.7))) { _, v, opt in
            opt.maxDuration = try v.number(min: 0, max: ScenarioLimits.maxDuration, minExclusive: true, unit: "s")
        },
        .init("revealWidth", SchemaField(type: .number(min: 0, max: ScenarioLimits.maxLength, exclusiveMin: true),
                                         description: "the action button's width in pt", defaultValue: .int(88))) { _, v, opt in
            opt.revealWidth = try v.number(min: 0, max: ScenarioLimits.maxLength, minExclusive: true, unit: "pt")
        },
        .init("action", SchemaField(type: .string(), description: "the action button's title", defaultValue: .string("Delete"))) { _, v, opt in
            opt.action = try v.string()
        },
    ])

    static let refreshControl = options("refreshControl", \.refreshControl, RefreshControlOptions(),
                                        description: "pull to refresh (UIRefreshControl)", [
        .init("refreshDuration", SchemaField(type: seconds, description: "how long the list rests under the spinning control, in s", defaultValue: .number(1))) { c, v, opt in
            opt.refreshDuration = try c.time(v)
        },
    ])

    static let multipleSelectionDuringEditing = options("multipleSelectionDuringEditing", \.multipleSelectionDuringEditing,
                                                        MultipleSelectionOptions(),
                                                        description: "in edit mode a tap toggles a row's selection", [
        .init("selected", SchemaField(type: .array(of: .ref("rowRef")), description: "rows [[s, r], ...] selected before the first frame", defaultValue: .array([]))) { c, v, opt in
            opt.selected = try v.array().map { try c.decoder.rowRef($0, c.shape) }
        },
    ])
}
