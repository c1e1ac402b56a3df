/// The section index down the right edge of a plain list (UITableView's `sectionIndexTitles`;
/// docs/behaviours.md, "Section index").
public struct SectionIndexOptions: Sendable, Hashable {
    /// The index's entries; entry k jumps to section k (the last section for entries past it).
    /// nil: one entry per titled section, its title's first letter.
    public var titles: [String]?
    public init(titles: [String]? = nil) { self.titles = titles }
}
