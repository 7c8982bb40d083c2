#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The system's monotonic clock at the grain of its tick (a few milliseconds on Linux), read
/// without the precise clock's counter: what the history ring stamps changes with, and what
/// tells the leak detector whether its last reading of the precise clock is still good.
enum CoarseClock {
    /// Nanoseconds of the coarse monotonic clock.
    @inline(__always)
    static func nanoseconds() -> UInt64 {
        var time = timespec()
        #if os(Linux)
        clock_gettime(CLOCK_MONOTONIC_COARSE, &time)
        #else
        clock_gettime(CLOCK_MONOTONIC, &time)
        #endif
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }
}
