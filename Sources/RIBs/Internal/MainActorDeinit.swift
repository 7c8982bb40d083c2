import Dispatch
import Synchronization

/// The main-actor work of a deinitializer, run as `isolated deinit` would run it, on every OS
/// the package supports (`isolated deinit` needs iOS 18.4 / macOS 15.4).
///
/// A RIB object dies on the main actor, where it lives: the work runs at once, inside the
/// deinitializer. If the last reference was dropped elsewhere (a `Sendable` router captured by a
/// detached task), `prepare` reads what the work needs from the dying object, which nothing else
/// references any more, and the work runs on the main actor as soon as it can, on those values
/// alone.
///
/// ```swift
/// deinit {
///     MainActorDeinit.run { self.deinitWork() }   // deinitWork() reads, the work it returns acts
/// }
/// ```
package enum MainActorDeinit {
    /// What a deinitializer does on the main actor, holding the values it needs (never the dying
    /// object itself).
    package struct Work: @unchecked Sendable {
        let body: @MainActor () -> Void

        package init(_ body: @escaping @MainActor () -> Void) {
            self.body = body
        }

        package static let none = Work {}
    }

    package static func run(_ prepare: @MainActor () -> Work) {
        if MainQueue.isCurrent {
            MainActor.assumeIsolated { prepare().body() }
            return
        }
        runLater(offMainActor(prepare))
    }

    /// The same, with the work as a value: on the main actor, where RIBs die, nothing is
    /// allocated for it (a closure holding the values would be, once per object).
    package static func run<Remains: MainActorDeinitWork>(_ prepare: @MainActor () -> Remains) {
        if MainQueue.isCurrent {
            MainActor.assumeIsolated {
                var remains = prepare()
                remains.run()
            }
            return
        }
        let remains = UncheckedRemains(value: offMainActor(prepare))
        runLater(
            Work {
                var value = remains.value
                value.run()
            })
    }

    /// Calls `prepare` off the main actor: it only reads the dying object, which nobody else
    /// can reach.
    private static func offMainActor<Value>(_ prepare: @MainActor () -> Value) -> Value {
        withoutActuallyEscaping(prepare) { prepare in
            unsafeBitCast(prepare, to: (() -> Value).self)()
        }
    }

    /// What a dying object left, carried to the main actor: nothing else references it.
    private struct UncheckedRemains<Value>: @unchecked Sendable {
        let value: Value
    }

    private static func runLater(_ work: Work) {
        let id = deferred.withLock { deferred in
            deferred.nextID &+= 1
            return deferred.nextID
        }
        let task = Task { @MainActor in
            work.body()
            deferred.withLock { deferred in
                // Not registered yet (it ran before `run` returned): say it has run.
                if deferred.tasks.removeValue(forKey: id) == nil { deferred.finished.insert(id) }
            }
        }
        deferred.withLock { deferred in
            if deferred.finished.remove(id) == nil { deferred.tasks[id] = task }
        }
    }

    /// Work of deinitializers that ran off the main actor and has not run yet.
    private static let deferred = Locked<(nextID: UInt64, tasks: [UInt64: Task<Void, Never>], finished: Set<UInt64>)>(
        (0, [:], []))

    /// Whether work of a deinitializer that ran off the main actor is still to run.
    package static var hasDeferredWork: Bool {
        deferred.withLock { !$0.tasks.isEmpty }
    }

    /// Returns once the work of every deinitializer that ran off the main actor before the call
    /// has run: what a leak check waits for before it judges (an object's deinit may have been
    /// the last thing holding another). Work deferred later, by other tests that run meanwhile,
    /// is not waited for: the caller asks again if it must (``hasDeferredWork``).
    package static func settled() async {
        for task in deferred.withLock({ Array($0.tasks.values) }) {
            await task.value
        }
    }
}

/// What a deinitializer leaves to do on the main actor, as a value holding what it read from
/// the dying object (never the object itself): see ``MainActorDeinit/run(_:)-(()->Remains)``.
package protocol MainActorDeinitWork {
    @MainActor mutating func run()
}

/// Whether the caller runs on the main actor, asked without trapping, from a deinitializer that
/// may run anywhere.
///
/// The main actor runs on the main dispatch queue, so the question is whether that queue is the
/// current one: a value stored on it with `setSpecific` is visible exactly there. Asking for the
/// main *thread* would be wrong on Linux: once a program calls `dispatch_main()` (the test runner
/// does), the main thread parks and worker threads drain the main queue, a different one from
/// time to time. Remembering "the thread the main actor last ran on" then answered yes on a
/// worker that had moved on to other work, and no on the main actor itself.
package enum MainQueue {
    private static let key: DispatchSpecificKey<UInt8> = {
        let key = DispatchSpecificKey<UInt8>()
        DispatchQueue.main.setSpecific(key: key, value: 1)
        return key
    }()

    /// Whether the current code runs on the main dispatch queue, where the main actor runs.
    package static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) != nil }
}
