/// What Paint needs to know about text to place it: widths and the cap height. Raster's text
/// engine answers from the font itself; Paint never touches FreeType.
protocol TextMeasuring {
    /// Advance width in points of `string` set in the bundled font.
    func width(of string: String, weight: FontWeight, size: Double) -> Double
    /// Cap height in points (centring a line of text on a row puts the baseline at midY + capHeight/2).
    func capHeight(weight: FontWeight, size: Double) -> Double
}
