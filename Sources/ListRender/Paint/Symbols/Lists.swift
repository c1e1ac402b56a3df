extension SymbolShape {
    /// line.3.horizontal: three equal bars.
    static let line3Horizontal = SymbolShape(parts: [-6.0, 0, 6.0].map { polyline([(-9.0, $0), (9.0, $0)]) })

    /// line.3.horizontal.decrease: three bars, each shorter, centred (Mail's filter button).
    static let line3HorizontalDecrease = SymbolShape(parts: [(-6.0, 9.0), (0, 5.8), (6.0, 2.6)].map { y, h in
        polyline([(-h, y), (h, y)])
    })

    /// slider.horizontal.3: three tracks, each with a round knob at a different place.
    static let sliderHorizontal3 = SymbolShape(parts: [(-6.0, 4.2), (0, -3.8), (6.0, 1.4)].flatMap { y, k in
        [polyline([(-9.6, y), (k - 3.2, y)]), polyline([(k + 3.2, y), (9.6, y)]), outline(circle(k, y, 2.3))]
    })

    /// list.bullet: three dots, each leading a line.
    static let listBullet = SymbolShape(parts: [-6.0, 0, 6.0].flatMap { y in
        [Part.fill(circle(-8.4, y, 1.5), .nonZero), polyline([(-4.0, y), (9.6, y)])]
    })

    /// chevron.left: chevron.right mirrored: the back button's arrow.
    static let chevronLeft = SymbolShape(parts: [polyline([(3.0, -7.6), (-3.4, 0), (3.0, 7.6)], width: 1.9)])
}
