/// The columns of a blurred mask where each row holds one byte (the blur's plateau under a wide
/// shape: a glass capsule's shadow across most of each row), blended as a span: once per eight
/// equal pixels under it (`CoverageLanes.blendSpan`) where a row of bytes works out every pixel
/// (`blendRow`). A fifth of an iOS 26 contacts frame went to its shadows. The bytes are the same.
struct MaskFlatColumns {
    /// Fewer columns than this stay in the rows of bytes: a span's setup costs a few pixels' blends.
    static let minimum = 32

    /// Mask columns, the same in every row; empty when the mask has no such stretch.
    private(set) var span = 0..<0
    /// Each row's byte over `span`.
    private(set) var value: [UInt8] = []

    init() {}

    /// A mask of `height` rows of `width` bytes whose columns `span` hold one byte in each row (a
    /// blur's stretch of equal columns, `ShadowMask`); none when `span` is narrower than `minimum`.
    init(span: Range<Int>, of bytes: [UInt8], width: Int, height: Int) {
        guard span.count >= Self.minimum, span.lowerBound >= 0, span.upperBound <= width else { return }
        self.span = span
        value = (0..<height).map { bytes[$0 * width + span.lowerBound] }
    }
}

extension PixelTarget {
    /// Mask columns [a, b) of mask row `row`, drawn on row `y` (`line` the row's bytes, column 0 at
    /// device column `x0`): the part in `flat`'s span as a span, the rest as bytes. A clip with a
    /// fractional edge scales each pixel's coverage by its own factor: bytes then.
    func blendMaskRow(y: Int, x0: Int, line: UnsafePointer<UInt8>, columns a: Int, _ b: Int,
                      flat: MaskFlatColumns, row: Int, color: PremulColor) {
        let fa = max(a, flat.span.lowerBound), fb = min(b, flat.span.upperBound)
        guard clipAligned, fa < fb, row < flat.value.count else {
            if a < b { blendRow(y: y, x0: x0 + a, coverage: line + a, count: b - a, color: color) }
            return
        }
        if fa > a { blendRow(y: y, x0: x0 + a, coverage: line + a, count: fa - a, color: color) }
        let (c0, c1) = columns(x0 + fa, x0 + fb)
        if c0 < c1 && y >= cy0 && y < cy1 {
            CoverageLanes.blendSpan(color, coverage: flat.value[row], count: c1 - c0, at: pointer(x: c0, y: y))
        }
        if b > fb { blendRow(y: y, x0: x0 + fb, coverage: line + fb, count: b - fb, color: color) }
    }
}
