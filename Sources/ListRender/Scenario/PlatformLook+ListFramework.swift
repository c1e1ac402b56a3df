extension PlatformLook {
    /// The look of a list drawn by `framework` on this platform.
    ///
    /// iOS 17 and 18's grouped figures are UIKit's table (docs/table-styles.md); a SwiftUI `List`
    /// there, measured on AccessibilitySnapshot's `SwiftUIListSectionTests` recorded on iOS 17.5
    /// and 18.5 (Fixtures/fidelity/as-list-footers-17/18, as-list-sections-17/18, @3x, in ink):
    /// a header's baseline 28 px (9⅓ pt) above its card (the first header of the footers screen
    /// 27 px); a footer's baseline 55 px (18⅓ pt) below its card; card to card 217 px (72⅓ pt)
    /// around a one-line footer and a titled header, 169 px (56⅓ pt) around a titled header
    /// alone. Only those sums are measured: how they split between the footer and the header is
    /// ours (the header keeps its 38 pt, so the first card stays where UIKit's is, as measured).
    /// A wrapped footer's line pitch is a guess (the screens' footers are one line): UIKit's.
    ///
    /// iOS 26's figures were measured on SwiftUI lists already (home-assistant's settings,
    /// AccessibilitySnapshot 26.2), so `swiftui` changes nothing there.
    func drawn(by framework: ListFramework) -> PlatformLook {
        guard framework == .swiftui, platform == .ios18 else { return self }
        var look = self
        look.groupedHeaderBaselineAboveSection = 28.0 / 3
        // The footer's first baseline 18⅓ pt below the card: 14/3 pt above its 18-pt line, whose
        // baseline sits 9 + 4⅔ pt down it (the line's middle, then our baseline rule).
        look.groupedFooterTop = 14.0 / 3
        // 72⅓ − 38 (the header) − 14/3 − 18 (the line): 35/3 below the footer's line.
        look.groupedFooterBottom = 35.0 / 3
        // 56⅓ − 38: a section without footer text ends 55/3 pt above the next header.
        look.groupedEmptyFooter = 55.0 / 3
        return look
    }
}
