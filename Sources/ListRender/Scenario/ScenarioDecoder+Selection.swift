/// `features.selection`: `true` or `{delay, deselectAfter, fade}` (docs/scenario.md).
extension ScenarioDecoder {
    func selectionOptions(_ c: ValueCursor?) throws -> SelectionOptions? {
        try options(c, SelectionOptions(), keys: ScenarioKeys.selection, [
            .init("delay") { v, opt in opt.delay = try time(v) },
            .init("deselectAfter") { v, opt in opt.deselectAfter = try time(v) },
            .init("fade") { v, opt in opt.fade = try time(v) },
        ])
    }
}
