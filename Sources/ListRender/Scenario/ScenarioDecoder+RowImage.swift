/// `row.image`: `{"symbol": NAME, "tint"?: COLOUR, "tile"?: COLOUR or theme colour}` or
/// `{"file": "avatar.png", "size"?: N or [W, H], "cornerRadius"?: N or "circle"}`; a symbol's
/// `size` is its square box's side (default: 29 pt beside 17-pt text).
extension ScenarioDecoder {
    /// The box an image fits in when the scenario gives no size (UIKit's reserved symbol box).
    static let defaultImageBox = 29.0
    static let imageSizeRange = 1.0...200.0
    static let maxImagePixels = 2048

    func decodeRowImage(_ c: ValueCursor) throws -> RowImage {
        guard c.isObject else {
            throw c.error("expected {\"symbol\": name} or {\"file\": \"image.png\"}, got \(c.got)")
        }
        let o = try c.object(allowed: ScenarioKeys.rowImage)
        switch (o.optional("symbol"), o.optional("file")) {
        case (let s?, nil):
            if let k = o.optional("cornerRadius") { throw k.error("applies to a \"file\" image; a symbol has no corners") }
            var size: Double?
            if let k = o.optional("size") {
                if case .array = k.value.kind { throw k.error("a symbol's size is one number (its square box's side in pt), got \(k.got)") }
                size = try k.number(min: Self.imageSizeRange.lowerBound, max: Self.imageSizeRange.upperBound, unit: "pt")
            }
            let name = try s.choice(SymbolName.allCases.map(\.rawValue), what: "symbol")
            let tint = try o.optional("tint").map(decodeColor)
            let tile = try o.optional("tile").map(decodeColorRef)
            var layout = SymbolLayout.cell
            if let l = o.optional("layout") {
                layout = try l.choice(of: SymbolLayout.allCases, what: "layout")
                // A Label's column is measured for a bare symbol beside its title; a tile is UIKit Settings' icon.
                if layout == .label, let t = o.optional("tile") { throw t.error("a Settings tile is not drawn by a SwiftUI Label; leave out \"tile\" or \"layout\": \"label\"") }
            }
            let padding = try textPadding(o)
            if layout == .label, let p = o.optional("textPadding") {
                throw p.error("a SwiftUI Label places its text itself (39 pt past the margin); leave out \"textPadding\" or \"layout\": \"label\"")
            }
            if layout == .label, let k = o.optional("size") {
                throw k.error("a SwiftUI Label sizes its symbol by the text (measured at the body size); leave out \"size\" or \"layout\": \"label\"")
            }
            return .symbol(SymbolImage(name: SymbolName(rawValue: name) ?? .star, tint: tint, tile: tile, layout: layout,
                                       textPadding: padding, size: size))
        case (nil, let f?):
            for key in ["tint", "tile"] {
                if let t = o.optional(key) { throw t.error("applies to a \"symbol\"; a file image keeps its own colours") }
            }
            if let l = o.optional("layout") { throw l.error("applies to a \"symbol\" (SwiftUI Label's icon column was measured for symbols only)") }
            var image = try decodeFileImage(f, o)
            image.textPadding = try textPadding(o)
            return .file(image)
        case (.some, .some):
            throw c.error("has both \"symbol\" and \"file\"; give exactly one")
        case (nil, nil):
            throw c.error("needs \"symbol\" (a name) or \"file\" (a PNG path)")
        }
    }

    /// `textPadding`: UIListContentConfiguration.imageToTextPadding (a SwiftUI HStack's spacing is 8).
    private func textPadding(_ o: ObjectReader) throws -> Double? {
        try o.optional("textPadding").map { try $0.number(min: 0, max: 100, unit: "pt") }
    }

    private func decodeFileImage(_ f: ValueCursor, _ o: ObjectReader) throws -> FileImage {
        let name = try f.string()
        guard !name.isEmpty else { throw f.error("expected a PNG file path, got \"\"") }
        let pixels: PixelImage
        if let known = decodedImages.byName[name] {
            pixels = known
        } else {
            do {
                let (bytes, shown) = try assets.read(name, kind: "PNG file")
                if case .folder = assets { decodedImages.filesRead.append(shown) }
                pixels = try PNGFile.decode(bytes, name: shown)
            } catch let e as InputError {
                throw f.error(e.message)
            }
            decodedImages.byName[name] = pixels
        }
        guard pixels.width > 0, pixels.height > 0 else { throw f.error("\(name): the image is empty") }
        // Every frame scales the picture from its full size: a list icon needs no more.
        let maxSide = Self.maxImagePixels
        if pixels.width > maxSide || pixels.height > maxSide {
            throw f.error("\(name): \(pixels.width)×\(pixels.height) px; at most \(maxSide) px a side (a list image is drawn at most 200 pt, 800 px at 4x)")
        }
        let range = Self.imageSizeRange
        var size: Size
        if let s = o.optional("size") {
            if case .array = s.value.kind {
                let wh = try s.array(count: 2, what: "[width, height]")
                size = Size(width: try wh[0].number(min: range.lowerBound, max: range.upperBound, unit: "pt"),
                            height: try wh[1].number(min: range.lowerBound, max: range.upperBound, unit: "pt"))
            } else {
                let side = try s.number(min: range.lowerBound, max: range.upperBound, unit: "pt")
                size = Size(width: side, height: side)
            }
        } else {
            // Fit the standard box, keeping the picture's aspect ratio.
            let box = Self.defaultImageBox
            let k = box / Double(max(pixels.width, pixels.height))
            size = Size(width: max(1, Double(pixels.width) * k), height: max(1, Double(pixels.height) * k))
        }
        var corners = ImageCorners.square
        if let r = o.optional("cornerRadius") {
            if case .string = r.value.kind {
                _ = try r.choice(["circle"], what: "corner radius")
                corners = .circle
            } else {
                corners = .radius(try r.number(min: 0, max: range.upperBound, unit: "pt"))
            }
        }
        return FileImage(path: name, pixels: pixels, size: size, corners: corners)
    }

    /// A colour "#RRGGBB" or "#RRGGBBAA".
    func decodeColor(_ c: ValueCursor) throws -> Color {
        let s = try c.string()
        guard let color = Color(hex: s) else {
            throw c.error("expected a colour \"#RRGGBB\" or \"#RRGGBBAA\", got \(c.gotForString)")
        }
        return color
    }
}

/// The pictures one scenario load has decoded (the decoder is a value; this is shared by it).
final class DecodedImages {
    var byName: [String: PixelImage] = [:]
    /// Every file the scenario named and was read (images and fonts), as opened, in order:
    /// `Scenario.inputFiles`, so outputs can be checked against them.
    var filesRead: [String] = []
}
