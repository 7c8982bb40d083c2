import RIBsInspectorWire
import Synchronization

/// One connected client's queue: the snapshot it gets first, then the latest tree and the
/// events it has not been sent, bounded. The app's side only appends under a short lock; the
/// client's connection pulls a message when it has written the previous one, so a slow client
/// lets its own queue overflow (dropped and counted) and never holds the app.
final class InspectorFeed: Sendable {
    private struct State {
        var first: String?
        var tree: InspectorWire.Node?
        var events: EventRing<InspectorWire.Event>
        var waiter: CheckedContinuation<Void, Never>?
        var isClosed = false

        var hasWork: Bool { isClosed || first != nil || tree != nil || events.count > 0 }
    }

    private let state: Mutex<State>

    init(snapshot: String?, capacity: Int) {
        state = Mutex(State(first: snapshot, events: EventRing(capacity: capacity)))
    }

    /// Sets the message sent first (before anything queued).
    func setSnapshot(_ snapshot: String) {
        let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
            state.first = snapshot
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume()
    }

    /// Queues an event (dropping the oldest queued one when full).
    func push(_ event: InspectorWire.Event) {
        let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard !state.isClosed else { return nil }
            state.events.append(event)
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume()
    }

    /// Replaces the tree to send next.
    func push(_ tree: InspectorWire.Node) {
        let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard !state.isClosed else { return nil }
            state.tree = tree
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume()
    }

    /// Ends the feed: ``next()`` returns `nil` from now on.
    func close() {
        let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
            state.isClosed = true
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume()
    }

    var isClosed: Bool { state.withLock { $0.isClosed } }

    /// The next message as JSON text, waiting for one; `nil` once closed.
    func next() async -> String? {
        while true {
            if let message = take() { return message.isEmpty ? nil : message }
            await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    let ready = state.withLock { state -> Bool in
                        if state.hasWork { return true }
                        state.waiter = continuation
                        return false
                    }
                    if ready { continuation.resume() }
                }
            } onCancel: {
                close()
            }
        }
    }

    /// A message if one is ready: "" when closed, `nil` when there is nothing yet.
    private func take() -> String? {
        // Only constant-time work under the lock: the app appends under it, on the main actor.
        let taken = state.withLock {
            state -> (first: String?, tree: InspectorWire.Node?, events: EventRing<InspectorWire.Event>?)? in
            if state.isClosed { return ("", nil, nil) }
            if let first = state.first {
                state.first = nil
                return (first, nil, nil)
            }
            if let tree = state.tree {
                state.tree = nil
                return (nil, tree, nil)
            }
            guard state.events.count > 0 else { return nil }
            return (nil, nil, state.events.takeAll())
        }
        guard let taken else { return nil }
        if let first = taken.first { return first }
        if let tree = taken.tree {
            return InspectorWire.encode(.init(type: "tree", tree: tree, events: nil, dropped: 0))
        }
        guard let events = taken.events else { return nil }
        return InspectorWire.encode(
            .init(type: "events", tree: nil, events: events.elements, dropped: events.dropped))
    }
}
