/// `features.selection`: `true` or `{delay, deselectAfter, fade}` (docs/scenario.md).
extension ScenarioDecoder {
    func selectionOptions(_ c: ValueCursor?) throws -> SelectionOptions? {
        try options(c, SelectionOptions()) { o, opt in
            if let v = o.optional("delay") { opt.delay = try time(v) }
            if let v = o.optional("deselectAfter") { opt.deselectAfter = try time(v) }
            if let v = o.optional("fade") { opt.fade = try time(v) }
        }
    }
}
