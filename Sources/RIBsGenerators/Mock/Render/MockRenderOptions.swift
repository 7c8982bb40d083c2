/// Options that change how mocks are written, as Mockolo's flags spell them.
public struct MockRenderOptions: Sendable, Hashable {
    /// `--mock-final`: mock classes are `final`.
    public var mockFinal = false
    /// `--allow-set-call-count`: call counts are settable.
    public var allowSetCallCount = false
    /// `--enable-args-history`: every function records its arguments.
    public var enableArgsHistory = false

    public init() {}
}
