/// Turns the value tree into a `Scenario`: applies every default of docs/scenario.md and
/// checks every bound of `ScenarioLimits`, in a fixed order (name, viewport, fps, platform, theme, list,
/// features, timeline, duration, output), so the first error reported never depends on how the
/// file orders its keys — except unknown and duplicate keys, reported in the order written.
struct ScenarioDecoder {
    let file: String
    /// Where the files the scenario names (row images) are read from.
    var assets: ScenarioAssets
    /// Pictures already decoded, by file name: a list that shows one avatar on every row reads
    /// and decodes it once (and its rows share the pixels).
    let decodedImages = DecodedImages()

    /// The platform of a scenario that names none (`platform`).
    var defaultPlatform: Platform

    init(file: String, assets: ScenarioAssets? = nil, defaultPlatform: Platform = .current) {
        self.file = file
        self.assets = assets ?? .beside(file)
        self.defaultPlatform = defaultPlatform
    }


    func decode(_ root: SourceValue) throws -> Scenario {
        let cursor = ValueCursor(value: root, path: "", file: file)
        guard cursor.isObject else {
            throw cursor.error("a scenario must be an object with \"name\" and \"list\", got \(cursor.got)")
        }
        let top = try cursor.object(allowed: ScenarioKeys.scenario)
        // "$schema" names the JSON Schema an editor checks the file with (`renderlist schema`).
        _ = try top.optional("$schema")?.string()
        let name = try decodeName(try top.required("name"))
        let viewport = try top.optional("viewport").map(decodeViewport) ?? Viewport()
        let fps = try top.optional("fps").map { try $0.number(min: ScenarioLimits.fps.lowerBound,
                                                              max: ScenarioLimits.fps.upperBound) } ?? 60
        let platform = try top.optional("platform").map {
            Platform(rawValue: try $0.choice(Platform.allCases.map(\.rawValue), what: "platform")) ?? defaultPlatform
        } ?? defaultPlatform
        var theme = try top.optional("theme").map { try decodeTheme($0, platform: platform) }
            ?? .base(dark: false, platform: platform)
        let listCursor = try top.required("list")
        // Before the list's own metrics, which read the look (a titled header's default height).
        theme.look = theme.look.drawn(by: try decodeListFramework(listCursor))
        let list = try decodeList(listCursor, contentSize: theme.contentSize, look: theme.look,
                                  layoutMargin: Viewport.layoutMargin(width: viewport.width))
        let features = try top.optional("features").map { try decodeFeatures($0, shape: ListShape(list.content)) } ?? Features()
        let chrome = try top.optional("chrome").map { try decodeChrome($0, features: features) } ?? Chrome()
        let timelineCursor = top.optional("timeline")
        let (timeline, end) = try timelineCursor.map {
            try decodeTimeline($0, shape: ListShape(list.content), features: features)
        } ?? ([], 0)

        let duration: Double
        if let c = top.optional("duration") {
            // 0 is a still: exactly one frame, at t = 0 (what a snapshot test wants).
            duration = try c.number(min: 0, max: ScenarioLimits.maxDuration, unit: "s")
        } else {
            duration = end + 1.0
            if duration > ScenarioLimits.maxDuration {
                throw (timelineCursor ?? cursor).error(
                    "the timeline ends at \(format(end)) s, so the default duration (its end + 1 s) is \(format(duration)) s; at most \(format(ScenarioLimits.maxDuration)) s")
            }
        }
        var scenario = Scenario(name: name, viewport: viewport, fps: fps, duration: duration, theme: theme,
                                list: list, features: features, timeline: timeline, sourcePath: file)
        scenario.chrome = chrome
        if case .folder = assets { scenario.inputFiles = [file] + decodedImages.filesRead }
        let frames = Double(duration * fps + 1e-9).rounded(.down) + 1
        if frames > Double(ScenarioLimits.maxFrames) {
            let culprit = top.optional("duration") ?? top.optional("fps") ?? timelineCursor ?? cursor
            throw culprit.error(
                "\(format(duration)) s at \(format(fps)) fps is \(format(frames)) frames; at most \(ScenarioLimits.maxFrames)")
        }
        if let c = top.optional("layoutDirection") {
            scenario.layoutDirection = LayoutDirection(rawValue: try c.choice(LayoutDirection.allCases.map(\.rawValue),
                                                                              what: "layout direction")) ?? .leftToRight
        }
        if let c = top.optional("output") {
            scenario.output = try decodeOutput(c, frameCount: scenario.frameCount, shape: ListShape(list.content))
        }
        return scenario
    }

    private func decodeName(_ c: ValueCursor) throws -> String {
        let s = try c.string()
        let ok = !s.isEmpty && s.utf8.count <= 64 && s.utf8.allSatisfy { b in
            (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9"))
                || b == UInt8(ascii: "_") || b == UInt8(ascii: "-")
        }
        guard ok else {
            throw c.error("must be 1 to 64 of a-z, 0-9, \"_\" and \"-\" (it names a folder), got \(c.got)")
        }
        return s
    }

    private func decodeViewport(_ c: ValueCursor) throws -> Viewport {
        let o = try c.object(allowed: ScenarioKeys.viewport)
        let sides = ScenarioLimits.viewportPoints
        var v = Viewport()
        if let w = o.optional("width") { v.width = try w.number(min: sides.lowerBound, max: sides.upperBound, unit: "pt") }
        if let h = o.optional("height") { v.height = try h.number(min: sides.lowerBound, max: sides.upperBound, unit: "pt") }
        if let s = o.optional("scale") {
            v.scale = try s.number(min: ScenarioLimits.scale.lowerBound, max: ScenarioLimits.scale.upperBound)
        }
        let limit = ScenarioLimits.maxPixelsPerSide
        for (side, points) in [("width", v.width), ("height", v.height)] where points * v.scale > limit {
            throw (o.optional(side) ?? c).error(
                "\(format(points)) pt at scale \(format(v.scale)) is \(format(points * v.scale)) px; at most \(format(limit)) px per side")
        }
        return v
    }
}

/// How many sections and rows the list has, for checking row references without building rows.
struct ListShape {
    private let generated: (sections: Int, rows: Int)?
    private let rowCounts: [Int]

    init(_ content: ListContent) {
        switch content {
        case .generated(let s, let r): generated = (s, r); rowCounts = []
        case .sections(let sections): generated = nil; rowCounts = sections.map(\.rows.count)
        }
    }

    var sectionCount: Int { generated?.sections ?? rowCounts.count }

    func rows(inSection s: Int) -> Int {
        if let generated { return generated.rows }
        return s >= 0 && s < rowCounts.count ? rowCounts[s] : 0
    }
}
