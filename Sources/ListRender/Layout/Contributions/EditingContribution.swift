/// Edit mode while the list is (going) into editing or leaving it.
public struct EditingContribution: FrameContribution, Hashable {
    /// 0…1 into the editing transition.
    public var progress: Double
}
