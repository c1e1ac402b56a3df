/// What Paint hands to Raster: drawing commands in points, in painter's order.
/// Paint knows colours and fonts; it knows nothing about pixels. Raster knows nothing about lists.

/// The weights of the bundled Inter font.
public enum FontWeight: String, Sendable, Hashable {
    /// Medium is UIKit's tab bar titles' weight; bold the large title's (34 pt): the bundled face
    /// is Inter Display Bold.
    case regular, medium, semibold, bold

    /// The face a scenario's `TextWeight` names.
    init(_ weight: TextWeight) {
        switch weight {
        case .regular: self = .regular
        case .medium: self = .medium
        case .semibold: self = .semibold
        case .bold: self = .bold
        }
    }
}

/// Horizontal placement of a text run inside its box.
public enum TextAlignment: String, Sendable, Hashable {
    case left, center, right
}

/// One line of text. Raster shapes it (kerning), truncates it with "…" (at its tail, or its
/// middle) when it is wider than `box.width`, and places it by `alignment` inside the box, with
/// its baseline at `baseline`.
public struct TextRun: Hashable, Sendable {
    public var string: String
    public var weight: FontWeight
    /// Font size in points (17 for a row title).
    public var size: Double
    public var color: Color
    /// The horizontal extent available to the text; its vertical extent is informative only.
    public var box: Rect
    /// The baseline's y in points.
    public var baseline: Double
    public var alignment: TextAlignment
    public var truncation: TextTruncation

    public init(string: String, weight: FontWeight, size: Double, color: Color,
                box: Rect, baseline: Double, alignment: TextAlignment = .left, truncation: TextTruncation = .tail) {
        self.string = string; self.weight = weight; self.size = size; self.color = color
        self.box = box; self.baseline = baseline; self.alignment = alignment; self.truncation = truncation
    }
}

/// Which points a filled path covers where its contours overlap (CGPathFillRule).
public enum FillRule: String, Sendable, Hashable {
    /// Inside where the contours wind around the point a non-zero number of times.
    case nonZero
    /// Inside where a ray from the point crosses the outline an odd number of times.
    case evenOdd
}

/// How a stroked path ends its open contours (CGLineCap; joins are always round).
public enum LineCap: String, Sendable, Hashable {
    case butt, round
}

/// The pen of a stroked path: its width in points and its caps. Joins are round.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: Double
    public var cap: LineCap
    public init(lineWidth: Double, cap: LineCap = .round) { self.lineWidth = lineWidth; self.cap = cap }
}

/// A rounded rectangle a shadow stays inside (UISwitch's knob shadow never leaves its track).
public struct ShadowBounds: Hashable, Sendable {
    public var rect: Rect
    public var cornerRadius: Double
    public init(_ rect: Rect, cornerRadius: Double) { self.rect = rect; self.cornerRadius = cornerRadius }
}

/// One drawing command. Coordinates are points in the viewport; Raster scales them.
public enum DisplayItem: Hashable, Sendable {
    /// An axis-aligned rectangle with analytic anti-aliased edges (fast path when opaque and pixel-aligned).
    case fill(Rect, Color)
    /// A rectangle with circular corners of `radius` points.
    case roundedRect(Rect, radius: Double, Color)
    /// The outline of a rounded rectangle, `lineWidth` points wide, centred on the rectangle's edge.
    case strokeRoundedRect(Rect, radius: Double, lineWidth: Double, Color)
    /// A separator exactly one device pixel tall whose top edge is `y` snapped down to the pixel grid,
    /// from `x` to `x + width` (UIKit's hairline).
    case hairline(x: Double, y: Double, width: Double, Color)
    /// A line segment with round caps, `radius` points from its centre line (spinner spokes, finger trails).
    case capsule(from: Point, to: Point, radius: Double, Color)
    /// A soft shadow of a rounded rectangle: the shape offset by `offset`, blurred by a Gaussian whose
    /// radius is `blur` points (as CALayer.shadowRadius), in `color` (alpha is the shadow opacity);
    /// with `inside`, only the part inside that rounded rectangle is drawn (anti-aliased).
    case shadow(Rect, cornerRadius: Double, blur: Double, offset: Point, Color, inside: ShadowBounds? = nil)
    /// The inside of a path by `rule`, with analytic anti-aliased coverage.
    case fillPath(Path, FillRule, Color)
    /// A path's outline drawn with a pen of `style` (round joins), anti-aliased.
    case strokePath(Path, StrokeStyle, Color)
    /// A picture drawn into `rect` (scaled with area averaging when smaller, bilinear when larger),
    /// its corners rounded by `cornerRadius` points, anti-aliased.
    case image(PixelImage, Rect, cornerRadius: Double)
    /// A line of text.
    case text(TextRun)
    /// A backdrop blur (UIKit's blur materials): the pixels drawn by the items before this one
    /// inside `rect` (snapped to the nearest device pixels), replaced by their blur with a
    /// Gaussian of standard deviation `radius` points (as CIGaussianBlur's `inputRadius`),
    /// approximated by three box passes. Beyond the frame's edges the content is taken as its
    /// edge pixels. A material's tint is a `.fill` drawn after it. Meant for the canvas level
    /// (not inside a layer); the clip limits which of the rect's pixels are replaced.
    case backdropBlur(Rect, radius: Double)
    /// Intersects the clip with a rectangle until the matching `popClip`.
    case pushClip(Rect)
    case popClip
    /// Starts a transparency group: items until `endLayer` are drawn into a layer that is then
    /// composited with `opacity` (UIKit's group opacity, so overlapping children do not show through).
    case beginLayer(opacity: Double)
    case endLayer
}

/// A frame's drawing: the viewport size in points, an opaque background, and the items.
public struct DisplayList: Hashable, Sendable {
    public var size: Size
    public var background: Color
    public var items: [DisplayItem]
    /// The typefaces of the text runs (default: the bundled Inter).
    public var fonts = FontChoice()
    /// Device pixels per point the list is meant for (the scenario's viewport scale, handed on
    /// from the frame's layout), so whoever rasterizes it needs nothing else.
    public var scale = 1.0
    /// Every pixel of the finished frame turned into its grey (Raster's `Grayscale`: the
    /// scenario's `output.grayscale`, AccessibilitySnapshot's monochrome snapshot).
    public var grayscale = false

    public init(size: Size, background: Color, items: [DisplayItem] = []) {
        self.size = size; self.background = background; self.items = items
    }
}
