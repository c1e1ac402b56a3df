/// UIKit's scroll indicator visibility (iOS 13+): shown at once while scrolling, it starts
/// fading 1.2 s after scrolling stops and is gone 0.25 s later (Flutter's cupertino scrollbar,
/// "extracted from iOS 13.1").
enum ScrollIndicatorTiming {
    static let fadeDelay = 1.2
    static let fadeDuration = 0.25

    /// Opacity at `t`, given whether the list is scrolling and when it last moved.
    static func alpha(at t: Double, scrolling: Bool, lastActivity: Double) -> Double {
        if scrolling { return 1 }
        let elapsed = t - lastActivity - fadeDelay
        if elapsed <= 0 { return 1 }
        return max(0, 1 - elapsed / fadeDuration)
    }
}
