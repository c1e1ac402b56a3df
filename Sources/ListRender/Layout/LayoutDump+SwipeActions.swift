extension LayoutDump {
    /// `rows[].actions` and `deletedRow`: each button's title, its symbol if it has one, and frame.
    static func swipeActions(_ actions: [SwipeActionLayout]) -> JSONOutput {
        .array(actions.map { a in
            .object([("title", .string(a.title))] + (a.symbol.map { [("symbol", .string($0.rawValue))] } ?? [])
                    + [("frame", rect(a.frame))])
        })
    }
}
