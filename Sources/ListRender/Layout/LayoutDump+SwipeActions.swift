extension LayoutDump {
    /// `rows[].actions` and `deletedRow`: each button's title and frame.
    static func swipeActions(_ actions: [SwipeActionLayout]) -> JSONOutput {
        .array(actions.map { .object([("title", .string($0.title)), ("frame", rect($0.frame))]) })
    }
}
