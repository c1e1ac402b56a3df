/// The sizes of row accessories, as UIKit draws them (docs/accessories.md): where the cell's
/// layout puts them and what Paint draws in that box.
enum AccessoryMetrics {
    /// Between the info button and the chevron of `.detailDisclosure`.
    static let detailDisclosureGap = 12.0
    /// The checkmark's size is the platform's too (`PlatformLook.checkmarkSize`: 14 × 11 on iOS 18).
    static let infoDiameter = 22.0
    /// The switch's size is the platform's (`PlatformLook.switchSize`: 51 × 31 on iOS 18).
    static let badgeHeight = 24.0
    static let badgeTextSize = 15.0

    /// The accessory's size; a badge's grows with its label (`labelWidth` at `badgeTextSize`).
    static func size(of a: Accessory, look: PlatformLook, labelWidth: (String) -> Double) -> Size {
        let chevronSize = look.chevronSize
        switch a {
        case .disclosure: return chevronSize
        case .checkmark: return look.checkmarkSize
        case .detail: return Size(width: infoDiameter, height: infoDiameter)
        case .detailDisclosure: return Size(width: infoDiameter + detailDisclosureGap + chevronSize.width, height: infoDiameter)
        case .toggle: return look.switchSize
        case .badge(let label): return Size(width: max(badgeHeight, (labelWidth(label) + 16).rounded(.up)), height: badgeHeight)
        }
    }
}
