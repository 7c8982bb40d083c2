import Foundation

/// A value behind a pthread mutex (`NSLock`), for test support that threads share.
///
/// Not `Synchronization.Mutex`: on Linux it locks with atomics compiled into the toolchain's
/// uninstrumented library, so ThreadSanitizer sees no order between two `withLock` bodies and
/// reports what they protect as a race (a CI run reported `ProcessSlots` twice). The runtime's
/// `Locked` has the same answer for its ThreadSanitizer build.
package final class ThreadLock<State>: @unchecked Sendable {
    private let lock = NSLock()
    private var state: State

    package init(_ state: State) {
        self.state = state
    }

    /// Runs `body` with the value, holding the lock.
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}
