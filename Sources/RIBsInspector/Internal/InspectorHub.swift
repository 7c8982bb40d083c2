import RIBs
import RIBsInspectorWire
import Synchronization

/// What the inspector keeps for its clients: the history of recent events, the latest tree and
/// the connected clients' feeds, behind one lock that the inspector's thread (``InspectorPump``)
/// and the server's tasks take, never the app.
final class InspectorHub: Sendable {
    private struct State {
        var history: EventRing<InspectorWire.Event>
        var tree: InspectorWire.Node?
        var feeds: [ObjectIdentifier: InspectorFeed] = [:]
        var nextSequence: UInt64 = 1
    }

    private let state: Mutex<State>
    /// How many clients are connected, for the app to read without the lock.
    private let clients = Atomic<Int>(0)
    let queueCapacity: Int
    /// When it started, on the clock of ``RIBEvent/time``, and on the coarse clock of
    /// ``TreeChange/time``: events are sent with their time since then.
    let startTime: ContinuousClock.Instant
    private let startCoarseNanoseconds: UInt64

    init(capacity: Int) {
        state = Mutex(State(history: EventRing(capacity: capacity)))
        queueCapacity = capacity
        startTime = .now
        startCoarseNanoseconds = TreeChangeLog.coarseNanoseconds()
    }

    /// Records an event and queues it for every client.
    func record(_ event: RIBEvent) {
        let sinceStart = event.time - startTime
        record(
            kind: event.kind, rib: event.rib, name: event.name, path: event.path, detail: event.detail,
            milliseconds: Double(sinceStart.components.seconds) * 1e3
                + Double(sinceStart.components.attoseconds) / 1e15,
            // An action the runtime does not time (an attach: its activation and load are events
            // of their own) has a zero duration: it is sent as not measured.
            microseconds: event.duration == .zero
                ? nil
                : Double(event.duration.components.seconds) * 1e6 + Double(event.duration.components.attoseconds) / 1e12
        )
    }

    /// Records an attach, a detach or a leak at `path` in the inspected tree, untimed.
    func record(_ change: TreeChange, path: String) {
        let kind: RIBEvent.Kind =
            switch change.kind {
            case .attached: .attached
            case .detached: .detached
            case .leaked: .leaked
            }
        record(
            kind: kind, rib: change.kind == .leaked ? nil : change.rib, name: change.name, path: path,
            detail: change.leak?.report ?? "",
            milliseconds: Double(Int64(bitPattern: change.time &- startCoarseNanoseconds)) / 1e6,
            microseconds: nil)
    }

    private func record(
        kind: RIBEvent.Kind, rib: RIBID?, name: String, path: String, detail: String, milliseconds: Double,
        microseconds: Double?
    ) {
        let (wire, feeds) = state.withLock { state in
            let wire = InspectorWire.Event(
                seq: state.nextSequence, kind: kind.rawValue, id: rib?.rawValue, name: name.copiedHere,
                path: path.copiedHere, detail: detail.copiedHere, t: max(0, milliseconds), us: microseconds)
            state.nextSequence += 1
            state.history.append(wire)
            return (wire, state.feeds.values)
        }
        for feed in feeds { feed.push(wire) }
    }

    /// Replaces the tree and queues it for every client.
    func setTree(_ details: RIBDetails?) {
        let node = details.map(InspectorWire.Node.init(copying:))
        let feeds = state.withLock { state in
            state.tree = node
            return state.feeds.values
        }
        if let node { for feed in feeds { feed.push(node) } }
    }

    /// The snapshot message: `tree` (or the latest one the hub has) and the recent events.
    func snapshotMessage(tree given: RIBDetails? = nil) -> String {
        let (tree, events, dropped) = state.withLock { ($0.tree, $0.history.elements, $0.history.dropped) }
        return InspectorWire.encode(
            .init(
                type: "snapshot", tree: given.map(InspectorWire.Node.init(copying:)) ?? tree, events: events,
                dropped: dropped))
    }

    /// A new client's feed, which sends the snapshot first (with `tree`, the tree as it is now,
    /// when given). The snapshot and the feed's place among the clients are taken under one
    /// lock, so no event falls between them.
    func connect(tree given: RIBDetails? = nil) -> InspectorFeed {
        let feed = InspectorFeed(snapshot: nil, capacity: queueCapacity)
        let node = given.map(InspectorWire.Node.init(copying:))
        let (tree, events, dropped) = state.withLock { state in
            if let node { state.tree = node }
            state.feeds[ObjectIdentifier(feed)] = feed
            clients.store(state.feeds.count, ordering: .relaxed)
            return (state.tree, state.history.elements, state.history.dropped)
        }
        feed.setSnapshot(
            InspectorWire.encode(.init(type: "snapshot", tree: tree, events: events, dropped: dropped)))
        return feed
    }

    /// How many events were recorded since the hub was made.
    var recordedCount: UInt64 { state.withLock { $0.nextSequence - 1 } }

    /// Forgets a client's feed and closes it; returns how many clients remain.
    @discardableResult
    func disconnect(_ feed: InspectorFeed) -> Int {
        feed.close()
        return state.withLock { state in
            state.feeds[ObjectIdentifier(feed)] = nil
            clients.store(state.feeds.count, ordering: .relaxed)
            return state.feeds.count
        }
    }

    /// How many clients are connected; read without the lock.
    var clientCount: Int { clients.load(ordering: .relaxed) }

    /// Closes every feed (the inspector stops).
    func closeAll() {
        let feeds = state.withLock { state in
            defer {
                state.feeds = [:]
                clients.store(0, ordering: .relaxed)
            }
            return Array(state.feeds.values)
        }
        for feed in feeds { feed.close() }
    }
}
