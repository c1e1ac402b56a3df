/// The scenario model (docs/scenario.md), with every default applied.
/// `ScenarioLoader` builds it from JSON or YAML and validates it once; every later stage may
/// assume what it holds is valid (sizes positive, indices in range, times ordered).
public struct Scenario: Sendable, Equatable {
    /// `[a-z0-9_-]{1,64}`: names the output folder and report rows.
    public var name: String
    public var viewport: Viewport
    /// Frames per second; frame i is the state at t = i / fps.
    public var fps: Double
    /// Seconds simulated; default is the end of the timeline + 1.0.
    public var duration: Double
    public var theme: Theme
    public var list: ListSpec
    public var features: Features
    /// The status bar and navigation bar around the list (none by default).
    public var chrome = Chrome()
    public var timeline: [TimedStep]
    public var output: OutputSpec
    /// Right-to-left mirrors the rows' layout (docs/cells.md, "Right to left").
    public var layoutDirection: LayoutDirection = .leftToRight
    /// The file it came from, for messages ("<memory>" when built in code).
    public var sourcePath: String
    /// The files it was read from: the scenario file, then the images and fonts it names, as
    /// opened (nothing for a scenario built in code or compiled in). Outputs must not be these.
    public var inputFiles: [String] {
        get { readFrom.files }
        set { readFrom.files = newValue }
    }
    private var readFrom = ReadFrom()

    public init(name: String, viewport: Viewport = Viewport(), fps: Double = 60, duration: Double,
                theme: Theme = .light, list: ListSpec, features: Features = Features(),
                timeline: [TimedStep] = [], output: OutputSpec = OutputSpec(), sourcePath: String = "<memory>") {
        self.name = name; self.viewport = viewport; self.fps = fps; self.duration = duration
        self.theme = theme; self.list = list; self.features = features; self.timeline = timeline
        self.output = output; self.sourcePath = sourcePath
    }

    /// floor(duration * fps) + 1, tolerant of binary fractions (2.0 s at 60 fps is 121 frames).
    public var frameCount: Int { frame(atTime: duration) + 1 }
    /// The iOS release the scenario is drawn as (its theme's look).
    public var platform: Platform { theme.look.platform }

    /// The frame shown at `time` seconds: the last frame at or before it, floor(time * fps),
    /// tolerant of binary fractions (0.1 s at 60 fps is frame 6). May be past the last frame;
    /// absurd times give a huge frame number (never a trap): the caller compares with `frameCount`.
    public func frame(atTime time: Double) -> Int {
        let f = (time * fps + 1e-9).rounded(.down)
        guard f.isFinite, abs(f) < 1e15 else { return f > 0 ? Int.max / 2 : 0 }
        return Int(f)
    }

    /// The time of frame `index`, in seconds.
    public func time(ofFrame index: Int) -> Double { Double(index) / fps }
}

/// UIUserInterfaceLayoutDirection: `"ltr"` or `"rtl"`.
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"
}

/// Screen size in points and pixels per point.
public struct Viewport: Hashable, Sendable {
    public var width: Double
    public var height: Double
    /// 1...4 pixels per point.
    public var scale: Double
    public init(width: Double = 390, height: Double = 844, scale: Double = 3) {
        self.width = width; self.height = height; self.scale = scale
    }
    public var size: Size { Size(width: width, height: height) }
    public var pixelWidth: Int { Int((width * scale).rounded()) }
    public var pixelHeight: Int { Int((height * scale).rounded()) }

    /// UIKit's horizontal layout margins for a full-screen view on a phone: 16 pt, 20 pt from a
    /// width of 393 pt: the Pro, Plus, Max and XR sizes. Measured on iOS 17.5 and 18.5
    /// inset-grouped lists of cashapp/AccessibilitySnapshot on 393- and 402-pt phones (cards and
    /// text 20 pt in) and iOS 13 on the 414-pt XS Max (text and separators 20 pt in;
    /// docs/fidelity.md); 375 and 390 pt phones keep 16.
    public static func layoutMargin(width: Double) -> Double { width >= 393 ? 20 : 16 }
}

/// As UIScrollView.contentInset (only the vertical edges matter for a list).
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var bottom: Double
    public init(top: Double = 0, bottom: Double = 0) { self.top = top; self.bottom = bottom }
}

/// UITableView.Style.
public enum TableStyle: String, Sendable, Hashable, CaseIterable {
    /// Full-width rows, floating headers and footers.
    case plain
    /// Full-width sections on the grouped background; headers and footers scroll with them.
    case grouped
    /// Grouped, each section a card with rounded corners inset by the layout margins.
    case insetGrouped
}

/// The list's content and metrics.
public struct ListSpec: Sendable, Equatable {
    /// A titled header's default height for a footnote line of `line` pt (the Dynamic Type
    /// size's leading, 18 at `large`): the plain style's 28 grows with the line (never below 28),
    /// the grouped 38 is 13 + line + 7.
    static func defaultHeaderHeight(style: TableStyle, footnoteLine line: Double, look: PlatformLook = .ios18) -> Double {
        style == .plain ? max(28, 28 + line - 18) : look.groupedTitledHeader.at(line)
    }

    /// The table's style (UITableView.Style); `.plain` by default.
    public var style: TableStyle = .plain
    /// Plain style only: empty separators fill the screen below the last row, as iOS 14 and
    /// earlier drew them (false: iOS 15+).
    public var fillerRows = false
    /// The table is in edit mode from the first frame (setEditing(true, animated: false)).
    public var startsEditing = false
    /// The content configuration of rows that name none (`list.rowStyle`).
    public var rowStyle: CellStyle = .cell
    /// `rowHeight: "automatic"`: every row without its own `height` is sized from its content
    /// (self-sizing cells, at least `rowHeight`, 44 pt); `rowHeight` stays the load-more row's.
    public var automaticRowHeight = false
    public var rowHeight: Double
    public var headerHeight: Double
    public var separatorInset: Double
    /// Where cell text starts (and ends) inside a row: UITableViewCell's layout margins; nil
    /// follows `separatorInset`, as in a UITableView whose separator inset is left alone.
    public var layoutMargin: Double?
    /// Space above every section's header, titled or not (UITableView.sectionHeaderTopPadding).
    public var sectionHeaderTopPadding = 0.0
    /// Grouped styles: the space above the first section, in place of the 17-pt empty table
    /// header UIKit adds (SwiftUI's `.contentMargins(.top, …)` changes it); nil: 17.
    public var topMargin: Double?
    public var contentInset: EdgeInsets
    public var content: ListContent

    public init(rowHeight: Double = 44, headerHeight: Double = 28, separatorInset: Double = 16,
                contentInset: EdgeInsets = EdgeInsets(), content: ListContent) {
        self.rowHeight = rowHeight; self.headerHeight = headerHeight
        self.separatorInset = separatorInset; self.contentInset = contentInset; self.content = content
    }
}

/// Either explicit sections or a generated list ("Section s" / "Row s.r"), which is never
/// materialised: a million rows cost no more memory than ten.
public enum ListContent: Sendable, Equatable {
    case sections([SectionSpec])
    case generated(sections: Int, rows: Int)
}

public struct SectionSpec: Sendable, Hashable {
    /// The header's text; nil: the section has no header and takes no header height.
    public var title: String?
    public var subtitle: String?
    /// Text under the section's last row (titleForFooterInSection); nil: no footer.
    public var footer: String?
    public var rows: [RowSpec]
    public init(title: String?, subtitle: String? = nil, footer: String? = nil, rows: [RowSpec]) {
        self.title = title; self.subtitle = subtitle; self.footer = footer; self.rows = rows
    }
}

public struct RowSpec: Sendable, Hashable {
    public var title: String
    public var detail: String?
    /// nil: the list's `rowHeight`.
    public var height: Double?
    public var id: String?
    /// What the cell shows at its trailing edge (UITableViewCell.AccessoryType, a UISwitch, a badge).
    public var accessory: Accessory?
    /// The leading image (a symbol or a PNG).
    public var image: RowImage? = nil
    /// nil: the list's `rowStyle`.
    public var style: CellStyle?
    public var lines: LineLimits
    /// Text at the trailing edge of the title's first line (Mail's date), one line, in the
    /// subheadline size and secondary colour unless `trailingTextStyle` says otherwise.
    public var trailingText: String? = nil
    public var titleStyle = RowTextStyle()
    /// The title's parts, when they differ in weight or colour (docs/cells.md, "A title in
    /// parts"); `title` is their texts joined. Empty: the whole title in `titleStyle`.
    public var titleRuns: [TitleRun] = []
    public var detailStyle = RowTextStyle()
    public var trailingTextStyle = RowTextStyle()
    /// A third text under the detail (Mail's message preview under its subject), subtitle rows
    /// only, in the subheadline size and secondary colour unless `previewStyle` says otherwise.
    public var preview: String? = nil
    public var previewStyle = RowTextStyle()
    /// A dot in the leading margin on the first line (Mail's unread marker), in this colour.
    public var dot: ColorRef? = nil
    public var accessoryAlignment = AccessoryAlignment.center
    public init(title: String, detail: String? = nil, height: Double? = nil, id: String? = nil, accessory: Accessory? = nil,
                style: CellStyle? = nil, lines: LineLimits = LineLimits()) {
        self.title = title; self.detail = detail; self.height = height; self.id = id; self.accessory = accessory
        self.style = style; self.lines = lines
    }
}

/// A row's trailing accessory.
public enum Accessory: Sendable, Hashable {
    /// The chevron of a row that leads somewhere (UITableViewCell.AccessoryType.disclosureIndicator).
    case disclosure
    /// A selected option (.checkmark).
    case checkmark
    /// The info button (.detailButton).
    case detail
    /// The info button and the chevron (.detailDisclosureButton).
    case detailDisclosure
    /// A UISwitch, on or off.
    case toggle(Bool)
    /// A count or short label in a red capsule, as Settings shows pending updates.
    case badge(String)

    /// The scenario's name for it (the layout dump's too).
    public var name: String {
        switch self {
        case .disclosure: return "disclosure"
        case .checkmark: return "checkmark"
        case .detail: return "detail"
        case .detailDisclosure: return "detailDisclosure"
        case .toggle: return "switch"
        case .badge: return "badge"
        }
    }
}

/// A row by position in the data: `[section, row]`.
public struct RowRef: Hashable, Sendable {
    public var section: Int
    public var row: Int
    public init(section: Int, row: Int) { self.section = section; self.row = row }
}

/// Which frames to write.
public enum FrameSelection: Hashable, Sendable {
    case all
    /// Frame numbers, sorted ascending without repeats (as the loader and `--frames` make them).
    case indices([Int])
    case every(Int)

    /// Whether frame `index` is selected.
    public func contains(_ index: Int) -> Bool {
        switch self {
        case .all: return true
        case .indices(let list):
            // The loader keeps the list sorted: a binary search keeps long selections linear overall.
            var lo = 0, hi = list.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if list[mid] < index { lo = mid + 1 } else { hi = mid }
            }
            return lo < list.count && list[lo] == index
        case .every(let n): return index % n == 0
        }
    }
}

public struct OutputSpec: Sendable, Equatable {
    public var frames: FrameSelection
    /// Draw a finger marker (for docs).
    public var touches: Bool
    /// Regions drawn but left out of `verify`'s comparison.
    public var ignore: [IgnoreRegion]
    /// Every frame turned grey once drawn, as AccessibilitySnapshot's monochrome snapshot
    /// (Core Image's `CIColorControls`, saturation 0: the luminance in linear light).
    public var grayscale: Bool
    public init(frames: FrameSelection = .all, touches: Bool = false, ignore: [IgnoreRegion] = [], grayscale: Bool = false) {
        self.frames = frames; self.touches = touches; self.ignore = ignore; self.grayscale = grayscale
    }
}

/// Where a scenario was read from: not part of what it says, so the same scenario read from
/// JSON and from YAML, or from two folders, compares equal.
private struct ReadFrom: Equatable, Sendable {
    var files: [String] = []
    static func == (_: ReadFrom, _: ReadFrom) -> Bool { true }
}
