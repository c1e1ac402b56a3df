/// The sizes of row accessories, as UIKit draws them (docs/accessories.md): where the cell's
/// layout puts them and what Paint draws in that box.
enum AccessoryMetrics {
    /// Space between the cell's text and its accessory.
    static let textGap = 8.0
    /// Between the info button and the chevron of `.detailDisclosure`.
    static let detailDisclosureGap = 12.0
    static let chevronSize = Size(width: 8, height: 13)
    static let checkmarkSize = Size(width: 14, height: 11)
    static let infoDiameter = 22.0
    static let switchSize = Size(width: 51, height: 31)
    /// The knob is inset 2 pt in the track.
    static let switchKnobInset = 2.0
    static let badgeHeight = 24.0
    static let badgeTextSize = 15.0

    /// The accessory's size; a badge's grows with its label (`labelWidth` at `badgeTextSize`).
    static func size(of a: Accessory, labelWidth: (String) -> Double) -> Size {
        switch a {
        case .disclosure: return chevronSize
        case .checkmark: return checkmarkSize
        case .detail: return Size(width: infoDiameter, height: infoDiameter)
        case .detailDisclosure: return Size(width: infoDiameter + detailDisclosureGap + chevronSize.width, height: infoDiameter)
        case .toggle: return switchSize
        case .badge(let label): return Size(width: max(badgeHeight, (labelWidth(label) + 16).rounded(.up)), height: badgeHeight)
        }
    }
}
