/// Work in progress, counted, for a view to show while any runs: RxSwift's example
/// `ActivityIndicator` (which many apps copy), for `async` work.
///
/// `ribs migrate` makes an app's copy of RxSwift's `ActivityIndicator` this tracker:
/// `request().trackActivity(indicator)` on a call that became `async` is `try await
/// indicator.track { try await request() }`, and the indicator read as a stream is
/// ``isActive``.
///
/// ```swift
/// let loading = ActivityTracker()
/// loading.isActive.bind(to: isLoadingRelay).cancelOnDeactivate(interactor: self)
/// whileActive {
///     let ranking = try? await loading.track { try await useCase.ranking() }
/// }
/// ```
public final class ActivityTracker: Sendable {
    private let running = ValueRelay(0)

    /// A tracker with nothing running.
    public init() {}

    /// Whether work runs now: `false` first, then each change from idle to busy and back, as
    /// RxSwift's `ActivityIndicator` delivered it.
    public var isActive: Events<Bool> {
        running.values.map { $0 > 0 }.removeDuplicates()
    }

    /// How many calls of ``track(_:)`` are running.
    public var count: Int {
        running.value
    }

    /// Runs `work`, counted from its start to its end, whether it returns, throws or is
    /// cancelled; it runs where the caller does.
    public nonisolated(nonsending) func track<Result>(
        _ work: nonisolated(nonsending) () async throws -> Result
    ) async rethrows -> Result {
        running.update { $0 += 1 }
        defer { running.update { $0 -= 1 } }
        return try await work()
    }
}
