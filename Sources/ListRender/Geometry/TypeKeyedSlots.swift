/// A small store keyed by type, kept in an array: at most one element of each type, found with
/// `as?` (which cannot trap), in the order first written, so nothing depends on hashing. The
/// frame's behaviour states (Simulation) and its contributions (Layout) are both such stores;
/// here, with the value types every stage speaks in, so both stages share the one copy.
extension Array {
    /// The element that is a `T`, if any.
    func slot<T>(of type: T.Type) -> T? {
        for element in self { if let value = element as? T { return value } }
        return nil
    }

    /// Replaces the `T` in its place, appends one, or (nil) removes it.
    mutating func setSlot<T>(of type: T.Type, to value: Element?) {
        let index = firstIndex { $0 is T }
        switch (index, value) {
        case let (i?, v?): self[i] = v
        case let (i?, nil): remove(at: i)
        case let (nil, v?): append(v)
        case (nil, nil): break
        }
    }
}
