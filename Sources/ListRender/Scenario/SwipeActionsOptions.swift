/// Swipe actions (UISwipeActionsConfiguration, iOS 11+; docs/behaviours.md, "Swipe actions").
public struct SwipeActionsOptions: Sendable, Hashable {
    public struct Action: Sendable, Hashable {
        public enum Style: String, Sendable { case normal, destructive }
        /// The button's title; "" for a button showing only its symbol.
        public var title: String
        /// A symbol above the title (iOS 15+ Mail), or alone when there is no title.
        public var symbol: SymbolName?
        /// nil: the style's colour (destructive systemRed, normal systemGray).
        public var color: Color?
        public var style: Style = .normal
        public init(title: String, symbol: SymbolName? = nil, color: Color? = nil, style: Style = .normal) {
            self.title = title; self.symbol = symbol; self.color = color; self.style = style
        }
    }
    /// Revealed by swiping left (buttons at the trailing edge), first action outermost.
    public var trailing: [Action] = []
    /// Revealed by swiping right (buttons at the leading edge), first action outermost.
    public var leading: [Action] = []
    /// performsFirstActionWithFullSwipe (UIKit's default: true).
    public var fullSwipe: Bool = true
    public init() {}
}
