/// Scroll to top's scenario side (UIScrollView.scrollsToTop; the behaviour is
/// `Simulation/Behaviours/ScrollToTop.swift`): its options, present while it is on, and its
/// declaration, listed once in `FeatureDeclaration.all`. It has no field of `Features`: its
/// options live in `Features`' slots (`FeatureOptionSlots.swift`).
public struct ScrollToTopOptions: FeatureOptions {
    public init() {}
}

extension FeatureDeclaration {
    /// `"scrollsToTop": true | false | {}`.
    static let scrollsToTop = onOff("scrollsToTop", ScrollToTopOptions(),
                                    SchemaField(type: .boolean, description: "a tap on the status bar scrolls the list to its top (needs chrome.statusBar)"))
}

extension Features {
    /// A tap on the status bar scrolls the list to the top (UIScrollView.scrollsToTop). The name
    /// the library had before the options moved into the slots, kept for its users.
    public var scrollsToTop: Bool {
        get { self[ScrollToTopOptions.self] != nil }
        set { self[ScrollToTopOptions.self] = newValue ? ScrollToTopOptions() : nil }
    }
}
