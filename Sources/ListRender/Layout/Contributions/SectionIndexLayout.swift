/// The section index: its column at the list's trailing edge and each entry's title and frame.
public struct SectionIndexLayout: FrameContribution, Sendable, Hashable {
    public struct Entry: Sendable, Hashable {
        public var title: String
        /// The section the entry jumps to.
        public var section: Int
        public var frame: Rect
    }
    public var frame: Rect
    public var entries: [Entry]
}
