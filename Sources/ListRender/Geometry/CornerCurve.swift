/// The shape of a rounded corner: a quarter circle, or the continuous curve iOS draws for
/// `CALayerCornerCurve.continuous` (inset-grouped cards from iOS 26 on), which leaves the edge
/// 1.52866 × the radius from the corner and bends in gradually, so no kink shows where the
/// straight edge ends. The continuous outline is PaintCode's published reconstruction of
/// UIKit's rounded rectangle ("Code for iOS 7 rounded rectangles", paintcodeapp.com), checked
/// against iOS 26 cards at @3x (docs/fidelity.md, "The card's corner"): their 26-pt corners
/// follow it with a longer tail, which `tail` gives.
public enum CornerCurve: Hashable, Sendable {
    case circular
    /// `tail` stretches the curve past its knee: 1 is PaintCode's curve (meeting the edge
    /// 1.529 radii from the corner); iOS 26's cards measure 1.25 (`PlatformLook.cardCornerTail`).
    case continuous(tail: Double)

    /// One corner fitted into `rect`: a circular radius at most half the shorter side; a
    /// continuous curve keeps its radius and shortens only its tail along a side too short for it
    /// (a one-row card: what the iOS 26 card measured, whose top curve is the same as a taller card's).
    func corner(radius: Double, in rect: Rect) -> Corner {
        let halfW = rect.width / 2, halfH = rect.height / 2
        switch self {
        case .circular:
            let r = max(0, min(radius, halfW, halfH))
            return Corner(radius: r, continuous: false, reachX: 1, reachY: 1)
        case .continuous(let tail):
            // Below the knee the curve needs its own shape; a rect that small gets a smaller radius.
            let r = max(0, min(radius, halfW / Corner.knee, halfH / Corner.knee))
            let tail = max(tail, 0)
            guard r > 0 else { return Corner(radius: 0, continuous: true, reachX: 1, reachY: 1) }
            let natural = Corner.knee + (Corner.reach - Corner.knee) * tail
            return Corner(radius: r, continuous: true, reachX: min(natural, halfW / r), reachY: min(natural, halfH / r),
                          tail: tail)
        }
    }

    /// A corner ready to draw: its radius and how far along each edge (in radii) it reaches.
    struct Corner {
        let radius: Double
        let continuous: Bool
        let reachX: Double, reachY: Double
        /// The stretch of the tail past the knee (`CornerCurve.continuous(tail:)`).
        var tail: Double = 1
        /// Where the continuous curve leaves the straight edge, in radii from the corner.
        static let reach = 1.52866483
        /// Where its tail starts: coordinates up to here keep their place when the tail is shortened.
        static let knee = 0.63149399

        var extentX: Double { radius * (continuous ? reachX : 1) }
        var extentY: Double { radius * (continuous ? reachY : 1) }

        /// Appends the curve from the point on the first edge to the point on the second: `corner`
        /// is the rect's corner, `first` the unit step from it along the edge the contour arrives
        /// on, `second` along the edge it leaves on.
        func add(to path: inout Path, corner c: Point, first: (Double, Double), second: (Double, Double)) {
            guard radius > 0 else { return path.line(c.x, c.y) }
            // `a` counts along the first edge, `b` along the second, in radii.
            let firstIsX = first.0 != 0
            let reachA = firstIsX ? reachX : reachY, reachB = firstIsX ? reachY : reachX
            func p(_ a: Double, _ b: Double) -> (Double, Double) {
                let a = squeeze(a, to: reachA), b = squeeze(b, to: reachB)
                return (c.x + radius * (a * first.0 + b * second.0), c.y + radius * (a * first.1 + b * second.1))
            }
            func cubic(_ c1: (Double, Double), _ c2: (Double, Double), _ to: (Double, Double)) {
                let (p1, p2, p3) = (p(c1.0, c1.1), p(c2.0, c2.1), p(to.0, to.1))
                path.cubic(p1.0, p1.1, p2.0, p2.1, p3.0, p3.1)
            }
            if !continuous {
                let k = 1 - Path.kappa
                return cubic((k, 0), (0, k), (0, 1))
            }
            cubic((1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600))
            let l1 = p(0.63149399, 0.07491100)
            path.line(l1.0, l1.1)
            cubic((0.37282392, 0.16905899), (0.16906013, 0.37282401), (0.07491176, 0.63149399))
            let l2 = p(0.06549569, 0.66993493)
            path.line(l2.0, l2.1)
            cubic((0, 0.86840701), (0, 1.08849299), (0, 1.52866483))
        }

        /// A coordinate of PaintCode's curve with its tail (past the knee) stretched by `tail` and,
        /// where the side is too short for that, shortened to end at `r`.
        private func squeeze(_ v: Double, to r: Double) -> Double {
            guard continuous, v > Self.knee else { return v }
            let natural = Self.knee + (Self.reach - Self.knee) * tail
            let end = min(r, natural)
            return Self.knee + (v - Self.knee) * (end - Self.knee) / (Self.reach - Self.knee)
        }
    }
}
