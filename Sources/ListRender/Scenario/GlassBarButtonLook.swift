/// iOS 26's navigation bar buttons: each side's items share one Liquid Glass capsule
/// (`UIBarButtonItem.sharesBackground`, true by default) instead of standing as tinted text on
/// the bar. Read through `Theme.look.navigationBar.glassButtons`; the colours are `Theme`'s
/// `glassButton*`.
///
/// Measured on home-assistant/iOS's LocationHistoryListView snapshots (iOS 26.4, 390 × 844 pt
/// @3x, light and dark; docs/platforms.md, "Glass bar buttons"): the Clear button's capsule
/// spans x 930…1121, y 161…292 px, so it is the bar's 44-pt height, 64 pt wide around 38.33 pt
/// of ink (13 pt before it, 12.33 after), its outer edge 16 pt from the screen's.
public struct GlassBarButtonLook: Hashable, Sendable {
    /// The capsule's outer edge from the screen's edge.
    public var edgeInset: Double = 16
    /// From the capsule's end to its first item's text box: (64 − the title's advance) / 2 with
    /// SF Pro's advance taken as its ink plus about a point of side bearings.
    public var padding: Double = 12.4
    /// A capsule is at least this wide (a lone symbol or a back chevron sits in a circle):
    /// UIKit's 44-pt minimum touch target, and the bar's height.
    public var minimumWidth: Double = 44
    /// The lit rim inside the capsule's edge: 2 px at @3x in both screenshots.
    public var rimWidth: Double = 2.0 / 3
    /// The soft shadow under the capsule: a least-squares fit to the light screenshot's halo
    /// (x 700…1170, y 0…420 px, RMS error 0.8 of 255): black at 7.5 %, a Gaussian of sigma
    /// 13.33 pt (`blur` 26.67, as DisplayItem.shadow takes it), 7.33 pt down.
    public var shadowBlur: Double = 26.67
    public var shadowOffset: Double = 7.33

    public static let ios26 = GlassBarButtonLook()
    /// The toolbar's (`BottomBarLook.toolbarGlass`): the same glass on the 48-pt bottom row, so a
    /// lone symbol's circle is 48 pt across (the row's height is measured; the rest is the
    /// navigation bar's, guessed to hold at the bottom: docs/chrome.md).
    public static let ios26Toolbar = GlassBarButtonLook(minimumWidth: 48)
}
