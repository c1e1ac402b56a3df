/// The layout dump (docs/cli-and-layout.md): `FrameLayout` encoded as JSON, keys in the
/// spec's order, keys of features that are off or not on screen left out.
public enum LayoutDump {
    /// `{"scenario": NAME, "viewport": {...}, "fps": F, "frames": [...]}`.
    public static func document(scenario: Scenario, frames: [FrameLayout]) -> JSONOutput {
        .object([
            ("scenario", .string(scenario.name)),
            ("viewport", .object([("width", .number(scenario.viewport.width)),
                                  ("height", .number(scenario.viewport.height)),
                                  ("scale", .number(scenario.viewport.scale))])),
            ("fps", .number(scenario.fps)),
            ("frames", .array(frames.map(frame))),
        ])
    }

    static func rect(_ r: Rect) -> JSONOutput { .array(r.array.map { .number($0) }) }

    /// A row's drawn parts: `{title, titleRuns?, detail?, trailingText?, preview?, dot?, image?, accessory?}`, text as the union of its laid-out
    /// line boxes; nil for the empty gap a lifted row leaves.
    static func parts(_ p: CellParts, image: Rect?) -> JSONOutput? {
        guard let title = CellParts.bounds(p.title) else { return nil }
        var pairs: [(String, JSONOutput)] = [("title", rect(title))]
        // A title in parts: each part's drawn box (the parts past the line's end are not drawn).
        let runs = p.title.flatMap { line in
            line.drawnRuns.map { r, x -> JSONOutput in
                .object([("text", .string(r.string)), ("weight", .string(r.weight.rawValue)),
                         ("frame", rect(Rect(x: x, y: line.frame.minY, width: min(r.width, line.box.maxX - x), height: line.frame.height)))])
            }
        }
        if !runs.isEmpty { pairs.append(("titleRuns", .array(runs))) }
        if let d = CellParts.bounds(p.detail) { pairs.append(("detail", rect(d))) }
        if let t = CellParts.bounds(p.trailingText) { pairs.append(("trailingText", rect(t))) }
        if let t = CellParts.bounds(p.preview) { pairs.append(("preview", rect(t))) }
        if let dot = p.dot { pairs.append(("dot", rect(dot.frame))) }
        if let i = image { pairs.append(("image", rect(i))) }
        if let a = p.accessory { pairs.append(("accessory", rect(a))) }
        return .object(pairs)
    }

    /// One FRAME object.
    public static func frame(_ f: FrameLayout) -> JSONOutput {
        var pairs: [(String, JSONOutput)] = [
            ("index", .int(f.index)), ("time", .number(f.time)),
            ("contentOffset", .number(f.contentOffset)), ("contentSize", .number(f.contentSize)),
            ("contentInset", .object([("top", .number(f.contentInset.top)), ("bottom", .number(f.contentInset.bottom))])),
            ("state", .string(f.state.rawValue)),
            ("rows", .array(f.rows.map { r in
                var row: [(String, JSONOutput)] = [("section", .int(r.section)), ("row", .int(r.row))]
                if let id = r.id { row.append(("id", .string(id))) }
                row += [("title", .string(r.title)), ("frame", rect(r.frame)),
                        ("swipeOffset", .number(r.swipeOffset)), ("lifted", .bool(r.lifted))]
                if let parts = parts(r.parts, image: r.image.map { $0.frame.offsetBy(dx: r.swipeOffset, dy: 0) }) {
                    row.append(("parts", parts))
                }
                if let h = r.highlight { row.append(("highlighted", .number(h))) }
                if !r.actions.isEmpty { row.append(("actions", swipeActions(r.actions))) }
                if let e = r.edit { row += editControls(e) }
                if let p = r.switchPosition, case .toggle(let on)? = r.accessory {
                    row.append(("switch", .object([("on", .bool(on)), ("position", .number(p))])))
                }
                // The features drawn inside rows through the seam: their own fields, in placement order.
                for c in r.contributions.all { row += c.dumpFields }
                return .object(row)
            })),
            ("headers", .array(f.headers.map { h in
                .object([("section", .int(h.section)), ("title", .string(h.title)), ("frame", rect(h.frame)),
                         ("pinned", .bool(h.pinned)), ("showsSubtitle", .bool(h.showsSubtitle))])
            })),
        ]
        if !f.footers.isEmpty {
            pairs.append(("footers", .array(f.footers.map { ft in
                .object([("section", .int(ft.section)), ("text", .string(ft.text)), ("frame", rect(ft.frame)),
                         ("pinned", .bool(ft.pinned))])
            })))
        }
        if !f.cards.isEmpty {
            pairs.append(("cards", .array(f.cards.map { .object([("section", .int($0.section)), ("frame", rect($0.frame))]) })))
        }
        // Each contributing feature writes its own fields, in the order Layout placed them, at
        // the position it declares.
        for c in f.contributions.all where type(of: c).dumpPosition == .beforeBars { pairs += c.dumpFields }
        pairs += chrome(f)
        for c in f.contributions.all where type(of: c).dumpPosition == .afterBars { pairs += c.dumpFields }
        pairs += bottomBar(f)
        if let t = f.touch {
            pairs.append(("touch", .object([("point", .array([.number(t.point.x), .number(t.point.y)])),
                                            ("phase", .string(t.phase.rawValue))])))
        }
        return .object(pairs)
    }
}
