import RIBs
import RIBsTesting
import Synchronization
import TestSupport
import Testing

/// A router is `Sendable`: its last reference may be dropped off the main actor. Its deinit
/// then does its main-actor work on the main actor, as `isolated deinit` would, without it.
@MainActor
@Suite(.leakDetection)
struct OffMainReleaseTests {
    final class Holder: @unchecked Sendable {
        var router: Router<InteractorMock>?
        var interactor: InteractorMock?
    }

    @Test func aTreeReleasedOffTheMainActorIsDeactivatedOnIt() async {
        let (resigned, signal) = AsyncStream.makeStream(of: String.self)
        var resignedIterator = resigned.makeAsyncIterator()
        let childInteractor = InteractorMock()
        let child = Router(interactor: childInteractor)
        let parentInteractor = InteractorMock()
        parentInteractor.onWillResignActive = { signal.yield("parent") }
        childInteractor.onWillResignActive = { signal.yield("child") }
        let holder = Holder()
        holder.router = Router(interactor: parentInteractor)
        holder.router!.interactable.activate()
        holder.router!.attachChild(child)
        #expect(child.path == "InteractorMock/InteractorMock")

        // The last reference goes on another thread.
        await Task.detached { holder.router = nil }.value

        // The deinit's work runs on the main actor, and what waits for the runtime's work (the
        // leak trait) waits for it too: the parent's interactor resigns, then its child, which no
        // longer points at the parent that is gone.
        await LeakDetector.instance.runtimeWorkSettled()
        #expect(parentInteractor.willResignActiveCallCount == 1)
        #expect(childInteractor.willResignActiveCallCount == 1)
        #expect(await resignedIterator.next() == "parent")
        #expect(await resignedIterator.next() == "child")
        #expect(!childInteractor.isActive)
        #expect(child.path == "InteractorMock")
    }

    /// Whether a deinit runs on the main actor is a question about the main queue, not a thread.
    /// Under the test runner, as in any program that calls `dispatch_main()`, worker threads take
    /// turns draining the main queue, and the same threads run other work. When the runtime
    /// remembered the thread the main actor last ran on, an active interactor released on the
    /// main actor could skip `willResignActive()`, and one released on such a worker could run it
    /// there, off the main actor. A check of the main *thread* fails this test at once: under the
    /// test runner the main thread never runs the main actor.
    @Test func aDeinitKnowsWhetherItRunsOnTheMainActorWhicheverThreadRunsIt() async {
        let resigned = Mutex(0)
        let diagnostics = DiagnosticsCollector()
        func activeInteractor() -> InteractorMock {
            let interactor = InteractorMock()
            interactor.onWillResignActive = { resigned.withLock { $0 += 1 } }
            interactor.activate()
            return interactor
        }
        // Other work keeps the worker threads busy, as in a full test run, where two threads were
        // seen draining the main queue in turn.
        let load = (0..<4).map { _ in
            Task.detached {
                while !Task.isCancelled { await Task.yield() }
            }
        }
        defer { for task in load { task.cancel() } }
        var wrong: [String] = []
        // 300 rounds in `swift test` (a thread check failed in the first), 2,000 end to end.
        for round in 1...TestScale.operations(quick: 300, full: 2_000) {
            // Made, then released on the main actor after a hop away and back.
            var onMain: InteractorMock? = activeInteractor()
            await Task.detached {}.value
            diagnostics.collect { onMain = nil }
            if resigned.withLock({ $0 }) != round || diagnostics.all.count != round - 1 {
                wrong.append("round \(round): released on the main actor, it did not resign there")
            }
            // Made on the main actor, released on a worker thread.
            let holder = Holder()
            holder.interactor = activeInteractor()
            await Task.detached { diagnostics.collect { holder.interactor = nil } }.value
            if resigned.withLock({ $0 }) != round || diagnostics.all.count != round {
                wrong.append("round \(round): released off the main actor, it resigned as if on it")
            }
            if wrong.count >= 3 { break }
            withExtendedLifetime(onMain) {}
        }
        #expect(wrong.isEmpty, "\(wrong)")
    }
}
