/// Simulation time in whole microseconds. Touch events, timers and frame times are compared as
/// integers, so "does this lift happen before frame 30?" never depends on floating-point rounding.
typealias SimTime = Int64

extension SimTime {
    /// Seconds → microseconds, rounded to nearest.
    static func seconds(_ s: Double) -> SimTime { SimTime((s * 1_000_000).rounded()) }
    var seconds: Double { Double(self) / 1_000_000 }
}
