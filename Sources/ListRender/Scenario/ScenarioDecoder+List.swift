/// `list`: metrics, and either explicit sections or `generate`. Generated lists stay a pair of
/// counts (`ListContent.generated`), so 1,000,000 rows cost no more than 10 here.
extension ScenarioDecoder {

    /// `layoutMargin`: the viewport's (16 pt, 20 from 393 pt wide), the separator inset's default.
    func decodeList(_ c: ValueCursor, contentSize: ContentSizeCategory = .large, look: PlatformLook = .ios18,
                    layoutMargin: Double = 16) throws -> ListSpec {
        let o = try c.object(allowed: ScenarioKeys.list)
        let maxLength = ScenarioLimits.maxLength
        var automaticRowHeight = false
        var rowHeight = look.rowHeight
        if let rc = o.optional("rowHeight") {
            if case .string = rc.value.kind {
                _ = try rc.choice(["automatic"], what: "row height")
                automaticRowHeight = true
            } else {
                rowHeight = try rc.number(min: ScenarioLimits.minRowHeight, max: maxLength, unit: "pt")
            }
        }
        let rowStyle = try o.optional("rowStyle").map(decodeCellStyle) ?? .cell
        let styleName = try o.optional("style")?.choice(TableStyle.allCases.map(\.rawValue), what: "table style")
        let style = styleName.flatMap(TableStyle.init(rawValue:)) ?? .plain
        let fillerRows = try o.optional("fillerRows")?.bool() ?? false
        if fillerRows, style != .plain, let c = o.optional("fillerRows") {
            throw c.error("filler rows are drawn only in the plain style; a \(style.rawValue) table has none")
        }
        // A titled header: 28 pt in the plain style, 38 in the grouped ones (13 + 18 + 7). 0 is
        // allowed (no header); a header has no row under it to bound, so only rows need a minimum.
        let headerHeight = try o.optional("headerHeight")?.number(min: 0, max: maxLength, unit: "pt")
            ?? ListSpec.defaultHeaderHeight(style: style, footnoteLine: contentSize.footnoteLeading, look: look)
        if headerHeight > 0, headerHeight < ScenarioLimits.minRowHeight, let hc = o.optional("headerHeight") {
            throw hc.error("must be 0 (no headers) or at least \(Int(ScenarioLimits.minRowHeight)) pt, got \(headerHeight)")
        }
        let defaultMargin = style == .insetGrouped ? look.insetGroupedMargin ?? layoutMargin : layoutMargin
        let separatorInset = try o.optional("separatorInset")?.number(min: 0, max: maxLength, unit: "pt") ?? defaultMargin
        let layoutMargin = try o.optional("layoutMargin")?.number(min: 0, max: maxLength, unit: "pt")
        var inset = EdgeInsets()
        if let ci = o.optional("contentInset") {
            let io = try ci.object(allowed: ScenarioKeys.contentInset)
            // Negative as UIKit allows: a negative top starts the content under the bars.
            inset.top = try io.optional("top")?.number(min: -maxLength, max: maxLength, unit: "pt") ?? 0
            inset.bottom = try io.optional("bottom")?.number(min: -maxLength, max: maxLength, unit: "pt") ?? 0
        }

        let content: ListContent
        switch (o.optional("sections"), o.optional("generate")) {
        case (nil, nil):
            throw c.error("needs \"sections\" (the rows) or \"generate\" ({\"sections\": n, \"rows\": m})")
        case (.some, .some):
            let second = o.keys.last { $0 == "sections" || $0 == "generate" } ?? "generate"
            throw c.error("has both \"sections\" and \"generate\"; give exactly one", at: o.location(ofKey: second))
        case (.some(let s), nil):
            content = .sections(try decodeSections(s, rowStyle: rowStyle))
        case (nil, .some(let g)):
            content = try decodeGenerate(g)
        }
        var spec = ListSpec(rowHeight: rowHeight, headerHeight: headerHeight, separatorInset: separatorInset,
                            contentInset: inset, content: content)
        spec.style = style
        spec.layoutMargin = layoutMargin
        spec.startsEditing = try o.optional("editing")?.bool() ?? false
        spec.sectionHeaderTopPadding = try o.optional("sectionHeaderTopPadding")?.number(min: 0, max: maxLength, unit: "pt") ?? 0
        if let tc = o.optional("topMargin") {
            let margin = try tc.number(min: 0, max: maxLength, unit: "pt")
            // A plain table has no empty table header to replace: its first section starts at the inset.
            guard style != .plain else { throw tc.error("sets the space above the first section of a grouped or insetGrouped list; a plain list has none") }
            spec.topMargin = margin
        }
        spec.fillerRows = fillerRows
        spec.rowStyle = rowStyle
        spec.automaticRowHeight = automaticRowHeight
        return spec
    }

    /// `list.framework`: "uikit" (UITableView, the default) or "swiftui" (a SwiftUI `List`).
    func decodeListFramework(_ c: ValueCursor) throws -> ListFramework {
        try c.object(allowed: ScenarioKeys.list).optional("framework")?
            .choice(of: ListFramework.allCases, what: "list framework") ?? .uikit
    }

    private func decodeGenerate(_ c: ValueCursor) throws -> ListContent {
        let o = try c.object(allowed: ScenarioKeys.generate)
        let sections = try o.required("sections").integer(min: 1, max: ScenarioLimits.maxGeneratedSections)
        let rowsCursor = try o.required("rows")
        let rows = try rowsCursor.integer(min: 0, max: ScenarioLimits.maxGeneratedRows)
        // Both are at most 10^7, so the product cannot overflow.
        if sections * rows > ScenarioLimits.maxGeneratedRows {
            throw rowsCursor.error(
                "\(sections) sections × \(rows) rows is \(sections * rows) rows; at most \(ScenarioLimits.maxGeneratedRows)")
        }
        return .generated(sections: sections, rows: rows)
    }

    private func decodeSections(_ c: ValueCursor, rowStyle: CellStyle) throws -> [SectionSpec] {
        let items = try c.array()
        if items.count > ScenarioLimits.maxExplicitSections {
            throw c.error("has \(items.count) sections; at most \(ScenarioLimits.maxExplicitSections) (use \"generate\" for big lists)")
        }
        var totalRows = 0
        var ids: [String: String] = [:]   // id → path where first used
        var sections: [SectionSpec] = []
        sections.reserveCapacity(items.count)
        for item in items {
            let o = try item.object(allowed: ScenarioKeys.section)
            let title = try o.optional("title")?.string()
            let footer = try o.optional("footer")?.string()
            let subtitle = try o.optional("subtitle")?.string()
            if title == nil, let sub = o.optional("subtitle") {
                throw sub.error("needs a \"title\": a section without a title has no header to show it in")
            }
            let rowsCursor = try o.required("rows")
            let rowItems = try rowsCursor.array()
            totalRows += rowItems.count
            if totalRows > ScenarioLimits.maxExplicitRows {
                throw rowsCursor.error(
                    "the list has more than \(ScenarioLimits.maxExplicitRows) explicit rows (use \"generate\" for big lists)")
            }
            var rows: [RowSpec] = []
            rows.reserveCapacity(rowItems.count)
            for r in rowItems {
                let (row, idCursor) = try decodeRow(r, rowStyle: rowStyle)
                if let id = row.id, let idCursor {
                    if let first = ids[id] {
                        throw idCursor.error("id \(SourceValue.quote(id)) is already used by \(first)")
                    }
                    ids[id] = r.path
                }
                rows.append(row)
            }
            sections.append(SectionSpec(title: title, subtitle: subtitle, footer: footer, rows: rows))
        }
        return sections
    }


    /// The row, and where its id was written (for the duplicate-id message).
    private func decodeRow(_ c: ValueCursor, rowStyle: CellStyle) throws -> (RowSpec, ValueCursor?) {
        if case .string(let title) = c.value.kind { return (RowSpec(title: title), nil) }
        guard c.isObject else {
            throw c.error("expected a row: a string (its title) or {\"title\", \"detail\", \"height\", \"id\", \"accessory\", \"style\", \"lines\"}, got \(c.gotForString)")
        }
        let o = try c.object(allowed: ScenarioKeys.row)
        let idCursor = o.optional("id")
        let (title, runs) = try decodeTitle(o.required("title"))
        var row = RowSpec(title: title,
                       detail: try o.optional("detail")?.string(),
                       height: try o.optional("height")?.number(min: ScenarioLimits.minRowHeight,
                                                                max: ScenarioLimits.maxLength, unit: "pt"),
                       id: try idCursor?.string(),
                       accessory: try o.optional("accessory").map(decodeAccessory),
                       style: try o.optional("style").map(decodeCellStyle),
                       lines: try o.optional("lines").map(decodeLines) ?? LineLimits())
        row.titleRuns = runs
        row.image = try o.optional("image").map(decodeRowImage)
        try decodeRichText(o, into: &row, rowStyle: rowStyle)
        return (row, idCursor)
    }

    /// `"cell"`, `"subtitle"`, `"value1"`, `"value2"` or `"centered"`.
    private func decodeCellStyle(_ c: ValueCursor) throws -> CellStyle {
        CellStyle(rawValue: try c.choice(CellStyle.allCases.map(\.rawValue), what: "cell style")) ?? .cell
    }

    /// A count for both texts, or `{"title": n, "detail": m}`; 0 is no limit.
    private func decodeLines(_ c: ValueCursor) throws -> LineLimits {
        let most = ScenarioLimits.maxLinesPerText
        if c.isObject {
            let o = try c.object(allowed: ScenarioKeys.lines)
            return LineLimits(title: try o.optional("title")?.integer(min: 0, max: most) ?? 0,
                              detail: try o.optional("detail")?.integer(min: 0, max: most) ?? 0,
                              preview: try o.optional("preview")?.integer(min: 0, max: most) ?? 0)
        }
        guard case .number = c.value.kind else {
            throw c.error("expected a number of lines (0: no limit) or {\"title\": n, \"detail\": m}, got \(c.got)")
        }
        let n = try c.integer(min: 0, max: most)
        return LineLimits(title: n, detail: n, preview: n)
    }

    /// `"disclosure"`, `"checkmark"`, `"detail"`, `"detailDisclosure"`, `{"switch": true|false}`
    /// or `{"badge": "12"}`.
    private func decodeAccessory(_ c: ValueCursor) throws -> Accessory {
        let names = ["disclosure", "checkmark", "detail", "detailDisclosure"]
        if c.isObject {
            let o = try c.object(allowed: ScenarioKeys.accessoryObject)
            switch (o.optional("switch"), o.optional("badge")) {
            case (let s?, nil): return .toggle(try s.bool())
            case (nil, let b?):
                let text = try b.string()
                guard !text.isEmpty, text.count <= 8 else { throw b.error("a badge holds 1 to 8 characters, got \(b.got)") }
                return .badge(text)
            default:
                throw c.error("expected {\"switch\": true or false} or {\"badge\": \"text\"}, got \(c.got)")
            }
        }
        guard case .string = c.value.kind else {
            throw c.error("expected \(ValueCursor.list(names)), {\"switch\": true or false} or {\"badge\": \"text\"}, got \(c.gotForString)")
        }
        switch try c.choice(names, what: "accessory") {
        case "disclosure": return .disclosure
        case "checkmark": return .checkmark
        case "detail": return .detail
        default: return .detailDisclosure
        }
    }
}
