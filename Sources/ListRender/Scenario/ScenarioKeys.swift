/// The keys of every object of the scenario format, one table per kind of object: the decoder
/// refuses any other key with these lists (`ValueCursor.object(allowed:)`), and
/// `ScenarioSchema` writes its JSON Schema from the same lists, so the two cannot drift.
/// Names are the schema's `$defs` names. The features' tables are derived from their
/// declarations (`FeatureDeclaration.all`), which hold each option's key, schema field and decoding.
enum ScenarioKeys {
    static let scenario = ["$schema", "name", "platform", "viewport", "fps", "duration", "theme", "list", "features",
                           "chrome", "timeline", "output", "layoutDirection"]
    static let viewport = ["width", "height", "scale"]

    static let list = ["style", "framework", "rowStyle", "fillerRows", "rowHeight", "headerHeight", "separatorInset", "layoutMargin",
                       "sectionHeaderTopPadding", "topMargin", "editing", "contentInset", "sections", "generate"]
    static let contentInset = ["top", "bottom"]
    static let generate = ["sections", "rows"]
    static let section = ["title", "subtitle", "footer", "rows"]
    static let row = ["title", "detail", "height", "id", "accessory", "image", "style", "lines",
                      "trailingText", "titleStyle", "detailStyle", "trailingTextStyle", "dot", "accessoryAlignment", "preview", "previewStyle"]
    static let textStyle = ["weight", "color", "truncation", "size"]
    static let titleRun = ["text", "weight", "color"]
    static let lines = ["title", "detail", "preview"]
    static let accessoryObject = ["switch", "badge"]
    static let rowImage = ["symbol", "tint", "tile", "file", "size", "cornerRadius", "layout", "textPadding"]

    /// Sorted, so suggestions and messages do not depend on dictionary order.
    static let theme: [String] =
        ["base", "contentSize", "headerUppercase", "fonts", "fallbackFonts", "barBlur", "barOpacity", "scrollEdgeEffect", "cardCornerCurve"] + Theme.colorKeys.keys.sorted() + Theme.sizeKeys.keys.sorted()
    static let fonts = ["regular", "semibold"]

    /// The features' keys and their objects' keys are derived from `FeatureDeclaration.all`.
    static let features = FeatureDeclaration.all.map(\.key)

    static let chrome = ["statusBar", "navigationBar", "tabBar", "toolbar"]
    static let statusBar = ["time", "battery", "glyphs"]
    static let navigationBar = ["title", "largeTitle", "leading", "trailing", "search"]
    static let searchBar = ["placeholder", "text", "scope"]
    static let barItem = ["symbol", "back"]
    static let tabBar = ["items", "selected"]
    static let tabBarItem = ["title", "symbol", "badge"]
    static let toolbar = ["items"]
    static let toolbarItem = ["title", "symbol", "style", "space"]

    static let stepNames = ["wait", "drag", "fling", "tap", "longPressDrag", "swipe", "scrub", "touches", "edit"]
    static let step = stepNames + ["at"]
    static let drag = ["from", "to", "duration", "hold"]
    static let fling = ["from", "dy", "duration"]
    static let longPressDrag = ["row", "to", "hold", "duration"]
    static let swipeStep = ["row", "dx", "duration"]
    static let scrub = ["to", "duration"]
    static let rowTarget = ["row"]
    static let touch = ["t", "phase", "at"]

    static let output = ["frames", "touches", "ignore", "grayscale"]
    static let every = ["every"]
    static let ignoreObject = ["rect", "row"]

    /// Every table by its `$defs` name, in the order the schema lists them.
    static let all: [(name: String, keys: [String])] = [
        ("scenario", scenario), ("viewport", viewport),
        ("list", list), ("contentInset", contentInset), ("generate", generate), ("section", section), ("row", row),
        ("textStyle", textStyle), ("titleRun", titleRun), ("lines", lines), ("accessoryObject", accessoryObject), ("rowImage", rowImage),
        ("theme", theme), ("fonts", fonts),
        ("features", features),
    ] + FeatureDeclaration.schemaObjects.map { ($0.name, $0.keys) } + [
        ("chrome", chrome), ("statusBar", statusBar), ("navigationBar", navigationBar), ("searchBar", searchBar),
        ("barItem", barItem), ("tabBar", tabBar), ("tabBarItem", tabBarItem), ("toolbar", toolbar), ("toolbarItem", toolbarItem),
        ("step", step), ("drag", drag), ("fling", fling), ("longPressDrag", longPressDrag), ("swipeStep", swipeStep),
        ("scrub", scrub), ("rowTarget", rowTarget), ("touch", touch),
        ("output", output), ("every", every), ("ignoreObject", ignoreObject),
    ]
}
