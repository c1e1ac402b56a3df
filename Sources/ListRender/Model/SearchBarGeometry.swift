/// Where the navigation bar's search bar and its parts are (docs/chrome.md, "Search bar"): the
/// one placement Layout draws and Simulation hit-tests (the focus tap, the Cancel button), so
/// the two cannot drift.
///
/// The search area sits under the large title: the 52-pt field row, then a scope bar's 44 pt.
/// As the list scrolls it shrinks from the bottom: the scope bar first, then the field row,
/// whose field's bottom edge rises with the row's (its top stays) while its glass and text fade
/// out.
struct SearchBarGeometry: Sendable {
    /// UISearchBar's height in a navigation bar since iOS 13 (56 in iOS 11–12).
    static let fieldRowHeight = 52.0
    /// The scope bar under the field: a 32-pt segmented control with 6 pt above and below (guess).
    static let scopeRowHeight = 44.0
    static let segmentHeight = 32.0
    /// The Cancel button's gap after the field, its 17-pt title in the tint colour.
    static let cancelGap = 8.0
    static let cancelTitle = "Cancel"
    static let textSize = 17.0
    /// The field's glass and text are gone once it is squashed to half its height.
    static let contentFadeShare = 0.5

    static func areaHeight(_ options: SearchBarOptions) -> Double {
        fieldRowHeight + (options.scope.isEmpty ? 0 : scopeRowHeight)
    }

    /// The search area's visible rect (its top under the large title area), the field row and
    /// scope row inside it, the field, glass, text and Cancel button, and the fades.
    let area: Rect
    let field: Rect
    let glass: Rect
    let text: Rect
    /// Nil until the focus animation starts.
    let cancel: Rect?
    let scope: Rect?
    /// The glass's and text's opacity as the field squashes (1 at full height).
    let contentAlpha: Double
    /// The scope bar's opacity as its row shrinks.
    let scopeAlpha: Double
    let rightToLeft: Bool

    /// - Parameters:
    ///   - top: the viewport y of the area's top (the large title area's bottom).
    ///   - height: how much of the area shows (0 ... its full height).
    ///   - focus: 0 at rest, 1 focused (the Cancel button in, the field narrowed by it).
    ///   - cancelWidth: the Cancel title's width.
    init(options: SearchBarOptions, look: PlatformLook, width: Double, top: Double, height: Double,
         focus: Double, cancelWidth: Double, rightToLeft: Bool) {
        let margin = Viewport.layoutMargin(width: width)
        let side = look.searchFieldSideInset ?? margin
        self.rightToLeft = rightToLeft
        area = Rect(x: 0, y: top, width: width, height: height)
        let row = min(height, Self.fieldRowHeight)
        // The field keeps its top and its padding below as the row loses height.
        let pad = (Self.fieldRowHeight - look.searchFieldHeight) / 2
        let fieldHeight = max(0, min(look.searchFieldHeight, row - 2 * pad))
        let narrowing = focus * (cancelWidth + Self.cancelGap)
        let fieldWidth = width - 2 * side - narrowing
        func mirrored(_ r: Rect) -> Rect { rightToLeft ? Rect(x: width - r.maxX, y: r.minY, width: r.width, height: r.height) : r }
        let f = Rect(x: side, y: top + pad, width: fieldWidth, height: fieldHeight)
        field = mirrored(f)
        let midY = top + Self.fieldRowHeight / 2
        let glassSize = look.searchGlassSize
        let g = Rect(x: f.minX + look.searchGlassInset, y: midY - glassSize / 2, width: glassSize, height: glassSize)
        glass = mirrored(g)
        let textX = f.minX + look.searchTextInset
        text = mirrored(Rect(x: textX, y: midY - 11, width: max(0, f.maxX - textX - look.searchGlassInset), height: 22))
        cancel = focus > 0 ? mirrored(Rect(x: f.maxX + Self.cancelGap, y: midY - 11, width: cancelWidth, height: 22)) : nil
        let fade = look.searchFieldHeight * Self.contentFadeShare
        contentAlpha = min(1, max(0, (fieldHeight - fade) / fade))
        if options.scope.isEmpty {
            scope = nil
            scopeAlpha = 0
        } else {
            let scopeRow = min(max(height - Self.fieldRowHeight, 0), Self.scopeRowHeight)
            let gap = (Self.scopeRowHeight - Self.segmentHeight) / 2
            // Under the field, as wide as it (one search bar's insets; unmeasured on iOS 26).
            scope = mirrored(Rect(x: side, y: top + Self.fieldRowHeight + gap, width: width - 2 * side, height: Self.segmentHeight))
            scopeAlpha = scopeRow / Self.scopeRowHeight
        }
    }

    /// The Cancel button's touch target: its title widened to 44 pt and the field row's height.
    var cancelTarget: Rect? {
        cancel.map { c in
            let t = BarButtonFrames.target(c)
            return Rect(x: t.minX, y: area.minY, width: t.width, height: Self.fieldRowHeight)
        }
    }

    /// The scope buttons' frames, equal shares of the segmented control, the first at the leading end.
    func segments(count: Int) -> [Rect] {
        guard let s = scope, count > 0 else { return [] }
        let w = s.width / Double(count)
        return (0..<count).map { i in
            let k = rightToLeft ? count - 1 - i : i
            return Rect(x: s.minX + Double(k) * w, y: s.minY, width: w, height: s.height)
        }
    }
}

extension SearchBarGeometry {
    /// The search bar of `scenario`'s navigation bar at content offset `offset` (nil: none).
    static func placed(in scenario: Scenario, metrics m: ListMetrics, offset: Double, focus: Double,
                       cancelWidth: Double) -> SearchBarGeometry? {
        guard let options = scenario.chrome.navigationBar?.search else { return nil }
        let c = m.chrome
        let a = c.areas(offset: offset, userTop: m.userTopInset, focus: focus)
        return SearchBarGeometry(options: options, look: scenario.theme.look, width: scenario.viewport.width,
                                 top: c.statusBarHeight + ChromeMetrics.barHeight + a.largeTitle, height: a.search,
                                 focus: focus, cancelWidth: cancelWidth, rightToLeft: scenario.layoutDirection == .rightToLeft)
    }
}
