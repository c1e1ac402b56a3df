/// Everything placed on screen in one frame, in viewport points: Layout's output, Paint's input,
/// and (encoded) the layout dump of docs/cli-and-layout.md.
public struct FrameLayout: Sendable {
    public var index: Int
    public var time: Double
    public var viewport: Viewport
    /// The table view's frame (the whole viewport unless a snap header sits above it).
    public var listFrame: Rect
    public var contentOffset: Double
    public var contentSize: Double
    public var contentInset: EdgeInsets
    public var state: ScrollPhase
    /// Rows intersecting the viewport, in screen order; the lifted row of a reorder is last.
    public var rows: [RowLayout]
    public var headers: [HeaderLayout]
    /// Section footers on screen, in screen order.
    public var footers: [FooterLayout] = []
    /// Inset-grouped style: each on-screen section's card (its rows' span, inset by the margins).
    public var cards: [CardLayout] = []
    /// Plain style with filler rows: the empty rows drawn below the content, down to the list's end.
    public var fillerRows: [Rect] = []
    /// What each feature outside the rows placed (load more, snap header, scroll indicator, info
    /// panel, scrub nub, edit mode's progress, a deleted row, the section index), in the layout dump's order (`LayoutContributor.dumpRank`): each feature's own slot, dump fields and painter
    /// (docs/architecture.md, "Frame contributions").
    public var contributions = FrameContributions()
    public var touch: TouchMarker?
    /// Right-to-left layout: rows' parts come mirrored; Paint mirrors separators and the text of
    /// headers and footers. The scroll indicator, info panel and nub stay on the right.
    public var rightToLeft = false
    /// The bars above the list (docs/chrome.md), nil when the scenario has none.
    public var statusBar: StatusBarLayout?
    public var navigationBar: NavigationBarLayout?
    /// The tab bar or toolbar below the list, with the bottom safe area and the home indicator
    /// (docs/chrome.md, "Tab bar and toolbar"), nil when the scenario has neither.
    public var bottomBar: BottomBarLayout?
}

public struct RowLayout: Sendable, Hashable {
    public var section: Int
    public var row: Int
    var key: Int
    public var id: String?
    public var title: String
    public var detail: String?
    public var frame: Rect
    /// Horizontal offset of the row's content (swipe; swipe actions: > 0 reveals leading ones).
    public var swipeOffset: Double
    /// The row being dragged by a reorder, drawn above the others at `frame`.
    public var lifted: Bool
    /// The gap a lifted row left: the cell is drawn empty.
    var isGap: Bool
    /// How lifted a reorder's row is (`ReorderVisual.lift`): 1 held, 0 dropped or not lifted.
    var lift: Double
    /// The trailing accessory.
    public var accessory: Accessory? = nil
    /// The leading image and where the text then starts (`RowImageLayout`).
    public var image: RowImagePlacement? = nil
    /// The title, detail and accessory laid out in the cell, swipe included (empty in a gap).
    var parts: CellParts = .empty
    /// Whether a separator is drawn under this row (not under a section's last row).
    var separator: Bool
    /// Selection highlight 0...1 (1 highlighted or selected, falling as it fades); nil: selection off.
    public var highlight: Double? = nil
    /// The swipe action buttons revealed beside the content (empty unless swiped).
    public var actions: [SwipeActionLayout] = []
    /// Edit mode's controls (nil: not editing).
    public var edit: RowEditLayout? = nil
    /// A switch flipped by a tap: its knob's position, 0 off … 1 on, as it slides (nil: the
    /// switch shows the scenario's value, or the row has none).
    public var switchPosition: Double? = nil
    /// What the features drawn inside rows through the seam placed on this row, one slot per
    /// type (`RowContribution`; docs/architecture.md, "Row contributions").
    public var contributions = RowContributions()
}

/// A row's edit mode controls, in viewport points, moving with its content.
public struct RowEditLayout: Sendable, Hashable {
    /// The delete control's red circle.
    public var deleteControl: Rect
    /// The minus's quarter turn, 0…1 (1: the row's delete confirmation is open).
    public var rotation: Double
    /// The reorder control's band at the trailing edge; its grip is centred in it.
    public var reorderControl: Rect
    /// The grip's opacity: it fades while the delete confirmation opens.
    var reorderAlpha: Double
    /// How far the content (and the separator) is indented.
    var indent: Double
    /// The accessory fading out (editingAccessoryType none): 1 − progress.
    var accessoryAlpha: Double
    /// Multiple selection while editing: the selection circle and whether the row is selected
    /// (then there is no delete control and no reorder grip).
    public var selectionControl: SelectionControlLayout? = nil
    /// How far the separator is indented (the content's indent, but less while selecting).
    var separatorIndent: Double? = nil
}

/// A row's selection circle while editing with multiple selection.
public struct SelectionControlLayout: Sendable, Hashable {
    public var frame: Rect
    public var selected: Bool
}

/// A row's leading image and where its text then starts (placed by `RowImageLayout`).
public struct RowImagePlacement: Sendable, Hashable {
    public var image: RowImage
    /// In viewport points: a symbol's reserved box (the symbol is centred in it), or the
    /// file image's drawn rectangle.
    public var frame: Rect
    /// From the row's leading edge to where its text (and its separator) starts.
    public var textInset: Double
}

extension RowLayout {
    /// Appends `suffix` to the detail as drawn (its last laid-out line) and as named: a frame
    /// that differs in a few pixels, for the bench's comparison timings.
    package mutating func appendToDetail(_ suffix: String) {
        detail = (detail ?? "") + suffix
        if !parts.detail.isEmpty { parts.detail[parts.detail.count - 1].string += suffix }
    }
}

public struct HeaderLayout: Sendable, Hashable {
    public var section: Int
    public var title: String
    public var subtitle: String?
    public var frame: Rect
    /// Moved from its place in the content: stuck to the top or pushed up by the next header.
    public var pinned: Bool
    public var showsSubtitle: Bool
}

/// The rounded card behind an inset-grouped section's rows.
public struct CardLayout: Sendable, Hashable {
    public var section: Int
    public var frame: Rect
    /// The heights of its first and last rows: iOS 26 rounds each end cell on its own, so a
    /// continuous corner's tail down the side ends within half of that cell (docs/fidelity.md,
    /// "The card's corner").
    public var firstRowHeight: Double
    public var lastRowHeight: Double
}

public struct FooterLayout: Sendable, Hashable {
    public var section: Int
    public var text: String
    /// The text as it wraps at the footer's width (one line per entry; the last may be truncated).
    public var lines: [String]
    public var frame: Rect
    /// Moved from its place in the content: stuck to the bottom of the list.
    public var pinned: Bool
}

/// A frame and an opacity: the indicator and the nub.
public struct Overlay: Sendable, Hashable {
    public var frame: Rect
    public var alpha: Double
}

/// A feature's own part of a frame's layout: the value its layout pass places, which writes
/// its own fields of the layout dump. Paint draws it with the feature's own painter. A new
/// overlay feature declares one of these in its own file in `Layout/Contributions/` (part of
/// Layout's hand-on, so Paint may read it) instead of a field of `FrameLayout`.
public protocol FrameContribution: Sendable {
    /// The feature's key/value pairs in the layout dump's frame object, in the spec's order.
    var dumpFields: [(String, JSONOutput)] { get }
    /// Where its fields go in the dump's frame object: with the other features' (by default),
    /// or after the status and navigation bars.
    static var dumpPosition: DumpPosition { get }
}

extension FrameContribution {
    public static var dumpPosition: DumpPosition { .beforeBars }
}

/// A contribution's place in the layout dump's frame object, whose key order the spec fixes
/// (docs/cli-and-layout.md): after the rows, headers, footers and cards, before the bars; or
/// after the status and navigation bars, before the tab bar or toolbar (the refresh control).
public enum DumpPosition: Sendable {
    case beforeBars, afterBars
}

/// The frame's contributions, one slot per contribution type, typed by that type; kept in the
/// order they were placed (Layout places them in its registered order, so the dump's key order
/// is fixed).
public struct FrameContributions: Sendable {
    public private(set) var all: [any FrameContribution] = []

    public init() {}

    public subscript<T: FrameContribution>(_ type: T.Type) -> T? {
        get { all.slot(of: T.self) }
        set { all.setSlot(of: T.self, to: newValue) }
    }
}

/// A feature's value drawn inside one row (docs/architecture.md, "Row contributions"): what its
/// layout pass (`LayoutContributor.contribute(_:rows:)`) put on the row, with its own fields of
/// the row's object in the layout dump. Paint draws it inside the cell with the feature's own
/// painter (`RowContributionPainting`). The rows' counterpart of `FrameContribution`, so a
/// feature drawn inside rows needs no field of `RowLayout`.
public protocol RowContribution: Sendable, Hashable {
    /// The feature's key/value pairs in the row's object of the layout dump, after the row's own.
    var dumpFields: [(String, JSONOutput)] { get }
}

extension RowContribution {
    /// `==` across the existential: equal only to a value of the same type that `==` says is equal.
    func isEqual(to other: any RowContribution) -> Bool {
        (other as? Self).map { $0 == self } ?? false
    }
}

/// A row's contributions, one slot per type (`TypeKeyedSlots.swift`), in the order placed.
public struct RowContributions: Sendable, Hashable {
    public private(set) var all: [any RowContribution] = []

    public init() {}

    public subscript<T: RowContribution>(_ type: T.Type) -> T? {
        get { all.slot(of: T.self) }
        set { all.setSlot(of: T.self, to: newValue) }
    }

    /// The same values, whatever order they were placed in.
    public static func == (a: Self, b: Self) -> Bool {
        a.all.count == b.all.count && a.all.allSatisfy { x in b.all.contains { x.isEqual(to: $0) } }
    }

    /// Order-independent, as `==` is: the sum of the values' hashes.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(all.count)
        hasher.combine(all.reduce(0) { $0 &+ AnyHashable($1).hashValue })
    }
}

/// The status bar: its frame (from the top of the screen) and what it shows.
public struct StatusBarLayout: Sendable, Hashable {
    public var frame: Rect
    public var time: String
    /// Battery charge, 0...100.
    public var battery: Double
    /// false: the bar's area only (chrome.statusBar.glyphs).
    public var glyphs: Bool = true
}

/// The navigation bar at one content offset.
public struct NavigationBarLayout: Sendable, Hashable {
    /// The bar below the status bar: 44 pt, plus the large title area's current height.
    public var frame: Rect
    /// The 44-pt row that holds the inline title and the buttons: the bar under the status bar
    /// on iOS 18, 6.5 pt lower on iOS 26 (`NavigationBarLook.itemsDrop`).
    public var barFrame: Rect
    public var title: String
    /// The large title's line (41 pt tall, from the leading margin), nil when the bar has no
    /// large title or the area has collapsed; it is clipped to below the 44-pt bar.
    public var largeTitleFrame: Rect?
    /// Opacity of the inline (17-pt) title: 1 on a bar without a large title.
    public var titleAlpha: Double
    /// 0: the scroll-edge appearance (no background, no hairline), while no content is under
    /// the bar; 1: the standard appearance (bar background and hairline).
    public var backgroundAlpha: Double
    public var leading: [BarItem]
    public var trailing: [BarItem]
    /// The item drawn in the bold "done" style: an Edit button while editing (then titled "Done").
    public var doneItem: BarItemRef? = nil
    /// The button under the finger and how pressed it is (1 down, fading to 0 after release).
    public var pressedItem: BarItemRef? = nil
    public var pressed: Double = 0
    /// The search bar under the large title (nil: none).
    public var search: SearchBarLayout? = nil
}

/// The navigation bar's search bar (docs/chrome.md, "Search bar"): the visible search area and
/// the field's parts, in viewport points; drawn clipped to `frame`.
public struct SearchBarLayout: Sendable, Hashable {
    /// The search area under the large title area: 52 pt (96 with a scope bar) at rest, shrinking to 0.
    public var frame: Rect
    public var fieldFrame: Rect
    public var magnifyingGlassFrame: Rect
    /// The placeholder's or the typed text's line.
    public var textFrame: Rect
    public var text: String
    /// Whether `text` is the placeholder (drawn in secondaryLabel) rather than typed text (label).
    public var isPlaceholder: Bool
    /// The glass's and the text's opacity as the field squashes while the area hides.
    public var contentAlpha: Double
    /// 0 at rest to 1 focused.
    public var focus: Double
    /// The Cancel button's title, while focusing or focused.
    public var cancelFrame: Rect?
    public var scope: [ScopeSegment]
    public var scopeFrame: Rect?
    public var scopeAlpha: Double

    public struct ScopeSegment: Sendable, Hashable {
        public var title: String
        public var frame: Rect
        public var selected: Bool
    }
}

/// A swipe action's button on screen: its title, frame, and the box its title is centred in
/// (the button's natural width at its content-side edge, so a stretched button keeps its
/// title beside the content, as UIKit's do).
public struct SwipeActionLayout: Sendable, Hashable {
    public var title: String
    /// Drawn above the title, or alone when the title is "".
    public var symbol: SymbolName? = nil
    public var frame: Rect
    var titleBox: Rect
    /// nil: the style's colour from the theme.
    var color: Color?
    var destructive: Bool
}

/// A tab bar or toolbar at one frame (docs/chrome.md, "Tab bar and toolbar").
public struct BottomBarLayout: Sendable, Hashable {
    public enum Kind: String, Sendable { case tabBar, toolbar }
    public var kind: Kind
    /// The band from the bar's top to the screen's bottom, edge to edge: what content scrolls under.
    public var frame: Rect
    /// The bar holding the items: edge to edge above the safe area, or iOS 26's floating capsule.
    public var barFrame: Rect
    /// iOS 26: the tab bar is one glass capsule, the toolbar's buttons stand in capsules of
    /// their own (`capsules`), and the band has no background of its own.
    public var floating: Bool
    /// 0: the scroll-edge appearance (no background, no hairline), while the content ends above
    /// the bar; 1: the standard appearance, content under the bar.
    public var backgroundAlpha: Double
    public var items: [BottomBarItemLayout]
    /// iOS 26's toolbar: its glass capsules, each with the items it holds (adjacent buttons share one).
    public var capsules: [BottomBarCapsule] = []
    /// The bottom safe area under the bar (zero height on home-button phones) and the home indicator in it.
    public var safeArea: Rect
    public var homeIndicator: Rect?
    /// The item under the finger and how pressed it is (1 down, fading to 0 after release).
    public var pressedItem: Int? = nil
    public var pressed: Double = 0
}

/// One tab or toolbar item: its box (a tab's slot; a toolbar item's title or symbol across the
/// bar's height), what it shows, where its symbol and title sit, and a tab's badge.
public struct BottomBarItemLayout: Sendable, Hashable {
    public var frame: Rect
    public var title: String?
    public var symbol: SymbolName?
    /// The symbol's centre (a tab's, or a toolbar symbol's).
    public var symbolCentre: Point?
    /// A tab title's line: its box and baseline.
    public var titleFrame: Rect?
    public var titleBaseline: Double?
    public var selected: Bool = false
    public var badge: String? = nil
    public var badgeFrame: Rect? = nil
    /// An iOS 26 toolbar item's Liquid Glass capsule (shared by adjacent buttons); nil elsewhere.
    public var capsule: Rect? = nil
    /// An iOS 26 toolbar button's touch target: its part of its capsule; nil elsewhere.
    public var target: Rect? = nil
    /// A toolbar label: plain text, no glass, no tap (`title` is its text).
    public var label: Bool = false
}

/// One of iOS 26's toolbar glass capsules and the indices of the items standing in it.
public struct BottomBarCapsule: Sendable, Hashable {
    public var frame: Rect
    public var items: [Int]
}
