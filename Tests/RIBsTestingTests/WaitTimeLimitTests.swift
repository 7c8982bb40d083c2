import RIBs
import RIBsTesting
import Testing

/// Every wait ends: past its time limit it fails the test, naming what it waited for, instead
/// of hanging the run.
@MainActor
@Suite(.waitTimeLimit(.milliseconds(100)))
struct WaitTimeLimitTests {
    final class Named: Router<Interactor> {
        let ribName: String
        init(_ name: String) {
            ribName = name
            super.init(interactor: Interactor())
        }
        override var name: String { ribName }
    }

    /// The item a workflow's first step waits on: it waits for a login nobody gives.
    final class RootItem: Interactor {
        let loggedIn = ValueRelay<Bool>(false)

        func waitForLogin() async -> (RootItem, Void)? {
            for await isLoggedIn in loggedIn.values where isLoggedIn { return (self, ()) }
            return nil
        }
    }

    final class LoginWorkflow: Workflow<RootItem> {
        override init() {
            super.init()
            onStep { root in await root.waitForLogin() }
                .onStep { root, _ in (root, ()) }
                .commit()
        }
    }

    /// Issue 26's hang: `settled()` on a workflow whose step waits for a login.
    @Test func aWorkflowsSettledNamesTheStepThatStillRuns() async {
        let root = RootItem()
        root.activate()
        let subscription = LoginWorkflow().subscribe(root)
        await withKnownIssue {
            #expect(await subscription.settled() == false)
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("WorkflowSubscription.settled(): still running after 0.1 seconds")
                    && $0.rawValue.contains(
                        "the step RootItem → RootItem (onStep at RIBsTestingTests/WaitTimeLimitTests.swift:")
                    && $0.rawValue.contains("runs on RootItem: its closure has not returned")
            }
        }
        subscription.cancel()
        root.deactivate()
    }

    @Test func aWorkflowsFinishedNamesTheStepThatWaitsForItsItem() async {
        let root = RootItem()  // inactive: the first step waits for it
        let subscription = LoginWorkflow().subscribe(root)
        await withKnownIssue {
            #expect(await subscription.finished() == false)
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("WorkflowSubscription.finished(): not finished after 0.1 seconds")
                    && $0.rawValue.contains("waits for RootItem to become active")
            }
        }
        subscription.cancel()
    }

    @Test func waitForChildNamesTheChildAndShowsTheTree() async {
        let parent = Named("Parent")
        parent.interactable.activate()
        parent.attachChild(Named("Present"))
        await withKnownIssue {
            #expect(await parent.waitForChild(named: "Missing") == nil)
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("Waited 0.1 seconds for a child named Missing to attach below Parent")
                    && $0.rawValue.contains("└── Present (active)")
            }
        }
        parent.detachChild(parent.children[0])
    }

    @Test func waitUntilDetachedNamesTheChild() async {
        let parent = Named("Parent")
        parent.interactable.activate()
        let child = Named("Staying")
        parent.attachChild(child)
        await withKnownIssue {
            #expect(await parent.waitUntilDetached(named: "Staying") == false)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Waited 0.1 seconds for Staying to detach below Parent") }
        }
        parent.detachChild(child)
    }

    @Test func firstSaysWhatArrived() async {
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
        continuation.yield(1)
        await withKnownIssue {
            #expect(await stream.first(2) == [1])
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("first(2): 1 arrived within 0.1 seconds: [1]") }
        }
        continuation.finish()
    }

    @Test func anOutputRecorderSaysWhatArrived() async {
        let relay = EventRelay<String>()
        let recorder = OutputRecorder(relay.events)
        relay.send("teapot")
        await withKnownIssue {
            #expect(await recorder.waitForCount(2) == false)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("1 of the 2 outputs expected arrived within 0.1 seconds") }
        }
    }
}
