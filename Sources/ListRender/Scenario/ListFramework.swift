/// `list.framework`: what draws the list on the device, UIKit's `UITableView` (the default) or
/// SwiftUI's `List`. On iOS 17 and 18 the two space grouped section headers and footers
/// differently (docs/fidelity.md, "SwiftUI's inset-grouped headers and footers on iOS 17.5 and
/// 18.5"). The choice only picks the platform's look (`PlatformLook.drawn(by:)`), so no later
/// stage branches on it.
public enum ListFramework: String, CaseIterable, Sendable {
    case uikit
    case swiftui
}
