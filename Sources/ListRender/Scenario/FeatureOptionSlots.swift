/// A feature's decoded options, kept in `Features` by its type instead of a named field
/// (docs/architecture.md, "Adding a behaviour"): the feature's declaration writes it
/// (`FeatureDeclaration.onOff(_:_:_:)`, `.options(_:_:description:_:check:)`) and its behaviour
/// reads it (`scenario.features[MyOptions.self]`), so a new feature does not edit `Features`.
/// Equatable so that `Features` stays comparable through the slots; Sendable as scenarios cross
/// threads.
public protocol FeatureOptions: Sendable, Equatable {}

extension FeatureOptions {
    /// `==` across the existential: equal only to a value of the same type that `==` says is equal.
    func isEqual(to other: any FeatureOptions) -> Bool {
        (other as? Self).map { $0 == self } ?? false
    }
}

/// The slots behind `Features`' subscript: at most one value per options type, in the order
/// first written (`TypeKeyedSlots.swift`, the same store the frame's behaviour states use).
struct FeatureOptionSlots: Sendable, Equatable {
    private var all: [any FeatureOptions] = []

    subscript<T: FeatureOptions>(_ type: T.Type) -> T? {
        get { all.slot(of: T.self) }
        set { all.setSlot(of: T.self, to: newValue) }
    }

    /// The same options, whatever order they were written in (a test that sets two features in
    /// the other order than the decoder builds an equal `Features`).
    static func == (a: Self, b: Self) -> Bool {
        a.all.count == b.all.count && a.all.allSatisfy { x in b.all.contains { x.isEqual(to: $0) } }
    }
}

extension Features {
    /// The options of the feature whose options type is `T`, nil while it is off.
    public subscript<T: FeatureOptions>(_ type: T.Type) -> T? {
        get { optionSlots[T.self] }
        set { optionSlots[T.self] = newValue }
    }
}
