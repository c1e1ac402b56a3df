/// Behaviours switched on by a scenario; each is nil (off) unless present. The older ones are
/// named fields; a newer one keeps its options in the slots (`features[Options.self]`).
/// Defaults come from the articles each behaviour comes from: docs/behaviours.md describes each,
/// docs/uikit-numbers.md lists the numbers with their sources.
public struct Features: Sendable, Equatable {
    /// UIKit's vertical indicator; on unless `false`.
    public var scrollIndicator: Bool = true
    public var reorder: ReorderOptions?
    public var infoPanel: InfoPanelOptions?
    public var scrubNub: ScrubNubOptions?
    public var snapHeader: SnapHeaderOptions?
    public var loadMore: LoadMoreOptions?
    public var swipe: SwipeOptions?
    public var swipeActions: SwipeActionsOptions?
    public var topmostHeaderSubtitle: Bool = false
    public var selection: SelectionOptions?
    public var sectionIndex: SectionIndexOptions?
    public var refreshControl: RefreshControlOptions?
    /// Edit mode selects rows instead of deleting and moving them
    /// (UITableView.allowsMultipleSelectionDuringEditing).
    public var multipleSelectionDuringEditing: MultipleSelectionOptions?
    /// The options of the features without a field here: one slot per options type, read and written through `features[Options.self]`
    /// (`FeatureOptionSlots.swift`), so a new feature adds no field to this file.
    var optionSlots = FeatureOptionSlots()
    public init() {}
}

/// Multiple selection while editing (docs/behaviours.md, "Multiple selection while editing").
public struct MultipleSelectionOptions: Sendable, Hashable {
    /// Rows selected before the first frame (UITableView.selectRow(at:animated:scrollPosition:)).
    public var selected: [RowRef] = []
    public init() {}
}

/// Pull to refresh (UIRefreshControl; docs/behaviours.md, "Pull to refresh").
public struct RefreshControlOptions: Sendable, Hashable {
    /// How long the refresh runs before endRefreshing() (the app's work, simulated).
    public var refreshDuration: Double = 1.0
    public init() {}
}

/// Reorder by tap-and-hold (Clear / FMMoveTableView; docs/behaviours.md, "Reorder").
public struct ReorderOptions: Sendable, Hashable {
    public var minimumPressDuration: Double = 0.5
    /// Distance from an edge at which autoscroll starts. nil: FMMoveTableView's rule, 0.6 × the lifted
    /// row's height (26 pt for 44-pt rows). The spec's table says 44; FMMoveTableView's code and
    /// the issue say 0.6 × height, which we follow unless a scenario sets this.
    public var autoscrollMargin: Double?
    public init() {}
}

/// The info panel on the scroll indicator (Path 2; docs/behaviours.md, "Info panel").
public struct InfoPanelOptions: Sendable, Hashable {
    public enum Content: String, Sendable { case section, row }
    public var content: Content = .section
    public var size = Size(width: 150, height: 32)
    public var linger: Double = 1.0
    public var fade: Double = 0.3
    public var slide: Double = 16
    public init() {}
}

/// The scrub nub (Dropbox; docs/behaviours.md, "Scrub nub").
public struct ScrubNubOptions: Sendable, Hashable {
    public var size = Size(width: 24, height: 24)
    public var margin: Double = 10
    public var hideDelay: Double = 0.75
    public var fade: Double = 0.5
    public init() {}
}

/// The snap header behind the list (Rdio; docs/behaviours.md, "Snap header").
public struct SnapHeaderOptions: Sendable, Hashable {
    public var height: Double = 200
    public var uncovered: Double = 44
    /// Text drawn centred in the uncovered strip ("" draws none).
    public var title: String = ""
    public init() {}
}

/// The "Load more" row (docs/behaviours.md, "Load more").
public struct LoadMoreOptions: Sendable, Hashable {
    public var pageSize: Int = 25
    /// Rows available in all; nil means every row of the list.
    public var total: Int?
    public var loadDuration: Double = 0.4
    public init() {}
}

/// Swipe to reveal an action (iPhoneIncubator's rules; docs/behaviours.md, "Swipe").
public struct SwipeOptions: Sendable, Hashable {
    public var minDistance: Double = 12
    public var maxVertical: Double = 4
    public var maxDuration: Double = 0.7
    public var revealWidth: Double = 88
    public var action: String = "Delete"
    public init() {}
}
