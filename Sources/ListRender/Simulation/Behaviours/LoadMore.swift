/// Load more (NSScreencast 008; docs/behaviours.md, "Load more"): only the first page is in the
/// list; while more rows exist a "Load more" row ends it; tapping that row shows a loading state
/// for `loadDuration`, then appends the next page. The row disappears once the last page is in.
struct LoadMore: Sendable {
    let options: LoadMoreOptions
    /// Every row the data source could give, in data order.
    let source: ListData
    /// Rows available in all: `total`, capped by what the list holds.
    let available: Int
    private(set) var loaded: Int
    /// When the current load began (nil when idle).
    private(set) var loadingSince: Double?

    init(options: LoadMoreOptions, source: ListData) {
        self.options = options
        self.source = source
        self.available = min(options.total ?? source.rowCount, source.rowCount)
        self.loaded = min(options.pageSize, available)
    }

    /// The list as first shown: the first page.
    var firstPage: ListData { source.prefix(rows: loaded) }

    var hasMore: Bool { loaded < available }

    /// When the current load completes.
    var completesAt: Double? { loadingSince.map { $0 + options.loadDuration } }

    /// A tap on the "Load more" row (ignored while loading).
    mutating func tap(at t: Double) {
        if loadingSince == nil && hasMore { loadingSince = t }
    }

    /// Completes the load: appends the next page to `data`.
    mutating func complete(into data: inout ListData) {
        let next = min(loaded + options.pageSize, available)
        data.append(rowsIn: loaded..<next, of: source)
        loaded = next
        loadingSince = nil
    }

    func visual(at t: Double) -> LoadMoreVisual? {
        guard hasMore else { return nil }
        return LoadMoreVisual(loading: loadingSince != nil, loadingFor: loadingSince.map { t - $0 } ?? 0)
    }
}

extension BehaviourID { static let loadMore = BehaviourID("loadMore") }

/// The "Load more" row as a behaviour: it shortens the list to the first page, takes a tap on
/// the row, and appends the next page when the load completes (never under a lifted row).
struct LoadMoreBehaviour: Behaviour {
    let id = BehaviourID.loadMore
    let options: LoadMoreOptions
    private var pages: LoadMore?

    init(options: LoadMoreOptions) { self.options = options }

    mutating func start(data: inout ListData, hasLoadMoreRow: inout Bool) {
        let p = LoadMore(options: options, source: data)
        data = p.firstPage
        hasLoadMoreRow = p.hasMore
        pages = p
    }

    mutating func touchBegan(_ touch: inout ActiveTouch, list: inout ListState) -> TouchVerdict {
        touch.downOnLoadMore ? .possible : .pass
    }

    mutating func touchEnded(_ touch: ActiveTouch, at e: TouchEvent, list: inout ListState) -> TouchVerdict {
        guard touch.tapPossible, touch.downOnLoadMore else { return .pass }
        pages?.tap(at: e.time.seconds)
        return .claim
    }

    func nextDeadline(touch: ActiveTouch?, list: ListState, now: SimTime) -> SimTime? {
        guard !list.isReordering, let done = pages?.completesAt else { return nil }
        return max(now, SimTime.seconds(done))
    }

    mutating func deadlineReached(at t: SimTime, touch: inout ActiveTouch?, list: inout ListState) -> TouchVerdict {
        pages?.complete(into: &list.data)
        list.hasLoadMoreRow = pages?.hasMore ?? false
        list.rebuildGeometry()
        return .pass
    }

    func contribute(to state: inout FrameState, list: ListState, at t: Double) {
        state.loadMore = pages?.visual(at: t)
    }
}
