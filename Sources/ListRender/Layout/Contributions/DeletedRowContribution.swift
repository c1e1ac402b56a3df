/// A row deleted by a swipe action or edit mode's Delete button, collapsing (rows below slide
/// up over it): the performed action's colour filling its place.
public struct DeletedRowContribution: FrameContribution, Hashable {
    public var row: SwipeActionLayout
}
