/// A part of the screen that `verify` leaves out of the comparison (`output.ignore`): still
/// drawn in every frame, only not counted, and outlined in the diff image.
public enum IgnoreRegion: Hashable, Sendable {
    /// A fixed rectangle in viewport points.
    case rect(Rect)
    /// A row of the data, wherever it is on screen in each frame (nothing while it is off screen).
    case row(RowRef)
    /// An element that moves or changes on its own, wherever it is in each frame.
    case part(ScreenPart)
}

/// The screen elements `output.ignore` can name, by their scenario words.
public enum ScreenPart: String, CaseIterable, Hashable, Sendable {
    /// The scroll indicator.
    case indicator
    /// The info panel beside the scroll indicator.
    case infoPanel
    /// The scrub nub on the right edge.
    case scrubNub
    /// The "Load more" row, with its spinner.
    case loadMore
    /// The header behind the list of the snap-header behaviour.
    case snapHeader
    /// The status bar (its clock).
    case statusBar
    /// The tab bar or toolbar with the safe area under it (a badge's count that changes).
    case bottomBar
}
