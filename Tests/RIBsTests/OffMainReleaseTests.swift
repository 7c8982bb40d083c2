import RIBs
import RIBsTesting
import Testing

/// A router is `Sendable`: its last reference may be dropped off the main actor. Its deinit
/// then does its main-actor work on the main actor, as `isolated deinit` would, without it.
@MainActor
@Suite(.leakDetection)
struct OffMainReleaseTests {
    final class Holder: @unchecked Sendable {
        var router: Router<InteractorMock>?
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
}
