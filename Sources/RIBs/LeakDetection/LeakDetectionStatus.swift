/// Whether a leak detector has checks still waiting.
public enum LeakDetectionStatus: Sendable, Equatable {
    /// At least one expectation is pending.
    case inProgress
    /// No expectation is pending.
    case didComplete

    /// Uber's spelling of ``inProgress``.
    @available(*, deprecated, renamed: "inProgress")
    public static var InProgress: LeakDetectionStatus { .inProgress }

    /// Uber's spelling of ``didComplete``.
    @available(*, deprecated, renamed: "didComplete")
    public static var DidComplete: LeakDetectionStatus { .didComplete }
}
