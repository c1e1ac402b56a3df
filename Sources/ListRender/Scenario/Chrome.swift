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

/// A UIToolbar: its bar button items, spread across the bar (a flexible space between each).
public struct ToolbarOptions: Sendable, Hashable {
    public var items: [ToolbarItem]
    public init(items: [ToolbarItem]) { self.items = items }
}

/// A toolbar's bar button item: a title or a symbol.
public enum ToolbarItem: Sendable, Hashable {
    case text(String)
    case symbol(SymbolName)
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
