/// A row's leading image (UIListContentConfiguration.image): an SF-Symbols-like vector drawn
/// in the tint colour, or a PNG file.
public enum RowImage: Sendable, Hashable {
    case symbol(SymbolImage)
    case file(FileImage)

    /// The space between the image and the text, when the scenario sets it (nil: the cell's
    /// `imageToTextPadding`).
    public var textPadding: Double? {
        switch self {
        case .symbol(let s): return s.textPadding
        case .file(let f): return f.textPadding
        }
    }
}

/// Which view places a symbol and the text after it: UIListContentConfiguration (a 29-pt box at
/// the layout margin, the text 16 pt after it) or SwiftUI's `Label` in a List, whose icon
/// column is narrower (RowImageMetrics.label*).
public enum SymbolLayout: String, Sendable, Hashable, CaseIterable {
    case cell
    case label
}

/// A symbol by name, in `tint` (nil: the theme's tint; white on a tile). With `tile`, drawn as a
/// Settings icon: the symbol on a rounded square of that colour filling the image's box.
public struct SymbolImage: Sendable, Hashable {
    public var name: SymbolName
    public var tint: Color?
    public var tile: ColorRef?
    public var layout: SymbolLayout
    public var textPadding: Double?
    /// The side of the symbol's square box in points, the symbol scaled with it (nil: the
    /// reserved box beside the title's size, `RowImageMetrics.symbolBox`).
    public var size: Double?
    public init(name: SymbolName, tint: Color? = nil, tile: ColorRef? = nil, layout: SymbolLayout = .cell,
                textPadding: Double? = nil, size: Double? = nil) {
        self.name = name; self.tint = tint; self.tile = tile; self.layout = layout; self.textPadding = textPadding
        self.size = size
    }
}

/// The symbols ListRender draws (as vectors, at the body text's size), named as SF Symbols
/// names them: the one list the decoder, the schema and the docs read.
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
    case airplane
    case wifi
    case bluetooth
    case antennaRadiowavesLeftAndRight = "antenna.radiowaves.left.and.right"
    case personalhotspot
    case link
    case bellFill = "bell.fill"
    case bellBadge = "bell.badge"
    case moonFill = "moon.fill"
    case hourglass
    case speakerWave2Fill = "speaker.wave.2.fill"
    case speakerSlashFill = "speaker.slash.fill"
    case handRaisedFill = "hand.raised.fill"
    case lockFill = "lock.fill"
    case battery100 = "battery.100"
    case faceid
    case sos
    case gearshape
    case gearshapeFill = "gearshape.fill"
    case textformatSize = "textformat.size"
    case sunMaxFill = "sun.max.fill"
    case photo
    case cameraFill = "camera.fill"
    case videoFill = "video.fill"
    case phoneFill = "phone.fill"
    case messageFill = "message.fill"
    case envelopeFill = "envelope.fill"
    case paperplane
    case tray
    case trayFill = "tray.fill"
    case archivebox
    case flagFill = "flag.fill"
    case trashFill = "trash.fill"
    case arrowshapeTurnUpLeft = "arrowshape.turn.up.left"
    case arrowUturnBackward = "arrow.uturn.backward"
    case arrowDownCircle = "arrow.down.circle"
    case shuffle
    case `repeat`
    case squareAndPencil = "square.and.pencil"
    case squareAndArrowUp = "square.and.arrow.up"
    case squareGrid3x3Fill = "square.grid.3x3.fill"
    case plus
    case minus
    case xmark
    case xmarkCircleFill = "xmark.circle.fill"
    case plusCircleFill = "plus.circle.fill"
    case minusCircleFill = "minus.circle.fill"
    case checkmarkCircle = "checkmark.circle"
    case checkmarkCircleFill = "checkmark.circle.fill"
    case infoCircleFill = "info.circle.fill"
    case exclamationmarkTriangleFill = "exclamationmark.triangle.fill"
    case ellipsis
    case ellipsisCircle = "ellipsis.circle"
    case clock
    case clockFill = "clock.fill"
    case personFill = "person.fill"
    case person2Fill = "person.2.fill"
    case personCropCircleFill = "person.crop.circle.fill"
    case voicemail
    case musicNote = "music.note"
    case musicNoteList = "music.note.list"
    case playFill = "play.fill"
    case pauseFill = "pause.fill"
    case forwardFill = "forward.fill"
    case backwardFill = "backward.fill"
    case micFill = "mic.fill"
    case folderFill = "folder.fill"
    case doc
    case docFill = "doc.fill"
    case externaldrive
    case calendar
    case icloud
    case icloudFill = "icloud.fill"
    case locationFill = "location.fill"
    case globe
    case houseFill = "house.fill"
    case bookmarkFill = "bookmark.fill"
    case tagFill = "tag.fill"
    case keyFill = "key.fill"
    case creditcardFill = "creditcard.fill"
    case line3Horizontal = "line.3.horizontal"
    case line3HorizontalDecrease = "line.3.horizontal.decrease"
    case sliderHorizontal3 = "slider.horizontal.3"
    case listBullet = "list.bullet"
    case chevronLeft = "chevron.left"
    case questionmarkCircle = "questionmark.circle"
    case arrowLeftArrowRight = "arrow.left.arrow.right"
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
    public var textPadding: Double?
    public init(path: String, pixels: PixelImage, size: Size, corners: ImageCorners = .square, textPadding: Double? = nil) {
        self.path = path; self.pixels = pixels; self.size = size; self.corners = corners; self.textPadding = textPadding
    }
}

public enum ImageCorners: Sendable, Hashable {
    case square
    case radius(Double)
    /// Half the shorter side: a circle for a square image.
    case circle
}
