#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
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
        if MainThread.isCurrent {
            MainActor.assumeIsolated { prepare().body() }
            return
        }
        // Off the main actor: only reading the dying object, which nobody else can reach.
        let work = withoutActuallyEscaping(prepare) { prepare in
            unsafeBitCast(prepare, to: (() -> Work).self)()
        }
        Task { @MainActor in work.body() }
    }
}

/// Whether the current thread is the main thread, where the main actor runs.
package enum MainThread {
    #if canImport(Darwin)
    package static var isCurrent: Bool { pthread_main_np() != 0 }

    @MainActor @inline(__always) package static func note() {}
    #else
    /// The main thread's identity, noted by main-actor initialisers: every object whose
    /// deinitializer asks was made on the main actor, so it is set by then.
    private static let identity = Atomic<UInt>(0)

    package static var isCurrent: Bool {
        let main = identity.load(ordering: .relaxed)
        return main != 0 && main == UInt(pthread_self())
    }

    /// Notes the current thread as the main actor's.
    @MainActor @inline(__always) package static func note() {
        identity.store(UInt(pthread_self()), ordering: .relaxed)
    }
    #endif
}
