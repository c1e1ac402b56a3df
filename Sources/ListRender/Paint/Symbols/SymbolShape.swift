/// A symbol as vector parts, in points around its centre at the 17-pt body size (Paint scales
/// it with the text). Drawn to look like SF Symbols' regular weight: outlines are stroked
/// `SymbolShape.regular` wide, about the stem of 17-pt regular text.
struct SymbolShape {
    enum Part {
        case fill(Path, FillRule)
        case stroke(Path, width: Double, cap: LineCap)
    }

    var parts: [Part]

    /// The text size the shapes are drawn for (body, 17 pt).
    static let designSize = 17.0
    /// The regular weight's line width at 17 pt.
    static let regular = 1.6
    /// The radius of the centre line of the circle of `*.circle` symbols (20.4 pt across outside).
    static let circleRadius = 9.4

    static func named(_ name: SymbolName) -> SymbolShape {
        switch name {
        case .chevronRight: return chevronRight
        case .checkmark: return checkmark
        case .infoCircle: return infoCircle
        case .plusCircle: return plusCircle
        case .minusCircle: return minusCircle
        case .star: return star
        case .starFill: return starFill
        case .trash: return trash
        case .folder: return folder
        case .personCropCircle: return personCropCircle
        case .bell: return bell
        case .gear: return gear
        case .magnifyingglass: return magnifyingglass
        case .heart: return heart
        case .heartFill: return heartFill
        case .envelope: return envelope
        }
    }

    /// A stroked polyline through `points` with round caps.
    static func polyline(_ points: [(Double, Double)], width: Double = regular) -> Part {
        var p = Path()
        for (i, pt) in points.enumerated() {
            if i == 0 { p.move(pt.0, pt.1) } else { p.line(pt.0, pt.1) }
        }
        return .stroke(p, width: width, cap: .round)
    }

    /// The circle of the `*.circle` symbols.
    static var ring: Part {
        var p = Path()
        p.addCircle(0, 0, radius: circleRadius)
        return .stroke(p, width: regular, cap: .round)
    }
}
