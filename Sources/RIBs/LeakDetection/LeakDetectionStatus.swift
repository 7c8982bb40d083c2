/// Whether a leak detector has checks still waiting.
public enum LeakDetectionStatus: Sendable, Equatable {
    /// At least one expectation is pending.
    case inProgress
    /// No expectation is pending.
    case didComplete
}
