/// A row's rich-text keys (docs/cells.md, "Rich rows"): `trailingText`, per-part
/// `titleStyle`/`detailStyle`/`trailingTextStyle`/`previewStyle` `{weight?, color?}`, `preview`,
/// `dot` and `accessoryAlignment`.
extension ScenarioDecoder {
    func decodeRichText(_ o: ObjectReader, into row: inout RowSpec, rowStyle: CellStyle) throws {
        if row.style ?? rowStyle == .centered {
            // A header card's stack has no edge to put these on.
            for key in ["accessory", "trailingText", "dot", "accessoryAlignment"] {
                if let k = o.optional(key) { throw k.error("a \"centered\" row stacks its image, title and detail in the middle; it has no \"\(key)\"") }
            }
        }
        if let t = o.optional("trailingText") {
            let text = try t.string()
            if row.detail != nil, case let style = row.style ?? rowStyle, style == .cell || style == .value1 {
                throw t.error("a \"\(style.rawValue)\" row shows its detail at the trailing edge; give the row style \"subtitle\" for text there as well")
            }
            row.trailingText = text
        }
        row.titleStyle = try o.optional("titleStyle").map(decodeTextStyle) ?? RowTextStyle()
        if !row.titleRuns.isEmpty, let c = o.optional("titleStyle"), row.titleStyle.truncation == .middle {
            throw c.error("a title in parts loses characters at its tail; \"truncation\": \"middle\" needs a plain title")
        }
        row.detailStyle = try o.optional("detailStyle").map(decodeTextStyle) ?? RowTextStyle()
        if let c = o.optional("trailingTextStyle") {
            guard row.trailingText != nil else { throw c.error("styles \"trailingText\", which this row does not have") }
            row.trailingTextStyle = try decodeTextStyle(c)
        }
        if let p = o.optional("preview") {
            let text = try p.string()
            let style = row.style ?? rowStyle
            guard style == .subtitle else {
                throw p.error("a preview goes under the detail of a \"subtitle\" row; this row's style is \"\(style.rawValue)\"")
            }
            guard row.detail != nil else { throw p.error("a preview goes under the row's detail; give the row a \"detail\" (Mail's subject)") }
            row.preview = text
        }
        if let c = o.optional("previewStyle") {
            guard row.preview != nil else { throw c.error("styles \"preview\", which this row does not have") }
            row.previewStyle = try decodeTextStyle(c)
        }
        row.dot = try o.optional("dot").map(decodeColorRef)
        if let a = o.optional("accessoryAlignment") {
            row.accessoryAlignment = try a.choice(of: AccessoryAlignment.allCases, what: "accessory alignment")
        }
    }

    /// A row's title: a string, or its parts `["John ", {"text": "Appleseed", "weight": "bold"}]`
    /// (each a string or `{"text", "weight"?, "color"?}`), returned joined and as runs (none for a
    /// string).
    func decodeTitle(_ c: ValueCursor) throws -> (String, [TitleRun]) {
        guard c.isArray else { return (try c.string(), []) }
        let items = try c.array()
        guard !items.isEmpty else { throw c.error("a title in parts needs at least one part") }
        if items.count > ScenarioLimits.maxTitleRuns {
            throw c.error("has \(items.count) parts; at most \(ScenarioLimits.maxTitleRuns)")
        }
        let runs = try items.map { item -> TitleRun in
            if case .string(let s) = item.value.kind { return TitleRun(text: s) }
            guard item.isObject else {
                throw item.error("expected a part of the title: a string or {\"text\", \"weight\"?, \"color\"?}, got \(item.gotForString)")
            }
            let o = try item.object(allowed: ScenarioKeys.titleRun)
            return TitleRun(text: try o.required("text").string(),
                            weight: try o.optional("weight").map { try $0.choice(of: TextWeight.allCases, what: "weight") },
                            color: try o.optional("color").map(decodeColorRef))
        }
        return (runs.map(\.text).joined(), runs)
    }

    /// `{"weight"?: "regular"|"semibold"|"bold", "color"?: COLOUR, "truncation"?: "tail"|"middle", "size"?: pt}`.
    private func decodeTextStyle(_ c: ValueCursor) throws -> RowTextStyle {
        let o = try c.object(allowed: ScenarioKeys.textStyle)
        return RowTextStyle(
            weight: try o.optional("weight").map { try $0.choice(of: TextWeight.allCases, what: "weight") },
            color: try o.optional("color").map(decodeColorRef),
            truncation: try o.optional("truncation").map { try $0.choice(of: TextTruncation.allCases, what: "truncation") },
            size: try o.optional("size").map { try $0.number(min: ScenarioLimits.typeSize.lowerBound,
                                                              max: ScenarioLimits.typeSize.upperBound, unit: "pt") })
    }

    /// A theme colour's name ("secondaryLabel", "tint", …) or "#RRGGBB" / "#RRGGBBAA".
    func decodeColorRef(_ c: ValueCursor) throws -> ColorRef {
        let s = try c.string()
        if s.hasPrefix("#") { return .fixed(try decodeColor(c)) }
        return .theme(try c.choice(Theme.colorKeys.keys.sorted(), what: "theme colour"))
    }
}
