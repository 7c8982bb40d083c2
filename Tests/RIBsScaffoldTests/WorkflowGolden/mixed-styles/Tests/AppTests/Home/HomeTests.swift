import RIBs
import RIBsTesting
import Testing

@testable import App

/// Home, built by its builder: the harness attaches it and checks the tree, the tasks left
/// running and the leaks; outputs are awaited with a time limit.
@MainActor
@Suite struct HomeTests {
    @Test(.leakDetection)
    func finishingTellsTheParent() async throws {
        let harness = RIBTestHarness {
            HomeBuilder(dependency: HomeDependency()).build()
        }
        let finished = OutputRecorder(harness.router.outputs.finished)
        let view = try #require(harness.router.view as? HomeView)
        view.interactor.finish()
        await finished.waitForCount(1)
        harness.expectTree("Home (active)")
        harness.finish()
    }

    /// Routes to Account and detaches it: finish() judges it at once, so a router that
    /// kept the child it detached fails here.
    @Test(.leakDetection)
    func routesToAndDetachesAccount() throws {
        let harness = RIBTestHarness(exhaustivity: .on(except: .runningWork)) {
            HomeBuilder(dependency: HomeDependency()).build()
        }
        let router = try #require(harness.router.parts.lazy.compactMap { $0 as? HomeRouter }.first)
        router.routeToAccount(listener: AccountListenerMock())
        harness.expectAttached("Account")
        router.detachAccount()
        harness.expectDetached("Account")
        harness.finish()
    }

    /// The person closes Account's view (a back key, a sheet pulled down): Home detaches it
    /// as its own detach does, and routing again builds it again.
    @Test(.leakDetection)
    func theUserClosesAndReopensAccount() throws {
        let harness = RIBTestHarness(exhaustivity: .on(except: .runningWork)) {
            HomeBuilder(dependency: HomeDependency()).build()
        }
        let router = try #require(harness.router.parts.lazy.compactMap { $0 as? HomeRouter }.first)
        router.routeToAccount(listener: AccountListenerMock())
        harness.closeByUser("Account")
        harness.expectDetached("Account")
        router.routeToAccount(listener: AccountListenerMock())
        harness.expectAttached("Account")
        harness.finish()
    }
}
