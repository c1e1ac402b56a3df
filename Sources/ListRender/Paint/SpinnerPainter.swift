import Foundation

/// UIActivityIndicatorView (.medium, iOS 13+): eight rounded spokes around a 20-pt circle, the
/// leading spoke darkest and the others fading behind it, stepping one spoke every 1/8 s.
extension Painter {
    /// The spinner's proportions (also the refresh control's ticks).
    enum Spinner {
        static let spokes = 8
        static let innerRadius = 4.8
        static let outerRadius = 9.2
        static let spokeRadius = 1.2
        static let stepsPerSecond = 8.0
    }

    func paintSpinner(centre c: Point, elapsed: Double, color: Color, into items: inout [DisplayItem]) {
        let spokes = Spinner.spokes, innerRadius = Spinner.innerRadius, outerRadius = Spinner.outerRadius
        let spokeRadius = Spinner.spokeRadius, stepsPerSecond = Spinner.stepsPerSecond
        let lead = Int((elapsed * stepsPerSecond).rounded(.down)) % spokes
        for i in 0..<spokes {
            // Spoke 0 points up; spokes go clockwise.
            let angle = Double(i) / Double(spokes) * 2 * Double.pi
            let dx = sin(angle), dy = -cos(angle)
            let behind = (lead - i + spokes) % spokes
            let alpha = 1 - Double(behind) / Double(spokes) * 0.85
            items.append(.capsule(from: Point(x: c.x + dx * innerRadius, y: c.y + dy * innerRadius),
                                  to: Point(x: c.x + dx * outerRadius, y: c.y + dy * outerRadius),
                                  radius: spokeRadius, color.withAlphaMultiplied(by: alpha)))
        }
    }
}
