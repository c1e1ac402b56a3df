/// A row's leading image (UIListContentConfiguration.image): an SF-Symbols-like vector drawn
/// in the tint colour, or a PNG file.
public enum RowImage: Sendable, Hashable {
    case symbol(SymbolImage)
    case file(FileImage)
}

/// A symbol by name, in `tint` (nil: the theme's tint).
public struct SymbolImage: Sendable, Hashable {
    public var name: SymbolName
    public var tint: Color?
    public init(name: SymbolName, tint: Color? = nil) { self.name = name; self.tint = tint }
}

/// The symbols ListRender draws (as vectors, at the body text's size).
public enum SymbolName: String, Sendable, Hashable, CaseIterable {
    case chevronRight = "chevron.right"
    case checkmark
    case infoCircle = "info.circle"
    case plusCircle = "plus.circle"
    case minusCircle = "minus.circle"
    case star
    case starFill = "star.fill"
    case trash
    case folder
    case personCropCircle = "person.crop.circle"
    case bell
    case gear
    case magnifyingglass
    case heart
    case heartFill = "heart.fill"
    case envelope
}

/// A PNG named by the scenario, decoded when the scenario loads.
public struct FileImage: Sendable, Hashable {
    /// As written in the scenario (relative to the scenario file).
    public var path: String
    public var pixels: PixelImage
    /// The drawn size in points.
    public var size: Size
    /// Corner rounding of the drawn image.
    public var corners: ImageCorners
    public init(path: String, pixels: PixelImage, size: Size, corners: ImageCorners = .square) {
        self.path = path; self.pixels = pixels; self.size = size; self.corners = corners
    }
}

public enum ImageCorners: Sendable, Hashable {
    case square
    case radius(Double)
    /// Half the shorter side: a circle for a square image.
    case circle
}
