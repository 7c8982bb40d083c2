import AllocatorStatistics

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The best of `repetitions` runs of `body`, in nanoseconds per operation.
///
/// The minimum is the least disturbed run: on a shared machine everything else only adds time.
@MainActor
func nanosecondsPerOperation(operations: Int, repetitions: Int = 15, _ body: () -> Void) -> Double {
    var best = Double.infinity
    let clock = ContinuousClock()
    for _ in 0..<repetitions {
        let elapsed = clock.measure(body)
        best = min(best, microseconds(elapsed) * 1e3 / Double(operations))
    }
    return best
}

/// The best nanoseconds per operation of `first` and of `second`, their runs taking turns, so a
/// busy spell of the machine slows both sides of a ratio instead of one.
func nanosecondsPerOperation(
    operations: Int, repetitions: Int = 15, _ first: () -> Void, against second: () -> Void
) -> (first: Double, second: Double) {
    var best = (first: Double.infinity, second: Double.infinity)
    let clock = ContinuousClock()
    for _ in 0..<repetitions {
        best.first = min(best.first, microseconds(clock.measure(first)) * 1e3 / Double(operations))
        best.second = min(best.second, microseconds(clock.measure(second)) * 1e3 / Double(operations))
    }
    return best
}

/// A duration in microseconds.
func microseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
}

/// CPU time this process has used, in microseconds (all threads).
func processCPUMicroseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e6 + Double(time.tv_nsec) / 1e3
}

/// How often the calling thread has given up its core: to wait (voluntary context switches) and
/// to another thread the kernel preferred (involuntary ones).
///
/// Linux counts them per thread; elsewhere these are the process's counts.
func contextSwitchesOfThisThread() -> (waits: Int, preemptions: Int) {
    var usage = rusage()
    #if os(Linux)
    // RUSAGE_THREAD (1) is a GNU extension the Glibc module does not import.
    getrusage(__rusage_who_t(1), &usage)
    #else
    getrusage(RUSAGE_SELF, &usage)
    #endif
    return (Int(usage.ru_nvcsw), Int(usage.ru_nivcsw))
}

/// Bytes the allocator has handed out and not taken back.
func allocatedBytes() -> Int {
    Int(allocator_bytes_in_use())
}

/// Keeps a value from being optimised away.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// One line of the report.
func report(_ name: String, _ value: String, target: String, met: Bool) {
    let pad = String(repeating: " ", count: max(1, 64 - name.count))
    print("\(name)\(pad)\(value)   target: \(target)   \(met ? "MET" : "NOT MET")")
}

func format(_ value: Double, _ digits: Int = 1) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    return "\(rounded)"
}
