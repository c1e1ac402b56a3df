/// `features.selection`: `true` or `{delay, deselectAfter, fade}` (docs/scenario.md).
extension FeatureDeclaration {
    static let selection = options("selection", \.selection, SelectionOptions(),
                                   description: "a touch highlights its row, release selects it (UITableView)", [
        .init("delay", SchemaField(type: ScenarioSchemaFields.seconds, description: "how long a touch is held before its row highlights (delaysContentTouches), in s",
                                   defaultValue: .number(0.15))) { c, v, opt in opt.delay = try c.time(v) },
        .init("deselectAfter", SchemaField(type: ScenarioSchemaFields.seconds, description: "when deselectRow(animated: true) runs after the selection, in s",
                                           defaultValue: .number(0))) { c, v, opt in opt.deselectAfter = try c.time(v) },
        .init("fade", SchemaField(type: ScenarioSchemaFields.seconds, description: "the deselection's fade, in s",
                                  defaultValue: .number(0.25))) { c, v, opt in opt.fade = try c.time(v) },
    ])
}
