import Synchronization

/// Hands the elements of the runtime's streams to main-actor handlers, one at a time, in the
/// order they were sent: what every subscription of the runtime delivers through
/// (``EventSubscription``, an ``Attachment``'s handlers, a node's adapters).
///
/// Rx's timing where it can be had: an element sent on the main actor reaches its handlers
/// before `send` returns, when no handler is running. One sent from another thread, or while a
/// handler runs (a handler that sends), waits in one first-in, first-out queue for the main
/// actor, which takes it right after the running handler returns, or in its next turn. One
/// queue for every subscription keeps the order across streams too: the outputs of one child,
/// sent one after the other, reach the parent in that order, whichever thread sent them.
///
/// While the tree changes (a RIB attaches, activates, deactivates or detaches: ``holding(_:)``),
/// what is sent waits too, and is delivered when the change is complete, in the same turn: a
/// handler never sees, or changes, a tree halfway through a change (a child that closes itself
/// while it activates is detached once it is attached, not inside its own activation).
///
/// A source queues an element while it holds its own lock (``accept(_:for:)``), so the queue's
/// order is the source's, then ``flush()`` delivers it. A subscription that ends accepts
/// nothing more; what it accepted before is still delivered, and the work `end` is given (a
/// child's detach handlers) runs after that.
package enum DeliveryQueue {
    private struct State {
        var jobs = JobQueue()
        /// A handler runs on the main actor now: whatever comes waits its turn.
        var isDraining = false
        /// A main-actor task will take the queue.
        var isDrainScheduled = false
    }

    private static let state = Locked(State())
    /// How many tree changes are in progress on the main actor (they nest).
    @MainActor @exclusivity(unchecked) private static var holds = 0
    /// Something was held back by a tree change and waits for its end.
    @MainActor @exclusivity(unchecked) private static var isHeldBack = false

    /// Runs `change`, a change of the tree, with deliveries held until it (and any change it
    /// makes inside) is complete; then delivers what waits.
    @MainActor
    static func holding<Result>(_ change: () throws -> Result) rethrows -> Result {
        holds += 1
        defer {
            holds -= 1
            if holds == 0, isHeldBack {
                isHeldBack = false
                drainIfIdle()
            }
        }
        return try change()
    }

    /// Queues `element` for each of `sinks` that has not ended. The source calls it holding its
    /// own lock, then ``flush()`` once it has let go of it.
    static func accept<Element>(_ element: Element, for sinks: [DeliverySink<Element>]) {
        state.withLock { state in
            for sink in sinks where !sink.isEnded {
                state.jobs.append { sink.handle(element) }
            }
        }
    }

    /// Queues, for each of `sinks` that has not ended and has an end handler, that handler,
    /// behind every element it accepted: the source has ended. The sink accepts nothing after.
    static func acceptEnd<Element>(for sinks: [DeliverySink<Element>]) {
        state.withLock { state in
            for sink in sinks where !sink.isEnded {
                sink.isEnded = true
                if let onSourceEnd = sink.onSourceEnd { state.jobs.append(onSourceEnd) }
            }
        }
    }

    /// Delivers what waits: at once on the main actor, unless a handler runs there now (then
    /// right after it returns); elsewhere, in a main-actor task.
    static func flush() {
        if MainQueue.isCurrent {
            MainActor.assumeIsolated { drainIfIdle() }
            return
        }
        let schedule = state.withLock { state -> Bool in
            guard !state.isDraining, !state.isDrainScheduled, !state.jobs.isEmpty else { return false }
            state.isDrainScheduled = true
            return true
        }
        if schedule {
            Task { @MainActor in
                state.withLock { $0.isDrainScheduled = false }
                drainIfIdle()
            }
        }
    }

    /// Delivers `element` to `sink` from the main actor: for a source read by a task.
    @MainActor
    static func deliver<Element>(_ element: Element, to sink: DeliverySink<Element>) {
        accept(element, for: [sink])
        drainIfIdle()
    }

    /// Ends `sink`: it accepts nothing more. `after` runs once everything it accepted before has
    /// been delivered: at once when nothing waits and no handler runs.
    @MainActor
    static func end<Element>(_ sink: DeliverySink<Element>, after: (@MainActor () -> Void)? = nil) {
        state.withLock { state in
            sink.isEnded = true
            if let after { state.jobs.append(after) }
        }
        drainIfIdle()
    }

    /// Queues `work` behind every element accepted so far.
    @MainActor
    static func enqueue(_ work: @escaping @MainActor () -> Void) {
        state.withLock { $0.jobs.append(work) }
        drainIfIdle()
    }

    /// Delivers what waits, unless a handler runs now (it will, once that handler returns).
    @MainActor
    package static func drainIfIdle() {
        guard holds == 0 else {
            isHeldBack = true
            return
        }
        let idle = state.withLock { state -> Bool in
            guard !state.isDraining, !state.jobs.isEmpty else { return false }
            state.isDraining = true
            return true
        }
        if idle { drain() }
    }

    /// Returns once every element accepted so far, and the work queued behind it, has been
    /// delivered; then, while more waits, once what was queued meanwhile has been too, for at
    /// most `rounds` rounds in all (what handlers send in turn).
    ///
    /// A barrier, not "until the queue is empty": the queue is the whole process's, and a test
    /// waiting for it to empty waited on every other test that sends (issue 38).
    @MainActor
    package static func delivered(rounds: Int = 8) async {
        for _ in 0..<max(1, rounds) {
            await withCheckedContinuation { continuation in
                enqueue { continuation.resume() }
            }
            if isIdle { return }
        }
    }

    /// Whether nothing waits to be delivered.
    package static var isIdle: Bool {
        state.withLock { $0.jobs.isEmpty && !$0.isDrainScheduled }
    }

    /// Runs the queued jobs, in order, until none is left; the caller has set `isDraining`.
    @MainActor
    private static func drain() {
        while let job = state.withLock({ state -> (@MainActor () -> Void)? in
            if let job = state.jobs.popFirst() { return job }
            state.isDraining = false
            return nil
        }) {
            job()
        }
    }
}
