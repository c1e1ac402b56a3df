/// A row's content configuration: UIListContentConfiguration's cells and the legacy
/// UITableViewCell.CellStyle value2 (docs/cells.md).
public enum CellStyle: String, Sendable, Hashable, CaseIterable {
    /// The title at the leading margin, the detail trailing in at most half the width (today's row).
    case cell
    /// The detail under the title, in the secondary colour at the subheadline size
    /// (UIListContentConfiguration.subtitleCell()).
    case subtitle
    /// The detail on the right at the body size in the secondary colour; the title keeps its room
    /// first, and when both do not fit on one line the detail goes under the title
    /// (UIListContentConfiguration.valueCell(), prefersSideBySideTextAndSecondaryText).
    case value1
    /// A tinted, right-aligned label in a fixed leading column, then the main text
    /// (UITableViewCell.CellStyle.value2, as Contacts shows a phone number).
    case value2
    /// The image, the title and the detail stacked and centred across the row: the header card
    /// that opens a settings screen (a SwiftUI VStack in a List row; docs/cells.md).
    case centered
}

/// How many lines a row's title and detail may take: 0 is no limit (UIListContentConfiguration's
/// default); a fixed-height row draws no more lines than fit in it.
public struct LineLimits: Sendable, Hashable {
    public var title: Int
    public var detail: Int
    /// The third text's (`RowSpec.preview`).
    public var preview: Int
    public init(title: Int = 0, detail: Int = 0, preview: Int = 0) { self.title = title; self.detail = detail; self.preview = preview }
}
