import Synchronization

#if RIBS_TSAN
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value behind a lock, for the ThreadSanitizer build only (`Scripts/sanitize.sh thread`
/// defines `RIBS_TSAN`): a pthread mutex, whose locking ThreadSanitizer sees.
///
/// On Linux, `Synchronization.Mutex` locks with atomics compiled into the toolchain's
/// uninstrumented library, so ThreadSanitizer (Swift 6.3) sees no ordering between two
/// `withLock` bodies and reports every access they protect as a race; a four-thread program of
/// ten lines shows it. Everything else the runtime does stays under the sanitizer's eyes.
package final class Locked<State>: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var state: State

    package init(_ state: sending State) {
        self.state = state
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with the value, holding the lock.
    package func withLock<Result, Failure: Error>(
        _ body: (inout sending State) throws(Failure) -> sending Result
    ) throws(Failure) -> sending Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state)
    }
}
#else
/// A value behind a lock: `Synchronization.Mutex`, but for the ThreadSanitizer build, where it
/// is a lock the sanitizer can see (see `Scripts/sanitize.sh`).
package typealias Locked<State> = Mutex<State>
#endif
