// Needs FlyingFox, which the Inspector or the Tools trait brings (InspectorTrait.swift says how).
#if Inspector || Tools
import Foundation
import RIBs
import Synchronization

/// What the main actor hands the inspector: an event (while a client watches), the attaches and
/// detaches kept while none did with the tree as it stands after them, the tree as it is now, or a
/// client to connect with the tree as it is now (in order with the events, so none falls between
/// the client's snapshot and its first update).
///
/// Every case is boxed: a queue slot is a pointer, and the queue the app writes and the
/// inspector's thread reads stays small.
indirect enum InspectorItem: Sendable {
    case event(RIBEvent)
    case changes([TreeChange], endingIn: RIBDetails?)
    case tree(RIBDetails?)
    case connect(RIBDetails?, reply: @Sendable (InspectorFeed) -> Void)
    /// The snapshot message with the tree as it is now, for a request that does not stay.
    case snapshot(RIBDetails?, reply: @Sendable (String) -> Void)
}

/// The inspector's own thread: it takes what the main actor handed over (``Handoff``, no lock on
/// the app's side) and records it in the hub, under the hub's and the clients' locks, which only
/// this thread and the network's take. So the app never waits for a lock a client holds.
///
/// While the app hands things over, the thread looks every 2 ms rather than being woken for
/// each: a wake-up per event took the app's core from it thousands of times a second (the
/// benchmark counts them). After 100 ms with nothing, it parks until the app wakes it.
final class InspectorPump: @unchecked Sendable {
    let handoff: Handoff<InspectorItem>
    private let hub: InspectorHub
    private static let pollInterval = 0.002
    private static let pollsBeforeParking = 50
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
        case .changes(let changes, let after):
            for (change, path) in zip(changes, TreeChangeReplay.paths(of: changes, endingIn: after)) {
                if let path { hub.record(change, path: path) }
            }
        case .tree(let details): hub.setTree(details)
        case .connect(let details, let reply): reply(hub.connect(tree: details))
        case .snapshot(let details, let reply): reply(hub.snapshotMessage(tree: details))
        }
    }

    private func run() {
        var idlePolls = 0
        while true {
            let taken = handoff.drain(record)
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
            if taken > 0 { idlePolls = 0 }
            if idlePolls < Self.pollsBeforeParking {
                idlePolls += 1
                Thread.sleep(forTimeInterval: Self.pollInterval)
            } else {
                handoff.waitForElements()
                idlePolls = 0
            }
        }
    }
}
#endif
