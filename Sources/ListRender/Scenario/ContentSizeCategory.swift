/// Dynamic Type: the user's preferred text size (UIContentSizeCategory) and the point sizes of
/// the text styles at each, from Apple's Human Interface Guidelines, Typography, "Dynamic Type
/// sizes" for iOS (docs/dynamic-type.md has the table and its source).
public enum ContentSizeCategory: String, Sendable, Hashable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case AX1, AX2, AX3, AX4, AX5

    /// The accessibility sizes, where UIKit stacks value cells' texts.
    public var isAccessibility: Bool { index >= 7 }

    var index: Int { Self.allCases.firstIndex(of: self) ?? 3 }

    /// The text styles ListRender draws.
    enum TextStyle: CaseIterable { case body, subheadline, footnote }

    /// Point size of `style` at this category.
    func size(_ style: TextStyle) -> Double {
        switch style {
        case .body: return Self.body[index]
        case .subheadline: return Self.subheadline[index]
        case .footnote: return Self.footnote[index]
        }
    }

    /// The navigation bar's large title (the largeTitle style, bold) at this category: Apple's
    /// table up to xxxLarge (31 pt at xSmall, 33 at medium, 34 at large, 40 at xxxLarge). At the
    /// accessibility sizes it stays at xxxLarge's 40 pt, a guess: the table goes on to 60 pt, but
    /// how the large title area grows to hold that is not measured, and a larger title would be
    /// clipped by the 52-pt area.
    var largeTitleSize: Double { Self.largeTitle[min(index, Self.largeTitle.count - 1)] }

    /// The footnote style's leading (line height) at this category: section headers and footers
    /// are sized by it.
    var footnoteLeading: Double { Self.footnoteLeadings[index] }

    // xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1 … AX5.
    static let body: [Double] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    static let subheadline: [Double] = [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
    static let footnote: [Double] = [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
    static let largeTitle: [Double] = [31, 32, 33, 34, 36, 38, 40]
    static let footnoteLeadings: [Double] = [16, 16, 16, 18, 20, 22, 24, 30, 34, 41, 46, 52]
}
