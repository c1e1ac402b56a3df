extension OutputCheck {
    /// The scenario file and every file it names (`Scenario.inputFiles`): here, not in IO/,
    /// because IO comes before Scenario.
    public mutating func inputs(of scenario: Scenario) {
        for path in scenario.inputFiles { input(file: path) }
    }
}
