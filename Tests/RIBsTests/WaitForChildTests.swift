import Observation
import RIBs
import RIBsTesting
import Testing

/// Whether the step has reached its wait: it subscribes to the tree before it suspends.
@MainActor @Observable
private final class StepProgress {
    var waiting = false
}

/// What a deep link continues in: the child's interactor, found by the protocol it adopts.
@MainActor
private protocol DetailItem: AnyObject {
    func open(_ id: String)
}

private final class LinkTargetInteractor: Interactor, DetailItem {
    private(set) var opened: [String] = []
    func open(_ id: String) { opened.append(id) }
}

private final class LinkTargetRouter: Router<LinkTargetInteractor> {
    init() { super.init(interactor: LinkTargetInteractor()) }
    override var name: String { "LinkTarget" }
}

/// `Interactor.waitForChild(_:)`: a workflow step waits for the RIB it continues in.
@MainActor
@Suite(.leakDetection)
struct WaitForChildTests {
    @Test func aChildAttachedAlreadyIsReturnedAtOnce() async {
        let parent = NamedRouter("Parent")
        parent.interactable.activate()
        let detail = LinkTargetRouter()
        parent.attachChild(NamedRouter("Other"))
        parent.attachChild(detail)
        let found = await parent.interactor.waitForChild((any DetailItem).self)
        #expect(found === detail.interactor)
        parent.interactable.deactivate()
    }

    @Test func aStepWaitsUntilTheChildAttachesSkippingOtherChildren() async {
        let parent = NamedRouter("Parent")
        parent.interactable.activate()
        let progress = StepProgress()
        let subscription = Workflow<InteractorMock>()
            .onStep { parent in
                progress.waiting = true
                return await parent.waitForChild((any DetailItem).self).map { ($0, ()) }
            }
            .onStep { detail, _ in
                detail.open("R1")
                return ((), ())
            }
            .commit()
            .subscribe(parent.interactor)
        await waitUntil { progress.waiting }
        parent.attachChild(NamedRouter("Other"))
        #expect(subscription.isRunning, "another child does not end the wait")
        let detail = LinkTargetRouter()
        parent.attachChild(detail)
        #expect(await subscription.finished())
        #expect(detail.interactor.opened == ["R1"])
        parent.interactable.deactivate()
    }

    @Test func theWaitEndsWithNilWhenItsWorkflowIsCancelled() async {
        let parent = NamedRouter("Parent")
        parent.interactable.activate()
        let progress = StepProgress()
        var results: [Bool] = []
        let subscription = Workflow<InteractorMock>()
            .onStep { parent -> (Void, Void)? in
                progress.waiting = true
                results.append(await parent.waitForChild((any DetailItem).self) == nil)
                return nil
            }
            .commit()
            .subscribe(parent.interactor)
            .cancelOnDeactivate(interactor: parent.interactor)
        await waitUntil { progress.waiting }
        parent.interactable.deactivate()
        #expect(await subscription.finished())
        #expect(results == [true], "the cancelled wait returned nil")
    }

    @Test func anInteractorThatNoRouterOwnsGetsNil() async {
        let interactor = InteractorMock()
        #expect(await interactor.waitForChild((any DetailItem).self) == nil)
    }
}
