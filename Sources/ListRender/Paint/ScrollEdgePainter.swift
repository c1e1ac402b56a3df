/// iOS 26's scroll-edge effect (`Theme.scrollEdgeEffect`, docs/chrome.md): the list's background
/// laid over the content under a bar as a gradient, drawn after the content and before the bar's
/// items. No blur: a stepped `.backdropBlur` under it cost about five times a frame's drawing
/// (docs/benchmarks.md), and the fade gives most of the legibility. One fill per run of device-pixel rows of equal 8-bit opacity, so a frame drawn in bands
/// has the bytes of one drawn whole.
extension Painter {
    /// The top edge: the status bar and the navigation bar, from the screen's top to `bandBottom`,
    /// the items centred on `itemsMidY`; `alpha` is how far content has slid under the bar.
    func paintTopScrollEdge(_ e: ScrollEdgeEffect, bandBottom: Double, itemsMidY: Double, width: Double,
                            alpha: Double, into items: inout [DisplayItem]) {
        paintScrollEdge(e, edge: 0, band: bandBottom, itemsDepth: itemsMidY, fromTop: true, width: width,
                        alpha: alpha, into: &items)
    }

    /// The bottom edge: the tab bar's or toolbar's band, `band` (its top to the screen's bottom).
    func paintBottomScrollEdge(_ e: ScrollEdgeEffect, band: Rect, itemsMidY: Double, alpha: Double,
                               into items: inout [DisplayItem]) {
        paintScrollEdge(e, edge: band.maxY, band: band.height, itemsDepth: band.maxY - itemsMidY, fromTop: false,
                        width: band.width, alpha: alpha, into: &items)
    }

    private func paintScrollEdge(_ e: ScrollEdgeEffect, edge: Double, band: Double, itemsDepth: Double, fromTop: Bool,
                                 width: Double, alpha: Double, into items: inout [DisplayItem]) {
        guard e.style != .hidden, alpha > 0, band > 0 else { return }
        let background = tableBackground
        let rows = Int(((band + e.overhang) * scale).rounded(.up))
        // Walk away from the edge one device-pixel row at a time, merging rows of equal opacity.
        var runStart = 0, runAlpha: UInt8? = nil
        func flush(_ end: Int) {
            guard let a = runAlpha, a > 0 else { return }
            let near = Double(runStart) / scale, far = Double(end) / scale
            let y = fromTop ? edge + near : edge - far
            items.append(.fill(Rect(x: 0, y: y, width: width, height: far - near),
                               Color(r: background.r, g: background.g, b: background.b, a: a)))
        }
        for row in 0...rows {
            let a: UInt8? = row == rows ? nil : {
                let depth = (Double(row) + 0.5) / scale
                let o = e.opacity(atDepth: depth, band: band, itemsDepth: itemsDepth) * alpha
                return UInt8((Double(background.a) * o).rounded())
            }()
            if a != runAlpha {
                flush(row)
                runStart = row; runAlpha = a
            }
        }
        if e.dividingLine {
            let y = fromTop ? edge + band : edge - band
            items.append(.hairline(x: 0, y: y, width: width, theme.separator.withAlphaMultiplied(by: alpha)))
        }
    }
}
