/// iOS 26's scroll-edge effect (UIScrollEdgeEffect, SwiftUI `scrollEdgeEffectStyle`): where
/// content has scrolled under a transparent bar, it is faded toward the list's background so the
/// bar's items stay legible. It takes the place of the iOS 15–18 bar material (`barBlur`,
/// `barOpacity`) on the bars it covers. Read through `Theme.scrollEdgeEffect`; the numbers are
/// guesses (docs/chrome.md, "Scroll-edge effect": no real screenshot has measured them yet).
public struct ScrollEdgeEffect: Hashable, Sendable {
    /// UIKit's styles, and `hidden` for `UIScrollEdgeEffect.isHidden` (a transparent bar, the
    /// content crisp under it).
    public enum Style: String, CaseIterable, Sendable { case soft, hard, hidden }
    public var style: Style
    /// The background's opacity where it is strongest: from the screen's edge to `solidPastItems`
    /// points beyond the centre line of the bar's items (about a 17-pt title's half height, so
    /// the whole line of the items stands on it).
    public var opacity: Double
    public var solidPastItems: Double = 8
    /// How far past the bar's inner edge (toward the content) the fade reaches: the soft style
    /// dissolves into the content; the hard style stops at the bar's edge.
    public var overhang: Double
    /// The hard style's dividing line (`separator`) at the bar's inner edge.
    public var dividingLine: Bool

    /// The default: "progressively more opaque" toward the edge (Apple's description of its
    /// soft-style image); opacity and overhang are guesses.
    public static let soft = ScrollEdgeEffect(style: .soft, opacity: 0.9, overhang: 16, dividingLine: false)
    /// "Nearly opaque … a defined, straight horizontal line" (Apple's description of its
    /// hard-style image): the whole band at one opacity (a guess), the line at its edge.
    public static let hard = ScrollEdgeEffect(style: .hard, opacity: 0.96, overhang: 0, dividingLine: true)
    public static let hidden = ScrollEdgeEffect(style: .hidden, opacity: 0, overhang: 0, dividingLine: false)

    public static func named(_ style: Style) -> ScrollEdgeEffect {
        switch style {
        case .soft: return .soft
        case .hard: return .hard
        case .hidden: return .hidden
        }
    }

    /// The background's opacity at `depth` points from the screen's edge, in a band `band`
    /// points deep whose items are centred `itemsDepth` points from the edge: full to the items'
    /// centre line and `solidPastItems` beyond, then a smoothstep down to nothing `overhang` points
    /// past the band (our choice:
    /// the items sit on the opaque part, the content dissolves rather than ending at a line).
    func opacity(atDepth depth: Double, band: Double, itemsDepth: Double) -> Double {
        let end = band + overhang
        let solid = solidDepth(band: band, itemsDepth: itemsDepth)
        if depth >= end { return 0 }
        if depth <= solid { return opacity }
        let u = (end - depth) / (end - solid)
        return opacity * u * u * (3 - 2 * u)
    }

    /// How deep from the screen's edge the background stands at full `opacity`.
    func solidDepth(band: Double, itemsDepth: Double) -> Double {
        style == .hard ? band : min(itemsDepth + solidPastItems, band + overhang)
    }
}
