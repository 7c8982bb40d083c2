// Needs FlyingFox, which the Inspector trait brings (InspectorTrait.swift says how to enable it).
#if Inspector
import Foundation
import RIBs
import Synchronization

/// What the main actor hands the inspector: an event, the tree as it is now, or a client to
/// connect with the tree as it is now (in order with the events, so none falls between the
/// client's snapshot and its first update).
enum InspectorItem: Sendable {
    case event(RIBEvent)
    case tree(RIBDetails?)
    case connect(RIBDetails?, reply: @Sendable (InspectorFeed) -> Void)
}

/// The inspector's own thread: it takes what the main actor handed over (``Handoff``, no lock on
/// the app's side) and records it in the hub, under the hub's and the clients' locks, which only
/// this thread and the network's take. So the app never waits for a lock a client holds.
final class InspectorPump: @unchecked Sendable {
    let handoff: Handoff<InspectorItem>
    private let hub: InspectorHub
    /// Whether to stop, and whom to tell once stopped.
    private let stopping = Mutex<(requested: Bool, waiter: CheckedContinuation<Void, Never>?, done: Bool)>(
        (false, nil, false))

    /// A pump for `hub`; `capacity` items may wait for it (more are dropped, and counted).
    init(hub: InspectorHub, capacity: Int) {
        self.hub = hub
        handoff = Handoff(capacity: capacity)
    }

    func start() {
        let thread = Thread { [self] in run() }
        thread.name = "RIBsInspector"
        thread.start()
    }

    /// Stops the thread, once what was handed over is recorded; returns when it has stopped.
    func stop() async {
        await withCheckedContinuation { continuation in
            let done = stopping.withLock { state -> Bool in
                state.requested = true
                if state.done { return true }
                state.waiter = continuation
                return false
            }
            if done { continuation.resume() } else { handoff.wake() }
        }
    }

    private func record(_ item: InspectorItem) {
        switch item {
        case .event(let event): hub.record(event)
        case .tree(let details): hub.setTree(details)
        case .connect(let details, let reply): reply(hub.connect(tree: details))
        }
    }

    private func run() {
        while true {
            handoff.drain(record)
            let waiter = stopping.withLock { state -> CheckedContinuation<Void, Never>?? in
                guard state.requested else { return nil }
                state.done = true
                return .some(state.waiter)
            }
            if let waiter {
                // A client that asked meanwhile is still answered.
                handoff.drain(record)
                waiter?.resume()
                return
            }
            handoff.waitForElements()
        }
    }
}
#endif
