/// Draws a symbol centred on a point, in one colour. A translucent colour is applied to the
/// whole symbol as a layer, so where its parts overlap it is no darker.
extension Painter {
    static func paintSymbol(_ name: SymbolName, centre: Point, scale: Double, color: Color, into items: inout [DisplayItem]) {
        let shape = SymbolShape.named(name)
        let layered = color.a < 255 && shape.parts.count > 1
        let ink = layered ? Color(r: color.r, g: color.g, b: color.b) : color
        if layered { items.append(.beginLayer(opacity: Double(color.a) / 255)) }
        for part in shape.parts {
            switch part {
            case let .fill(path, rule):
                items.append(.fillPath(path.transformed(scale: scale, dx: centre.x, dy: centre.y), rule, ink))
            case let .stroke(path, width, cap):
                items.append(.strokePath(path.transformed(scale: scale, dx: centre.x, dy: centre.y),
                                         StrokeStyle(lineWidth: width * scale, cap: cap), ink))
            }
        }
        if layered { items.append(.endLayer) }
    }
}
