/// A pending leak expectation that can be withdrawn.
@MainActor
public protocol LeakDetectionHandle {
    /// Withdraws the expectation: it is neither checked nor counted as pending any more.
    func cancel()
}
