/// The section index down the right edge of a plain list (UITableView's `sectionIndexTitles`;
/// docs/behaviours.md, "Section index").
public struct SectionIndexOptions: Sendable, Hashable {
    /// One listed entry: its title and, where the scenario names it, the section it jumps to
    /// (UITableViewDataSource's `sectionForSectionIndexTitle(_:at:)`).
    public struct Entry: Sendable, Hashable {
        public var title: String
        /// nil: UITableViewController's default, entry k jumps to section k (the last section
        /// for entries past it).
        public var section: Int?
        public init(title: String, section: Int? = nil) {
            self.title = title
            self.section = section
        }
    }

    /// The index's entries; nil: one entry per titled section, its title's first letter.
    public var entries: [Entry]?
    public init(entries: [Entry]?) { self.entries = entries }
    /// Entries by title alone, each jumping to the section of its own position.
    public init(titles: [String]? = nil) { entries = titles?.map { Entry(title: $0) } }

    public var titles: [String]? { entries?.map(\.title) }
}
