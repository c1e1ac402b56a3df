/// The faces text of one weight is set in, in the order characters are looked up: the weight's
/// own face, the bundled colour emoji, then the scenario's fallbacks. Faces are numbered as
/// `FreeTypeFaces.all` holds them: 0 the regular face, 1 the semibold, 2 the bold, 3 the medium,
/// 4 the emoji, 5... the fallbacks.
enum FontStack {
    /// A face's font file: its name (for messages) and where its bytes are.
    struct File {
        enum Source {
            /// A bundled font, in the binary's read-only data.
            case compiledIn(UnsafeBufferPointer<UInt8>)
            /// A scenario's own font, read when the scenario loaded (one copy per content).
            case loaded(FontData)
        }
        let name: String
        let source: Source
    }

    /// Each face's file, in face-number order.
    static func files(_ choice: FontChoice) -> [File] {
        var out: [File] = []
        for weight in weights {
            if let own = ownFile(weight, choice) { out.append(File(name: own.name, source: .loaded(own.data))) }
            else { out.append(bundled(BundledFont.resourceName(weight), BundledFont.file(weight))) }
        }
        out.append(bundled(BundledFont.emojiName, BundledFont.emoji))
        for f in choice.fallbacks { out.append(File(name: f.name, source: .loaded(f.data))) }
        return out
    }

    /// The scenario's own file for `weight`; nil: the bundled Inter face. A scenario's own family
    /// sets bold text in its semibold face and medium text in its regular one (it names neither;
    /// CSS's font matching likewise takes the lighter face for a missing 500).
    static func ownFile(_ weight: FontWeight, _ choice: FontChoice) -> FontFile? {
        switch weight {
        case .regular, .medium: return choice.regular
        case .semibold, .bold: return choice.semibold
        }
    }

    /// `ListRenderResources.check()` lets a program refuse to start with one clear line instead
    /// of reaching this failure.
    private static func bundled(_ name: String, _ bytes: UnsafeBufferPointer<UInt8>?) -> File {
        guard let bytes else { preconditionFailure("ListRender: bundled font \(name) is missing from this build") }
        return File(name: name, source: .compiledIn(bytes))
    }

    /// The weights in face-number order.
    static let weights: [FontWeight] = [.regular, .semibold, .bold, .medium]

    static func primary(_ weight: FontWeight) -> Int {
        switch weight {
        case .regular: return 0
        case .semibold: return 1
        case .bold: return 2
        case .medium: return 3
        }
    }

    /// The face numbers for `weight`, in lookup order.
    static func faces(_ weight: FontWeight, fallbacks: Int) -> [Int] {
        [primary(weight), emoji] + (0..<fallbacks).map { firstFallback + $0 }
    }

    static let emoji = 4
    static let firstFallback = 5
}
