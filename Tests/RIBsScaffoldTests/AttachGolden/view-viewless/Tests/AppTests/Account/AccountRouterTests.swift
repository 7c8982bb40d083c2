import RIBs
import RIBsTesting
import Testing

@testable import App

/// Account's router, built by its builder: the harness activates it and checks the tree, the
/// tasks left running and the leaks.
@MainActor
@Suite struct AccountRouterTests {
    @Test(.leakDetection)
    func buildsAndLoads() {
        let harness = RIBTestHarness {
            AccountBuilder(dependency: AccountDependencyMock()).build(withListener: AccountListenerMock())
        }
        harness.expectTree("Account (active)")
        // Work AccountInteractor starts when it activates (`whileActive(named:) { }`)
        // is declared here, or finish() fails naming it: harness.expectRunning("its name").
        // Its interactor, to call: try #require(harness.interactor(as: AccountInteractor.self)), nil if another type.
        harness.finish()
    }

    /// Routes to Sync and detaches it: finish() judges it at once, so a router that
    /// kept the child it detached fails here.
    @Test(.leakDetection)
    func routesToAndDetachesSync() {
        let harness = RIBTestHarness(exhaustivity: .on(except: .runningWork)) {
            AccountBuilder(dependency: AccountDependencyMock()).build(withListener: AccountListenerMock())
        }
        harness.router.routeToSync()
        harness.expectAttached("Sync")
        harness.router.detachSync()
        harness.expectDetached("Sync")
        harness.finish()
    }
}
