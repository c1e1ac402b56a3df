/// What happened to one image, in the one vocabulary `compare`, `verify` and the reports share
/// (docs/verify.md, "Statuses"). Each word says what became of the actual image (a rendering, or
/// compare's ACTUAL file) against its expected one (a reference, or compare's EXPECTED file).
public enum ImageStatus: String, Equatable, Sendable, CaseIterable {
    /// Both images were there and matched.
    case passed
    /// Both images were there and differ (pixels or size).
    case failed
    /// An actual image with no reference, not written as one: compare's files in ACTUAL only
    /// (printed `extra`, the name its output has always used), verify's frames with no reference
    /// in record mode `never`. (Record mode `missing` is named for the missing reference: it
    /// records exactly these frames.)
    case new
    /// A reference with no actual image: compare's files in EXPECTED only, verify's stale
    /// references (no selected frame renders them).
    case missing
    /// An actual image with no reference, written as the new reference (verify).
    case recorded
    /// A reference that differed (or could not be read), overwritten with the actual image (verify).
    case replaced

    /// Whether this image makes a run fail: `failed`, `new`, `missing` and `recorded`. A frame
    /// recorded because it had no reference was compared with nothing, so the run fails and says
    /// to run again, as swift-snapshot-testing and Playwright do: a first run that passed would
    /// catch nothing. (`verify` lists its stale references apart and never fails for them;
    /// `replaced` is a reference the user asked to rewrite.)
    public var isFailure: Bool { self == .failed || self == .new || self == .missing || self == .recorded }
}
