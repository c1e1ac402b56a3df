/// The system bars around the list (`chrome` in a scenario): the status bar and a navigation
/// bar. Each is nil (absent) unless the scenario asks for it.
public struct Chrome: Sendable, Equatable {
    public var statusBar: StatusBarOptions?
    public var navigationBar: NavigationBarOptions?
    public init(statusBar: StatusBarOptions? = nil, navigationBar: NavigationBarOptions? = nil) {
        self.statusBar = statusBar; self.navigationBar = navigationBar
    }
    /// Whether any bar is drawn.
    public var isEmpty: Bool { statusBar == nil && navigationBar == nil }
}

/// What the status bar shows: the clock's text and the battery's charge.
public struct StatusBarOptions: Sendable, Hashable {
    /// Apple's marketing time, as every product shot shows it.
    public var time: String = "9:41"
    /// Charge in percent, 0...100.
    public var battery: Double = 100
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
