import RIBs
import RIBsTesting
import Testing

@testable import Parcels

/// The app's RIBs as people test them, with the default exhaustive harness: what issue 26's
/// users could not write without turning exhaustivity off.
@MainActor
@Suite(.leakDetection)
struct ParcelsTests {
    final class Service: ParcelService {
        let stream = TestStream<[Parcel]>()
        var parcels: Events<[Parcel]> { stream.events }
        private(set) var refreshes = 0
        func refresh() async { refreshes += 1 }
    }

    /// A RIB that follows a service's stream while active: the test drives the stream, and the
    /// subscription, the RIB's normal shape, needs no declaration.
    @Test func theListFollowsTheServiceWhileActive() {
        let service = Service()
        let harness = RIBTestHarness { Router(interactor: ParcelListInteractor(parcels: service.parcels)) }
        #expect(service.stream.subscriberCount == 1)
        service.stream.send([Parcel(id: "P1", status: "on its way")])
        #expect(harness.router.interactor.shown == [Parcel(id: "P1", status: "on its way")])
        harness.finish()
        #expect(service.stream.subscriberCount == 0)
    }

    /// A viewless RIB with a worker: the worker shows in the tree, and its long-lived task is
    /// declared where the test expects it to run until the RIB resigns.
    @Test func loggedInSyncsWithAWorkerAndShowsTheList() async {
        let service = Service()
        let harness = RIBTestHarness {
            LoggedInRouter(interactor: LoggedInInteractor(user: "ada", service: service), service: service)
        }
        harness.expectTree(
            """
            LoggedIn (active) workers: ParcelSyncWorker (running)
            └── ParcelList (active)
            """)
        await waitUntilRefreshed(service)
        harness.expectRunning("sync")
        harness.finish()
    }

    /// The deep link waits for the login, then opens the parcel.
    @Test func theDeepLinkWaitsForTheLoginThenOpensTheParcel() async {
        let service = Service()
        let harness = RIBTestHarness { ParcelsApp.build(service: service) }
        harness.router.interactor.open(parcelID: "P1")
        harness.expectTree(
            """
            Root (active)
            └── LoggedOut (active)
            """)
        harness.router.interactor.login(user: "ada")
        _ = await harness.waitForChild(named: "ParcelDetail")
        harness.expectTree(
            """
            Root (active)
            └── LoggedIn (active) workers: ParcelSyncWorker (running)
                ├── ParcelList (active)
                └── ParcelDetail (active)
            """)
        harness.expectRunning("sync")
        harness.finish()
    }

    /// The workflow's steps on mocks: LoggedIn's actionable item is main-actor and Sendable
    /// (it rides in a relay); its mock is main-actor too, so a handler changes the test's locals.
    @Test func theWorkflowsStepsOnMocks() async {
        let root = RootActionableItemMock()
        let loggedIn = LoggedInActionableItemMock()
        var opened: [String] = []
        loggedIn.openParcelHandler = { [weak loggedIn] id in  // weak: the mock keeps its handler
            opened.append(id)
            return loggedIn.map { ($0, ()) }
        }
        root.waitForLoginHandler = { (loggedIn, ()) }
        let subscription = OpenParcelWorkflow(parcelID: "P7").subscribe(root)
        #expect(await subscription.finished())
        #expect(opened == ["P7"])
    }

    func waitUntilRefreshed(_ service: Service) async {
        for _ in 0..<100 where service.refreshes == 0 { await Task.yield() }
        #expect(service.refreshes >= 1, "the worker refreshed")
    }
}

/// What the harness and the waits say where issue 26's users met a hang or a false failure.
@MainActor
@Suite(.leakDetection, .waitTimeLimit(.milliseconds(200)))
struct ParcelsFailureMessagesTests {
    /// A worker's task nobody declared is reported with its name and the fix.
    @Test func aWorkersUndeclaredTaskIsNamed() {
        let service = ParcelsTests.Service()
        let harness = RIBTestHarness {
            LoggedInRouter(interactor: LoggedInInteractor(user: "ada", service: service), service: service)
        }
        withKnownIssue {
            harness.finish()
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains(#"LoggedIn still runs "sync" (whileRunning at LoggedIn.swift:"#)
                    && $0.rawValue.contains(#"declare it with harness.expectRunning("sync")"#)
            }
        }
    }

    /// The workflow whose step waits for a login: settled() ends, naming the step, instead of
    /// hanging the run.
    @Test func settledOnAWorkflowThatWaitsForTheLoginNamesTheStep() async {
        let service = ParcelsTests.Service()
        let harness = RIBTestHarness { ParcelsApp.build(service: service) }
        let subscription = OpenParcelWorkflow(parcelID: "P1").subscribe(harness.router.interactor)
        await withKnownIssue {
            #expect(await subscription.settled() == false)
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("WorkflowSubscription.settled(): still running after 0.2 seconds")
                    && $0.rawValue.contains("(onStep at Parcels/ActionableItems.swift:")
            }
        }
        subscription.cancel()
        harness.finish()
    }
}
