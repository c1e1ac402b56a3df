/// The faces text of one weight is set in, in the order characters are looked up: the weight's
/// own face, the bundled colour emoji, then the scenario's fallbacks. Faces are numbered as
/// `FreeTypeFaces.all` holds them: 0 the regular face, 1 the semibold, 2 the bold, 3 the emoji,
/// 4... the fallbacks.
enum FontStack {
    /// Each face's name (for messages) and bytes, in face-number order.
    static func files(_ choice: FontChoice) -> [(String, [UInt8])] {
        var out: [(String, [UInt8])] = []
        for weight in weights {
            // A scenario's own family sets bold text in its semibold face (it names no bold one).
            let own = weight == .regular ? choice.regular : choice.semibold
            if let own { out.append((own.name, own.bytes)) }
            else { out.append((BundledFont.resourceName(weight), BundledFont.bytes(weight))) }
        }
        out.append((BundledFont.emojiName, BundledFont.emoji))
        for f in choice.fallbacks { out.append((f.name, f.bytes)) }
        return out
    }

    /// The weights in face-number order.
    static let weights: [FontWeight] = [.regular, .semibold, .bold]

    static func primary(_ weight: FontWeight) -> Int {
        switch weight {
        case .regular: return 0
        case .semibold: return 1
        case .bold: return 2
        }
    }

    /// The face numbers for `weight`, in lookup order.
    static func faces(_ weight: FontWeight, fallbacks: Int) -> [Int] {
        [primary(weight), emoji] + (0..<fallbacks).map { firstFallback + $0 }
    }

    static let emoji = 3
    static let firstFallback = 4
}
