/// Row accessories, drawn as vectors in the box the cell's layout gave them (at the trailing
/// layout margin, centred vertically). Sizes follow UIKit's (docs/accessories.md): the disclosure chevron 8 × 13 pt in
/// tertiaryLabel, the checkmark 14 × 11 pt (iOS 18; `PlatformLook`) and the 22-pt info button in the tint colour, the
/// UISwitch 51 × 31 pt (systemGreen when on), a badge a red capsule 24 pt tall.
extension Painter {
    /// `switchPosition`: a flipped switch's knob on its way (0 off … 1 on; nil: at rest).
    func paintAccessory(_ a: Accessory, in box: Rect, switchPosition: Double? = nil, into items: inout [DisplayItem]) {
        switch a {
        case .disclosure: paintChevron(in: box, into: &items)
        case .checkmark: paintCheckmark(in: box, into: &items)
        case .detail: paintInfoButton(in: box, into: &items)
        case .detailDisclosure:
            // The chevron at the trailing edge, the info button before it (mirrored right to left).
            let d = AccessoryMetrics.infoDiameter, c = theme.look.chevronSize
            paintInfoButton(in: Rect(x: rightToLeft ? box.maxX - d : box.minX, y: box.minY, width: d, height: d), into: &items)
            paintChevron(in: Rect(x: rightToLeft ? box.minX : box.maxX - c.width, y: box.midY - c.height / 2,
                                  width: c.width, height: c.height), into: &items)
        case .toggle(let on): paintSwitch(position: switchPosition ?? (on ? 1 : 0), in: box, into: &items)
        case .badge(let label): paintBadge(label, in: box, into: &items)
        }
    }

    /// chevron.right: two round-capped strokes meeting at the right, about 2.2 pt wide. The
    /// colour is translucent, so the strokes are drawn opaque in a layer that takes its alpha:
    /// where they overlap at the tip the chevron is no darker than along its arms.
    func paintChevron(in b: Rect, into items: inout [DisplayItem]) {
        let r = theme.look.chevronStrokeRadius
        // Right to left the chevron points left (chevron.forward mirrors), its tip at the left.
        let tipX = rightToLeft ? b.minX + r : b.maxX - r, armX = rightToLeft ? b.maxX - r : b.minX + r
        let tip = Point(x: tipX, y: b.midY)
        let c = theme.tertiaryLabel
        let opaque = Color(r: c.r, g: c.g, b: c.b)
        items.append(.beginLayer(opacity: Double(c.a) / 255))
        items.append(.capsule(from: Point(x: armX, y: b.minY + r), to: tip, radius: r, opaque))
        items.append(.capsule(from: tip, to: Point(x: armX, y: b.maxY - r), radius: r, opaque))
        items.append(.endLayer)
    }

    /// checkmark: a short stroke down to the left, a long one up to the right; the box and the
    /// stroke are the platform's (iOS 26's taller, with a thinner stroke).
    func paintCheckmark(in b: Rect, into items: inout [DisplayItem]) {
        let r = theme.look.checkmarkStrokeRadius
        let low = Point(x: b.minX + 5, y: b.maxY - r)
        items.append(.capsule(from: Point(x: b.minX + r, y: b.midY + 0.5), to: low, radius: r, theme.tint))
        items.append(.capsule(from: low, to: Point(x: b.maxX - r, y: b.minY + r), radius: r, theme.tint))
    }

    /// info.circle: a 1.5-pt ring and a lower-case i.
    func paintInfoButton(in b: Rect, into items: inout [DisplayItem]) {
        items.append(.strokeRoundedRect(b.insetBy(dx: 0.75, dy: 0.75), radius: b.width / 2 - 0.75, lineWidth: 1.5, theme.tint))
        let cx = b.midX
        items.append(.capsule(from: Point(x: cx, y: b.midY - 5), to: Point(x: cx, y: b.midY - 5), radius: 1.2, theme.tint))
        items.append(.capsule(from: Point(x: cx, y: b.midY - 1.5), to: Point(x: cx, y: b.midY + 5.5), radius: 1.0, theme.tint))
    }

    /// UISwitch: a capsule track (green when on, systemFill when off) and a white knob, at the
    /// track's trailing end when on (mirrored right to left, as UISwitch is). iOS 18's knob is a
    /// 27-pt circle with a soft shadow; iOS 26's a 38 × 24 pt capsule without one
    /// (`PlatformLook`). Between off (0) and on (1) the knob slides and the green fades in over
    /// the off track.
    func paintSwitch(position: Double, in b: Rect, into items: inout [DisplayItem]) {
        if position < 1 { items.append(.roundedRect(b, radius: b.height / 2, theme.switchOffTrack)) }
        if position > 0 {
            items.append(.roundedRect(b, radius: b.height / 2, position < 1 ? theme.switchOn.withAlphaMultiplied(by: position) : theme.switchOn))
        }
        let look = theme.look, inset = look.switchKnobInset
        let d = b.height - 2 * inset
        let w = look.switchKnobWidth ?? d
        // The knob travels toward the trailing end as it turns on: the right, or the left right to left.
        let travel = b.width - 2 * inset - w
        let along = rightToLeft ? 1 - position : position
        // At rest exactly at either end (the same bytes as a switch that never moved).
        let x = along >= 1 ? b.maxX - inset - w : b.minX + inset + along * travel
        let knob = Rect(x: x, y: b.minY + inset, width: w, height: d)
        if look.switchKnobShadow {
            // iOS 17/18's UISwitch (AccessibilitySnapshot's tables at 3x, docs/fidelity.md): the
            // shadow darkens the track around the knob, most below it, and stops at the track's
            // edge; nothing of it falls on the cell.
            items.append(.shadow(knob, cornerRadius: d / 2, blur: 6, offset: Point(x: 0, y: 3), Self.knobShadow,
                                 inside: ShadowBounds(b, cornerRadius: b.height / 2)))
        }
        items.append(.roundedRect(knob, radius: d / 2, Color(r: 0xFF, g: 0xFF, b: 0xFF)))
    }

    /// The iOS 17/18 knob's shadow colour: black at 10 %, fitted to the real track's darkening just
    /// below the knob (21 levels at its middle, 18.7 a third of the way to its edge, 10 beside it).
    static let knobShadow = Color(r: 0, g: 0, b: 0, a: 0x1A)

    /// A red capsule with the label in white, centred.
    func paintBadge(_ label: String, in b: Rect, into items: inout [DisplayItem]) {
        items.append(.roundedRect(b, radius: b.height / 2, theme.destructive))
        items.append(.text(TextRun(string: label, weight: .regular, size: AccessoryMetrics.badgeTextSize, color: theme.destructiveText,
                                   box: b, baseline: baseline(midY: b.midY, weight: .regular, size: AccessoryMetrics.badgeTextSize),
                                   alignment: .center)))
    }
}
