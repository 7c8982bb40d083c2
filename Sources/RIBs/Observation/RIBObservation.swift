#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The runtime's observation API: every attach, detach, activation, load, leak report, worker
/// start and stop and workflow step of the process, delivered to observers as ``RIBEvent``s.
///
/// An inspector, a logger, analytics or a test adds an observer; the runtime calls it on the
/// main actor, synchronously, as each action ends. An observer must be quick: queue the event
/// and return (``events(bufferingNewest:)`` does that for you).
///
/// With no observer the runtime checks one flag per action and does nothing else: no event is
/// made, no clock is read.
///
/// ```swift
/// let observation = RIBObservation.addObserver { event in
///     print(event.kind, event.path, event.duration)
/// }
/// // …
/// RIBObservation.removeObserver(observation)
/// ```
@MainActor
public enum RIBObservation {
    /// Names an observer, to remove it.
    public struct Token: Hashable, Sendable {
        let id: UInt64
    }

    // Main-actor state, never mutated during a callout of its own (publish iterates over a
    // copy), so the dynamic exclusivity checks on each access are dropped: with them, the flag's
    // read cost the tree benchmark a tenth of its time.
    @exclusivity(unchecked) private static var observers: [(id: UInt64, observe: @MainActor (RIBEvent) -> Void)] = []
    @exclusivity(unchecked) private static var lastID: UInt64 = 0

    /// Whether anyone observes: the runtime's fast path reads this flag only.
    @exclusivity(unchecked) public private(set) static var isObserved = false

    /// Calls `observer` with each event from now on, until removed.
    @discardableResult
    public static func addObserver(_ observer: @escaping @MainActor (RIBEvent) -> Void) -> Token {
        lastID += 1
        observers.append((lastID, observer))
        isObserved = true
        RIBEventSink.readersDidChange()
        return Token(id: lastID)
    }

    /// Stops the observer `token` names; removing it twice does nothing.
    public static func removeObserver(_ token: Token) {
        observers.removeAll { $0.id == token.id }
        isObserved = !observers.isEmpty
        RIBEventSink.readersDidChange()
    }

    /// The events from now on as a stream, keeping the newest `limit` when its reader falls
    /// behind; the observer goes when the stream's reader stops.
    public static func events(bufferingNewest limit: Int = 1_000) -> AsyncStream<RIBEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: RIBEvent.self, bufferingPolicy: .bufferingNewest(limit))
        let token = addObserver { continuation.yield($0) }
        continuation.onTermination = { _ in Task { @MainActor in removeObserver(token) } }
        return stream
    }

    /// Hands `event` to every observer. ``RIBEventSink`` publishes; an app observes.
    static func publish(_ event: RIBEvent) {
        for observer in observers { observer.observe(event) }
    }

    /// The start of a timed action in monotonic nanoseconds, or 0 when nobody observes (no
    /// clock read). An integer, not an optional `ContinuousClock.Instant`: that type's layout is
    /// resilient, and moving an optional of it through every attach and activation took the
    /// runtime's metadata and value-witness calls, a few percent of the tree benchmark.
    static func start() -> UInt64 {
        isObserved ? monotonicNanoseconds() : 0
    }

    static func monotonicNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }

    /// Publishes `kind` for a RIB, timed from `start`.
    static func publish(
        _ kind: RIBEvent.Kind, rib: RIBID?, tree: RIBID?, name: String, path: String, detail: String = "",
        since start: UInt64
    ) {
        guard isObserved else { return }
        let duration: Duration = start == 0 ? .zero : .nanoseconds(Int64(monotonicNanoseconds() &- start))
        publish(
            RIBEvent(
                kind: kind, rib: rib, name: name, path: path, detail: detail, time: .now, duration: duration, tree: tree
            ))
    }
}
