/// Options that change how mocks are written, as Mockolo's flags spell them.
package struct MockRenderOptions: Sendable, Hashable {
    /// `--mock-final`: mock classes are `final`.
    package var mockFinal = false
    /// `--allow-set-call-count`: call counts are settable.
    package var allowSetCallCount = false
    /// `--enable-args-history`: every function records its arguments.
    package var enableArgsHistory = false

    package init() {}
}
