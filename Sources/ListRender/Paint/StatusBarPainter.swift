import Foundation

/// The status bar's content as vectors (docs/chrome.md): the clock in the left ear, signal
/// bars, Wi-Fi and battery in the right ear, sized as in Apple's iOS design templates, all in
/// the label colour. A 20-pt bar (home-button phones) has the clock centred, signal and Wi-Fi at
/// the left, the battery at the right, all smaller.
extension Painter {
    /// The status bar glyphs' proportions.
    enum StatusGlyph {
        static let signalBarWidth = 3.0
        static let signalBarPitch = 4.5
        static let signalHeights = [4.0, 6.33, 8.67, 11.0]
        static let wifiRadius = 11.0
        static let wifiStroke = 2.3
        /// Half the Wi-Fi fan's opening angle (radians, from straight up).
        static let wifiHalfAngle = 0.8
        static let batterySize = Size(width: 25, height: 12)
        static let glyphGap = 5.5
    }

    /// In the label colour; right to left the ears swap: the clock in the right one, the glyphs
    /// (same order and shapes) in the left one.
    func paintStatusBar(_ s: StatusBarLayout, into items: inout [DisplayItem]) {
        let color = theme.label
        let f = s.frame
        let compact = f.height <= 20
        let midY = f.midY
        let timeSize = compact ? 12.0 : 17.0
        // Notched phones: the clock is centred in the left ear, the glyphs in the right one.
        let ear = (f.width * 0.14).rounded()
        let timeCentre = compact ? f.midX : (rightToLeft ? f.maxX - ear : f.minX + ear)
        let baseline = midY + text.capHeight(weight: .semibold, size: timeSize) / 2
        items.append(.text(TextRun(string: s.time, weight: .semibold, size: timeSize, color: color,
                                   box: Rect(x: timeCentre - 50, y: f.minY, width: 100, height: f.height),
                                   baseline: baseline, alignment: .center)))
        let k = compact ? 0.75 : 1.0
        let signalWidth = 3 * StatusGlyph.signalBarPitch + StatusGlyph.signalBarWidth
        let wifiWidth = 2 * StatusGlyph.wifiRadius * sin(StatusGlyph.wifiHalfAngle) + StatusGlyph.wifiStroke
        let batteryWidth = StatusGlyph.batterySize.width + 2.5
        let total = (signalWidth + wifiWidth + batteryWidth + 2 * StatusGlyph.glyphGap) * k
        // A 20-pt bar puts signal and Wi-Fi at the left edge and the battery at the right.
        var x = compact ? f.minX + 6 : (rightToLeft ? f.minX + ear : f.maxX - ear) - total / 2
        paintSignal(x: x, midY: midY, k: k, into: &items)
        x += (signalWidth + StatusGlyph.glyphGap) * k
        paintWiFi(x: x, midY: midY, k: k, into: &items)
        x = compact ? f.maxX - 6 - batteryWidth * k : x + (wifiWidth + StatusGlyph.glyphGap) * k
        paintBattery(x: x, midY: midY, k: k, charge: s.battery, into: &items)
    }

    /// Four bars rising to the right, bottoms aligned, full strength.
    private func paintSignal(x: Double, midY: Double, k: Double, into items: inout [DisplayItem]) {
        let color = theme.label
        let bottom = midY + StatusGlyph.signalHeights[3] / 2 * k
        for (i, h) in StatusGlyph.signalHeights.enumerated() {
            let r = Rect(x: x + Double(i) * StatusGlyph.signalBarPitch * k, y: bottom - h * k,
                         width: StatusGlyph.signalBarWidth * k, height: h * k)
            items.append(.roundedRect(r, radius: 1 * k, color))
        }
    }

    /// Two arcs and a fan (a pie slice) around a point at the bottom centre, as round-capped
    /// segments with gaps between them.
    private func paintWiFi(x: Double, midY: Double, k: Double, into items: inout [DisplayItem]) {
        let color = theme.label
        let width = 2 * StatusGlyph.wifiRadius * sin(StatusGlyph.wifiHalfAngle) + StatusGlyph.wifiStroke
        let centre = Point(x: x + width / 2 * k, y: midY + StatusGlyph.wifiRadius / 2 * k + 0.5)
        let half = StatusGlyph.wifiHalfAngle, steps = 10
        func point(_ r: Double, _ a: Double) -> Point { Point(x: centre.x + r * sin(a), y: centre.y - r * cos(a)) }
        for r in [StatusGlyph.wifiRadius - StatusGlyph.wifiStroke / 2, StatusGlyph.wifiRadius * 0.53] {
            for j in 0..<steps {
                let a0 = -half + 2 * half * Double(j) / Double(steps), a1 = a0 + 2 * half / Double(steps)
                items.append(.capsule(from: point(r * k, a0), to: point(r * k, a1), radius: StatusGlyph.wifiStroke / 2 * k, color))
            }
        }
        // The fan: spokes from the point out to a third of the radius.
        let fan = StatusGlyph.wifiRadius * 0.3 * k
        for j in 0...steps {
            let a = -half * 0.9 + 1.8 * half * Double(j) / Double(steps)
            items.append(.capsule(from: point(0.6 * k, a), to: point(fan, a), radius: 0.6 * k, color))
        }
    }

    /// The body's outline at 35 %, the charge inside it, the terminal cap at 40 %.
    private func paintBattery(x: Double, midY: Double, k: Double, charge: Double, into items: inout [DisplayItem]) {
        let color = theme.label
        let w = StatusGlyph.batterySize.width * k, h = StatusGlyph.batterySize.height * k
        let body = Rect(x: x, y: midY - h / 2, width: w, height: h)
        items.append(.strokeRoundedRect(body.insetBy(dx: 0.5 * k, dy: 0.5 * k), radius: 3.8 * k, lineWidth: 1 * k,
                                        color.withAlphaMultiplied(by: 0.35)))
        let inner = body.insetBy(dx: 2 * k, dy: 2 * k)
        let level = inner.width * min(1, max(0, charge / 100))
        if level > 0 {
            items.append(.roundedRect(Rect(x: inner.minX, y: inner.minY, width: level, height: inner.height),
                                      radius: 2.2 * k, color))
        }
        items.append(.roundedRect(Rect(x: body.maxX + 1 * k, y: midY - 2 * k, width: 1.4 * k, height: 4 * k),
                                  radius: 0.7 * k, color.withAlphaMultiplied(by: 0.4)))
    }
}
