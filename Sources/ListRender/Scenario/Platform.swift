/// The iOS release whose look a scenario is drawn in (the top-level `platform` key). Every
/// number, colour and shape that differs between them is one entry of `PlatformLook`.
public enum Platform: String, CaseIterable, Sendable, Hashable {
    /// iOS 17 and 18: 44-pt rows, 10-pt circular card corners, the 51 × 31 UISwitch.
    case ios18
    /// iOS 26, the iOS people run: taller rows, continuous 26-pt card corners, separators that
    /// stop short of the card's trailing edge, the 63 × 28 switch.
    case ios26

    /// What a scenario that names no platform gets: the current iOS.
    public static let current = Platform.ios26

    /// The environment variable that sets the platform of scenarios that name none.
    public static let environmentVariable = "LISTRENDER_PLATFORM"

    /// The platform for scenarios that name none: the flag's, else the environment variable's,
    /// else the current iOS. A value that names no platform is an `InputError`.
    public static func resolve(flag: Platform?, environment: [String: String]) throws -> Platform {
        if let flag { return flag }
        guard let text = environment[environmentVariable], !text.isEmpty else { return .current }
        guard let platform = Platform(rawValue: text.lowercased()) else {
            // Quoted with its control characters escaped and cut short: one line whatever was set.
            let shown = (text.count > 40 ? String(text.prefix(40)) + "…" : text).debugDescription
            throw InputError("\(environmentVariable)=\(shown): expected \(allCases.map(\.rawValue).joined(separator: " or "))")
        }
        return platform
    }

    /// The look this platform draws.
    public var look: PlatformLook { self == .ios18 ? .ios18 : .ios26 }
}
