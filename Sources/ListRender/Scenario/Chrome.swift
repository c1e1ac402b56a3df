/// The system bars around the list (`chrome` in a scenario): the status bar and a navigation
/// bar above it, a tab bar or a toolbar below it. Each is nil (absent) unless the scenario asks for it.
public struct Chrome: Sendable, Equatable {
    public var statusBar: StatusBarOptions?
    public var navigationBar: NavigationBarOptions?
    /// At most one of the two bottom bars (the decoder refuses both).
    public var tabBar: TabBarOptions?
    public var toolbar: ToolbarOptions?
    public init(statusBar: StatusBarOptions? = nil, navigationBar: NavigationBarOptions? = nil,
                tabBar: TabBarOptions? = nil, toolbar: ToolbarOptions? = nil) {
        self.statusBar = statusBar; self.navigationBar = navigationBar
        self.tabBar = tabBar; self.toolbar = toolbar
    }
    /// Whether any bar above the list is drawn.
    public var isEmpty: Bool { statusBar == nil && navigationBar == nil }
    /// Whether a bar below the list is drawn (then the bottom safe area and the home indicator too).
    public var hasBottomBar: Bool { tabBar != nil || toolbar != nil }
}

/// A UITabBar: its items (2 to 5, as a phone shows without a "More" tab) and the selected one.
public struct TabBarOptions: Sendable, Hashable {
    public var items: [TabBarItem]
    /// The index of the selected item before the first frame.
    public var selected: Int = 0
    public init(items: [TabBarItem], selected: Int = 0) { self.items = items; self.selected = selected }
    /// No tab has a symbol (iOS 26 places such tabs as a title-only UITabBar does).
    var titleOnly: Bool { items.allSatisfy { $0.symbol == nil } }
}

/// A UITabBarItem: a title under a symbol (or alone: `UITabBarItem(title:image: nil, …)`), and
/// an optional badge (UITabBarItem.badgeValue).
public struct TabBarItem: Sendable, Hashable {
    public var title: String
    public var symbol: SymbolName?
    public var badge: String?
    public init(title: String, symbol: SymbolName?, badge: String? = nil) {
        self.title = title; self.symbol = symbol; self.badge = badge
    }
}

/// A UIToolbar: its bar button items and the spaces around and between them. `gaps` has one
/// more entry than `items`: the space before the first item, between each two, after the last.
/// Without spaces written the scenario gets a flexible space between each two items (the items
/// spread from edge to edge, one alone at the leading edge).
public struct ToolbarOptions: Sendable, Hashable {
    public var items: [ToolbarItem]
    public var gaps: [ToolbarGap]
    public init(items: [ToolbarItem], gaps: [ToolbarGap]? = nil) {
        self.items = items
        self.gaps = gaps ?? Self.spread(count: items.count)
    }

    /// A flexible space between each two of `count` items.
    public static func spread(count: Int) -> [ToolbarGap] {
        (0...count).map { $0 == 0 || $0 == count ? ToolbarGap() : ToolbarGap(flexible: 1) }
    }

    /// Item `i`'s index among the scenario's entries (`items[n]` with the spaces counted), for
    /// messages that name its place in the file.
    public func entryIndex(ofItem i: Int) -> Int {
        i + gaps.prefix(i + 1).reduce(0) { $0 + $1.spaces }
    }
}

/// A toolbar's bar button item: a title or a symbol button, or a label (plain text, not a
/// button: Mail's "Updated Just Now", a UIBarButtonItem whose custom view is a UILabel).
public enum ToolbarItem: Sendable, Hashable {
    case text(String)
    case symbol(SymbolName)
    case label(String)

    /// Whether a tap on it does anything (a label takes none).
    public var isButton: Bool {
        if case .label = self { return false }
        return true
    }
}

/// The spaces a scenario wrote at one place in a toolbar (UIBarButtonItem.flexibleSpace() and
/// .fixedSpace(_:)): how many flexible ones (they share the free width equally) and the fixed
/// ones' width in points. An empty gap between two buttons puts them side by side, on iOS 26 in
/// one glass capsule.
public struct ToolbarGap: Sendable, Hashable {
    public var flexible: Int = 0
    public var fixed: Double = 0
    /// How many space entries the scenario wrote here (0 for the spread it gets when it writes
    /// none); a fixed space of 0 still counts, as it still splits iOS 26's capsules.
    public var spaces: Int = 0
    public init(flexible: Int = 0, fixed: Double = 0, spaces: Int = 0) {
        self.flexible = flexible; self.fixed = fixed; self.spaces = spaces
    }
    /// Whether a space was written here at all.
    public var written: Bool { spaces > 0 }
    /// No space at all here: two buttons either side stand side by side (on iOS 26 in one capsule).
    public var isEmpty: Bool { flexible == 0 && fixed == 0 && spaces == 0 }
}

/// What the status bar shows: the clock's text and the battery's charge.
public struct StatusBarOptions: Sendable, Hashable {
    /// Apple's marketing time, as every product shot shows it.
    public var time: String = "9:41"
    /// Charge in percent, 0...100.
    public var battery: Double = 100
    /// false: the status bar keeps its height (the safe area the navigation bar sits under) but
    /// draws no clock, signal, Wi-Fi or battery: a snapshot test's view, which iOS draws
    /// without the status bar.
    public var glyphs: Bool = true
    public init() {}
}

/// A UINavigationBar: its title, whether it has a large title, and its bar button items.
public struct NavigationBarOptions: Sendable, Hashable {
    public var title: String = ""
    /// prefersLargeTitles: a 52-pt large title area under the 44-pt bar that collapses as the list scrolls.
    public var largeTitle: Bool = false
    public var leading: [BarItem] = []
    public var trailing: [BarItem] = []
    /// A search controller's field under the (large) title (`navigationItem.searchController`).
    public var search: SearchBarOptions?
    public init() {}
}

/// The search bar of a navigation bar (UISearchController's UISearchBar with
/// hidesSearchBarWhenScrolling): the placeholder, the text typed so far, the scope buttons.
public struct SearchBarOptions: Sendable, Hashable {
    public var placeholder: String
    /// Shown in place of the placeholder when given.
    public var text: String?
    /// The scope bar's titles (`scopeButtonTitles`), shown under the field; empty: no scope bar.
    public var scope: [String] = []
    public init(placeholder: String, text: String? = nil, scope: [String] = []) {
        self.placeholder = placeholder; self.text = text; self.scope = scope
    }
}

/// A bar button item: a text button, a symbol, or the back button.
public enum BarItem: Sendable, Hashable {
    case text(String)
    /// The back button: a back chevron and the previous screen's title (only first on the leading side).
    case back(String)
    /// An SF Symbol by name (only the ones `BarItem.symbols` lists are drawn).
    case symbol(String)

    /// The symbols a bar button may name.
    public static let symbols = ["plus"]
}
