/// What each key of the scenario format is, for the JSON Schema: its type, docs/scenario.md's
/// description and its default, object by object (the objects and their keys are
/// `ScenarioKeys`'; `ScenarioSchemaTests` checks every key has a field here and every field a key).
/// The features' fields are not here: each feature declares its own with its decoding
/// (`FeatureDeclaration`, `ScenarioDecoder+Features.swift`).
enum ScenarioSchemaFields {

    // Types several objects share; their names are `$defs` names.
    static let seconds = SchemaType.number(min: 0, max: ScenarioLimits.maxDuration)
    static let length = SchemaType.number(min: 0, max: ScenarioLimits.maxLength)
    static let signedLength = SchemaType.number(min: -ScenarioLimits.maxLength, max: ScenarioLimits.maxLength)
    static let coordinate = SchemaType.number(min: -ScenarioLimits.maxCoordinate, max: ScenarioLimits.maxCoordinate)
    static let side = SchemaType.number(min: 0, max: ScenarioLimits.viewportPoints.upperBound, exclusiveMin: true)
    static let shared: [(name: String, type: SchemaType)] = [
        ("point", .tuple([coordinate, coordinate])),
        ("rowRef", .tuple([.integer(min: 0, max: Int(Int32.max)), .integer(min: 0, max: Int(Int32.max))])),
        ("target", .anyOf([.ref("point"), .ref("rowTarget")])),
        ("color", .string(pattern: "^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$")),
        ("colorName", .anyOf([.ref("color"), .choice(Theme.colorKeys.keys.sorted())])),
        ("size", .tuple([side, side])),
        ("cellStyle", .choice(CellStyle.allCases.map(\.rawValue))),
    ]

    /// How long a step's finger moves, with its default.
    static func moveTime(_ seconds: Double) -> SchemaField {
        SchemaField(type: Self.seconds, description: "time of the move in s", defaultValue: .number(seconds))
    }

    static let objectDescriptions: [String: String] = [
        "viewport": "Screen size in points and pixels per point.",
        "list": "The content: its metrics, and either explicit sections or generate.",
        "section": "A section: its rows, and a header title, subtitle and footer.",
        "row": "A row given as an object; a string is a row with that title.",
        "theme": "Overrides of single colours and sizes of the base palette, and the scenario's own fonts.",
        "features": "Behaviours switched on; each is off unless present.",
        "chrome": "The status bar and navigation bar above the list, a tab bar or a toolbar below it.",
        "step": "One timeline step: exactly one of the step keys, and an optional start time at.",
        "output": "Which frames to write, whether to draw the finger, what verify leaves out.",
    ]

    static func fields(of object: String) -> [String: SchemaField] {
        if object == "theme" { return themeFields }
        if object == "features" { return FeatureDeclaration.featuresFields }
        if let feature = FeatureDeclaration.schemaObjects.first(where: { $0.name == object }) { return feature.fieldsByKey }
        return table[object] ?? [:]
    }

    /// The theme's colour and size keys get their type from the tables that apply them.
    static var themeFields: [String: SchemaField] {
        var f: [String: SchemaField] = [
            "base": SchemaField(type: .choice(["light", "dark"]), description: "the palette the overrides start from", defaultValue: .string("light")),
            "contentSize": SchemaField(type: .choice(ContentSizeCategory.allCases.map(\.rawValue)),
                             description: "the Dynamic Type size: sets the four type sizes the object does not set itself from Apple's table and grows automatic rows, headers and footers (dynamic-type.md)",
                             defaultValue: .string("large")),
            "headerUppercase": SchemaField(type: .boolean, description: "section header titles in capitals"),
            "barBlur": SchemaField(type: .number(min: ScenarioLimits.barBlur.lowerBound, max: ScenarioLimits.barBlur.upperBound),
                         description: "the bars' material: the content under a bar blurred by a Gaussian of this radius in points (0: no blur; chrome.md)",
                         defaultValue: .int(0)),
            "barOpacity": SchemaField(type: .number(min: 0, max: 1),
                            description: "the opacity of barBackground over the content under a bar", defaultValue: .number(0.94)),
            "scrollEdgeEffect": SchemaField(type: .choice(ScrollEdgeEffect.Style.allCases.map(\.rawValue)),
                                  description: "iOS 26's scroll-edge effect where content passes under a bar, in place of the bar's material: soft, hard or hidden (default: soft on ios26, the material on ios18; chrome.md)"),
            "cardCornerCurve": SchemaField(type: .choice(["circular", "continuous"]),
                                 description: "the shape of the inset-grouped cards' corners (CALayer.cornerCurve; default: continuous on ios26, circular on ios18; platforms.md)"),
            "fonts": SchemaField(type: .ref("fonts"), description: "the scenario's own font files (fonts.md); one face sets both weights"),
            "fallbackFonts": SchemaField(type: .array(of: .string(minLength: 1), max: ScenarioDecoder.maxFallbackFonts),
                               description: "font files tried, in order, for characters the main font lacks (fonts.md)"),
        ]
        for key in Theme.colorKeys.keys {
            f[key] = SchemaField(type: .ref("color"), description: "the theme's \(key) colour, \"#RRGGBB\" or \"#RRGGBBAA\"")
        }
        for key in Theme.sizeKeys.keys {
            f[key] = SchemaField(type: .number(min: ScenarioLimits.typeSize.lowerBound, max: ScenarioLimits.typeSize.upperBound),
                       description: "type size of the \(key.dropLast(4)) text in points (else from contentSize)")
        }
        return f
    }

    static let table: [String: [String: SchemaField]] = [
        "scenario": [
            "$schema": SchemaField(type: .string(), description: "the JSON Schema an editor checks this file with (renderlist schema); ignored when rendering"),
            "name": SchemaField(type: .string(pattern: "^[a-z0-9_-]{1,64}$"), description: "names the output folder and the report rows", required: true),
            "platform": SchemaField(type: .choice(Platform.allCases.map(\.rawValue)),
                          description: "the iOS release the list is drawn as (platforms.md); --platform and LISTRENDER_PLATFORM set it for scenarios that name none",
                          defaultValue: .string(Platform.ios26.rawValue)),
            "viewport": SchemaField(type: .ref("viewport"), description: "screen size in pt; scale 1...4 pixels per pt",
                          defaultValue: .object([("width", .int(390)), ("height", .int(844)), ("scale", .int(3))])),
            "fps": SchemaField(type: .number(min: ScenarioLimits.fps.lowerBound, max: ScenarioLimits.fps.upperBound),
                     description: "frames per second; frame i is the state at t = i / fps", defaultValue: .int(60)),
            "duration": SchemaField(type: seconds, description: "how long to simulate, in seconds (default: end of timeline + 1.0); frame count = floor(duration*fps)+1, so 0 renders one still frame"),
            "theme": SchemaField(type: .anyOf([.choice(["light", "dark"]), .ref("theme")]),
                       description: "\"light\", \"dark\", or an object overriding single colours and fonts of the light theme",
                       defaultValue: .string("light")),
            "list": SchemaField(type: .ref("list"), description: "the content", required: true),
            "features": SchemaField(type: .ref("features"), description: "behaviours switched on", defaultValue: .object([])),
            "chrome": SchemaField(type: .ref("chrome"), description: "the status bar and navigation bar above the list, a tab bar or toolbar below it (chrome.md)", defaultValue: .object([])),
            "timeline": SchemaField(type: .array(of: .ref("step")), description: "what the finger does: steps run one after another", defaultValue: .array([])),
            "output": SchemaField(type: .ref("output"), description: "frames to write, the finger marker, regions verify leaves out", defaultValue: .object([])),
            "layoutDirection": SchemaField(type: .choice(LayoutDirection.allCases.map(\.rawValue)),
                                 description: "right to left mirrors the cells, separators, headers and footers; the scroll indicator stays on the right",
                                 defaultValue: .string("ltr")),
        ],
        "viewport": [
            "width": SchemaField(type: .number(min: 1, max: 4096), description: "screen width in pt", defaultValue: .int(390)),
            "height": SchemaField(type: .number(min: 1, max: 4096), description: "screen height in pt", defaultValue: .int(844)),
            "scale": SchemaField(type: .number(min: 1, max: 4), description: "pixels per pt (at most 8192 px a side)", defaultValue: .int(3)),
        ],
        "list": [
            "style": SchemaField(type: .choice(TableStyle.allCases.map(\.rawValue)), description: "UITableView.Style (table-styles.md)", defaultValue: .string("plain")),
            "framework": SchemaField(type: .choice(ListFramework.allCases.map(\.rawValue)),
                           description: "what draws the list: UIKit's UITableView, or a SwiftUI List (iOS 17/18: its grouped headers and footers sit nearer their cards; table-styles.md)",
                           defaultValue: .string("uikit")),
            "rowStyle": SchemaField(type: .ref("cellStyle"), description: "the content configuration of every row that names none (cells.md)", defaultValue: .string("cell")),
            "fillerRows": SchemaField(type: .boolean, description: "plain style only: empty separators below the last row, as iOS 14 and earlier drew them", defaultValue: .bool(false)),
            "rowHeight": SchemaField(type: .anyOf([.number(min: 1, max: ScenarioLimits.maxLength), .choice(["automatic"])]),
                           description: "default row height in pt (44; 51 on iOS 26), or \"automatic\": rows sized from their content"),
            "headerHeight": SchemaField(type: length, description: "height of a titled section header (28; 38 grouped); 0: no headers at all"),
            "separatorInset": SchemaField(type: length, description: "leading inset of the row separators (16; 20 from 393 pt wide)"),
            "layoutMargin": SchemaField(type: length, description: "where cell text starts and ends inside a row (default: separatorInset)"),
            "sectionHeaderTopPadding": SchemaField(type: length, description: "space above every section's header (UITableView.sectionHeaderTopPadding)", defaultValue: .int(0)),
            "topMargin": SchemaField(type: length, description: "grouped styles: space above the first section, in place of the empty table header's 17 pt (SwiftUI's contentMargins(.top, …))"),
            "editing": SchemaField(type: .boolean, description: "the table starts in edit mode", defaultValue: .bool(false)),
            "contentInset": SchemaField(type: .ref("contentInset"), description: "as UIScrollView.contentInset",
                              defaultValue: .object([("top", .int(0)), ("bottom", .int(0))])),
            "sections": SchemaField(type: .array(of: .ref("section"), max: ScenarioLimits.maxExplicitSections), description: "the sections and their rows (give sections or generate)"),
            "generate": SchemaField(type: .ref("generate"), description: "instead of sections: n sections of m rows, with generated titles"),
        ],
        "contentInset": [
            "top": SchemaField(type: signedLength, description: "inset above the content in pt (negative: the content starts under the bars)", defaultValue: .int(0)),
            "bottom": SchemaField(type: signedLength, description: "inset below the content in pt (negative: the content ends under a tab bar or toolbar)", defaultValue: .int(0)),
        ],
        "generate": [
            "sections": SchemaField(type: .integer(min: 1, max: ScenarioLimits.maxGeneratedSections), description: "how many sections", required: true),
            "rows": SchemaField(type: .integer(min: 0, max: ScenarioLimits.maxGeneratedRows), description: "rows in each section", required: true),
        ],
        "section": [
            "title": SchemaField(type: .string(), description: "the header's title; without it the section has no header"),
            "subtitle": SchemaField(type: .string(), description: "a second header line (needs title)"),
            "footer": SchemaField(type: .string(), description: "text under the section's last row"),
            "rows": SchemaField(type: .array(of: .anyOf([.string(), .ref("row")])), description: "the rows: a string (its title) or a row object", required: true),
        ],
        "row": [
            "title": SchemaField(type: .anyOf([.string(), .array(of: .anyOf([.string(), .ref("titleRun")]), min: 1, max: ScenarioLimits.maxTitleRuns)]),
                       description: "the row's text, or its parts in their own weight and colour (cells.md, \"A title in parts\")", required: true),
            "detail": SchemaField(type: .string(), description: "the secondary text (where the style puts it)"),
            "height": SchemaField(type: .number(min: 1, max: ScenarioLimits.maxLength), description: "this row's height in pt"),
            "id": SchemaField(type: .string(), description: "a name for the row, unique in the list"),
            "accessory": SchemaField(type: .anyOf([.choice(["disclosure", "checkmark", "detail", "detailDisclosure"]), .ref("accessoryObject")]),
                           description: "\"disclosure\", \"checkmark\", \"detail\", \"detailDisclosure\", {\"switch\": bool} or {\"badge\": \"12\"} (accessories.md)"),
            "image": SchemaField(type: .ref("rowImage"), description: "a symbol or PNG at the leading edge (row-images.md)"),
            "style": SchemaField(type: .ref("cellStyle"), description: "this row's content configuration, as list.rowStyle"),
            "lines": SchemaField(type: .anyOf([.integer(min: 0, max: ScenarioLimits.maxLinesPerText), .ref("lines")]),
                       description: "how many lines the title and detail may take (0: no limit), or {title, detail}", defaultValue: .int(0)),
            "trailingText": SchemaField(type: .string(), description: "one line at the trailing edge of the title's first line, as Mail's date (cells.md, \"Rich rows\")"),
            "titleStyle": SchemaField(type: .ref("textStyle"), description: "the title's own weight and colour"),
            "detailStyle": SchemaField(type: .ref("textStyle"), description: "the detail's own weight and colour"),
            "trailingTextStyle": SchemaField(type: .ref("textStyle"), description: "the trailing text's own weight and colour"),
            "preview": SchemaField(type: .string(), description: "a third text under the detail of a subtitle row, as Mail's message preview (cells.md, \"Rich rows\")"),
            "previewStyle": SchemaField(type: .ref("textStyle"), description: "the preview's own weight and colour"),
            "dot": SchemaField(type: .ref("colorName"), description: "a 10-pt dot in the leading margin on the first line, as Mail's unread marker"),
            "accessoryAlignment": SchemaField(type: .choice(AccessoryAlignment.allCases.map(\.rawValue)),
                                    description: "the accessory centred on the row or on its first line", defaultValue: .string("center")),
        ],
        "textStyle": [
            "weight": SchemaField(type: .choice(TextWeight.allCases.map(\.rawValue)), description: "the text's weight", defaultValue: .string("regular")),
            "color": SchemaField(type: .ref("colorName"), description: "a theme colour's name or \"#RRGGBB\"/\"#RRGGBBAA\""),
            "truncation": SchemaField(type: .choice(TextTruncation.allCases.map(\.rawValue)),
                            description: "where a line too long for its box loses characters: \"tail\" (UIKit) or \"middle\" (SwiftUI truncationMode(.middle))", defaultValue: .string("tail")),
            "size": SchemaField(type: .number(min: ScenarioLimits.typeSize.lowerBound, max: ScenarioLimits.typeSize.upperBound),
                      description: "the text's size in pt (default: the row style's, body or subheadline)"),
        ],
        "titleRun": [
            "text": SchemaField(type: .string(), description: "this part's text", required: true),
            "weight": SchemaField(type: .choice(TextWeight.allCases.map(\.rawValue)), description: "this part's weight (default: the title's)"),
            "color": SchemaField(type: .ref("colorName"), description: "this part's colour (default: the title's)"),
        ],
        "lines": [
            "title": SchemaField(type: .integer(min: 0, max: ScenarioLimits.maxLinesPerText), description: "lines the title may take (0: no limit)", defaultValue: .int(0)),
            "detail": SchemaField(type: .integer(min: 0, max: ScenarioLimits.maxLinesPerText), description: "lines the detail may take (0: no limit)", defaultValue: .int(0)),
            "preview": SchemaField(type: .integer(min: 0, max: ScenarioLimits.maxLinesPerText), description: "lines the preview may take (0: no limit)", defaultValue: .int(0)),
        ],
        "accessoryObject": [
            "switch": SchemaField(type: .boolean, description: "a switch, on or off"),
            "badge": SchemaField(type: .string(minLength: 1, maxLength: 8), description: "a badge with 1 to 8 characters"),
        ],
        "rowImage": [
            "symbol": SchemaField(type: .choice(SymbolName.allCases.map(\.rawValue)), description: "a symbol, named as in SF Symbols, drawn in the tint colour"),
            "tint": SchemaField(type: .ref("color"), description: "the symbol's colour (default: the theme's tint; white on a tile)"),
            "tile": SchemaField(type: .ref("colorName"), description: "draws a Settings icon: the symbol on a rounded square of this colour"),
            "file": SchemaField(type: .string(minLength: 1), description: "a PNG file, relative to the scenario"),
            "size": SchemaField(type: .anyOf([.number(min: 1, max: 200), .tuple([.number(min: 1, max: 200), .number(min: 1, max: 200)])]),
                      description: "the box a file image fits in, in pt (N or [W, H]); a symbol's square box (N)", defaultValue: .int(29)),
            "cornerRadius": SchemaField(type: .anyOf([.number(min: 0, max: 200), .choice(["circle"])]), description: "rounded corners in pt, or \"circle\""),
            "layout": SchemaField(type: .choice(SymbolLayout.allCases.map(\.rawValue)),
                        description: "who places a symbol and the text: \"cell\" (UIListContentConfiguration) or \"label\" (SwiftUI Label in a List: the symbol centred 11.5 pt past the margin, the text 39 pt past it)", defaultValue: .string("cell")),
            "textPadding": SchemaField(type: .number(min: 0, max: 100), description: "pt between the image and the text (imageToTextPadding); not with layout \"label\"", defaultValue: .int(16)),
        ],
        "fonts": [
            "regular": SchemaField(type: .string(minLength: 1), description: "font file for regular text, relative to the scenario"),
            "semibold": SchemaField(type: .string(minLength: 1), description: "font file for semibold text, relative to the scenario"),
        ],
        "chrome": [
            "statusBar": SchemaField(type: .anyOf([.boolean, .ref("statusBar")]), description: "the status bar: true, false or {time, battery}"),
            "navigationBar": SchemaField(type: .ref("navigationBar"), description: "a 44-pt bar with a title and bar button items"),
            "tabBar": SchemaField(type: .ref("tabBar"), description: "a tab bar at the bottom, over the bottom safe area and the home indicator; not with toolbar"),
            "toolbar": SchemaField(type: .ref("toolbar"), description: "a 44-pt toolbar at the bottom, over the bottom safe area and the home indicator; not with tabBar"),
        ],
        "statusBar": [
            "time": SchemaField(type: .string(maxLength: 8), description: "the clock", defaultValue: .string("9:41")),
            "battery": SchemaField(type: .number(min: 0, max: 100), description: "battery level in %", defaultValue: .int(100)),
            "glyphs": SchemaField(type: .boolean, description: "false: keep the status bar's height (the safe area) but draw nothing in it, as a snapshot test's view; not with time or battery", defaultValue: .bool(true)),
        ],
        "navigationBar": [
            "title": SchemaField(type: .string(), description: "the bar's title", defaultValue: .string("")),
            "largeTitle": SchemaField(type: .boolean, description: "adds the 52-pt large title area that collapses as the list scrolls", defaultValue: .bool(false)),
            "leading": SchemaField(type: .array(of: .anyOf([.string(minLength: 1, maxLength: 16), .ref("barItem")]), max: 3),
                         description: "bar button items at the leading edge: a title, {\"symbol\": \"plus\"} or first {\"back\": title}", defaultValue: .array([])),
            "trailing": SchemaField(type: .array(of: .anyOf([.string(minLength: 1, maxLength: 16), .ref("barItem")]), max: 3),
                          description: "bar button items at the trailing edge: a title or {\"symbol\": \"plus\"}", defaultValue: .array([])),
            "search": SchemaField(type: .ref("searchBar"), description: "a search field under the title, hidden as the list scrolls, focused by a tap"),
        ],
        "searchBar": [
            "placeholder": SchemaField(type: .string(minLength: 1, maxLength: 40), description: "the empty field's grey text", required: true),
            "text": SchemaField(type: .string(minLength: 1, maxLength: 40), description: "text typed into the field, shown in place of the placeholder"),
            "scope": SchemaField(type: .array(of: .string(minLength: 1, maxLength: 16), min: 2, max: 4),
                                 description: "2 to 4 scope button titles under the field, the first selected", defaultValue: .array([])),
        ],
        "barItem": [
            "symbol": SchemaField(type: .choice(BarItem.symbols), description: "a symbol button"),
            "back": SchemaField(type: .string(minLength: 1, maxLength: 16), description: "the back button, titled with the previous screen's title"),
        ],
        "tabBar": [
            "items": SchemaField(type: .array(of: .ref("tabBarItem"), min: ScenarioDecoder.tabBarItems.lowerBound, max: ScenarioDecoder.tabBarItems.upperBound),
                       description: "the tabs, 2 to 5", required: true),
            "selected": SchemaField(type: .integer(min: 0, max: ScenarioDecoder.tabBarItems.upperBound - 1),
                          description: "the selected tab's index (from 0) before the first frame; a tap on a tab selects it", defaultValue: .int(0)),
        ],
        "tabBarItem": [
            "title": SchemaField(type: .string(minLength: 1, maxLength: 16), description: "the tab's title, under its symbol", required: true),
            "symbol": SchemaField(type: .choice(SymbolName.allCases.map(\.rawValue)), description: "the tab's symbol (none: the title alone)"),
            "badge": SchemaField(type: .anyOf([.string(minLength: 1, maxLength: 4), .integer(min: 1, max: 9999)]),
                       description: "a red badge at the symbol's top trailing corner: 1 to 4 characters or a count"),
        ],
        "toolbar": [
            "items": SchemaField(type: .array(of: .anyOf([.string(minLength: 1, maxLength: 16), .ref("toolbarItem")]),
                                              min: ScenarioDecoder.toolbarItems.lowerBound, max: ScenarioDecoder.toolbarEntries.upperBound),
                       description: "bar button items and spaces, leading to trailing: a title, {\"symbol\": name}, {\"title\": ..., \"style\": \"label\"} or {\"space\": \"flexible\" or points}; 1 to 5 items; no space written: a flexible space between each two", required: true),
        ],
        "toolbarItem": [
            "title": SchemaField(type: .string(minLength: 1, maxLength: ScenarioDecoder.toolbarLabelLength.upperBound),
                       description: "a title button (1 to 16 characters), or a label's text (1 to 32); not with symbol"),
            "symbol": SchemaField(type: .choice(SymbolName.allCases.map(\.rawValue)), description: "a symbol button; not with title"),
            "style": SchemaField(type: .choice(ToolbarItemStyle.allCases.map(\.rawValue)),
                       description: "button, or label: plain small text in secondaryLabel, no glass, takes no tap (title only)", defaultValue: .string("button")),
            "space": SchemaField(type: .anyOf([.choice(["flexible"]), .number(min: ScenarioDecoder.toolbarFixedSpace.lowerBound, max: ScenarioDecoder.toolbarFixedSpace.upperBound)]),
                       description: "a space, alone in its object: flexible (shares the free width) or a fixed width in pt; buttons with no space between share one iOS 26 glass capsule"),
        ],
        "step": [
            "at": SchemaField(type: seconds, description: "absolute start time in s (not earlier than the previous step's end)"),
            "wait": SchemaField(type: seconds, description: "nothing happens for this many seconds"),
            "drag": SchemaField(type: .ref("drag"), description: "finger down at from, moves linearly to to, stays hold s, lifts"),
            "fling": SchemaField(type: .ref("fling"), description: "a fast drag by dy"),
            "tap": SchemaField(type: .anyOf([.ref("point"), .ref("rowTarget"), .choice(["loadMore"])]), description: "down and up within 0.1 s at a point [x, y], a row {\"row\": [s, r]} or \"loadMore\""),
            "longPressDrag": SchemaField(type: .ref("longPressDrag"), description: "press and hold a row, then move, then lift"),
            "swipe": SchemaField(type: .ref("swipeStep"), description: "horizontal swipe on a row"),
            "scrub": SchemaField(type: .ref("scrub"), description: "grab the scrub nub and drag it to a fraction scrolled"),
            "touches": SchemaField(type: .array(of: .ref("touch"), min: 2), description: "raw touch events, times relative to the step start"),
            "edit": SchemaField(type: .boolean, description: "turns the list's edit mode on or off, animated over 0.3 s"),
        ],
        "drag": [
            "from": SchemaField(type: .ref("target"), description: "where the finger goes down: [x, y] or {\"row\": [s, r]}", required: true),
            "to": SchemaField(type: .ref("target"), description: "where it lifts", required: true),
            "duration": moveTime(0.3),
            "hold": SchemaField(type: seconds, description: "time still before lifting, in s", defaultValue: .number(0)),
        ],
        "fling": [
            "from": SchemaField(type: .ref("target"), description: "where the finger goes down", required: true),
            "dy": SchemaField(type: coordinate, description: "vertical distance in pt", defaultValue: .int(-300)),
            "duration": moveTime(0.1),
        ],
        "longPressDrag": [
            "row": SchemaField(type: .ref("rowRef"), description: "the row pressed, [section, row]", required: true),
            "to": SchemaField(type: .ref("target"), description: "where the finger moves to", required: true),
            "hold": SchemaField(type: seconds, description: "press time before moving, in s", defaultValue: .number(0.6)),
            "duration": moveTime(0.8),
        ],
        "swipeStep": [
            "row": SchemaField(type: .ref("rowRef"), description: "the row swiped, [section, row]", required: true),
            "dx": SchemaField(type: .number(min: -4096, max: 4096), description: "horizontal distance in pt", defaultValue: .int(-120)),
            "duration": moveTime(0.15),
        ],
        "scrub": [
            "to": SchemaField(type: .number(min: 0, max: 1), description: "the fraction scrolled to drag the nub to", required: true),
            "duration": moveTime(0.5),
        ],
        "rowTarget": [
            "row": SchemaField(type: .ref("rowRef"), description: "a row [section, row]: its centre where it is on screen when the step starts", required: true),
        ],
        "touch": [
            "t": SchemaField(type: seconds, description: "time after the step's start, in s", required: true),
            "phase": SchemaField(type: .choice(["down", "move", "up"]), description: "what the finger does", required: true),
            "at": SchemaField(type: .ref("target"), description: "where: [x, y] or {\"row\": [s, r]}", required: true),
        ],
        "output": [
            "frames": SchemaField(type: .anyOf([.choice(["all"]), .array(of: .integer(min: 0, max: Int(Int32.max))), .ref("every")]),
                        description: "which frames to write: \"all\", a list of indices, or {\"every\": n}", defaultValue: .string("all")),
            "touches": SchemaField(type: .boolean, description: "draw a finger marker (for docs)", defaultValue: .bool(false)),
            "grayscale": SchemaField(type: .boolean, description: "turn every frame grey once drawn, as AccessibilitySnapshot's monochrome snapshot: each pixel's luminance in linear light (Core Image's CIColorControls at saturation 0)", defaultValue: .bool(false)),
            "ignore": SchemaField(type: .array(of: .anyOf([.tuple([coordinate, coordinate, coordinate, coordinate]), .ref("ignoreObject"),
                                                  .choice(ScreenPart.allCases.map(\.rawValue))])),
                        description: "regions verify leaves out of the comparison: [x, y, width, height], {\"rect\": [...]}, {\"row\": [s, r]} or a part such as \"indicator\""),
        ],
        "every": [
            "every": SchemaField(type: .integer(min: 1, max: ScenarioLimits.maxFrames), description: "write every n-th frame", required: true),
        ],
        "ignoreObject": [
            "rect": SchemaField(type: .tuple([coordinate, coordinate, coordinate, coordinate]), description: "a rectangle [x, y, width, height] in points"),
            "row": SchemaField(type: .ref("rowRef"), description: "a row wherever it is on screen"),
        ],
    ]
}
