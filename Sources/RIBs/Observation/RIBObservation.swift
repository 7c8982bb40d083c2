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

    private static var observers: [(id: UInt64, observe: @MainActor (RIBEvent) -> Void)] = []
    private static var lastID: UInt64 = 0

    /// Whether anyone observes: the runtime's fast path reads this flag only.
    public private(set) static var isObserved = false

    /// Calls `observer` with each event from now on, until removed.
    @discardableResult
    public static func addObserver(_ observer: @escaping @MainActor (RIBEvent) -> Void) -> Token {
        lastID += 1
        observers.append((lastID, observer))
        isObserved = true
        return Token(id: lastID)
    }

    /// Stops the observer `token` names; removing it twice does nothing.
    public static func removeObserver(_ token: Token) {
        observers.removeAll { $0.id == token.id }
        isObserved = !observers.isEmpty
    }

    /// The events from now on as a stream, keeping the newest `limit` when its reader falls
    /// behind; the observer goes when the stream's reader stops.
    public static func events(bufferingNewest limit: Int = 1_000) -> AsyncStream<RIBEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: RIBEvent.self, bufferingPolicy: .bufferingNewest(limit))
        let token = addObserver { continuation.yield($0) }
        continuation.onTermination = { _ in Task { @MainActor in removeObserver(token) } }
        return stream
    }

    /// Hands `event` to every observer.
    public static func publish(_ event: RIBEvent) {
        for observer in observers { observer.observe(event) }
    }

    /// The start of a timed action: the clock's reading when observed, else `nil` (no read).
    static func start() -> ContinuousClock.Instant? {
        isObserved ? ContinuousClock.now : nil
    }

    /// Publishes `kind` for a RIB, timed from `start`.
    static func publish(
        _ kind: RIBEvent.Kind, rib: RIBID?, name: String, path: String, detail: String = "",
        since start: ContinuousClock.Instant?
    ) {
        guard isObserved else { return }
        let now = ContinuousClock.now
        publish(
            RIBEvent(
                kind: kind, rib: rib, name: name, path: path, detail: detail, time: now,
                duration: start.map { now - $0 } ?? .zero))
    }

    /// Publishes `kind` for the RIB whose router owns `interactor`, if it has one.
    static func publish(
        _ kind: RIBEvent.Kind, interactorOf item: Any, detail: String = "", since start: ContinuousClock.Instant?
    ) {
        guard isObserved else { return }
        let owner = (item as? Interactor)?.owningRouter
        publish(
            kind, rib: owner?.ribID, name: owner?.name ?? String(describing: type(of: item)), path: owner?.path ?? "",
            detail: detail, since: start)
    }
}
