/// The simulator as the commands and tests use it: cell text measured in the fonts the frames
/// are drawn in (the scenario's own, else the bundled Inter), so self-sizing rows, wrapped
/// lines and swipe buttons fit the text that is drawn.
extension Simulator {
    public init(scenario: Scenario) {
        self.init(scenario: scenario, text: TextMeasurer.measurer(for: scenario.theme.fonts))
    }

    /// All frame states, in order (for the layout dump and tests; rendering streams instead).
    public static func run(_ scenario: Scenario) throws -> [FrameState] {
        var sim = Simulator(scenario: scenario)
        var frames: [FrameState] = []
        frames.reserveCapacity(scenario.frameCount)
        while let f = try sim.nextFrame() { frames.append(f) }
        return frames
    }
}

/// The Text stage's measurer answers the model's questions about regular-weight cell text.
extension TextMeasurer: CellTextMeasuring {
    func width(of string: String, size: Double) -> Double { width(of: string, weight: .regular, size: size) }
    func width(of string: String, textWeight weight: TextWeight, size: Double) -> Double {
        width(of: string, weight: FontWeight(weight), size: size)
    }
    func lineHeight(size: Double) -> Double {
        ascender(weight: .regular, size: size) - descender(weight: .regular, size: size)
    }
    func capHeight(size: Double) -> Double { capHeight(weight: .regular, size: size) }
    func maxAdvance(size: Double) -> Double { Double(regular.maxAdvance) * size * regular.sizeScale / Double(regular.unitsPerEm) }
}
