/// A clock whose time moves only in steps someone takes, and which says when it took one: a
/// ``LeakDetector`` on such a clock runs its due checks at each step, synchronously, instead of
/// sleeping. RIBsTesting's `ManualClock` is the one; the protocol is not API.
package protocol SteppedClock: AnyObject, Sendable {
    /// Registers `observer` to run on the main actor at the end of every step.
    func onStep(_ observer: @escaping @Sendable @MainActor () -> Void)
}
