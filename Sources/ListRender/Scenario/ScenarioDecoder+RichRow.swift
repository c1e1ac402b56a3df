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
