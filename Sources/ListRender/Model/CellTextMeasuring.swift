/// What laying out a cell needs to know about its (regular-weight) text: widths and the line
/// metrics. The Text stage answers from the bundled font; Render hands that answer to the model,
/// so Model, Simulation and Layout never touch FreeType.
protocol CellTextMeasuring: Sendable {
    /// Advance width in points of `string` at `size` pt.
    func width(of string: String, size: Double) -> Double
    /// The same in another weight (a row's own `titleStyle`, docs/cells.md).
    func width(of string: String, textWeight weight: TextWeight, size: Double) -> Double
    /// A line's height at `size` pt: ascender − descender (UIFont.lineHeight; no extra leading).
    func lineHeight(size: Double) -> Double
    /// The height of capital letters at `size` pt (a line looks centred on its box's middle
    /// when its baseline sits capHeight / 2 below it).
    func capHeight(size: Double) -> Double
    /// The widest advance of any glyph at `size` pt: a bound that lets short strings skip measuring.
    func maxAdvance(size: Double) -> Double
}
