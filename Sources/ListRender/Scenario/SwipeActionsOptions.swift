/// Swipe actions (UISwipeActionsConfiguration, iOS 11+; docs/behaviours.md, "Swipe actions").
public struct SwipeActionsOptions: Sendable, Hashable {
    public struct Action: Sendable, Hashable {
        public enum Style: String, Sendable { case normal, destructive }
        public var title: String
        /// nil: the style's colour (destructive systemRed, normal systemGray).
        public var color: Color?
        public var style: Style = .normal
        public init(title: String, color: Color? = nil, style: Style = .normal) {
            self.title = title; self.color = color; self.style = style
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
